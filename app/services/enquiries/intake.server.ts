import { business } from "~/config/business";
import type { Transaction } from "~/db/client.server";
import { runUnlessRunningElsewhere } from "~/db/exclusive.server";
import type { LeadAttribution } from "~/db/schema";
import { enquiryReference } from "~/emails/enquirer-confirmation";
import type { EmailField } from "~/emails/staff-notification";
import { env } from "~/utils/env.server";
import { formatDisplayDay, formatEmailMoment } from "~/utils/format";
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
import { answerRetries, type IdempotencyScope, rememberResult } from "./idempotency.server";

/**
 * The intake shared by every public enquiry (contact, charter, consultation, buying guide),
 * whether it comes from a page form or a JSON endpoint. Each submission's bot-protection
 * fields are judged, the row is stored and its mail queued in one transaction (a spam-flagged
 * row is stored but never notified); the outbox worker is woken after the commit and renders
 * the mail from its template, so the request does no rendering.
 */

export type StoredEnquiry = { id: string; createdAt: string };

export const absolute = (path: string) => new URL(path, env().PUBLIC_URL).toString();

export const formatDate = (value: string | null) => (value ? formatDisplayDay(value) : null);
/** A departure the visitor typed in their own local time, so no zone is converted. */
export const formatDateTime = (value: string | null) =>
  value ? `${formatDisplayDay(value)}, ${value.slice(11, 16)} (local time)` : null;
/** When an enquiry arrived, in the staff's time zone and naming it. */
export const receivedAt = (value: Date) => formatEmailMoment(value, env().BUSINESS_TIMEZONE);
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
  /** Sent without a proof-of-work: staff are told, in the subject and the message. */
  unverified: boolean;
}): OutgoingMail {
  return {
    template: "staff-notification",
    props: {
      heading: options.heading,
      intro: options.intro,
      unverified: options.unverified,
      fields: options.fields,
      adminUrl: absolute(`${options.adminPath}?id=${options.relatedId}`),
    },
    to: staffRecipients(),
    subject: options.unverified ? `[Unverified] ${options.subject}` : options.subject,
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
  /** What was asked for, in a few words: the visitor's own text is never echoed. */
  request: string;
}): OutgoingMail {
  return {
    template: "enquirer-confirmation",
    props: {
      name: options.name,
      heading: options.heading,
      paragraphs: options.paragraphs,
      request: options.request,
      reference: enquiryReference(options.relatedId),
    },
    to: options.to,
    subject: options.subject,
    kind: options.kind,
    relatedId: options.relatedId,
    headers: { "Reply-To": business.email },
  };
}

/** What the intake decides about a lead besides its fields: the bot verdict and its attribution. */
export type LeadFacts = BotVerdict & { attribution: LeadAttribution | null };

/**
 * Stores one enquiry: `prepareMail` runs only when the bot checks look good, `insert` and the
 * queued mail share one transaction, and the mail is dropped if the final verdict is spam.
 * `insert` stores the facts with the row (how the visitor arrived included, so nothing is
 * written after the enquiry's transaction).
 */
export async function storeEnquiry(
  scope: IdempotencyScope | null,
  assessment: BotAssessment,
  attribution: LeadAttribution | null,
  prepareMail: () => OutgoingMail[],
  insert: (tx: Transaction, facts: LeadFacts) => Promise<{ id: string; createdAt: Date }>,
): Promise<StoredEnquiry> {
  return answerRetries(scope, async () => {
    const mail = assessment.isSpam ? [] : prepareMail();
    const stored = await inMailTransaction(async (tx) => {
      const verdict = await redeemSubmission(tx, assessment);
      const row = await insert(tx, { ...verdict, attribution });
      const result = { id: row.id, createdAt: row.createdAt.toISOString() };
      await rememberResult(tx, scope, result);
      if (!verdict.isSpam) await enqueueMail(tx, mail);
      return result;
    });
    maybePrune();
    return stored;
  });
}

function maybePrune() {
  if (Math.random() < 0.01) {
    runUnlessRunningElsewhere("prune-used-challenges", pruneUsedChallenges).catch((error) =>
      logger().warn({ err: error }, "Could not prune used challenges"),
    );
  }
}
