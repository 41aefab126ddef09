import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  charterSubmissions,
  contactSubmissions,
  leadNotes,
  mailOutbox,
} from "~/db/schema";
import { listPipelineLeads } from "~/models/lead.server";
import { action as articlesAction } from "~/routes/admin/articles";
import { loader as auditLogLoader } from "~/routes/admin/audit-log";
import { middleware as charterMiddleware } from "~/routes/admin/charter-submissions";
import {
  loader as contactLoader,
  middleware as contactMiddleware,
} from "~/routes/admin/contact-submissions";
import { middleware as crmMiddleware } from "~/routes/admin/crm";
import { handleLeadAction } from "~/routes/admin/leads.server";
import { loader as listContactSubmissionsApi } from "~/routes/api/contact-submissions";
import { AircraftSchema, AircraftUpdateSchema } from "~/schemas/aircraft";
import { ArticleSchema } from "~/schemas/article";
import { createAircraftAs, updateAircraftAs } from "~/services/aircraft/aircraft.server";
import { createArticleAs } from "~/services/articles/articles.server";
import { insertSeedCategories } from "../support/article-categories";
import {
  createAccount,
  origin,
  routeContext,
  signedInFormPost,
  signIn,
} from "../support/auth-session";
import { parseCsv } from "../support/csv";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { postSiteForm } from "../support/site-form";

setEnquiryEnvironment();

let admin: string;
let actor: Parameters<typeof createAircraftAs>[0];

beforeAll(async () => {
  await createAccount("ops@example.com", { admin: true });
  admin = await signIn("ops@example.com");
  await insertSeedCategories();
  const [user] = await db().query.users.findMany({ limit: 1 });
  actor = { user: { ...user!, isAdmin: true } as never, ip: "203.0.113.9" };
});

/** A contact form as the site posts it; a filled honeypot makes the server flag it as spam. */
async function submitContact(fields: Record<string, string>) {
  const result = await postSiteForm({
    intent: "contact",
    formKey: "r1",
    company: "Marchal Holdings",
    location: "Geneva",
    inquiryType: "selling",
    message: "Selling our Challenger 650, 1,200 hours.",
    phone: "+41 22 555 0100",
    captcha: "on",
    website: "",
    ...fields,
  });
  expect(result.data).toMatchObject({ outcome: "success" });
  const [row] = await db()
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.email, fields.email ?? ""));
  return row!;
}

function leadForm(fields: Record<string, string>, path = "/admin/contact-submissions") {
  return handleLeadAction({
    request: signedInFormPost(admin, path, fields),
    context: routeContext(),
  }) as unknown as Promise<{ data: { result: { error?: unknown } }; init: { status?: number } }>;
}

const staffNotifications = (id: string) =>
  db()
    .select({ to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, "contact.staff-notification")));

