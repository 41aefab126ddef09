import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { action as ebookAction } from "~/routes/api/ebook-leads";
import { action as newsletterAction } from "~/routes/api/newsletter-subscribe";
import { loader as guideLoader } from "~/routes/site/buyers-guide.pdf";
import { loader as confirmLoader } from "~/routes/site/newsletter.confirm";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/site/newsletter.unsubscribe";
import { type OutboxWorker, startOutboxWorker } from "~/workers/outbox.server";
import { routeContext } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { solvedProofOfWork } from "../support/proof-of-work";
import { startFakeSmtpServer } from "../support/smtp";

setEnquiryEnvironment();

const smtp = await startFakeSmtpServer();
process.env.SMTP_URL = smtp.url;
let worker: OutboxWorker;

beforeAll(() => {
  worker = startOutboxWorker({ pollIntervalMs: 50, baseDelayMs: 200 });
});

afterAll(async () => {
  await worker.stop();
  await smtp.stop();
});

type Handler = (args: unknown) => Promise<Response>;
type DataResult<T> = { data: T; init: ResponseInit | null };

function postJson(handler: unknown, path: string, body: unknown) {
  return (handler as Handler)({
    request: new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
      body: JSON.stringify(body),
    }),
    context: routeContext(),
    params: {},
  });
}

function linkIn(text: string, path: string): string {
  const match = text.match(
    new RegExp(`https?://[^\\s)\\]]+${path.replace(/[/.]/g, "\\$&")}[^\\s)\\]]*`),
  );
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

async function subscriberStatus(email: string) {
  const [row] = await db()
    .select({
      status: newsletterSubscribers.status,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

describe("links in the mail a visitor receives", () => {
  it("confirms a newsletter signup from the emailed link, then unsubscribes with one click", async () => {
    const email = "reader@example.com";
    const response = await postJson(newsletterAction, "/api/newsletter-subscribe", {
      email,
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    expect(await subscriberStatus(email)).toMatchObject({ status: "pending", confirmedAt: null });

    const confirmation = await smtp.waitFor((mail) => mail.recipients.includes(email));
    expect(confirmation.subject).toBe(
      "Please confirm your subscription to the Aurum Aviation journal",
    );
    const unsubscribeHeader = confirmation.headers.get("list-unsubscribe") ?? "";
    expect(unsubscribeHeader).toMatch(
      /^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const confirmUrl = linkIn(confirmation.text, "/newsletter/confirm");
    const confirmed = (await confirmLoader({
      request: new Request(confirmUrl),
      context: routeContext(),
      params: {},
    } as never)) as unknown as DataResult<{ outcome: string }>;
    expect(confirmed.data.outcome).toBe("confirmed");
    expect(await subscriberStatus(email)).toMatchObject({
      status: "active",
      confirmedAt: expect.any(Date),
    });

    const again = (await confirmLoader({
      request: new Request(confirmUrl),
      context: routeContext(),
      params: {},
    } as never)) as unknown as DataResult<{ outcome: string }>;
    expect(again.data.outcome).toBe("already-confirmed");

    const welcome = await smtp.waitFor(
      (mail) => mail.subject === "Welcome to the Aurum Aviation journal",
    );
    expect(welcome.recipients).toEqual([email]);
    const unsubscribeUrl = linkIn(welcome.text, "/newsletter/unsubscribe");
    expect(welcome.headers.get("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);

    // Following the link shows the page and changes nothing (mail scanners open every link).
    const page = (await unsubscribeLoader({
      request: new Request(unsubscribeUrl),
      context: routeContext(),
      params: {},
    } as never)) as unknown as DataResult<{ valid: boolean }>;
    expect(page.data.valid).toBe(true);
    expect(await subscriberStatus(email)).toMatchObject({ status: "active" });

    // A mail client's one-click unsubscribe (RFC 8058) POSTs to the header's URL.
    const oneClick = (await unsubscribeAction({
      request: new Request(unsubscribeUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      context: routeContext(),
      params: {},
    } as never)) as unknown as DataResult<{ outcome: string }>;
    expect(oneClick.data.outcome).toBe("unsubscribed");
    expect(await subscriberStatus(email)).toMatchObject({ status: "unsubscribed" });
  });

  it("rejects tampered links", async () => {
    const forged = (await confirmLoader({
      request: new Request("http://localhost:3000/newsletter/confirm?token=abc.def"),
      context: routeContext(),
      params: {},
    } as never)) as unknown as DataResult<{ outcome: string }>;
    expect(forged).toMatchObject({ data: { outcome: "invalid" }, init: { status: 400 } });
    const unsubscribe = (await unsubscribeAction({
      request: new Request("http://localhost:3000/newsletter/unsubscribe?token=abc.def", {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      }),
      context: routeContext(),
      params: {},
    } as never)) as unknown as DataResult<{ outcome: string }>;
    expect(unsubscribe.data.outcome).toBe("invalid");
  });

  it("delivers the buying guide: the emailed link downloads a valid PDF", async () => {
    const response = await postJson(ebookAction, "/api/ebook-leads", {
      name: "Grace Tan",
      email: "grace@example.com",
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    const delivery = await smtp.waitFor((mail) => mail.recipients.includes("grace@example.com"));
    expect(delivery.subject).toBe("Your copy of The Private Jet Buyer's Guide");
    expect(delivery.text).toContain("Dear Grace Tan");
    const staff = await smtp.waitFor((mail) => mail.subject === "New buying-guide lead: Grace Tan");
    expect(staff.text).toContain("grace@example.com");

    const guideUrl = linkIn(delivery.text, "/guides/private-jet-buyers-guide.pdf");
    expect(new URL(guideUrl).pathname).toBe("/guides/private-jet-buyers-guide.pdf");
    const pdf = await guideLoader();
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    const source = bytes.toString("latin1");
    const pages = source.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(source).toContain("The Private Jet Buyer's Guide");
    expect(Number(pdf.headers.get("Content-Length"))).toBe(bytes.length);
  });
});
