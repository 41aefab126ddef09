import { and, count, desc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { contactSubmissions } from "~/db/schema";
import {
  EXPORT_ROW_LIMIT,
  type LeadFilter,
  leadFilterConditions,
  type Paging,
} from "./lead.server";

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

/** One stored contact submission with every field (for re-sending its notification). */
export async function findContactSubmission(id: string): Promise<ContactSubmission | undefined> {
  const [row] = await db()
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

const contactSearchColumns = [
  contactSubmissions.fullName,
  contactSubmissions.email,
  contactSubmissions.company,
  contactSubmissions.location,
  contactSubmissions.phone,
  contactSubmissions.message,
];

function contactInboxWhere(filter: LeadFilter) {
  return and(...leadFilterConditions(contactSubmissions, contactSearchColumns, filter));
}

/** One page of contact submissions, newest first, with the total that matches the filter. */
export async function listContactSubmissions(
  query: LeadFilter & Paging,
  executor: Executor = db(),
) {
  const where = contactInboxWhere(query);
  const [submissions, [totals]] = await Promise.all([
    executor
      .select({
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
      })
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ n: count() }).from(contactSubmissions).where(where),
  ]);
  return { submissions, total: totals?.n ?? 0 };
}

/** Every stored field of every submission the filter matches, newest first (CSV export). */
export async function exportContactSubmissions(filter: LeadFilter, executor: Executor = db()) {
  return executor
    .select()
    .from(contactSubmissions)
    .where(contactInboxWhere(filter))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(EXPORT_ROW_LIMIT);
}

export type ContactSubmissionListItem = Awaited<
  ReturnType<typeof listContactSubmissions>
>["submissions"][number];
