import { randomUUID } from "node:crypto";
import { business } from "~/config/business";
import { db } from "~/db/client.server";
import type { LeadAttribution } from "~/db/schema";
import {
  confirmNewsletterSubscriber,
  findNewsletterSubscriberByEmail,
  insertNewsletterSubscriberIfNew,
  renewNewsletterSignup,
  unsubscribeNewsletterSubscriber,
} from "~/models/newsletter-subscriber.server";
import type { NewsletterInput } from "~/schemas/newsletter";
import { assessSubmission, redeemSubmission } from "~/services/enquiries/bot-protection.server";
import { absolute, type StoredEnquiry } from "~/services/enquiries/intake.server";
import {
  enqueueMail,
  hasRecentMail,
  inMailTransaction,
  type OutgoingMail,
} from "~/utils/mail.server";
import { signToken, verifyToken } from "~/utils/signed-token.server";

// ---------------------------------------------------------------------------------------------
// Newsletter (double opt-in)

export const NEWSLETTER_SUBSCRIBE_MESSAGE =
  "Thank you! Please check your inbox and confirm your subscription.";
const CONFIRM_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

export function newsletterUnsubscribeUrl(subscriberId: string) {
  const token = signToken("newsletter-unsubscribe", subscriberId);
  return absolute(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

/** Headers of every newsletter message: one-click unsubscribe (RFC 2369 and RFC 8058). */
function newsletterHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function newsletterConfirmMail(subscriberId: string, email: string): OutgoingMail {
  const token = signToken("newsletter-confirm", subscriberId, {
    expiresInSeconds: CONFIRM_LINK_TTL_SECONDS,
  });
  const unsubscribeUrl = newsletterUnsubscribeUrl(subscriberId);
  return {
    to: email,
    subject: `Please confirm your subscription to the ${business.name} journal`,
    kind: "newsletter.confirm",
    relatedId: subscriberId,
    headers: newsletterHeaders(unsubscribeUrl),
    template: "newsletter-confirm",
    props: {
      confirmUrl: absolute(`/newsletter/confirm?token=${encodeURIComponent(token)}`),
      unsubscribeUrl,
    },
  };
}

export type NewsletterSignup = StoredEnquiry & { created: boolean; message: string };

/**
 * A signup: a new address is stored pending and sent a confirmation link; a repeated signup
 * stores no second row (an unsubscribed address goes back to pending, a pending one gets the
 * link again unless it was sent in the last few minutes, an active one gets nothing). The
 * answer is the same in every case, so it reveals nothing about who is subscribed.
 */
export async function subscribeNewsletter(
  input: NewsletterInput,
  attribution: LeadAttribution | null = null,
): Promise<NewsletterSignup> {
  const assessment = await assessSubmission(input);
  const id = randomUUID();
  const createdAt = new Date();
  const mail = assessment.isSpam ? null : newsletterConfirmMail(id, input.email);
  const result = await inMailTransaction(async (tx) => {
    const verdict = await redeemSubmission(tx, assessment);
    const inserted = await insertNewsletterSubscriberIfNew(tx, {
      id,
      createdAt,
      email: input.email,
      source: input.source,
      status: "pending",
      ...verdict,
      attribution,
    });
    if (inserted) {
      if (mail && !verdict.isSpam) await enqueueMail(tx, [mail]);
      return { row: inserted, created: true };
    }
    const existing = await findNewsletterSubscriberByEmail(tx, input.email);
    if (!existing) throw new Error("Newsletter subscriber vanished during signup");
    await renewNewsletterSignup(tx, existing.id, verdict, attribution);
    const resend =
      !verdict.isSpam &&
      existing.status !== "active" &&
      !(await hasRecentMail(tx, existing.id, "newsletter.confirm", CONFIRMATION_RESEND_AFTER_MS));
    if (resend) await enqueueMail(tx, [newsletterConfirmMail(existing.id, existing.email)]);
    return { row: existing, created: false };
  });
  return {
    id: result.row.id,
    createdAt: result.row.createdAt.toISOString(),
    created: result.created,
    message: NEWSLETTER_SUBSCRIBE_MESSAGE,
  };
}

export type NewsletterConfirmation = "confirmed" | "already-confirmed" | "unsubscribed" | "invalid";

/** Follows a confirmation link: pending → active, and a welcome message is queued. */
export async function confirmNewsletter(token: string | null): Promise<NewsletterConfirmation> {
  const id = verifyToken("newsletter-confirm", token);
  if (!id) return "invalid";
  const welcome = (email: string): OutgoingMail => {
    const unsubscribeUrl = newsletterUnsubscribeUrl(id);
    return {
      to: email,
      subject: `Welcome to the ${business.name} journal`,
      kind: "newsletter.welcome",
      relatedId: id,
      headers: newsletterHeaders(unsubscribeUrl),
      template: "newsletter-welcome",
      props: { journalUrl: absolute("/journal"), unsubscribeUrl },
    };
  };
  const outcome = await inMailTransaction(async (tx) => {
    const subscriber = await confirmNewsletterSubscriber(tx, id);
    if (!subscriber) return "invalid" as const;
    if (!subscriber.changed) {
      return subscriber.status === "active"
        ? ("already-confirmed" as const)
        : ("unsubscribed" as const);
    }
    await enqueueMail(tx, [welcome(subscriber.email)]);
    return "confirmed" as const;
  });
  return outcome;
}

/** Follows an unsubscribe link (or a one-click POST): the address receives nothing more. */
export async function unsubscribeNewsletter(
  token: string | null,
): Promise<"unsubscribed" | "invalid"> {
  const id = verifyToken("newsletter-unsubscribe", token);
  if (!id) return "invalid";
  const row = await unsubscribeNewsletterSubscriber(db(), id);
  return row ? "unsubscribed" : "invalid";
}
