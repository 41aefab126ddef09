import { business } from "~/config/business";
import type { Transaction } from "~/db/client.server";
import type { EmailField } from "~/emails/staff-notification";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import {
  enqueueMail,
  inMailTransaction,
  type OutgoingMail,
  staffRecipients,
} from "~/utils/mail.server";
import {
  type BotAssessment,
  type BotVerdict,
  pruneUsedChallenges,
  redeemSubmission,
} from "./bot-protection.server";

/**
 * The intake shared by every public enquiry (contact, charter, consultation, buying guide),
 * whether it comes from a page form or a JSON endpoint. Each submission's bot-protection
 * fields are judged, the row is stored and its mail queued in one transaction (a spam-flagged
 * row is stored but never notified); the outbox worker is woken after the commit and renders
 * the mail from its template, so the request does no rendering.
 */

export type StoredEnquiry = { id: string; createdAt: string };

export const absolute = (path: string) => new URL(path, env().PUBLIC_URL).toString();

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export const formatReceived = (date: Date) => `${dateTimeFormat.format(date)} UTC`;
export const formatDate = (value: string | null) =>
  value ? dateFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : null;
export const formatDateTime = (value: string | null) =>
  value ? `${formatDate(value)}, ${value.slice(11, 16)} (local time)` : null;
export const yesNo = (value: boolean | null | undefined) => (value ? "Yes" : "No");

export function staffMail(options: {
  kind: string;
  relatedId: string;
  subject: string;
  heading: string;
  intro: string;
  fields: EmailField[];
  adminPath: string;
  replyTo: string;
}): OutgoingMail {
  return {
    template: "staff-notification",
    props: {
      heading: options.heading,
      intro: options.intro,
      fields: options.fields,
      adminUrl: absolute(`${options.adminPath}?id=${options.relatedId}`),
    },
    to: staffRecipients(),
    subject: options.subject,
    kind: options.kind,
    relatedId: options.relatedId,
    headers: { "Reply-To": options.replyTo },
  };
}

export function confirmationMail(options: {
  kind: string;
  relatedId: string;
  to: string;
  name: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  fields: EmailField[];
}): OutgoingMail {
  return {
    template: "enquirer-confirmation",
    props: {
      name: options.name,
      heading: options.heading,
      paragraphs: options.paragraphs,
      fields: options.fields,
    },
    to: options.to,
    subject: options.subject,
    kind: options.kind,
    relatedId: options.relatedId,
    headers: { "Reply-To": business.email },
  };
}

/**
 * Stores one enquiry: `prepareMail` runs only when the bot checks look good, `insert` and the
 * queued mail share one transaction, and the mail is dropped if the final verdict is spam.
 */
export async function storeEnquiry(
  assessment: BotAssessment,
  prepareMail: () => OutgoingMail[],
  insert: (tx: Transaction, verdict: BotVerdict) => Promise<{ id: string; createdAt: Date }>,
): Promise<StoredEnquiry> {
  const mail = assessment.isSpam ? [] : prepareMail();
  const stored = await inMailTransaction(async (tx) => {
    const verdict = await redeemSubmission(tx, assessment);
    const row = await insert(tx, verdict);
    if (!verdict.isSpam) await enqueueMail(tx, mail);
    return row;
  });
  maybePrune();
  return { id: stored.id, createdAt: stored.createdAt.toISOString() };
}

function maybePrune() {
  if (Math.random() < 0.01) {
    pruneUsedChallenges().catch((error) =>
      logger().warn({ err: error }, "Could not prune used challenges"),
    );
  }
}
