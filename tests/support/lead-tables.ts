import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

/** Every table a public request can write to. */
export const visitorWrittenTables = [
  "contact_submissions",
  "charter_submissions",
  "consultations",
  "ebook_leads",
  "newsletter_subscribers",
  "analytics_events",
  "mail_outbox",
  "used_challenges",
  "enquiry_idempotency_keys",
] as const;

export type VisitorWrittenTable = (typeof visitorWrittenTables)[number];

// node-postgres and PGlite both answer raw SQL with `{ rows }`.
type RawResult = { rows: Record<string, unknown>[] };

export async function rowCount(table: VisitorWrittenTable): Promise<number> {
  const result = (await db().execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as RawResult;
  return Number(result.rows[0]?.n);
}

/** The row count of every table a public request can write to. */
export async function visitorWrittenRowCounts(): Promise<Record<VisitorWrittenTable, number>> {
  const counts = await Promise.all(visitorWrittenTables.map(rowCount));
  return Object.fromEntries(
    visitorWrittenTables.map((table, index) => [table, counts[index] ?? 0]),
  ) as Record<VisitorWrittenTable, number>;
}

export async function emptyVisitorWrittenTables() {
  await db().execute(
    sql.raw(`truncate ${[...visitorWrittenTables, "rate_limiter_hits"].join(", ")}`),
  );
}