async function getResponse(handler: (args: never) => unknown, url: string) {
  try {
    return await handler({
      request: new Request(url, { headers: { Cookie: admin } }),
      params: {},
      context: routeContext(),
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

type Middleware = (args: never, next: () => Promise<Response>) => unknown;
async function exportCsv(middleware: Middleware, url: string) {
  const response = (await middleware(
    {
      request: new Request(url, { headers: { Cookie: admin } }),
      params: {},
      context: routeContext(),
    } as never,
    async () => new Response("page"),
  )) as Response;
  return response;
}

describe("spam and not spam", () => {
  it("queues the staff notification a flagged enquiry never got, exactly once", async () => {
    const lead = await submitContact({
      fullName: "Odile Marchal",
      email: "odile@example.com",
      website: "https://filled-by-a-bot.example",
    });
    expect(lead.isSpam).toBe(true);
    expect(await staffNotifications(lead.id)).toHaveLength(0);

    const result = await leadForm({
      intent: "mark-not-spam",
      leadType: "contact",
      leadId: lead.id,
    });
    expect(result.data.result.error).toBeUndefined();
    const queued = await staffNotifications(lead.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.to).toBe("staff@aurum.test, sales@aurum.test");
    expect(queued[0]?.subject).toContain("Odile Marchal");

    // Again, and through spam and back: the notification already went out.
    await leadForm({ intent: "mark-not-spam", leadType: "contact", leadId: lead.id });
    await leadForm({ intent: "mark-spam", leadType: "contact", leadId: lead.id });
    const [flagged] = await db()
      .select({ isSpam: contactSubmissions.isSpam, reason: contactSubmissions.spamReason })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, lead.id));
    expect(flagged).toEqual({ isSpam: true, reason: "Marked as spam by staff" });
    await leadForm({ intent: "mark-not-spam", leadType: "contact", leadId: lead.id });
    expect(await staffNotifications(lead.id)).toHaveLength(1);

    const entries = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, lead.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "lead.not-spam",
      "lead.not-spam",
      "lead.spam",
    ]);
  });

  it("sends nothing when a verified enquiry is marked not spam", async () => {
    const lead = await submitContact({ fullName: "Paul Verified", email: "paul@example.com" });
    expect(lead.isSpam).toBe(false);
    expect(await staffNotifications(lead.id)).toHaveLength(1);
    await leadForm({ intent: "mark-not-spam", leadType: "contact", leadId: lead.id });
    expect(await staffNotifications(lead.id)).toHaveLength(1);
  });

  it("re-sends a notification on request and records who asked", async () => {
    const lead = await submitContact({ fullName: "Rene Resend", email: "rene@example.com" });
    await leadForm({ intent: "resend-notification", leadType: "contact", leadId: lead.id });
    expect(await staffNotifications(lead.id)).toHaveLength(2);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, lead.id), eq(auditLog.action, "lead.notification-resent")));
    expect(entry?.actorEmail).toBe("ops@example.com");
  });
});

describe("deleting a lead on an erasure request", () => {
  it("erases it from the inbox, the CRM, the CSV and the outbox; the audit keeps no personal data", async () => {
    const lead = await submitContact({
      fullName: "Erika Erasure",
      email: "erika.erasure@example.com",
      phone: "+41 22 555 0199",
      message: "Please call about the Falcon 2000LXS.",
    });
    await leadForm({ intent: "note", leadType: "contact", leadId: lead.id, body: "Called once." });

    const refused = await leadForm({
      intent: "delete",
      leadType: "contact",
      leadId: lead.id,
      reason: "",
    });
    expect(refused.init?.status).toBe(400);

    const done = await leadForm({
      intent: "delete",
      leadType: "contact",
      leadId: lead.id,
      reason: "Erasure request by email",
    });
    expect((done as unknown as Response).status).toBe(302);
    expect((done as unknown as Response).headers.get("Location")).toBe(
      "/admin/contact-submissions",
    );

    expect(
      await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, lead.id)),
    ).toEqual([]);
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.relatedId, lead.id))).toEqual(
      [],
    );

    const inbox = (await getResponse(
      contactLoader as never,
      `${origin()}/admin/contact-submissions?spam=all&search=erasure`,
    )) as { list: { total: number } };
    expect(inbox.list.total).toBe(0);
    const crm = await listPipelineLeads({ page: 1, pageSize: 100, spam: "all" });
    expect(crm.leads.some((row) => row.id === lead.id)).toBe(false);
    for (const [middleware, path] of [
      [contactMiddleware[0], "/admin/contact-submissions"],
      [crmMiddleware[0], "/admin/crm"],
    ] as const) {
      const csv = await (
        await exportCsv(middleware as Middleware, `${origin()}${path}?export=csv&spam=all`)
      ).text();
      expect(csv).not.toContain("erika");
      expect(csv).not.toContain(lead.id);
    }

    const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, lead.id));
    const deletion = entries.find((entry) => entry.action === "lead.delete");
    expect(deletion).toMatchObject({
      actorEmail: "ops@example.com",
      targetType: "contact",
      targetId: lead.id,
      details: { kind: "contact", reason: "Erasure request by email" },
    });
    const stored = JSON.stringify(entries);
    for (const personal of [
      "Erika",
      "erika.erasure@example.com",
      "555 0199",
      "Falcon 2000LXS",
      "Called once",
    ]) {
      expect(stored).not.toContain(personal);
    }
  });

  it("answers a lead already deleted with a message, not an error page", async () => {
    const result = await leadForm({
      intent: "delete",
      leadType: "newsletter",
      leadId: "00000000-0000-4000-8000-000000000000",
      reason: "Duplicate request",
    });
    expect(result.init?.status).toBe(404);
  });
});

