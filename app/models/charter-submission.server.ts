import { and, count, desc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { charterSubmissions } from "~/db/schema";
import {
  EXPORT_ROW_LIMIT,
  type LeadFilter,
  leadFilterConditions,
  type Paging,
} from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of charter requests (inline form and 3-step modal) from the public site (enquiries).
// Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewCharterSubmission = typeof charterSubmissions.$inferInsert;
export type CharterSubmission = typeof charterSubmissions.$inferSelect;

/** Stores one charter request; pass the transaction that also queues its mail. */
export async function insertCharterSubmission(executor: Executor, values: NewCharterSubmission) {
  const [row] = await executor
    .insert(charterSubmissions)
    .values(values)
    .returning({ id: charterSubmissions.id, createdAt: charterSubmissions.createdAt });
  if (!row) throw new Error("Insert returned no row");
  return row;
}

/** One stored charter request with every field (for re-sending its notification). */
export async function findCharterSubmission(id: string): Promise<CharterSubmission | undefined> {
  const [row] = await db()
    .select()
    .from(charterSubmissions)
    .where(eq(charterSubmissions.id, id))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

const charterSearchColumns = [
  charterSubmissions.fullName,
  charterSubmissions.email,
  charterSubmissions.phone,
  charterSubmissions.departureLocation,
  charterSubmissions.destination,
  charterSubmissions.specialRequests,
];

function charterInboxWhere(filter: LeadFilter) {
  return and(...leadFilterConditions(charterSubmissions, charterSearchColumns, filter));
}

/** One page of charter requests, newest first, with the total that matches the filter. */
export async function listCharterSubmissions(
  query: LeadFilter & Paging,
  executor: Executor = db(),
) {
  const where = charterInboxWhere(query);
  const [submissions, [totals]] = await Promise.all([
    executor
      .select({
        id: charterSubmissions.id,
        createdAt: charterSubmissions.createdAt,
        source: charterSubmissions.source,
        fullName: charterSubmissions.fullName,
        email: charterSubmissions.email,
        phone: charterSubmissions.phone,
        departureLocation: charterSubmissions.departureLocation,
        destination: charterSubmissions.destination,
        departureDate: charterSubmissions.departureDate,
        returnDate: charterSubmissions.returnDate,
        passengers: charterSubmissions.passengers,
        aircraftPreference: charterSubmissions.aircraftPreference,
        specialRequests: charterSubmissions.specialRequests,
        captchaVerified: charterSubmissions.captchaVerified,
        isSpam: charterSubmissions.isSpam,
        status: charterSubmissions.status,
      })
      .from(charterSubmissions)
      .where(where)
      .orderBy(desc(charterSubmissions.createdAt), desc(charterSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ n: count() }).from(charterSubmissions).where(where),
  ]);
  return { submissions, total: totals?.n ?? 0 };
}

/** Every stored field of every request the filter matches, newest first (CSV export). */
export async function exportCharterSubmissions(filter: LeadFilter, executor: Executor = db()) {
  return executor
    .select()
    .from(charterSubmissions)
    .where(charterInboxWhere(filter))
    .orderBy(desc(charterSubmissions.createdAt), desc(charterSubmissions.id))
    .limit(EXPORT_ROW_LIMIT);
}

export type CharterSubmissionListItem = Awaited<
  ReturnType<typeof listCharterSubmissions>
>["submissions"][number];
