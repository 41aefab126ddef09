import { and, eq, gte, lt, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { enquiryIdempotencyKeys } from "~/db/schema";

/** One answered enquiry, found again by the key its client sent. */
export type IdempotencyRecord = {
  kind: string;
  key: string;
  fingerprint: string;
  leadId: string;
  leadCreatedAt: Date;
};

type Scope = Pick<IdempotencyRecord, "kind" | "key" | "fingerprint">;

const matches = (scope: Scope) =>
  and(
    eq(enquiryIdempotencyKeys.kind, scope.kind),
    eq(enquiryIdempotencyKeys.key, scope.key),
    eq(enquiryIdempotencyKeys.fingerprint, scope.fingerprint),
  );

/** The lead stored for this key and content since `since`, if any. */
export async function findIdempotencyRecord(
  scope: Scope,
  since: Date,
  executor: Executor = db(),
): Promise<{ leadId: string; leadCreatedAt: Date } | null> {
  const [row] = await executor
    .select({
      leadId: enquiryIdempotencyKeys.leadId,
      leadCreatedAt: enquiryIdempotencyKeys.leadCreatedAt,
    })
    .from(enquiryIdempotencyKeys)
    .where(and(matches(scope), gte(enquiryIdempotencyKeys.createdAt, since)));
  return row ?? null;
}

/**
 * Records the leads a batch of keys produced, in one statement, and returns the ids of the
 * leads whose record was written. A key that has a live record for the same content (a retry
 * of an answered enquiry, or a concurrent retry that committed first) keeps it; a record older
 * than `since` is taken over. On PostgreSQL a concurrent insert of the same key waits here for
 * the other transaction. One key and content twice in one call fails the statement.
 */
export async function insertIdempotencyRecords(
  executor: Executor,
  records: IdempotencyRecord[],
  since: Date,
): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const now = new Date();
  const excluded = (column: { name: string }) => sql.raw(`excluded.${column.name}`);
  const inserted = await executor
    .insert(enquiryIdempotencyKeys)
    .values(records.map((record) => ({ ...record, createdAt: now })))
    .onConflictDoUpdate({
      target: [
        enquiryIdempotencyKeys.kind,
        enquiryIdempotencyKeys.key,
        enquiryIdempotencyKeys.fingerprint,
      ],
      set: {
        leadId: excluded(enquiryIdempotencyKeys.leadId),
        leadCreatedAt: excluded(enquiryIdempotencyKeys.leadCreatedAt),
        createdAt: now,
      },
      setWhere: lt(enquiryIdempotencyKeys.createdAt, since),
    })
    .returning({ leadId: enquiryIdempotencyKeys.leadId });
  return new Set(inserted.map((row) => row.leadId));
}

/** Forgets records past the retry window. */
export async function pruneIdempotencyRecords(before: Date, executor: Executor = db()) {
  await executor.delete(enquiryIdempotencyKeys).where(lt(enquiryIdempotencyKeys.createdAt, before));
}
