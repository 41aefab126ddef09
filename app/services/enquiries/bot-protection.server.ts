import { createHmac, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { db, type Executor } from "~/db/client.server";
import { rateLimiterHits, usedChallenges } from "~/db/schema";
import type { BotProtectionInput } from "~/schemas/enquiry-fields";
import { RateLimitedError } from "~/services/errors";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { derivedSecret } from "~/utils/signed-token.server";

/**
 * Bot protection of the public forms: an ALTCHA proof-of-work solved in
 * the browser and verified here (signed, expiring, single-use), a honeypot field, and per-IP
 * rate limits shared by every instance through the database.
 */

const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = "SHA-256";
/**
 * Difficulty: the browser tries counters from 0 up to a secret one, so the expected work is
 * about 40,000 SHA-256 digests (well under a second or two in a browser, spread over workers),
 * while verifying costs one HMAC thanks to the key signature.
 */
const COUNTER_MIN = 20_000;
const COUNTER_MAX = 60_000;

const signatureSecret = () => derivedSecret("altcha-challenge");
const keySignatureSecret = () => derivedSecret("altcha-key");

/** A fresh signed challenge for the browser's solver. */
export function issueChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: signatureSecret(),
    hmacKeySignatureSecret: keySignatureSecret(),
  });
}

/** The server's verdict on a submission: stored either way, notified only when not spam. */
export type BotVerdict = {
  captchaVerified: boolean;
  isSpam: boolean;
  spamReason: string | null;
};

type Payload = { challenge: Challenge; solution: Solution };

function decodePayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
    if (
      payload &&
      typeof payload === "object" &&
      typeof payload.challenge?.parameters?.nonce === "string" &&
      payload.solution &&
      typeof payload.solution === "object"
    ) {
      return payload as Payload;
    }
  } catch {
    // A payload that does not decode is judged like a forged one.
  }
  return null;
}

/**
 * The checks that need no database: honeypot and the proof-of-work's signature, expiry and
 * solution. What remains is redeeming the challenge (see redeemSubmission).
 */
export type BotAssessment = BotVerdict & { challenge?: { id: string; expiresAt: Date } };

export async function assessSubmission(input: BotProtectionInput): Promise<BotAssessment> {
  const proof = verifyProofOfWork(input.altcha);
  const honeypot = typeof input.website === "string" && input.website.trim() !== "";
  // A missing or expired proof-of-work is what a person without JavaScript, or one who sent
  // the form before its scripts loaded or long after it opened, produces: the submission is
  // unverified, not spam. A forged, wrong or replayed one only comes from tampering.
  const suspicious = proof.ok || proof.unverified ? null : proof.reason;
  const reasons = [honeypot ? "honeypot field filled" : null, suspicious];
  const spamReason = reasons.filter(Boolean).join("; ") || null;
  return {
    captchaVerified: proof.ok,
    isSpam: spamReason !== null,
    spamReason,
    challenge: proof.ok ? proof.challenge : undefined,
  };
}

/**
 * The final verdict: a verified proof-of-work is redeemed here, once. Pass the transaction
 * that stores the submission, so a replay is caught even under concurrency and a submission
 * that fails to store does not burn the visitor's solution.
 */
export async function redeemSubmission(
  executor: Executor,
  assessment: BotAssessment,
): Promise<BotVerdict> {
  const [verdict] = await redeemSubmissions(executor, [assessment]);
  return verdict as BotVerdict;
}

/**
 * The final verdicts of submissions stored together, their challenges redeemed in one
 * statement. A challenge used twice among them counts for the first only.
 */
export async function redeemSubmissions(
  executor: Executor,
  assessments: BotAssessment[],
): Promise<BotVerdict[]> {
  const challenges = assessments.flatMap(({ challenge }) => (challenge ? [challenge] : []));
  const inserted =
    challenges.length === 0
      ? []
      : await executor
          .insert(usedChallenges)
          .values(challenges)
          .onConflictDoNothing()
          .returning({ id: usedChallenges.id });
  const unredeemed = new Set(inserted.map((row) => row.id));
  return assessments.map(({ challenge, ...verdict }) => {
    if (!challenge || unredeemed.delete(challenge.id)) return verdict;
    const spamReason = [verdict.spamReason, "replayed proof-of-work"].filter(Boolean).join("; ");
    return { captchaVerified: false, isSpam: true, spamReason };
  });
}

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The signed form of a challenge's parameters: keys sorted at every level of objects. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, sorted((item as Record<string, unknown>)[key])]),
        )
      : item;
  return JSON.stringify(sorted(value));
}

const HEX_BYTES = /^(?:[0-9a-f]{2})+$/;
const MAX_COUNTER = 2 ** 32 - 1;

