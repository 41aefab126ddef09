import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { type LeadAttribution, newsletterSubscribers } from "~/db/schema";
import { leadInboxQueries } from "./lead.server";

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
  attribution: LeadAttribution | null,
) {
  await executor
    .update(newsletterSubscribers)
    .set({
      status: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then 'pending' else ${newsletterSubscribers.status} end`,
      unsubscribedAt: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then null else ${newsletterSubscribers.unsubscribedAt} end`,
      // The first signup's account of the visit stays; one is recorded if it had none.
      ...(attribution
        ? {
            attribution: sql`coalesce(${newsletterSubscribers.attribution}, ${JSON.stringify(attribution)}::jsonb)`,
          }
        : {}),
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

export const newsletterInbox = leadInboxQueries(newsletterSubscribers, {
  columns: {
    id: newsletterSubscribers.id,
    createdAt: newsletterSubscribers.createdAt,
    email: newsletterSubscribers.email,
    status: newsletterSubscribers.status,
    source: newsletterSubscribers.source,
    confirmedAt: newsletterSubscribers.confirmedAt,
    unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    captchaVerified: newsletterSubscribers.captchaVerified,
    isSpam: newsletterSubscribers.isSpam,
  },
  search: [newsletterSubscribers.email, newsletterSubscribers.source],
});

/** Every stored field of one subscriber, or null. */
export async function getNewsletterSubscriberForAdmin(id: string, executor: Executor = db()) {
  const [row] = await executor
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

export type NewsletterSubscriberListItem = Awaited<
  ReturnType<typeof newsletterInbox.list>
>["rows"][number];
