import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per-IP counters of the public form limits (rate-limiter-flexible's Drizzle store). Kept in
 * the database so every server instance shares them.
 */
export const rateLimiterHits = pgTable(
  "rate_limiter_hits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (table) => [index("rate_limiter_hits_expire_idx").on(table.expire)],
);

/**
 * Proof-of-work challenges already redeemed: a solved challenge is accepted once. Rows are
 * kept until the challenge itself expires.
 */
export const usedChallenges = pgTable(
  "used_challenges",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_challenges_expires_idx").on(table.expiresAt)],
);
