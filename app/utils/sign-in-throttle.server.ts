import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { type Database, db } from "~/db/client.server";
import { rateLimiterHits } from "~/db/schema";
import { logger } from "./logger.server";

/**
 * Sign-in attempts are counted per (client address, account) and per client address, never per
 * account alone: a count per account would let anyone lock the owner out by guessing wrong
 * passwords from anywhere. A guesser is slowed down where it guesses from; the owner signing in
 * from another address is not affected. Counters live in the database (rate-limiter-flexible's
 * Drizzle store, shared with the public form limits) so every server instance sees them.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts on one account from one address. A success clears this count. */
  perAddressAndAccount: { points: 5, duration: 5 * 60 },
  /** Attempts from one address over every account (password spraying). */
  perAddress: { points: 20, duration: 15 * 60 },
} as const;

type Limiters = { perAddressAndAccount: RateLimiterDrizzle; perAddress: RateLimiterDrizzle };

// Tests swap the process's database per file: one set of limiters per open database.
const limiters = new WeakMap<Database, Limiters>();

function limitersFor(database: Database): Limiters {
  let found = limiters.get(database);
  if (!found) {
    const make = (keyPrefix: string, limit: { points: number; duration: number }) =>
      new RateLimiterDrizzle({
        storeClient: database,
        schema: rateLimiterHits,
        keyPrefix,
        ...limit,
      });
    found = {
      perAddressAndAccount: make("sign-in-account", SIGN_IN_LIMITS.perAddressAndAccount),
      perAddress: make("sign-in-address", SIGN_IN_LIMITS.perAddress),
    };
    limiters.set(database, found);
  }
  return found;
}

const accountKey = (ip: string, email: string) => `${ip}|${email}`;

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one sign-in attempt before the password is checked, so parallel guesses are counted
 * too. Over either budget the attempt is refused until that budget's window ends. If the counter
 * store fails the attempt goes ahead: better-auth's own per-address limit still applies.
 */
export async function countSignInAttempt(
  { ip, email }: { ip: string; email: string },
  database: Database = db(),
): Promise<SignInAttempt> {
  const { perAddressAndAccount, perAddress } = limitersFor(database);
  const outcomes = await Promise.allSettled([
    perAddressAndAccount.consume(accountKey(ip, email)),
    perAddress.consume(ip),
  ]);
  const waits: number[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === "fulfilled") continue;
    if (outcome.reason instanceof RateLimiterRes) waits.push(outcome.reason.msBeforeNext);
    else logger().error({ err: outcome.reason }, "Sign-in throttle unavailable; attempt allowed");
  }
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}

/** After a successful sign-in: the account's count from that address starts again. */
export async function clearSignInAttempts(
  { ip, email }: { ip: string; email: string },
  database: Database = db(),
) {
  const { perAddressAndAccount, perAddress } = limitersFor(database);
  try {
    await Promise.all([
      perAddressAndAccount.delete(accountKey(ip, email)),
      perAddress.reward(ip, 1),
    ]);
  } catch (error) {
    logger().error({ err: error }, "Sign-in throttle could not be cleared");
  }
}

/** "45 seconds", "5 minutes": how long a refused sign-in has to wait, for the message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
