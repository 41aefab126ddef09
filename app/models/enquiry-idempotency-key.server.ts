import { and, eq, gte, lt } from "drizzle-orm";
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
 * Records the lead a key produced; false when a live record for the same key and content
 * exists (a concurrent retry committed first). A record older than `since` is taken over.
 * On PostgreSQL a concurrent insert of the same key waits here for the other transaction.
 */
export async function insertIdempotencyRecord(
  executor: Executor,
  record: IdempotencyRecord,
  since: Date,
): Promise<boolean> {
  const now = new Date();
  const inserted = await executor
    .insert(enquiryIdempotencyKeys)
    .values({ ...record, createdAt: now })
    .onConflictDoUpdate({
      target: [
        enquiryIdempotencyKeys.kind,
        enquiryIdempotencyKeys.key,
        enquiryIdempotencyKeys.fingerprint,
      ],
      set: { leadId: record.leadId, leadCreatedAt: record.leadCreatedAt, createdAt: now },
      setWhere: lt(enquiryIdempotencyKeys.createdAt, since),
    })
    .returning({ leadId: enquiryIdempotencyKeys.leadId });
  return inserted.length > 0;
}

/** Forgets records past the retry window. */
export async function pruneIdempotencyRecords(before: Date, executor: Executor = db()) {
  await executor.delete(enquiryIdempotencyKeys).where(lt(enquiryIdempotencyKeys.createdAt, before));
}
