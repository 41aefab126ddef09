import type { Executor } from "~/db/client.server";
import { contactSubmissions } from "~/db/schema";
import { leadInboxQueries } from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of contact submissions from the public site (enquiries). Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;

/** Stores one contact submission; pass the transaction that also queues its mail. */
export async function insertContactSubmission(executor: Executor, values: NewContactSubmission) {
  const [row] = await executor
    .insert(contactSubmissions)
    .values(values)
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  if (!row) throw new Error("Insert returned no row");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

export const contactInbox = leadInboxQueries(contactSubmissions, {
  columns: {
    id: contactSubmissions.id,
    createdAt: contactSubmissions.createdAt,
    fullName: contactSubmissions.fullName,
    email: contactSubmissions.email,
    phone: contactSubmissions.phone,
    company: contactSubmissions.company,
    location: contactSubmissions.location,
    inquiryType: contactSubmissions.inquiryType,
    message: contactSubmissions.message,
    captchaVerified: contactSubmissions.captchaVerified,
    isSpam: contactSubmissions.isSpam,
    status: contactSubmissions.status,
  },
  search: [
    contactSubmissions.fullName,
    contactSubmissions.email,
    contactSubmissions.company,
    contactSubmissions.location,
    contactSubmissions.phone,
    contactSubmissions.message,
  ],
});

export type ContactSubmissionListItem = Awaited<
  ReturnType<typeof contactInbox.list>
>["rows"][number];
