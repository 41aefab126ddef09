import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { action as charterAction } from "~/routes/api/charter-submissions";
import { action as consultationAction } from "~/routes/api/consultations";
import { action as contactAction } from "~/routes/api/contact-submissions";
import { action as ebookAction } from "~/routes/api/ebook-leads";
import { origin, routeContext } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { minimalEnquiries } from "../support/enquiry-payloads";
import { emptyVisitorWrittenTables, rowCount } from "../support/lead-tables";
import { solvedProofOfWork } from "../support/proof-of-work";
import { postSiteForm } from "../support/site-form";

setEnquiryEnvironment();

type Handler = (args: unknown) => Promise<Response>;

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

function postJson(handler: unknown, path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: origin() };
  if (key !== undefined) headers["Idempotency-Key"] = key;
  const request = new Request(`${origin()}${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return (handler as Handler)({ request, context: routeContext(nextIp()), params: {} });
}

const contact = () => minimalEnquiries().contact;

async function mailCount(): Promise<number> {
  const result = (await db().execute(sql`select count(*)::int as n from mail_outbox`)) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

beforeEach(emptyVisitorWrittenTables);
afterEach(() => vi.useRealTimers());

describe("Idempotency-Key on the JSON API", () => {
  it("answers a retry with the first result and stores and mails nothing new", async () => {
    const key = "6f1c2d3e-retry-0001";
    const first = await postJson(
      contactAction,
      "/api/contact-submissions",
      { ...contact(), altcha: await solvedProofOfWork() },
      key,
    );
    expect(first.status).toBe(201);
    const stored = await first.json();
    expect(await mailCount()).toBe(2);

    // The retry's browser solved a new proof-of-work; the enquiry is the same.
    const retry = await postJson(
      contactAction,
      "/api/contact-submissions",
      { ...contact(), altcha: await solvedProofOfWork() },
      key,
    );
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(stored);
    expect(await rowCount("contact_submissions")).toBe(1);
    expect(await mailCount()).toBe(2);
  });

  it("stores one lead for concurrent retries of one request", async () => {
    const key = "concurrent-retries-01";
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(
          consultationAction,
          "/api/consultations",
          {
            name: "Liam Walker",
            email: "liam@example.com",
            phone: "+1 212 555 0100",
            submittedAt: new Date().toISOString(),
          },
          key,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id)));
    expect(ids.size).toBe(1);
    expect(await rowCount("consultations")).toBe(1);
  });

  it("stores a different enquiry sent with a used key, and scopes keys per kind of enquiry", async () => {
    const key = "shared-key-000001";
    const first = await (
      await postJson(contactAction, "/api/contact-submissions", contact(), key)
    ).json();
    const changed = await postJson(
      contactAction,
      "/api/contact-submissions",
      { ...contact(), message: "Also interested in a Falcon 8X." },
      key,
    );
    expect(changed.status).toBe(201);
    expect((await changed.json()).id).not.toBe(first.id);
    const ebook = await postJson(
      ebookAction,
      "/api/ebook-leads",
      {
        name: "Amelia Hart",
        email: "amelia@example.com",
      },
      key,
    );
    expect(ebook.status).toBe(201);
    expect(await rowCount("contact_submissions")).toBe(2);
    expect(await rowCount("ebook_leads")).toBe(1);
  });

  it("deduplicates both charter forms on the one endpoint", async () => {
    const { charter: inline, "charter-quote": quote } = minimalEnquiries();
    for (const body of [inline, quote]) {
      const key = `charter-${Object.keys(body).length}-key`;
      const first = await postJson(charterAction, "/api/charter-submissions", body, key);
      const retry = await postJson(charterAction, "/api/charter-submissions", body, key);
      expect([first.status, retry.status]).toEqual([201, 201]);
      expect((await retry.json()).id).toBe((await first.json()).id);
    }
    expect(await rowCount("charter_submissions")).toBe(2);
  });

  it("stores a retry sent after the 24-hour window as a new enquiry", async () => {
    const key = "late-retry-000001";
    const first = await (
      await postJson(contactAction, "/api/contact-submissions", contact(), key)
    ).json();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const late = await postJson(contactAction, "/api/contact-submissions", contact(), key);
    expect(late.status).toBe(201);
    expect((await late.json()).id).not.toBe(first.id);
    expect(await rowCount("contact_submissions")).toBe(2);
    // The window restarts with the new lead.
    const again = await postJson(contactAction, "/api/contact-submissions", contact(), key);
    expect(await rowCount("contact_submissions")).toBe(2);
    expect(again.status).toBe(201);
  });

  it.each(["short", "has space in it", "x".repeat(129), "nul\u0000inside-key"])(
    "refuses the malformed key %j with 400 and stores nothing",
    async (key) => {
      const request = new Request(`${origin()}/api/contact-submissions`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: origin(),
          // Headers cannot carry NUL; that key only reaches the server in a form field.
          ...(key.includes("\u0000") ? {} : { "Idempotency-Key": key }),
        },
        body: JSON.stringify({ ...contact(), idempotencyKey: key }),
      });
      const response = await (contactAction as Handler)({
        request,
        context: routeContext(nextIp()),
        params: {},
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: expect.any(String),
        issues: expect.any(Array),
      });
      expect(await rowCount("contact_submissions")).toBe(0);
    },
  );
});

describe("the forms' hidden idempotency key", () => {
  const submitForm = (fields: Record<string, string>) => postSiteForm(fields, { ip: nextIp() });

  it("answers a resent form (the browser's 'resend' after a lost answer) as a success, once stored", async () => {
    const fields = {
      intent: "contact",
      formKey: "r1",
      idempotencyKey: "0f9e8d7c6b5a49382716051423324150",
      fullName: "Amelia Hart",
      company: "Hart Capital",
      email: "amelia@example.com",
      location: "Singapore",
      inquiryType: "selling",
      message: "Selling a Global 6000.",
      captcha: "on",
    };
    const first = await submitForm(fields);
    const resent = await submitForm(fields);
    expect([first.data.outcome, resent.data.outcome]).toEqual(["success", "success"]);
    expect([first.status, resent.status]).toEqual([200, 200]);
    expect(await rowCount("contact_submissions")).toBe(1);

    const next = await submitForm({
      ...fields,
      idempotencyKey: "1f9e8d7c6b5a49382716051423324150",
    });
    expect(next.data.outcome).toBe("success");
    expect(await rowCount("contact_submissions")).toBe(2);
  });
});
