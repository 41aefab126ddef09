import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { renderTemplate } from "~/emails/templates.server";
import { giveWayToRequests } from "~/utils/foreground.server";
import { logger } from "~/utils/logger.server";
import {
  createMailTransport,
  type DeliverableMail,
  type MailTransport,
  onMailQueued,
} from "~/utils/mail.server";
import { workerBackoffMs } from "./backoff";

/**
 * Delivers the mail outbox. Each pass claims due rows by setting `locked_until` (with SKIP
 * LOCKED, so several workers or instances never take the same row), sends them, and records
 * the attempt. The claimed `locked_until` is also the claim's token: once half the claim's
 * time has passed behind a slow batch, each message's claim is renewed just before it is sent,
 * only if the row still carries it, so a message whose claim ran out, and was taken by another
 * worker meanwhile, is skipped instead of sent twice. While more than half remains the claim
 * cannot have run out (no other worker may take the row before it does), so no renewal is
 * needed: the send then still ends within the claim, the transport's timeouts being shorter
 * than half of it. A failed attempt is retried with exponential backoff and jitter; a crash leaves
 * the claim to expire, after which the row is picked up again, so a restart resumes the work.
 * Messages are rendered here, just before sending: a template that fails to render is a failed
 * attempt like an SMTP error (logged, retried, then marked failed), never a lost row. While the
 * process is busy answering requests, each message waits a little (giveWayMs) before it is sent.
 */

export type OutboxOptions = {
  /** How long the worker sleeps when nothing is due (it is woken early by new mail). */
  pollIntervalMs: number;
  /** First retry delay; doubled per attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  batchSize: number;
  /** How long a claim holds; more than twice the transport's worst-case timeouts. */
  lockMs: number;
  /**
   * The longest a message waits while the process is busy answering requests (see
   * giveWayToRequests): a burst of enquiries is answered first and its mail follows.
   */
  giveWayMs: number;
};

export const defaultOutboxOptions: OutboxOptions = {
  pollIntervalMs: 5_000,
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 15,
  batchSize: 20,
  lockMs: 2 * 60 * 1000,
  giveWayMs: 1_000,
};

/** The delay before attempt `attempt + 1`: exponential, capped, with "equal jitter". */
export function retryDelayMs(
  attempt: number,
  options: Pick<OutboxOptions, "baseDelayMs" | "maxDelayMs">,
) {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + (Math.random() * exponential) / 2);
}

type AttemptLog = { at: string; ok: boolean; error?: string };

function appendAttempt(entry: AttemptLog) {
  return sql`${mailOutbox.attemptLog} || ${JSON.stringify([entry])}::jsonb`;
}

/** Whether an SMTP error is final (5xx reply: bad recipient, rejected content). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

type QueuedMail = Omit<DeliverableMail, "html" | "text"> & {
  template: string | null;
  props: unknown;
  html: string | null;
  text: string | null;
};

/** The message with its parts: rendered from its template, or as queued by older versions. */
async function rendered(message: QueuedMail): Promise<DeliverableMail> {
  const { template, props, html, text, ...envelope } = message;
  if (template !== null) return { ...envelope, ...(await renderTemplate(template, props)) };
  if (html === null || text === null) throw new Error("Queued mail has neither template nor body");
  return { ...envelope, html, text };
}

/**
 * The end of a claim, to the millisecond: the value is read back as a JavaScript date and
 * compared with the row's, so it must carry no more precision than a date holds.
 */
function claimUntil(lockMs: number) {
  return sql`date_trunc('milliseconds', now() + make_interval(secs => ${lockMs / 1000}))`;
}

