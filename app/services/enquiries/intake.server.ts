import { business } from "~/config/business";
import { getDatabaseHandle, type Transaction } from "~/db/client.server";
import { runUnlessRunningElsewhere } from "~/db/exclusive.server";
import type { LeadAttribution } from "~/db/schema";
import type { EmailField } from "~/emails/staff-notification";
import { enquiryReference } from "~/emails/wording";
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
  redeemSubmissions,
} from "./bot-protection.server";
import { claimKeys, type IdempotencyScope, pruneExpiredKeys } from "./idempotency.server";

/**
 * The intake shared by every public enquiry (contact, charter, consultation, buying guide),
 * whether it comes from a page form or a JSON endpoint. Each submission's bot-protection
 * fields are judged, the row is stored and its mail queued in one transaction (a spam-flagged
 * row is stored but never notified); the outbox worker is woken after the commit and renders
 * the mail from its template, so the request does no rendering. Enquiries arriving together
 * share their transaction (see storeEnquiry).
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

/** A lead's own fields; its id and arrival time are chosen before it is stored. */
type LeadRow = { id: string; createdAt: Date };

/** Stores leads of one kind, with their facts, in one statement of the given transaction. */
export type LeadInsert<Row extends LeadRow> = (
  tx: Transaction,
  rows: Array<Row & LeadFacts>,
) => Promise<unknown>;

type PendingEnquiry = {
  scope: IdempotencyScope | null;
  assessment: BotAssessment;
  attribution: LeadAttribution | null;
  mail: OutgoingMail[];
  row: LeadRow;
  insert: LeadInsert<LeadRow>;
  resolve: (stored: StoredEnquiry) => void;
  reject: (error: unknown) => void;
};

/**
 * Stores one enquiry: its row with the facts (the bot verdict, how the visitor arrived), its
 * idempotency key and its mail, in one transaction; `prepareMail` runs only when the bot checks
 * look good, and the mail is dropped if the final verdict is spam. Resolves once committed.
 */
export function storeEnquiry<Row extends LeadRow>(
  scope: IdempotencyScope | null,
  assessment: BotAssessment,
  attribution: LeadAttribution | null,
  prepareMail: () => OutgoingMail[],
  row: Row,
  insert: LeadInsert<Row>,
): Promise<StoredEnquiry> {
  const mail = assessment.isSpam ? [] : prepareMail();
  return new Promise((resolve, reject) => {
    pending.push({
      scope,
      assessment,
      attribution,
      mail,
      row,
      insert: insert as LeadInsert<LeadRow>,
      resolve,
      reject,
    });
    if (writers < concurrentBatches()) {
      writers++;
      setImmediate(writeWhilePending);
    }
  });
}

/**
 * Group commit. An enquiry is queued and a writer starts on the next turn of the event loop, so
 * the enquiries that reached the intake in the same turn, and those that arrive while a batch
 * is being written, are written together: one transaction of one statement per table, however
 * many they are. Under load the database does a fixed amount of work per batch instead of per
 * enquiry; a lone enquiry waits one turn. Nobody is answered before their enquiry is committed.
 * The embedded database runs one statement at a time, so one writer; on PostgreSQL a second
 * writer builds the next batch while the first commits.
 */
const MAX_BATCH = 100;
const pending: PendingEnquiry[] = [];
let writers = 0;
const concurrentBatches = () => (getDatabaseHandle().kind === "postgres" ? 2 : 1);

async function writeWhilePending() {
  try {
    while (pending.length > 0) await writeBatch(pending.splice(0, MAX_BATCH));
  } finally {
    writers--;
  }
}

async function writeBatch(batch: PendingEnquiry[]): Promise<void> {
  let results: StoredEnquiry[];
  try {
    results = await storeTogether(batch);
  } catch (error) {
    // One enquiry the database refuses must not fail the others: each is tried on its own.
    if (batch.length > 1) {
      await Promise.all(batch.map((enquiry) => writeBatch([enquiry])));
    } else {
      batch[0]?.reject(error);
    }
    return;
  }
  for (const [index, enquiry] of batch.entries()) enquiry.resolve(results[index] as StoredEnquiry);
  maybePrune();
}

const storedAs = (row: LeadRow): StoredEnquiry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

async function storeTogether(batch: PendingEnquiry[]): Promise<StoredEnquiry[]> {
  return inMailTransaction(async (tx) => {
    const repeated = await claimKeys(
      tx,
      batch.flatMap(({ scope, row }) => (scope ? [{ scope, lead: storedAs(row) }] : [])),
    );
    const fresh = batch.filter(({ row }) => !repeated.has(row.id));
    const verdicts = await redeemSubmissions(
      tx,
      fresh.map(({ assessment }) => assessment),
    );
    const rowsByInsert = new Map<LeadInsert<LeadRow>, Array<LeadRow & LeadFacts>>();
    const mail: OutgoingMail[] = [];
    fresh.forEach((enquiry, index) => {
      const verdict = verdicts[index] as BotVerdict;
      const rows = rowsByInsert.get(enquiry.insert) ?? [];
      rows.push({ ...enquiry.row, ...verdict, attribution: enquiry.attribution });
      rowsByInsert.set(enquiry.insert, rows);
      if (!verdict.isSpam) mail.push(...enquiry.mail);
    });
    for (const [insert, rows] of rowsByInsert) await insert(tx, rows);
    await enqueueMail(tx, mail);
    return batch.map(({ row }) => repeated.get(row.id) ?? storedAs(row));
  });
}

/** Now and then, after a batch is committed, the records of past enquiries are pruned. */
function maybePrune() {
  if (Math.random() >= 0.01) return;
  const prunes = { "used-challenges": pruneUsedChallenges, "idempotency-keys": pruneExpiredKeys };
  for (const [records, prune] of Object.entries(prunes)) {
    runUnlessRunningElsewhere(`prune-${records}`, prune).catch((error) =>
      logger().warn({ err: error, records }, "Could not prune past enquiry records"),
    );
  }
}
