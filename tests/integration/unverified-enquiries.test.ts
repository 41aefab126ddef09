import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { type OutboxWorker, startOutboxWorker } from "~/workers/outbox.server";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { emptyVisitorWrittenTables } from "../support/lead-tables";
import { postSiteForm } from "../support/site-form";
import { startFakeSmtpServer } from "../support/smtp";

setEnquiryEnvironment();

// A real SMTP server on a loopback port; the outbox worker delivers to it.
const smtp = await startFakeSmtpServer();
process.env.SMTP_URL = smtp.url;
let worker: OutboxWorker;

beforeAll(() => {
  worker = startOutboxWorker({ pollIntervalMs: 50, baseDelayMs: 200, maxDelayMs: 400 });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
});
beforeEach(emptyVisitorWrittenTables);

/** A contact form as a browser without JavaScript posts it: no proof-of-work field at all. */
async function postContactForm(fields: Record<string, string>) {
  const { data } = await postSiteForm({
    intent: "contact",
    formKey: "r1",
    company: "Marchal Holdings",
    location: "Geneva",
    inquiryType: "purchase",
    message: "Looking for a Global 6000 with a forward galley.",
    captcha: "on",
    website: "",
    ...fields,
  });
  return data;
}

async function storedVerdicts() {
  const result = (await db().execute(
    sql`select full_name, captcha_verified, is_spam, spam_reason from contact_submissions order by created_at`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Waits until the outbox has nothing left to deliver, so "no mail" is a settled fact. */
async function outboxSettled() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const result = (await db().execute(
      sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(result.rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The outbox did not settle");
}

describe("an enquiry sent without JavaScript", () => {
  it("is stored unverified, staff get one notification marked unverified, the enquirer a confirmation", async () => {
    const data = await postContactForm({
      fullName: "Henri Marchal",
      email: "henri.marchal@example.com",
    });
    expect(data.outcome).toBe("success");
    expect(await storedVerdicts()).toEqual([
      { full_name: "Henri Marchal", captcha_verified: false, is_spam: false, spam_reason: null },
    ]);

    const staff = await smtp.waitFor((mail) => mail.recipients.includes("staff@aurum.test"));
    expect(staff.subject).toBe("[Unverified] New enquiry (Aircraft Purchase) from Henri Marchal");
    expect(staff.text).toContain("Unverified:");
    expect(staff.text).toContain("Looking for a Global 6000 with a forward galley.");

    const confirmation = await smtp.waitFor((mail) =>
      mail.recipients.includes("henri.marchal@example.com"),
    );
    expect(confirmation.subject).toBe("We have received your enquiry | Aurum Aviation");
    expect(confirmation.text).toContain("Dear Henri Marchal");

    await outboxSettled();
    const notifications = smtp.messages.filter((mail) =>
      mail.recipients.includes("staff@aurum.test"),
    );
    expect(notifications).toHaveLength(1);
  });

  it("with the honeypot filled is stored flagged and notifies no one", async () => {
    const before = smtp.messages.length;
    const data = await postContactForm({
      fullName: "Spam Bot",
      email: "bot@example.com",
      website: "https://spam.example",
    });
    expect(data.outcome).toBe("success");
    expect(await storedVerdicts()).toEqual([
      {
        full_name: "Spam Bot",
        captcha_verified: false,
        is_spam: true,
        spam_reason: "honeypot field filled",
      },
    ]);
    await outboxSettled();
    expect(smtp.messages.length).toBe(before);
  });

  it("with a forged proof-of-work is stored flagged and notifies no one", async () => {
    const before = smtp.messages.length;
    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: { nonce: "x" } }, solution: { counter: 1 } }),
    ).toString("base64");
    await postContactForm({ fullName: "Forger", email: "forger@example.com", altcha: forged });
    const [row] = await storedVerdicts();
    expect(row).toMatchObject({ full_name: "Forger", is_spam: true });
    await outboxSettled();
    expect(smtp.messages.length).toBe(before);
  });
});
