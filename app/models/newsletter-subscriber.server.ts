import { and, count, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import {
  EXPORT_ROW_LIMIT,
  type LeadFilter,
  leadFilterConditions,
  type Paging,
} from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Newsletter signups with double opt-in (enquiries): subscribe, confirm, unsubscribe. Admin
// list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  isSpam: newsletterSubscribers.isSpam,
  createdAt: newsletterSubscribers.createdAt,
};

/** Stores a new signup, or returns undefined when the address is already on the list. */
export async function insertNewsletterSubscriberIfNew(
  executor: Executor,
  values: NewNewsletterSubscriber,
) {
  const [row] = await executor
    .insert(newsletterSubscribers)
    .values(values)
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning(subscriberColumns);
  return row;
}

export async function findNewsletterSubscriberByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  return row;
}

/**
 * A repeated signup of a known address: an unsubscribed address goes back to pending, and a
 * signup that passed the bot checks clears an earlier spam flag.
 */
export async function renewNewsletterSignup(
  executor: Executor,
  id: string,
  verdict: { captchaVerified: boolean; isSpam: boolean; spamReason: string | null },
) {
  await executor
    .update(newsletterSubscribers)
    .set({
      status: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then 'pending' else ${newsletterSubscribers.status} end`,
      unsubscribedAt: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then null else ${newsletterSubscribers.unsubscribedAt} end`,
      ...(verdict.isSpam
        ? {}
        : { captchaVerified: verdict.captchaVerified, isSpam: false, spamReason: null }),
    })
    .where(eq(newsletterSubscribers.id, id));
}

/** Pending → active. Returns the subscriber's state after the call, or undefined if unknown. */
export async function confirmNewsletterSubscriber(executor: Executor, id: string) {
  const [confirmed] = await executor
    .update(newsletterSubscribers)
    .set({ status: "active", confirmedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "pending")))
    .returning(subscriberColumns);
  if (confirmed) return { ...confirmed, changed: true };
  const [current] = await executor
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return current ? { ...current, changed: false } : undefined;
}

/** Marks the subscriber unsubscribed (idempotent). Returns the address, or undefined if unknown. */
export async function unsubscribeNewsletterSubscriber(executor: Executor, id: string) {
  const [row] = await executor
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ email: newsletterSubscribers.email });
  return row;
}

// ---------------------------------------------------------------------------------------------
// Admin list (accounts and lead inbox): the paged, filtered list, one subscriber's every
// field, and the CSV export.
// ---------------------------------------------------------------------------------------------

function newsletterInboxWhere(filter: LeadFilter) {
  return and(
    ...leadFilterConditions(
      newsletterSubscribers,
      [newsletterSubscribers.email, newsletterSubscribers.source],
      filter,
    ),
  );
}

/** One page of subscribers, newest first, with the total that matches the filter. */
export async function listNewsletterSubscribers(
  query: LeadFilter & Paging,
  executor: Executor = db(),
) {
  const where = newsletterInboxWhere(query);
  const [subscribers, [totals]] = await Promise.all([
    executor
      .select({
        id: newsletterSubscribers.id,
        createdAt: newsletterSubscribers.createdAt,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        source: newsletterSubscribers.source,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        captchaVerified: newsletterSubscribers.captchaVerified,
        isSpam: newsletterSubscribers.isSpam,
      })
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { subscribers, total: totals?.n ?? 0 };
}

/** Every stored field of one subscriber, or null. */
export async function getNewsletterSubscriberForAdmin(id: string, executor: Executor = db()) {
  const [row] = await executor
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/** Every stored field of every subscriber the filter matches, newest first (CSV export). */
export async function exportNewsletterSubscribers(filter: LeadFilter, executor: Executor = db()) {
  return executor
    .select()
    .from(newsletterSubscribers)
    .where(newsletterInboxWhere(filter))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(EXPORT_ROW_LIMIT);
}

export type NewsletterSubscriberListItem = Awaited<
  ReturnType<typeof listNewsletterSubscribers>
>["subscribers"][number];
