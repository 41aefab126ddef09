import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { action as contactAction } from "~/routes/api/contact-submissions";
import { enqueueMail, inMailTransaction } from "~/utils/mail.server";
import {
  defaultOutboxOptions,
  deliverDueMail,
  type OutboxWorker,
  retryDelayMs,
  startOutboxWorker,
} from "~/workers/outbox.server";
import { routeContext } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { expectLoggedError } from "../support/logged-errors";
import { solvedProofOfWork } from "../support/proof-of-work";
import { startFakeSmtpServer } from "../support/smtp";

setEnquiryEnvironment();

// A real SMTP server on a loopback port; the app sends to it through SMTP_URL.
const smtp = await startFakeSmtpServer();
process.env.SMTP_URL = smtp.url;

/** A small templated message, as every caller of enqueueMail queues one. */
const note = (to: string, subject: string, kind = "test") => ({
  to,
  subject,
  kind,
  template: "account-existing" as const,
  props: { url: `http://localhost:3000/admin/login?for=${encodeURIComponent(subject)}` },
});

const fast = { pollIntervalMs: 50, baseDelayMs: 200, maxDelayMs: 400 };
let worker: OutboxWorker | undefined;

async function submitContact() {
  const altcha = await solvedProofOfWork();
  const started = performance.now();
  const response = await (contactAction as (args: unknown) => Promise<Response>)({
    request: new Request("http://localhost:3000/api/contact-submissions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
      body: JSON.stringify({
        fullName: "Sofia Rossi",
        company: "Rossi Holdings / CFO",
        email: "sofia@example.com",
        phone: "+39 02 1234 5678",
        location: "Milan",
        inquiryType: "selling",
        message: "We would like to sell our Challenger 350.",
        captcha: true,
        altcha,
      }),
    }),
    context: routeContext(`192.0.2.${Math.floor(Math.random() * 200) + 1}`),
    params: {},
  });
  return { response, elapsedMs: performance.now() - started };
}

async function outboxRows() {
  return db()
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      attemptCount: mailOutbox.attemptCount,
      attemptLog: mailOutbox.attemptLog,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox);
}

