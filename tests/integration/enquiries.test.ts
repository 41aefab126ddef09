import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, newsletterSubscribers } from "~/db/schema";
import { renderTemplate } from "~/emails/templates.server";
import { action as charterAction } from "~/routes/api/charter-submissions";
import { action as consultationAction } from "~/routes/api/consultations";
import { action as contactAction } from "~/routes/api/contact-submissions";
import { action as ebookAction } from "~/routes/api/ebook-leads";
import { action as newsletterAction } from "~/routes/api/newsletter-subscribe";
import { action as resendCharterAction } from "~/routes/api/send-charter-notification";
import { action as resendContactAction } from "~/routes/api/send-contact-notification";
import { createAccount, routeContext, signIn } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { solvedProofOfWork } from "../support/proof-of-work";
import { postSiteForm } from "../support/site-form";

setEnquiryEnvironment();

const ORIGIN = "http://localhost:3000";

type Handler = (args: {
  request: Request;
  context: ReturnType<typeof routeContext>;
  params: Record<string, string>;
}) => Promise<Response>;

let ipCounter = 0;
/** Each request from its own address unless a test means to share one (rate limits). */
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

function post(
  handler: unknown,
  path: string,
  body: unknown,
  { ip = nextIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  return (handler as Handler)({ request, context: routeContext(ip), params: {} });
}

// node-postgres and PGlite both answer raw SQL with `{ rows }`.
type RawResult = { rows: Record<string, unknown>[] };

async function rows(table: string, columns: string) {
  const result = (await db().execute(
    sql.raw(`select ${columns} from ${table} order by created_at`),
  )) as unknown as RawResult;
  return result.rows;
}

async function count(table: string) {
  const result = (await db().execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as RawResult;
  return Number(result.rows[0]?.n);
}

/**
 * Posts an enquiry with one invalid field: a 400 whose issues name that field alone, and no row
 * stored in `table`. The answer's body, for what else a test checks in it.
 */
async function expectRejectedField(
  handler: unknown,
  path: string,
  body: unknown,
  field: string,
  table: string,
) {
  const response = await post(handler, path, body);
  expect(response.status).toBe(400);
  const answer = await response.json();
  expect(answer.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
  expect(await count(table)).toBe(0);
  return answer;
}

/** The mail queued about a record, with the text the outbox worker will render from it. */
async function mailsAbout(id: string) {
  const rows = await db()
    .select({
      to: mailOutbox.to,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      props: mailOutbox.props,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, id));
  return Promise.all(
    rows.map(async ({ template, props, html, ...row }) => {
      // Rendering is the worker's job: the request stores only the template and its props.
      expect(html).toBeNull();
      const { text } = await renderTemplate(template ?? "", props);
      return { ...row, text };
    }),
  );
}

async function clear() {
  await db().execute(
    sql`truncate contact_submissions, charter_submissions, consultations, ebook_leads, newsletter_subscribers, mail_outbox, used_challenges, rate_limiter_hits`,
  );
}

const future = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const contactPayload = () => ({
  fullName: "  Amelia Hart ",
  company: "Hart Capital / Principal",
  email: "  Amelia.Hart@Example.COM ",
  phone: "",
  location: "Singapore",
  inquiryType: "purchase",
  message: "Looking for a Gulfstream G500 with low hours.",
  captcha: true,
});

const charterPayload = () => ({
  fullName: "Noah Lim",
  email: "noah@example.com",
  phone: "+65 8123 4567",
  departureLocation: "Singapore (WSSS)",
  destination: "Perth (YPPH)",
  departureDate: future(30),
  returnDate: "",
  passengers: "5-8",
  aircraftPreference: "",
  specialRequests: "",
  captcha: true,
});

const quotePayload = () => ({
  name: "Olivia Chen",
  email: "olivia@example.com",
  phone: "+61 400 000 000",
  company: "Chen Family Office",
  preferredContact: "whatsapp",
  tripType: "round-trip",
  departureAirport: "YSSY",
  destinationAirport: "NZQN",
  departureDateTime: `${future(20)}T09:30`,
  returnDateTime: `${future(24)}T17:00`,
  datesFlexible: true,
  overnightWait: false,
  totalPassengers: "9-12",
  passengerNames: "Olivia Chen, Marcus Chen",
  vipRequirements: "Discreet arrival",
  aircraftPreference: "heavy-jet",
  otherPreferences: "Wi-Fi",
  groundTransport: true,
  cateringPreferences: "Vegetarian",
  cabinAttendant: true,
  luggageNotes: "Two sets of skis",
  additionalNotes: "Pets on board",
});

const consultationPayload = () => ({
  name: "Liam Walker",
  email: "LIAM@example.com",
  phone: "+1 212 555 0100",
  serviceType: "aircraft-acquisition",
  message: "",
  type: "consultation",
  submittedAt: new Date().toISOString(),
});

beforeEach(clear);
afterEach(() => vi.useRealTimers());

describe("POST /api/contact-submissions", () => {
  it("stores a valid enquiry once, in its columns, and queues staff and enquirer mail", async () => {
    const response = await post(contactAction, "/api/contact-submissions", {
      ...contactPayload(),
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const stored = await rows(
      "contact_submissions",
      "id, full_name, email, phone, company, location, inquiry_type, message, captcha_verified, is_spam, created_at",
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: body.id,
      full_name: "Amelia Hart",
      email: "amelia.hart@example.com",
      phone: null,
      company: "Hart Capital / Principal",
      location: "Singapore",
      inquiry_type: "purchase",
      message: "Looking for a Gulfstream G500 with low hours.",
      captcha_verified: true,
      is_spam: false,
    });
    expect(new Date(stored[0]?.created_at as string).toISOString()).toBe(body.createdAt);

    const mail = await mailsAbout(body.id);
    expect(mail.map((message) => message.kind).sort()).toEqual([
      "contact.confirmation",
      "contact.staff-notification",
    ]);
    const staff = mail.find((message) => message.kind === "contact.staff-notification");
    expect(staff?.to).toBe("staff@aurum.test, sales@aurum.test");
    expect(staff?.headers).toMatchObject({ "Reply-To": "amelia.hart@example.com" });
    for (const value of [
      "Amelia Hart",
      "Hart Capital / Principal",
      "Singapore",
      "Aircraft Purchase",
    ]) {
      expect(staff?.text).toContain(value);
    }
    expect(staff?.text).toContain(`${ORIGIN}/admin/contact-submissions?id=${body.id}`);
    const confirmation = mail.find((message) => message.kind === "contact.confirmation");
    expect(confirmation?.to).toBe("amelia.hart@example.com");
    expect(confirmation?.text).toContain("We will contact you within 24 hours.");
    expect(confirmation?.text).toContain("Enquiry (Aircraft Purchase)");
    expect(confirmation?.text).not.toContain("Looking for a Gulfstream G500");
  });

  it.each([
    ["fullName", { fullName: "   " }],
    ["company", { company: "" }],
    ["email", { email: "not-an-email" }],
    ["location", { location: undefined }],
    ["inquiryType", { inquiryType: "leasing" }],
    ["message", { message: "" }],
    ["captcha", { captcha: false }],
    ["phone", { phone: "9".repeat(51) }],
  ])("rejects an invalid %s with 400 and stores nothing", async (field, change) => {
    const body = await expectRejectedField(
      contactAction,
      "/api/contact-submissions",
      { ...contactPayload(), ...change },
      field,
      "contact_submissions",
    );
    expect(body.error).toBe("Invalid input");
    expect(await count("mail_outbox")).toBe(0);
  });

  it("answers a missing robot checkbox with its message", async () => {
    const { captcha: _unticked, ...payload } = contactPayload();
    const response = await post(contactAction, "/api/contact-submissions", payload);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "captcha", message: "Please confirm you are not a robot." },
    ]);
    expect(await count("contact_submissions")).toBe(0);
  });

  it("refuses other methods, foreign origins and non-JSON bodies", async () => {
    const get = await (contactAction as unknown as Handler)({
      request: new Request(`${ORIGIN}/api/contact-submissions`, { method: "PUT" }),
      context: routeContext(),
      params: {},
    });
    expect(get.status).toBe(405);
    const foreign = await post(contactAction, "/api/contact-submissions", contactPayload(), {
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const form = await (contactAction as unknown as Handler)({
      request: new Request(`${ORIGIN}/api/contact-submissions`, {
        method: "POST",
        headers: { "Content-Type": "text/plain", Origin: ORIGIN },
        body: "hello",
      }),
      context: routeContext(),
      params: {},
    });
    expect(form.status).toBe(415);
    expect(await count("contact_submissions")).toBe(0);
  });
});

describe("bot protection", () => {
  async function storedVerdict() {
    const [row] = await rows("contact_submissions", "id, captcha_verified, is_spam, spam_reason");
    return row as {
      id: string;
      captcha_verified: boolean;
      is_spam: boolean;
      spam_reason: string | null;
    };
  }

  it("stores a filled honeypot flagged as spam and notifies no one", async () => {
    const response = await post(contactAction, "/api/contact-submissions", {
      ...contactPayload(),
      altcha: await solvedProofOfWork(),
      website: "https://cheap-pills.example",
    });
    expect(response.status).toBe(201);
    const row = await storedVerdict();
    expect(row).toMatchObject({ is_spam: true, spam_reason: "honeypot field filled" });
    expect(await mailsAbout(row.id)).toEqual([]);
  });

  it("stores a submission without proof-of-work (JavaScript off) unverified, and notifies", async () => {
    const response = await post(contactAction, "/api/contact-submissions", contactPayload());
    expect(response.status).toBe(201);
    const row = await storedVerdict();
    expect(row).toMatchObject({ captcha_verified: false, is_spam: false, spam_reason: null });
    const mail = await mailsAbout((await response.json()).id);
    expect(mail.map((message) => message.kind).sort()).toEqual([
      "contact.confirmation",
      "contact.staff-notification",
    ]);
    const staff = mail.find((message) => message.kind === "contact.staff-notification");
    expect(staff?.subject).toBe("[Unverified] New enquiry (Aircraft Purchase) from Amelia Hart");
    expect(staff?.text).toContain("Unverified:");
  });

  it("flags a forged challenge signature", async () => {
    const payload = JSON.parse(Buffer.from(await solvedProofOfWork(), "base64").toString());
    payload.challenge.parameters.cost = 0;
    const forged = Buffer.from(JSON.stringify(payload)).toString("base64");
    await post(contactAction, "/api/contact-submissions", { ...contactPayload(), altcha: forged });
    expect(await storedVerdict()).toMatchObject({
      captcha_verified: false,
      is_spam: true,
      spam_reason: "forged proof-of-work challenge",
    });
  });

  it("flags a wrong solution and a payload that is not one", async () => {
    const payload = JSON.parse(Buffer.from(await solvedProofOfWork(), "base64").toString());
    payload.solution.derivedKey = "00".repeat(32);
    await post(contactAction, "/api/contact-submissions", {
      ...contactPayload(),
      altcha: Buffer.from(JSON.stringify(payload)).toString("base64"),
    });
    await post(contactAction, "/api/contact-submissions", {
      ...contactPayload(),
      altcha: "garbage",
    });
    const verdicts = await rows("contact_submissions", "spam_reason, captcha_verified");
    expect(verdicts).toEqual([
      { spam_reason: "invalid proof-of-work solution", captcha_verified: false },
      { spam_reason: "malformed proof-of-work", captcha_verified: false },
    ]);
  });

  it("accepts a proof-of-work once: a replay is stored flagged", async () => {
    const altcha = await solvedProofOfWork();
    await post(contactAction, "/api/contact-submissions", { ...contactPayload(), altcha });
    await post(contactAction, "/api/contact-submissions", { ...contactPayload(), altcha });
    const verdicts = await rows("contact_submissions", "captcha_verified, is_spam, spam_reason");
    expect(verdicts).toEqual([
      { captcha_verified: true, is_spam: false, spam_reason: null },
      { captcha_verified: false, is_spam: true, spam_reason: "replayed proof-of-work" },
    ]);
    expect(await count("mail_outbox")).toBe(2);
  });

  it("stores a submission whose proof-of-work expired (a form left open) unverified", async () => {
    const altcha = await solvedProofOfWork();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    await post(contactAction, "/api/contact-submissions", { ...contactPayload(), altcha });
    expect(await storedVerdict()).toMatchObject({
      captcha_verified: false,
      is_spam: false,
      spam_reason: null,
    });
  });

  it("rate-limits each address with 429 and Retry-After, other addresses unaffected", async () => {
    const ip = "203.0.113.77";
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await post(contactAction, "/api/contact-submissions", contactPayload(), { ip })).status,
      ).toBe(201);
    }
    const limited = await post(contactAction, "/api/contact-submissions", contactPayload(), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "rate_limited" });
    expect(await count("contact_submissions")).toBe(10);
    const elsewhere = await post(contactAction, "/api/contact-submissions", contactPayload(), {
      ip: "203.0.113.78",
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe("POST /api/charter-submissions", () => {
  it("stores the inline form with empty optionals as null", async () => {
    const response = await post(charterAction, "/api/charter-submissions", {
      ...charterPayload(),
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await rows(
      "charter_submissions",
      "id, full_name, email, phone, departure_location, destination, departure_date::text, return_date, passengers, aircraft_preference, special_requests, captcha_verified, source, created_at",
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      full_name: "Noah Lim",
      email: "noah@example.com",
      phone: "+65 8123 4567",
      departure_location: "Singapore (WSSS)",
      destination: "Perth (YPPH)",
      departure_date: future(30),
      return_date: null,
      passengers: "5-8",
      aircraft_preference: null,
      special_requests: null,
      captcha_verified: true,
      source: "inline",
    });
    const mail = await mailsAbout(id);
    expect(mail.map((message) => message.kind).sort()).toEqual([
      "charter.confirmation",
      "charter.staff-notification",
    ]);
  });

  it("stores the 3-step modal with every field kept", async () => {
    const response = await post(charterAction, "/api/charter-submissions", {
      ...quotePayload(),
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await rows(
      "charter_submissions",
      "full_name, departure_location, destination, departure_date::text, return_date::text, passengers, aircraft_preference, special_requests, source, details",
    );
    expect(row).toMatchObject({
      full_name: "Olivia Chen",
      departure_location: "YSSY",
      destination: "NZQN",
      departure_date: future(20),
      return_date: future(24),
      passengers: "9-12",
      aircraft_preference: "heavy-jet",
      source: "modal",
    });
    expect(row?.special_requests).toContain("Company: Chen Family Office");
    expect(row?.special_requests).toContain("Trip type: Round Trip");
    expect(row?.details).toMatchObject({
      preferredContact: "whatsapp",
      passengerNames: "Olivia Chen, Marcus Chen",
      datesFlexible: true,
      overnightWait: false,
      groundTransport: true,
      cabinAttendant: true,
      departureDateTime: `${future(20)}T09:30`,
    });
    const staff = (await mailsAbout(id)).find(
      (message) => message.kind === "charter.staff-notification",
    );
    for (const value of [
      "Olivia Chen, Marcus Chen",
      "WhatsApp",
      "Two sets of skis",
      "Pets on board",
    ]) {
      expect(staff?.text).toContain(value);
    }
  });

  // The inline charter form and the quote modal post different fields to the same endpoint.
  it.each([
    ["an inline", "phone", charterPayload, { phone: "" }],
    ["an inline", "departureDate", charterPayload, { departureDate: "2020-01-01" }],
    ["an inline", "departureDate", charterPayload, { departureDate: "next week" }],
    ["an inline", "returnDate", charterPayload, { returnDate: "2020-01-01" }],
    ["an inline", "passengers", charterPayload, { passengers: "20" }],
    ["an inline", "aircraftPreference", charterPayload, { aircraftPreference: "blimp" }],
    ["an inline", "destination", charterPayload, { destination: "" }],
    ["an inline", "captcha", charterPayload, { captcha: undefined }],
    ["a modal", "name", quotePayload, { name: "" }],
    ["a modal", "tripType", quotePayload, { tripType: "space" }],
    ["a modal", "departureDateTime", quotePayload, { departureDateTime: "tomorrow" }],
    ["a modal", "totalPassengers", quotePayload, { totalPassengers: "" }],
  ] as const)("rejects %s request with an invalid %s", async (_form, field, payload, change) => {
    await expectRejectedField(
      charterAction,
      "/api/charter-submissions",
      { ...payload(), ...change },
      field,
      "charter_submissions",
    );
  });
});

describe("POST /api/consultations", () => {
  it("stores a request once and queues staff and enquirer mail", async () => {
    const response = await post(consultationAction, "/api/consultations", {
      ...consultationPayload(),
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await rows(
      "consultations",
      "id, name, email, phone, service_type, message, type, submitted_at, captcha_verified",
    );
    expect(stored).toEqual([
      expect.objectContaining({
        id,
        name: "Liam Walker",
        email: "liam@example.com",
        phone: "+1 212 555 0100",
        service_type: "aircraft-acquisition",
        message: null,
        type: "consultation",
        captcha_verified: true,
      }),
    ]);
    expect((await mailsAbout(id)).map((message) => message.kind).sort()).toEqual([
      "consultation.confirmation",
      "consultation.staff-notification",
    ]);
  });

  it.each([
    ["name", { name: "" }],
    ["email", { email: "liam@" }],
    ["phone", { phone: " " }],
    ["serviceType", { serviceType: "yacht" }],
  ])("rejects an invalid %s", async (field, change) => {
    await expectRejectedField(
      consultationAction,
      "/api/consultations",
      { ...consultationPayload(), ...change },
      field,
      "consultations",
    );
  });
});

describe("POST /api/ebook-leads", () => {
  it("stores a lead and queues the guide's delivery and a staff notification", async () => {
    const response = await post(ebookAction, "/api/ebook-leads", {
      name: " Grace Tan ",
      email: "Grace@Example.com",
      altcha: await solvedProofOfWork(),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await rows("ebook_leads", "id, name, email, captcha_verified")).toEqual([
      { id, name: "Grace Tan", email: "grace@example.com", captcha_verified: true },
    ]);
    const delivery = (await mailsAbout(id)).find((message) => message.kind === "ebook.delivery");
    expect(delivery?.to).toBe("grace@example.com");
    expect(delivery?.text).toContain(`${ORIGIN}/guides/private-jet-buyers-guide.pdf`);
  });

  it.each([
    ["name", { name: "  " }],
    ["email", { email: "" }],
  ])("rejects a blank %s", async (field, change) => {
    await expectRejectedField(
      ebookAction,
      "/api/ebook-leads",
      {
        name: "Grace",
        email: "grace@example.com",
        ...change,
      },
      field,
      "ebook_leads",
    );
  });
});

describe("POST /api/newsletter-subscribe", () => {
  it("stores how the first signup arrived and keeps it on a repeated signup", async () => {
    const signUp = (referer: string, language: string) =>
      post(
        newsletterAction,
        "/api/newsletter-subscribe",
        { email: "arrival@example.com", altcha: "" },
        { headers: { Referer: `${ORIGIN}${referer}`, "Accept-Language": language } },
      );
    expect((await signUp("/journal", "en-SG")).status).toBe(201);
    expect((await signUp("/contact", "de-DE")).status).toBe(200);
    const [subscriber] = await rows("newsletter_subscribers", "attribution");
    expect(subscriber?.attribution).toMatchObject({ sendingPage: "/journal", country: "SG" });
  });

  it("adds an address pending confirmation, once, however often it signs up", async () => {
    const first = await post(newsletterAction, "/api/newsletter-subscribe", {
      email: " Reader@Example.com ",
      altcha: await solvedProofOfWork(),
    });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      message: "Thank you! Please check your inbox and confirm your subscription.",
    });
    const again = await post(newsletterAction, "/api/newsletter-subscribe", {
      email: "reader@example.com",
      altcha: await solvedProofOfWork(),
    });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(created.id);
    expect(await rows("newsletter_subscribers", "email, status, captcha_verified")).toEqual([
      { email: "reader@example.com", status: "pending", captcha_verified: true },
    ]);
    // The confirmation link is not sent twice within minutes.
    const mail = await mailsAbout(created.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.kind).toBe("newsletter.confirm");
    expect(mail[0]?.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=.+>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("puts an unsubscribed address back to pending on a new signup", async () => {
    const response = await post(newsletterAction, "/api/newsletter-subscribe", {
      email: "back@example.com",
      altcha: await solvedProofOfWork(),
    });
    const { id } = await response.json();
    await db()
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, id));
    await db().delete(mailOutbox);
    await post(newsletterAction, "/api/newsletter-subscribe", {
      email: "back@example.com",
      altcha: await solvedProofOfWork(),
    });
    expect(await rows("newsletter_subscribers", "status, unsubscribed_at")).toEqual([
      { status: "pending", unsubscribed_at: null },
    ]);
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it.each([
    ["", "Please enter your email address"],
    ["   ", "Please enter your email address"],
    ["someone@", "Please enter a valid email address"],
  ])("rejects %j with 400", async (email, message) => {
    const response = await post(newsletterAction, "/api/newsletter-subscribe", { email });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: "email", message }]);
    expect(await count("newsletter_subscribers")).toBe(0);
  });
});

describe("the page action (forms, with and without JavaScript)", () => {
  const act = (fields: Record<string, string>, options?: { ip?: string }) =>
    postSiteForm(fields, { ip: options?.ip ?? nextIp() });

  const contactFields = {
    intent: "contact",
    formKey: "r1",
    fullName: "Amelia Hart",
    company: "Hart Capital",
    email: "amelia@example.com",
    phone: "",
    location: "Singapore",
    inquiryType: "selling",
    message: "Selling a Global 6000.",
    captcha: "on",
    website: "",
  };

  it("stores a contact form posted without JavaScript (unverified: no proof-of-work) and resets the form", async () => {
    const { data, status } = await act(contactFields);
    expect(status).toBe(200);
    expect(data).toMatchObject({ intent: "contact", formKey: "r1", outcome: "success" });
    expect(data.result.initialValue ?? null).toBeNull();
    expect(
      await rows("contact_submissions", "full_name, inquiry_type, captcha_verified, is_spam"),
    ).toEqual([
      {
        full_name: "Amelia Hart",
        inquiry_type: "selling",
        captcha_verified: false,
        is_spam: false,
      },
    ]);
  });

  it("stores a form posted with a solved proof-of-work as verified and notifies", async () => {
    const { data } = await act({ ...contactFields, altcha: await solvedProofOfWork() });
    expect(data.outcome).toBe("success");
    expect(await rows("contact_submissions", "captcha_verified, is_spam")).toEqual([
      { captcha_verified: true, is_spam: false },
    ]);
    expect(await count("mail_outbox")).toBe(2);
  });

  it("keeps what was typed and names the fields when validation fails", async () => {
    const { data, status } = await act({ ...contactFields, email: "amelia@", message: "" });
    expect(status).toBe(400);
    expect(data.outcome).toBe("invalid");
    expect(data.result.error).toMatchObject({
      email: ["Please enter a valid email address"],
      message: ["Message is required"],
    });
    expect(data.result.initialValue).toMatchObject({ fullName: "Amelia Hart", email: "amelia@" });
    expect(await count("contact_submissions")).toBe(0);
  });

  it("answers a missing robot checkbox with the verification outcome and sends nothing", async () => {
    const { captcha: _unticked, ...fields } = contactFields;
    const { data, status } = await act(fields);
    expect(status).toBe(400);
    expect(data.outcome).toBe("verification");
    expect(data.result.error?.captcha).toEqual(["Please confirm you are not a robot."]);
    expect(await count("contact_submissions")).toBe(0);
  });

  it("handles every form's intent", async () => {
    const forms: Record<string, string>[] = [
      {
        intent: "charter",
        fullName: "Noah Lim",
        email: "noah@example.com",
        phone: "+65 8123 4567",
        departureLocation: "Singapore",
        destination: "Perth",
        departureDate: future(10),
        returnDate: "",
        passengers: "1-4",
        aircraftPreference: "gulfstream",
        specialRequests: "",
        captcha: "on",
      },
      {
        intent: "charter-quote",
        name: "Olivia Chen",
        email: "olivia@example.com",
        phone: "+61 400 000 000",
        tripType: "one-way",
        departureAirport: "YSSY",
        destinationAirport: "YMML",
        departureDateTime: `${future(5)}T08:00`,
        totalPassengers: "13+",
        datesFlexible: "on",
      },
      {
        intent: "consultation",
        name: "Liam",
        email: "liam@example.com",
        phone: "123",
        type: "consultation",
      },
      { intent: "newsletter", email: "news@example.com", source: "journal-top" },
      { intent: "ebook", name: "Grace", email: "grace@example.com" },
    ];
    for (const fields of forms) {
      const { data, status } = await act({ ...fields, altcha: await solvedProofOfWork() });
      expect([fields.intent, status, data.outcome]).toEqual([fields.intent, 200, "success"]);
    }
    expect(await count("charter_submissions")).toBe(2);
    expect(await count("consultations")).toBe(1);
    expect(await count("newsletter_subscribers")).toBe(1);
    expect(await count("ebook_leads")).toBe(1);
    const [quote] = await rows("charter_submissions", "details").then((all) => all.slice(-1));
    expect(quote?.details).toMatchObject({ datesFlexible: true, overnightWait: false });
  });

  it("answers the rate limit with 429, Retry-After and the typed values", async () => {
    const ip = "203.0.113.90";
    for (let attempt = 0; attempt < 10; attempt++) await act(contactFields, { ip });
    const { data, status, init } = await act(contactFields, { ip });
    expect(status).toBe(429);
    expect(new Headers(init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(data.outcome).toBe("rate-limited");
    expect(data.retryAfter).toBeGreaterThan(0);
    expect(data.result.initialValue).toMatchObject({ fullName: "Amelia Hart" });
    expect(await count("contact_submissions")).toBe(10);
  });

  it("refuses an unknown form and a cross-origin post", async () => {
    await expect(postSiteForm({ intent: "other" })).rejects.toMatchObject({
      init: { status: 400 },
    });
    await expect(
      postSiteForm(contactFields, { headers: { Origin: "https://evil.example" } }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(await count("contact_submissions")).toBe(0);
  });
});

describe("admin notification re-send", () => {
  async function storedContactId() {
    const response = await post(contactAction, "/api/contact-submissions", {
      ...contactPayload(),
      altcha: await solvedProofOfWork(),
    });
    return (await response.json()).id as string;
  }

  it("answers 401 to anonymous callers and 403 to non-admins", async () => {
    const id = await storedContactId();
    expect((await post(resendContactAction, "/api/send-contact-notification", { id })).status).toBe(
      401,
    );
    await createAccount("member@example.com");
    const cookie = await signIn("member@example.com");
    const response = await post(
      resendContactAction,
      "/api/send-contact-notification",
      { id },
      {
        headers: { Cookie: cookie },
      },
    );
    expect(response.status).toBe(403);
  });

  it("re-queues the staff notification of a stored submission for an admin", async () => {
    const id = await storedContactId();
    await createAccount("ops@example.com", { admin: true });
    const cookie = await signIn("ops@example.com");
    const response = await post(
      resendContactAction,
      "/api/send-contact-notification",
      { id },
      {
        headers: { Cookie: cookie },
      },
    );
    expect(response.status).toBe(202);
    const { mailId } = await response.json();
    const staff = (await mailsAbout(id)).filter(
      (message) => message.kind === "contact.staff-notification",
    );
    expect(staff).toHaveLength(2);
    expect(mailId).toEqual(expect.any(String));

    const charter = await post(charterAction, "/api/charter-submissions", charterPayload());
    const charterId = (await charter.json()).id;
    const resent = await post(
      resendCharterAction,
      "/api/send-charter-notification",
      { id: charterId },
      {
        headers: { Cookie: cookie },
      },
    );
    expect(resent.status).toBe(202);
    const charterStaff = (await mailsAbout(charterId)).filter(
      (message) => message.kind === "charter.staff-notification",
    );
    expect(charterStaff).toHaveLength(2);
    expect(charterStaff.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^\[Unverified\] New charter request/),
      expect.stringMatching(/^\[Unverified\] New charter request/),
    ]);

    const missing = await post(
      resendContactAction,
      "/api/send-contact-notification",
      {
        id: "00000000-0000-4000-8000-000000000000",
      },
      { headers: { Cookie: cookie } },
    );
    expect(missing.status).toBe(404);
    const invalid = await post(
      resendContactAction,
      "/api/send-contact-notification",
      { id: "42" },
      {
        headers: { Cookie: cookie },
      },
    );
    expect(invalid.status).toBe(400);
  });
});
