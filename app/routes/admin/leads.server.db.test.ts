import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, contactSubmissions, leadNotes } from "~/db/schema";
import { loader as listCharterSubmissionsApi } from "~/routes/api/charter-submissions";
import { loader as listContactSubmissionsApi } from "~/routes/api/contact-submissions";
import { getToast } from "~/utils/toast.server";
import { createAccount, origin, routeContext, signIn } from "../../../tests/support/auth-session";
import { parseCsv } from "../../../tests/support/csv";
import { loader as contactLoader, middleware as contactMiddleware } from "./contact-submissions";
import { middleware as crmMiddleware } from "./crm";
import { handleLeadAction } from "./leads.server";

let admin: string;
let member: string;
let leadId: string;

beforeAll(async () => {
  await createAccount("boss@example.com", { admin: true });
  await createAccount("intern@example.com");
  admin = await signIn("boss@example.com");
  member = await signIn("intern@example.com");
  const rows = await db()
    .insert(contactSubmissions)
    .values([
      {
        fullName: '=HYPERLINK("http://evil.example","Click")',
        email: "formula@example.com",
        phone: "+65 6800 0000",
        company: "Evil Corp",
        location: "Nowhere",
        inquiryType: "general",
        message: "-2+3 @SUM(A1)",
        createdAt: new Date("2026-04-02T08:00:00Z"),
      },
      {
        fullName: "Ruth Nichols",
        email: "ruth@example.com",
        company: "Nichols & Co, Ltd",
        location: "Rye, NY",
        inquiryType: "purchase",
        message: 'Line one\nLine "two"',
        createdAt: new Date("2026-04-03T08:00:00Z"),
      },
      {
        fullName: "Old Enquiry",
        email: "old@example.com",
        company: "Past",
        location: "Then",
        inquiryType: "selling",
        message: "From last year",
        createdAt: new Date("2025-01-01T08:00:00Z"),
      },
    ])
    .returning({ id: contactSubmissions.id });
  leadId = rows[1]!.id;
});

