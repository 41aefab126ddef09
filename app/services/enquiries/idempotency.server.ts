import { createHash } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { runUnlessRunningElsewhere } from "~/db/exclusive.server";
import {
  findIdempotencyRecord,
  insertIdempotencyRecord,
  pruneIdempotencyRecords,
} from "~/models/enquiry-idempotency-key.server";
import { logger } from "~/utils/logger.server";

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

/** Thrown inside the storing transaction when a concurrent retry committed first: rolls it back. */
class EarlierResult extends Error {
  constructor(readonly result: StoredResult) {
    super("The enquiry was stored by an earlier request with the same idempotency key");
  }
}

const asResult = (record: { leadId: string; leadCreatedAt: Date }): StoredResult => ({
  id: record.leadId,
  createdAt: record.leadCreatedAt.toISOString(),
});

/**
 * Stores through `store` unless this request was answered before: then the earlier result.
 * `store` must call `rememberResult` in the transaction that stores the lead.
 */
export async function answerRetries<Result extends StoredResult>(
  scope: IdempotencyScope | null,
  store: () => Promise<Result>,
): Promise<Result | StoredResult> {
  if (!scope) return store();
  const earlier = await findIdempotencyRecord(scope, windowStart());
  if (earlier) return asResult(earlier);
  try {
    return await store();
  } catch (error) {
    if (error instanceof EarlierResult) return error.result;
    throw error;
  } finally {
    maybePrune();
  }
}

/** Records which lead this request stored, in the transaction that stores it. */
export async function rememberResult(
  tx: Executor,
  scope: IdempotencyScope | null,
  result: StoredResult,
): Promise<void> {
  if (!scope) return;
  const since = windowStart();
  const record = { ...scope, leadId: result.id, leadCreatedAt: new Date(result.createdAt) };
  if (await insertIdempotencyRecord(tx, record, since)) return;
  const earlier = await findIdempotencyRecord(scope, since, tx);
  if (!earlier) throw new Error("Idempotency record vanished while it was being claimed");
  throw new EarlierResult(asResult(earlier));
}

function maybePrune() {
  if (Math.random() < 0.01) {
    runUnlessRunningElsewhere("prune-idempotency-keys", (tx) =>
      pruneIdempotencyRecords(windowStart(), tx),
    ).catch((error) => logger().warn({ err: error }, "Could not prune idempotency keys"));
  }
}