async function until<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeEach(async () => {
  await db().execute(sql`truncate contact_submissions, mail_outbox`);
  smtp.messages.length = 0;
  await smtp.start();
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

afterAll(() => smtp.stop());

describe("mail outbox delivery over SMTP", () => {
  it("delivers the staff notification and the confirmation with the submitted values", async () => {
    worker = startOutboxWorker(fast);
    const { response } = await submitContact();
    expect(response.status).toBe(201);
    const { id } = await response.json();

    const staff = await smtp.waitFor((mail) => mail.subject.startsWith("New enquiry"));
    expect(staff.recipients).toEqual(["staff@aurum.test", "sales@aurum.test"]);
    expect(staff.subject).toBe("New enquiry (Selling an Aircraft) from Sofia Rossi");
    expect(staff.headers.get("reply-to")).toBe("sofia@example.com");
    for (const value of [
      "Sofia Rossi",
      "Rossi Holdings / CFO",
      "sofia@example.com",
      "+39 02 1234 5678",
      "Milan",
      "Selling an Aircraft",
      "We would like to sell our Challenger 350.",
      `http://localhost:3000/admin/contact-submissions?id=${id}`,
    ]) {
      expect(staff.text).toContain(value);
      expect(staff.html).toContain(value.replace("&", "&amp;"));
    }

    const confirmation = await smtp.waitFor((mail) =>
      mail.recipients.includes("sofia@example.com"),
    );
    expect(confirmation.subject).toBe("We have received your enquiry | Aurum Aviation");
    expect(confirmation.text).toContain("Dear Sofia Rossi");
    expect(confirmation.text).toContain("We will contact you within 24 hours.");
    // It confirms what was received without repeating what was typed (the staff copy has it).
    expect(confirmation.text).toContain("Enquiry (Selling an Aircraft)");
    expect(confirmation.text).toContain(
      `Reference: ${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`,
    );
    for (const typed of ["We would like to sell our Challenger 350.", "Rossi Holdings", "Milan"]) {
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.html).not.toContain(typed);
    }

    const rows = await until(async () => {
      const all = await outboxRows();
      return all.every((row) => row.status === "sent") && all;
    });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.attemptCount).toBe(1);
      expect(row.attemptLog).toEqual([{ at: expect.any(String), ok: true }]);
    }
  });

  it("stores an enquiry's mail unrendered and renders it once, at delivery", async () => {
    const { response } = await submitContact();
    expect(response.status).toBe(201);
    const stored = await db()
      .select({
        template: mailOutbox.template,
        props: mailOutbox.props,
        html: mailOutbox.html,
        text: mailOutbox.text,
      })
      .from(mailOutbox);
    expect(stored.map((row) => row.template).sort()).toEqual([
      "enquirer-confirmation",
      "staff-notification",
    ]);
    for (const row of stored) {
      expect(row.html).toBeNull();
      expect(row.text).toBeNull();
      expect(row.template).toMatch(/^(staff-notification|enquirer-confirmation)$/);
      expect(row.props).toMatchObject({ heading: expect.any(String) });
    }

    worker = startOutboxWorker(fast);
    await until(async () => {
      const all = await outboxRows();
      return all.every((row) => row.status === "sent") && all;
    });
    // Give a wrongly repeated delivery the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);
    for (const mail of smtp.messages) {
      expect(mail.html).toContain("Sofia Rossi");
      expect(mail.text).toContain("Sofia Rossi");
    }
  });

  it("delivers a message queued pre-rendered by an earlier version", async () => {
    await db().insert(mailOutbox).values({
      to: "legacy@example.com",
      subject: "Queued before the upgrade",
      html: "<p>Rendered <strong>before</strong> the upgrade</p>",
      text: "Rendered before the upgrade",
      kind: "contact.confirmation",
    });
    worker = startOutboxWorker(fast);
    const mail = await smtp.waitFor((message) => message.subject === "Queued before the upgrade");
    expect(mail.recipients).toEqual(["legacy@example.com"]);
    expect(mail.html).toContain("<strong>before</strong>");
    expect(mail.text).toContain("Rendered before the upgrade");
    const [row] = await until(async () => {
      const all = await outboxRows();
      return all[0]?.status === "sent" && all;
    });
    expect(row?.attemptCount).toBe(1);
  });

  it("counts a template that fails to render as a failed attempt and keeps the row", async () => {
    expectLoggedError(/Mail delivery failed for good/);
    // Props that no longer fit the template, as after a deploy that changed it.
    const [broken] = await db()
      .insert(mailOutbox)
      .values({
        to: "broken@example.com",
        subject: "Props that do not fit",
        template: "staff-notification",
        props: { heading: "New enquiry", fields: "not a list" },
        kind: "contact.staff-notification",
      })
      .returning({ id: mailOutbox.id });
    worker = startOutboxWorker({ ...fast, baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 3 });
    const [failed] = await until(async () => {
      const all = await outboxRows();
      return all[0]?.status === "failed" && all;
    });
    expect(failed?.id).toBe(broken?.id);
    expect(failed?.attemptCount).toBe(3);
    expect(failed?.lastError).toMatch(/fields|adminUrl|intro/);
    expect(failed?.attemptLog.every((attempt) => !attempt.ok)).toBe(true);
    expect(smtp.messages).toHaveLength(0);
  });

  it("retries a render failure and delivers once the template renders again", async () => {
    const [row] = await db()
      .insert(mailOutbox)
      .values({
        to: "later@example.com",
        subject: "Rendered on a later attempt",
        template: "newsletter-confirm",
        props: { confirmUrl: "not a url" },
        kind: "newsletter.confirm",
      })
      .returning({ id: mailOutbox.id });
    worker = startOutboxWorker(fast);
    await until(async () => {
      const all = await outboxRows();
      return (all[0]?.attemptCount ?? 0) >= 1 && all;
    });
    const [pending] = await outboxRows();
    expect(pending?.status).toBe("pending");
    expect(pending?.lastError).toBeTruthy();

    await db()
      .update(mailOutbox)
      .set({
        props: {
          confirmUrl: "http://localhost:3000/newsletter/confirm?token=t",
          unsubscribeUrl: "http://localhost:3000/newsletter/unsubscribe?token=t",
        },
      })
      .where(eq(mailOutbox.id, row?.id ?? ""));
    const mail = await smtp.waitFor((message) => message.subject === "Rendered on a later attempt");
    expect(mail.text).toContain("http://localhost:3000/newsletter/confirm?token=t");
    const [sent] = await until(async () => {
      const all = await outboxRows();
      return all[0]?.status === "sent" && all;
    });
    expect(sent?.attemptLog.at(-1)).toMatchObject({ ok: true });
    expect(sent?.attemptLog.slice(0, -1).every((attempt) => !attempt.ok)).toBe(true);
    expect(smtp.messages).toHaveLength(1);
  });

  it("refuses to queue a message whose props do not fit its template", async () => {
    await expect(
      enqueueMail(db(), [{ ...note("x@example.com", "Bad props"), props: { url: "not a url" } }]),
    ).rejects.toThrow();
    expect(await outboxRows()).toHaveLength(0);
  });

  it("answers at once while SMTP is down and delivers exactly once when it is back", async () => {
    await smtp.stop();
    worker = startOutboxWorker(fast);
    const { response, elapsedMs } = await submitContact();
    expect(response.status).toBe(201);
    // Only the request's own work (bot checks, insert) counts; no mail is sent inline.
    expect(elapsedMs).toBeLessThan(5_000);

    const failed = await until(async () => {
      const all = await outboxRows();
      return all.every((row) => row.attemptCount >= 2) && all;
    });
    for (const row of failed) {
      expect(row.status).toBe("pending");
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.attemptLog.filter((attempt) => !attempt.ok).length).toBe(row.attemptCount);
    }
    expect(smtp.messages).toHaveLength(0);

    await smtp.start();
    await until(async () => smtp.messages.length >= 2 && true);
    const delivered = await until(async () => {
      const all = await outboxRows();
      return all.every((row) => row.status === "sent") && all;
    });
    // Give a wrongly repeated delivery the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.messages).toHaveLength(2);
    const messageIds = smtp.messages.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(2);
    for (const row of delivered) {
      expect(messageIds).toContain(`<${row.id}@localhost>`);
      expect(row.attemptLog.at(-1)).toMatchObject({ ok: true });
      expect(row.attemptLog.slice(0, -1).every((attempt) => !attempt.ok)).toBe(true);
    }
  });

  it("never sends a message whose claim ran out and was taken by another worker", async () => {
    const [first, second] = await enqueueMail(db(), [
      note("a@example.com", "First of a slow batch"),
      note("b@example.com", "Taken over meanwhile"),
    ]);
    let releaseFirst: () => void = () => {};
    const firstSending = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const sent: string[] = [];
    let sending: (() => void) | undefined;
    const sendingStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // A worker stuck on its first message long enough for its claim on the second to run out.
    const lockMs = 400;
    const pass = deliverDueMail(
      {
        async send(message) {
          sending?.();
          if (message.subject === "First of a slow batch") await firstSending;
          sent.push(message.subject);
        },
        close() {},
      },
      { ...defaultOutboxOptions, ...fast, lockMs },
    );
    await sendingStarted;
    // Once that claim has run out, another instance's worker claims the second message.
    await new Promise((resolve) => setTimeout(resolve, lockMs + 100));
    const otherClaim = new Date(Date.now() + 60_000);
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: otherClaim })
      .where(eq(mailOutbox.id, second?.id ?? ""));
    releaseFirst();
    expect(await pass).toBe(2);
    expect(sent).toEqual(["First of a slow batch"]);
    const rows = await db()
      .select({ id: mailOutbox.id, status: mailOutbox.status, lockedUntil: mailOutbox.lockedUntil })
      .from(mailOutbox);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first?.id ?? "")?.status).toBe("sent");
    expect(byId.get(second?.id ?? "")).toMatchObject({
      status: "pending",
      lockedUntil: otherClaim,
    });
  });

  it("resumes after a restart: queued mail and claims of a crashed worker are delivered", async () => {
    const [queued, claimed] = await enqueueMail(db(), [
      note("a@example.com", "Queued while down"),
      note("b@example.com", "Claimed by a crashed worker"),
    ]);
    // A worker that died holding its claim: the lock expired a moment ago.
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, claimed?.id ?? ""));
    // A claim still held by a live worker elsewhere is left alone.
    const [held] = await enqueueMail(db(), [note("c@example.com", "Held elsewhere")]);
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.id, held?.id ?? ""));

    worker = startOutboxWorker(fast);
    await smtp.waitFor((mail) => mail.subject === "Queued while down");
    await smtp.waitFor((mail) => mail.subject === "Claimed by a crashed worker");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      "Claimed by a crashed worker",
      "Queued while down",
    ]);
    const statuses = Object.fromEntries((await outboxRows()).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({
      [queued?.id ?? ""]: "sent",
      [claimed?.id ?? ""]: "sent",
      [held?.id ?? ""]: "pending",
    });
  });

  it("marks a message failed after the last attempt", async () => {
    expectLoggedError(/Mail delivery failed for good/);
    await smtp.stop();
    await enqueueMail(db(), [note("d@example.com", "Never delivered")]);
    worker = startOutboxWorker({ ...fast, baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 3 });
    const [row] = await until(async () => {
      const all = await outboxRows();
      return all[0]?.status === "failed" && all;
    });
    expect(row?.attemptCount).toBe(3);
    expect(row?.attemptLog).toHaveLength(3);
  });

  it("wakes a sleeping worker when mail is queued, after the commit inside a transaction", async () => {
    // The worker would not poll again for an hour: only the wake can deliver these in time.
    worker = startOutboxWorker({ ...fast, pollIntervalMs: 60 * 60 * 1000 });
    const message = (subject: string) => note("lena@example.com", subject, "test.wake");
    await enqueueMail(db(), [message("Queued outside a transaction")]);
    await smtp.waitFor((mail) => mail.subject === "Queued outside a transaction");
    await inMailTransaction((tx) => enqueueMail(tx, [message("Queued in a transaction")]));
    await smtp.waitFor((mail) => mail.subject === "Queued in a transaction");
  });

  it("refuses mail queued in a transaction that cannot wake the worker after its commit", async () => {
    await expect(
      db().transaction((tx) => enqueueMail(tx, [note("lena@example.com", "Lost")])),
    ).rejects.toThrow("inMailTransaction");
    expect(await outboxRows()).toHaveLength(0);
  });

  it("backs off exponentially with jitter, capped", () => {
    const options = { baseDelayMs: 1_000, maxDelayMs: 60_000 };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const ceiling = Math.min(60_000, 1_000 * 2 ** (attempt - 1));
      const delay = retryDelayMs(attempt, options);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