describe("notes", () => {
  it("are rewritten and deleted, each change audited", async () => {
    const lead = await submitContact({ fullName: "Nora Notes", email: "nora@example.com" });
    await leadForm({ intent: "note", leadType: "contact", leadId: lead.id, body: "First draft" });
    const [note] = await db().select().from(leadNotes).where(eq(leadNotes.leadId, lead.id));
    await leadForm({
      intent: "note-edit",
      leadType: "contact",
      leadId: lead.id,
      noteId: note!.id,
      body: "Second draft",
    });
    const [edited] = await db().select().from(leadNotes).where(eq(leadNotes.id, note!.id));
    expect(edited?.body).toBe("Second draft");
    expect(edited?.updatedAt).toBeInstanceOf(Date);
    await leadForm({
      intent: "note-delete",
      leadType: "contact",
      leadId: lead.id,
      noteId: note!.id,
    });
    expect(await db().select().from(leadNotes).where(eq(leadNotes.id, note!.id))).toEqual([]);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetId, lead.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["lead.note", "lead.note-edit", "lead.note-delete"]),
    );
    const gone = await leadForm({
      intent: "note-delete",
      leadType: "contact",
      leadId: lead.id,
      noteId: note!.id,
    });
    expect(gone.init?.status).toBe(404);
  });
});

describe("inbox paging and date range", () => {
  const inboxAt = async (query: string) =>
    (await getResponse(
      contactLoader as never,
      `${origin()}/admin/contact-submissions?${query}`,
    )) as {
      list: { page: number; total: number; rows: unknown[] } | null;
      error: string | null;
    };

  it("shows the last page past the end, and page 1 for 0 or a word", async () => {
    const beyond = await inboxAt("page=99&pageSize=1");
    expect(beyond.list?.total).toBeGreaterThan(1);
    expect(beyond.list?.page).toBe(beyond.list?.total);
    expect(beyond.list?.rows).toHaveLength(1);
    expect((await inboxAt("page=0")).list?.page).toBe(1);
    expect((await inboxAt("page=abc")).list?.page).toBe(1);
    expect((await inboxAt("page=-3&pageSize=abc")).list?.page).toBe(1);
  });

  it("answers a From date after the To date with a message, in the page, the CSV and the API", async () => {
    const page = await inboxAt("from=2026-05-10&to=2026-05-01");
    expect(page.list).toBeNull();
    expect(page.error).toBe(
      "The From date (2026-05-10) is after the To date (2026-05-01). Choose a From date on or before the To date.",
    );
    const csv = await exportCsv(
      contactMiddleware[0] as Middleware,
      `${origin()}/admin/contact-submissions?export=csv&from=2026-05-10&to=2026-05-01`,
    );
    expect(csv.status).toBe(400);
    const api = (await getResponse(
      listContactSubmissionsApi as never,
      `${origin()}/api/contact-submissions?from=2026-05-10&to=2026-05-01`,
    )) as Response;
    expect(api.status).toBe(400);
    expect((await api.json()).issues).toMatchObject([{ path: "from" }]);
  });
});

