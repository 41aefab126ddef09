import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import nodemailer from "nodemailer";
import { business } from "~/config/business";
import { db, type Executor, type Transaction } from "~/db/client.server";
import { insertRows } from "~/db/insert-rows.server";
import { mailOutbox } from "~/db/schema";
import { checkedProps, type TemplatedContent } from "~/emails/templates.server";
import { env } from "./env.server";

/** A message to queue: its envelope and the template (with props) the worker renders it from. */
export type OutgoingMail = TemplatedContent & {
  to: string;
  subject: string;
  /** What the message is, e.g. "contact.staff-notification"; used in logs and the admin. */
  kind: string;
  /** The record the message is about (a submission id, a user id). */
  relatedId?: string;
  headers?: Record<string, string>;
};

const queuedListeners = new Set<() => void>();

/**
 * Subscribes a delivery worker to "mail is waiting", called once queued mail is visible to
 * other connections; returns the unsubscribe.
 */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

function announceQueuedMail() {
  for (const listener of queuedListeners) listener();
}

/** Open mail transactions, and whether each queued a message. */
const mailTransactions = new WeakMap<Transaction, { queued: boolean }>();

/**
 * Queues messages for delivery and wakes the delivery worker. Pass the transaction that writes
 * the record they are about, so the record and its mail are stored together or not at all; it
 * must come from `inMailTransaction`, which wakes the worker after the commit (a worker woken
 * earlier would not see the rows yet and sleep until its next poll).
 */
export async function enqueueMail(executor: Executor, messages: OutgoingMail[]) {
  if (messages.length === 0) return [];
  const transaction = executor instanceof PgTransaction ? mailTransactions.get(executor) : null;
  if (transaction === undefined) {
    throw new Error("Mail queued in a transaction must use inMailTransaction");
  }
  const queued = await insertRows(
    executor,
    mailOutbox,
    messages.map((message) => ({
      ...message,
      props: checkedProps(message),
      headers: message.headers ?? {},
    })),
  );
  if (transaction) transaction.queued = true;
  else announceQueuedMail();
  return queued;
}

/** Runs `work` in a transaction in which mail may be queued; delivery starts after the commit. */
export async function inMailTransaction<Result>(
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  const state = { queued: false };
  const result = await db().transaction((tx) => {
    mailTransactions.set(tx, state);
    return work(tx);
  });
  if (state.queued) announceQueuedMail();
  return result;
}

/** Whether a message of `kind` about `relatedId` was queued in the last `withinMs`. */
export async function hasRecentMail(
  executor: Executor,
  relatedId: string,
  kind: string,
  withinMs: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.relatedId, relatedId),
        eq(mailOutbox.kind, kind),
        gt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Who receives staff notifications: STAFF_NOTIFY_EMAILS, else the admins, else the firm. */
export function staffRecipients(): string {
  const config = env();
  const list = config.STAFF_NOTIFY_EMAILS.length
    ? config.STAFF_NOTIFY_EMAILS
    : config.ADMIN_EMAILS.length
      ? config.ADMIN_EMAILS
      : [business.email];
  return list.join(", ");
}

/** A message as the transport sends it (rendered). */
export type DeliverableMail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  headers: Record<string, string>;
};

export type MailTransport = {
  /** Delivers one message or throws; resolves once the server (or the file) accepted it. */
  send: (message: DeliverableMail) => Promise<void>;
  close: () => void;
};

/**
 * The configured way out: SMTP (nodemailer) when SMTP_URL is set, otherwise an `.eml` file
 * per message under DATA_DIR/mail, readable by any mail client.
 */
export function createMailTransport(): MailTransport {
  const config = env();
  const host = new URL(config.PUBLIC_URL).hostname;
  const compose = (message: DeliverableMail) => ({
    from: config.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    // One stable id per outbox row: should a retry ever repeat a delivery, clients see one message.
    messageId: `<${message.id}@${host}>`,
  });

  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport({
      url: config.SMTP_URL,
      // The worker sends one message after another: reuse the connection instead of opening one
      // (greeting, EHLO, TLS) per message.
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await transporter.sendMail(compose(message));
      },
      close: () => transporter.close(),
    };
  }

  const directory = path.join(config.dataDir, "mail");
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await transporter.sendMail(compose(message));
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(directory, `${stamp}-${message.kind}-${message.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      // Renamed into place so a reader never sees half a message.
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}