function post(fields: Record<string, string>, cookie = admin) {
  return new Request(`${origin()}/admin/crm`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: origin(),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

type Result = {
  data: { result: { status?: string; error?: Record<string, string[] | null> } };
  init: { status?: number; headers?: HeadersInit } | null;
};

/** The toast a pipeline action confirms with: the next page load reads it from its cookie. */
async function toastOf(result: Result) {
  const cookie = new Headers(result.init?.headers).getSetCookie()[0]?.split(";")[0] ?? "";
  const { toast } = await getToast(new Request(`${origin()}/admin/crm`, { headers: { cookie } }));
  return toast;
}

/** The attribution columns every lead export ends with, in order. */
const attributionHeaders = [
  "Landing page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Sending page",
  "Last touch: landing page",
  "Last touch: referrer",
  "Last touch: UTM source",
  "Last touch: UTM medium",
  "Last touch: UTM campaign",
  "Device",
  "Country",
];
describe("pipeline actions", () => {
  it("sets a status and records who changed it from what to what", async () => {
    const result = (await handleLeadAction({
      request: post({ intent: "status", leadType: "contact", leadId, status: "contacted" }),
      context: routeContext(),
    })) as unknown as Result;
    expect(result.data.result.error).toBeUndefined();
    expect(await toastOf(result)).toMatchObject({
      type: "success",
      title: "Status set to Contacted",
    });
    const [row] = await db()
      .select({ status: contactSubmissions.status })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, leadId));
    expect(row?.status).toBe("contacted");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "lead.status"));
    expect(entry).toMatchObject({
      actorEmail: "boss@example.com",
      targetType: "contact",
      targetId: leadId,
      details: { from: "new", to: "contacted" },
    });
  });

  it("adds a note with its author", async () => {
    const result = (await handleLeadAction({
      request: post({
        intent: "note",
        leadType: "contact",
        leadId,
        body: "Called, wants a G650ER.",
      }),
      context: routeContext(),
    })) as unknown as Result;
    expect(await toastOf(result)).toMatchObject({ type: "success", title: "Note added" });
    const notes = await db().select().from(leadNotes).where(eq(leadNotes.leadId, leadId));
    expect(notes).toMatchObject([
      { authorEmail: "boss@example.com", body: "Called, wants a G650ER." },
    ]);
  });

  it("refuses an empty note, an unknown status and a missing lead", async () => {
    const empty = (await handleLeadAction({
      request: post({ intent: "note", leadType: "contact", leadId, body: "   " }),
      context: routeContext(),
    })) as unknown as Result;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.result.error).toMatchObject({ body: ["Write a note"] });
    const badStatus = (await handleLeadAction({
      request: post({ intent: "status", leadType: "contact", leadId, status: "closed" }),
      context: routeContext(),
    })) as unknown as Result;
    expect(badStatus.init?.status).toBe(400);
    const missing = (await handleLeadAction({
      request: post({
        intent: "status",
        leadType: "charter",
        leadId: "00000000-0000-4000-8000-000000000000",
        status: "won",
      }),
      context: routeContext(),
    })) as unknown as Result;
    expect(missing.init?.status).toBe(404);
    expect(missing.data.result.error).toMatchObject({ "": ["This lead no longer exists."] });
  });

  it("is for admins only", async () => {
    await expect(
      handleLeadAction({
        request: post({ intent: "status", leadType: "contact", leadId, status: "won" }, member),
        context: routeContext(),
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

type Middleware = (args: never, next: () => Promise<Response>) => unknown;

async function runMiddleware(middleware: Middleware, url: string, cookie?: string) {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return (await middleware(
      { request, params: {}, context: routeContext() } as never,
      async () => new Response("page"),
    )) as Response;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe("CSV export", () => {
  const exportUrl = (query: string) => `${origin()}/admin/contact-submissions?export=csv&${query}`;

  it("downloads exactly the rows of the current filter, every field, formulas escaped", async () => {
    const response = (await runMiddleware(
      contactMiddleware[0]!,
      exportUrl("from=2026-01-01&to=2026-12-31"),
      admin,
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...records] = parseCsv(await response.text());
    expect(header).toEqual([
      "Received",
      "Name",
      "Email",
      "Phone",
      "Company / Role",
      "Location",
      "Inquiry Type",
      "Message",
      "Status",
      "Verified",
      "Flagged as spam",
      "Spam reason",
      "Reference",
      ...attributionHeaders,
    ]);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual([
      "2026-04-03T08:00:00.000Z",
      "Ruth Nichols",
      "ruth@example.com",
      "",
      "Nichols & Co, Ltd",
      "Rye, NY",
      "Aircraft Purchase",
      'Line one\nLine "two"',
      "Contacted",
      "No",
      "No",
      "",
      leadId,
      ...Array(13).fill(""),
    ]);
    expect(records[1]?.slice(1, 4)).toEqual([
      '\'=HYPERLINK("http://evil.example","Click")',
      "formula@example.com",
      "'+65 6800 0000",
    ]);
    expect(records[1]?.[7]).toBe("'-2+3 @SUM(A1)");
  });

  it("applies the search too", async () => {
    const response = (await runMiddleware(
      contactMiddleware[0]!,
      exportUrl("search=ruth"),
      admin,
    )) as Response;
    expect(parseCsv(await response.text())).toHaveLength(2);
  });

  it("is for admins only", async () => {
    const anonymous = await runMiddleware(contactMiddleware[0]!, exportUrl(""));
    expect(anonymous?.status).toBe(302);
    const denied = await runMiddleware(contactMiddleware[0]!, exportUrl(""), member);
    expect(denied?.status).toBe(403);
  });

  it("leaves the page alone without ?export=csv", async () => {
    const response = (await runMiddleware(
      contactMiddleware[0]!,
      `${origin()}/admin/contact-submissions`,
      admin,
    )) as Response;
    expect(await response.text()).toBe("page");
  });

  it("exports the CRM's combined list with its filters", async () => {
    const response = (await runMiddleware(
      crmMiddleware[0]!,
      `${origin()}/admin/crm?export=csv&type=contact&status=contacted`,
      admin,
    )) as Response;
    const records = parseCsv(await response.text());
    expect(records).toEqual([
      [
        "Received",
        "Type",
        "Name",
        "Email",
        "Summary",
        "Status",
        "Flagged as spam",
        "Reference",
        ...attributionHeaders,
      ],
      [
        "2026-04-03T08:00:00.000Z",
        "Contact",
        "Ruth Nichols",
        "ruth@example.com",
        'Aircraft Purchase: Line one\nLine "two"',
        "Contacted",
        "No",
        leadId,
        ...Array(13).fill(""),
      ],
    ]);
  });
});

describe("inbox page and JSON list", () => {
  it("loads the page's rows, total and the opened lead with its notes", async () => {
    const data = (await contactLoader({
      request: new Request(`${origin()}/admin/contact-submissions?id=${leadId}`, {
        headers: { Cookie: admin },
      }),
      params: {},
      context: routeContext(),
    } as never)) as {
      list: { total: number; rows: { fullName: string }[] };
      detail: { record: Record<string, unknown>; notes: unknown[]; status: string };
      error: string | null;
    };
    expect(data.list.total).toBe(3);
    expect(data.list.rows).toHaveLength(3);
    expect(data.error).toBeNull();
    expect(data.detail.record.fullName).toBe("Ruth Nichols");
    expect(data.detail.status).toBe("contacted");
    expect(data.detail.notes).toHaveLength(1);
  });

  it("answers GET /api/contact-submissions with the same rows, paginated", async () => {
    const response = await listContactSubmissionsApi({
      request: new Request(`${origin()}/api/contact-submissions?pageSize=2&page=1`, {
        headers: { Cookie: admin },
      }),
      params: {},
      context: routeContext(),
    } as never);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((item: { fullName: string }) => item.fullName)).toEqual([
      "Ruth Nichols",
      '=HYPERLINK("http://evil.example","Click")',
    ]);
  });

  it("answers 400 with the issues for an invalid query", async () => {
    const response = await listCharterSubmissionsApi({
      request: new Request(`${origin()}/api/charter-submissions?from=yesterday&pageSize=1000`, {
        headers: { Cookie: admin },
      }),
      params: {},
      context: routeContext(),
    } as never);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Invalid input");
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "from",
      "pageSize",
    ]);
  });
});