describe("charter CSV", () => {
  it("exports the quote dialog's further details as readable lines, and nothing for none", async () => {
    await db()
      .insert(charterSubmissions)
      .values([
        {
          source: "modal",
          fullName: "Quinn Quote",
          email: "quinn@example.com",
          phone: "+65 6555 0100",
          departureLocation: "WSSS",
          destination: "VHHH",
          departureDate: "2026-12-01",
          passengers: "5-8",
          aircraftPreference: "heavy-jet",
          details: {
            company: "Quinn Shipping",
            tripType: "round-trip",
            datesFlexible: true,
            passengerNames: null,
          },
        },
        {
          fullName: "Ivy Inline",
          email: "ivy@example.com",
          phone: "+65 6555 0101",
          departureLocation: "Singapore",
          destination: "Bali",
          departureDate: "2026-12-02",
          passengers: "1-4",
        },
      ]);
    const response = await exportCsv(
      charterMiddleware[0] as Middleware,
      `${origin()}/admin/charter-submissions?export=csv`,
    );
    const [header, ...records] = parseCsv(await response.text());
    const column = (name: string) => header!.indexOf(name);
    const quinn = records.find((record) => record[column("Name")] === "Quinn Quote")!;
    const ivy = records.find((record) => record[column("Name")] === "Ivy Inline")!;
    expect(quinn[column("Further details")]).toBe(
      "Company / Role: Quinn Shipping\nTrip type: Round Trip\nDates flexible: Yes",
    );
    expect(quinn[column("Passengers")]).toBe("5-8 passengers");
    expect(quinn[column("Aircraft preference")]).toBe("Heavy Jet");
    expect(quinn[column("Source")]).toBe("Quote dialog");
    expect(ivy[column("Further details")]).toBe("");
  });
});

describe("audit log", () => {
  type AuditPage = {
    entries: { event: string; record: string | null; href: string | null; changes: unknown[] }[];
    total: number;
    error: string | null;
  };
  const auditAt = async (query: string) =>
    (await getResponse(
      auditLogLoader as never,
      `${origin()}/admin/audit-log?${query}`,
    )) as AuditPage;

  it("writes one entry per change, naming the record and what changed from what", async () => {
    const jet = await createAircraftAs(
      actor,
      AircraftSchema.parse({
        make: "Gulfstream",
        model: "G500",
        name: "Gulfstream G500 Audit",
        year: 2019,
      }),
    );
    await updateAircraftAs(actor, jet.id, AircraftUpdateSchema.parse({ year: 2021 }));
    const found = await auditAt("search=G500 Audit");
    expect(found.entries.map((entry) => `${entry.event}: ${entry.record}`)).toEqual([
      "Aircraft updated: Gulfstream G500 Audit",
      "Aircraft created: Gulfstream G500 Audit",
    ]);
    expect(found.entries[0]?.changes).toEqual([{ field: "Year", from: "2019", to: "2021" }]);
    expect(found.entries[0]?.href).toContain("/admin/aircraft?");
    const byActor = await auditAt("search=ops%40example.com&action=aircraft.create");
    expect(byActor.entries.map((entry) => entry.record)).toContain("Gulfstream G500 Audit");
  });

  it("keeps a deleted article's title, with no second generic entry for the request", async () => {
    const article = await createArticleAs(
      actor,
      ArticleSchema.parse({
        title: "Audit Trail Article",
        content: "<p>Body</p>",
        category: "market-trends",
        status: "draft",
      }),
    );
    const form = new URLSearchParams({ intent: "delete", id: article.id });
    await articlesAction({
      request: new Request(`${origin()}/admin/articles`, {
        method: "POST",
        headers: {
          Cookie: admin,
          Origin: origin(),
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form.toString(),
      }),
      params: {},
      context: routeContext(),
    } as never);
    const page = await auditAt("search=Audit Trail Article");
    expect(page.entries.map((entry) => `${entry.event}: ${entry.record}`)).toEqual([
      "Article deleted: Audit Trail Article",
      "Article created: Audit Trail Article",
    ]);
    expect(page.entries[0]?.href).toBeNull();
    const generic = await db().select().from(auditLog).where(eq(auditLog.action, "admin.request"));
    expect(generic).toEqual([]);
  });

  it("ignores hostile query values instead of failing", async () => {
    for (const query of [
      "search=%00G500",
      "page=abc&from=2026-13-45",
      `search=${"x".repeat(5000)}`,
    ]) {
      const page = await auditAt(query);
      expect(page.error).toBeNull();
      expect(page.total).toBeGreaterThan(0);
    }
  });

  it("filters by day in the business time zone and refuses a reversed range", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(
      new Date(),
    );
    expect((await auditAt(`from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await auditAt("from=2020-01-01&to=2020-01-02")).total).toBe(0);
    expect((await auditAt("from=2026-02-02&to=2026-02-01")).error).toMatch(/after the To date/);
  });
});
