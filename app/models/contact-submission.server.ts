import type { Executor } from "~/db/client.server";
import { insertRows } from "~/db/insert-rows.server";
import { contactSubmissions } from "~/db/schema";
import { leadInboxQueries } from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of contact submissions from the public site (enquiries). Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;

/** Stores contact submissions in one statement; pass the transaction that also queues their mail. */
export async function insertContactSubmissions(executor: Executor, rows: NewContactSubmission[]) {
  await insertRows(executor, contactSubmissions, rows);
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