/**
 * altcha-lib's verification of a solution to a challenge issued here (issueChallenge), done
 * with Node's synchronous HMAC instead of the library's Web Crypto calls, which cost several
 * times more per enquiry. In order: the expiry the challenge states; its signature over its
 * parameters, so no parameter was changed; then the solution's derived key against the key
 * signature the challenge carries, which proves the work without redoing it.
 */
function checkSolution({
  challenge,
  solution,
}: Payload): "verified" | "expired" | "forged" | "invalid" {
  const { parameters } = challenge;
  if (typeof parameters.expiresAt === "number" && parameters.expiresAt < Date.now() / 1000) {
    return "expired";
  }
  const signature = hmacHex(signatureSecret(), canonicalJson(parameters));
  if (typeof challenge.signature !== "string" || !sameText(challenge.signature, signature)) {
    return "forged";
  }
  const { derivedKey, counter } = solution;
  if (
    typeof derivedKey !== "string" ||
    !HEX_BYTES.test(derivedKey) ||
    !Number.isInteger(counter) ||
    counter < 0 ||
    counter > MAX_COUNTER ||
    typeof parameters.keySignature !== "string"
  ) {
    return "invalid";
  }
  const keySignature = hmacHex(keySignatureSecret(), Buffer.from(derivedKey, "hex"));
  return sameText(parameters.keySignature, keySignature) ? "verified" : "invalid";
}

function verifyProofOfWork(
  encoded: string | undefined,
):
  | { ok: true; challenge: { id: string; expiresAt: Date } }
  | { ok: false; reason: string; unverified?: true } {
  if (!encoded) {
    return {
      ok: false,
      reason: "no proof-of-work (JavaScript off or not solved)",
      unverified: true,
    };
  }
  const payload = decodePayload(encoded);
  if (!payload) return { ok: false, reason: "malformed proof-of-work" };
  let outcome: ReturnType<typeof checkSolution>;
  try {
    outcome = checkSolution(payload);
  } catch {
    // A payload nested deeper than the stack allows is malformed, not an error of the server.
    return { ok: false, reason: "malformed proof-of-work" };
  }
  if (outcome === "expired")
    return { ok: false, reason: "expired proof-of-work", unverified: true };
  if (outcome === "forged") return { ok: false, reason: "forged proof-of-work challenge" };
  if (outcome === "invalid") return { ok: false, reason: "invalid proof-of-work solution" };
  const { nonce, expiresAt } = payload.challenge.parameters;
  return {
    ok: true,
    challenge: {
      id: nonce,
      expiresAt: new Date((expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_SECONDS) * 1000),
    },
  };
}

/** Forgets redeemed challenges that have expired anyway (called now and then). */
export async function pruneUsedChallenges(executor: Executor = db()) {
  await executor.delete(usedChallenges).where(lt(usedChallenges.expiresAt, sql`now()`));
}

/** The public POSTs and their per-IP budgets. */
const rateLimits = {
  contact: { points: 10, duration: 10 * 60 },
  charter: { points: 10, duration: 10 * 60 },
  consultation: { points: 10, duration: 10 * 60 },
  newsletter: { points: 10, duration: 10 * 60 },
  ebook: { points: 10, duration: 10 * 60 },
  // A person browsing sends a page view per navigation and a few clicks; an office or a mobile
  // carrier puts many people behind one address. 240 a minute leaves them room and caps a
  // script inflating the reports.
  events: { points: 240, duration: 60 },
} as const;

export type RateLimitedAction = keyof typeof rateLimits;

const limiters = new WeakMap<object, Map<RateLimitedAction, RateLimiterDrizzle>>();

function limiterFor(action: RateLimitedAction): RateLimiterDrizzle {
  const database = db();
  let byAction = limiters.get(database);
  if (!byAction) {
    byAction = new Map();
    limiters.set(database, byAction);
  }
  let limiter = byAction.get(action);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: database,
      schema: rateLimiterHits,
      keyPrefix: action,
      ...rateLimits[action],
    });
    byAction.set(action, limiter);
  }
  return limiter;
}

/**
 * Counts one request of `action` from `ip`; over the budget it throws a RateLimitedError saying
 * when to retry. DISABLE_RATE_LIMITS (load tests only) lifts the limits. If the counter store
 * fails the request is let through: a limiter glitch must not lose an enquiry.
 */
export async function enforceRateLimit(action: RateLimitedAction, ip: string) {
  if (env().DISABLE_RATE_LIMITS) return;
  try {
    await limiterFor(action).consume(ip);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new RateLimitedError(retryAfter);
    }
    logger().error({ err: error, action }, "Rate limiter unavailable; request allowed");
  }
}
