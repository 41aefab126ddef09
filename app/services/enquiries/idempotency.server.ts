import { createHash } from "node:crypto";
import type { Executor } from "~/db/client.server";
import {
  findIdempotencyRecord,
  insertIdempotencyRecords,
  pruneIdempotencyRecords,
} from "~/models/enquiry-idempotency-key.server";

/**
 * Idempotent enquiries. A client whose connection drops after its enquiry was stored cannot
 * know it was, and retries: with the same idempotency key (the `Idempotency-Key` header of
 * the JSON API, the hidden `idempotencyKey` field of the forms) and the same content within
 * the retry window, the retry is answered with the lead stored the first time and stores
 * nothing. Keys are scoped per kind of enquiry, and the content is part of the match: a form
 * page served to many visitors from a cache may carry the same key, and a different enquiry
 * under a used key is stored, never lost.
 */

const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type EnquiryKind = "contact" | "charter" | "consultation" | "ebook";
export type StoredResult = { id: string; createdAt: string };
export type IdempotencyScope = { kind: EnquiryKind; key: string; fingerprint: string };

/** Fields that differ between a request and its retry without changing the enquiry. */
const NOT_CONTENT = new Set(["altcha", "idempotencyKey", "submittedAt"]);

const windowStart = () => new Date(Date.now() - RETRY_WINDOW_MS);

function fingerprint(input: Record<string, unknown>): string {
  const content = Object.entries(input)
    .filter(([name]) => !NOT_CONTENT.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

/** The scope of a validated enquiry, or null when its client sent no key. */
export function idempotencyScope(
  kind: EnquiryKind,
  input: { idempotencyKey?: string | null },
): IdempotencyScope | null {
  const key = input.idempotencyKey;
  if (!key) return null;
  return { kind, key, fingerprint: fingerprint(input as Record<string, unknown>) };
}

const asResult = (record: { leadId: string; leadCreatedAt: Date }): StoredResult => ({
  id: record.leadId,
  createdAt: record.leadCreatedAt.toISOString(),
});

/**
 * Claims the keys of enquiries about to be stored, in the transaction that stores them: each
 * claim records the lead its enquiry will store. Returns, by that lead's id, the enquiries
 * that repeat one answered before (same kind, key and content within the retry window) with
 * the lead stored the first time: such an enquiry is answered with it and stores nothing.
 */
export async function claimKeys(
  tx: Executor,
  claims: Array<{ scope: IdempotencyScope; lead: StoredResult }>,
): Promise<Map<string, StoredResult>> {
  const since = windowStart();
  const claimed = await insertIdempotencyRecords(
    tx,
    claims.map(({ scope, lead }) => ({
      ...scope,
      leadId: lead.id,
      leadCreatedAt: new Date(lead.createdAt),
    })),
    since,
  );
  const earlier = new Map<string, StoredResult>();
  for (const { scope, lead } of claims) {
    if (claimed.has(lead.id)) continue;
    const record = await findIdempotencyRecord(scope, since, tx);
    if (!record) throw new Error("Idempotency record vanished while it was being claimed");
    earlier.set(lead.id, asResult(record));
  }
  return earlier;
}

/** Forgets the keys past the retry window. */
export async function pruneExpiredKeys(executor: Executor) {
  await pruneIdempotencyRecords(windowStart(), executor);
}