/** Extends this worker's claim on a message; false when the row no longer carries it. */
async function renewClaim(id: string, claim: Date, lockMs: number): Promise<boolean> {
  const renewed = await db()
    .update(mailOutbox)
    .set({ lockedUntil: claimUntil(lockMs) })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, "pending"),
        eq(mailOutbox.lockedUntil, claim),
      ),
    )
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/** One pass over the due messages; returns how many were attempted. */
export async function deliverDueMail(
  transport: MailTransport,
  options: OutboxOptions = defaultOutboxOptions,
): Promise<number> {
  const database = db();
  const due = database
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.batchSize)
    .for("update", { skipLocked: true });
  const claimed = await database
    .update(mailOutbox)
    .set({ lockedUntil: claimUntil(options.lockMs) })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, "pending")))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      props: mailOutbox.props,
      html: mailOutbox.html,
      text: mailOutbox.text,
      kind: mailOutbox.kind,
      headers: mailOutbox.headers,
      attemptCount: mailOutbox.attemptCount,
      claim: mailOutbox.lockedUntil,
    });

  const claimedAt = performance.now();
  for (const { claim, ...message } of claimed) {
    await giveWayToRequests(options.giveWayMs);
    const claimSurelyHeld = performance.now() - claimedAt < options.lockMs / 2;
    if (!claim || (!claimSurelyHeld && !(await renewClaim(message.id, claim, options.lockMs)))) {
      logger().warn({ mailId: message.id }, "Mail claim taken over by another worker; skipped");
      continue;
    }
    const at = new Date();
    try {
      await transport.send(await rendered(message));
      await database
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: at,
          lockedUntil: null,
          lastError: null,
          attemptCount: message.attemptCount + 1,
          attemptLog: appendAttempt({ at: at.toISOString(), ok: true }),
        })
        .where(eq(mailOutbox.id, message.id));
      // Delivery is routine: at debug, so an enquiry logs one line (its request) by default.
      logger().debug({ mailId: message.id, kind: message.kind }, "Mail delivered");
    } catch (error) {
      const attempts = message.attemptCount + 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = attempts >= options.maxAttempts || isPermanent(error);
      await database
        .update(mailOutbox)
        .set({
          status: final ? "failed" : "pending",
          lockedUntil: null,
          lastError: reason,
          attemptCount: attempts,
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts, options)),
          attemptLog: appendAttempt({ at: at.toISOString(), ok: false, error: reason }),
        })
        .where(eq(mailOutbox.id, message.id));
      const log = { mailId: message.id, kind: message.kind, attempts, error: reason };
      if (final) logger().error(log, "Mail delivery failed for good");
      else logger().warn(log, "Mail delivery failed; will retry");
    }
  }
  return claimed.length;
}

export type OutboxWorker = { stop: () => Promise<void> };

/** Starts the delivery loop of this process. */
export function startOutboxWorker(
  overrides: Partial<OutboxOptions> & { transport?: MailTransport } = {},
): OutboxWorker {
  const { transport = createMailTransport(), ...rest } = overrides;
  const options = { ...defaultOutboxOptions, ...rest };
  let stopped = false;
  let wake: (() => void) | undefined;
  // Mail queued while a pass runs may have missed that pass's query, so a wake that finds the
  // loop busy makes the next sleep return at once instead of being lost.
  let wokenWhileBusy = false;
  const waker = () => {
    if (wake) wake();
    else wokenWhileBusy = true;
  };
  const unsubscribe = onMailQueued(waker);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wokenWhileBusy) {
        wokenWhileBusy = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    let failedPasses = 0;
    while (!stopped) {
      let attempted = 0;
      try {
        attempted = await deliverDueMail(transport, options);
        failedPasses = 0;
      } catch (error) {
        // Usually the database is away: wait longer after each failed pass, never give up.
        failedPasses++;
        logger().error({ err: error, failedPasses }, "Outbox pass failed");
      }
      if (stopped) break;
      if (failedPasses > 0) await sleep(workerBackoffMs(failedPasses, options.pollIntervalMs));
      else if (attempted < options.batchSize) await sleep(options.pollIntervalMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      waker();
      await loop;
      transport.close();
    },
  };
}
