import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as eventsAction } from "~/routes/api/events";
import { enquiryAction } from "~/routes/site/enquiry-action.server";
import {
  analyticsReport,
  pruneAnalytics,
  recordVisitEvent,
  rollUpFinishedDays,
} from "~/services/analytics/analytics.server";
import { origin, routeContext } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";

setEnquiryEnvironment();

type EventsArgs = Parameters<typeof eventsAction>[0];

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ADDRESS = "203.0.113.77";

function sendEvent(headers: Record<string, string>, body: unknown) {
  const request = new Request(`${origin()}/api/events`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return eventsAction({
    request,
    context: routeContext(ADDRESS),
    params: {},
  } as unknown as EventsArgs);
}

async function query<Row>(statement: ReturnType<typeof sql>) {
  return ((await db().execute(statement)) as unknown as { rows: Row[] }).rows;
}

const ownPage = { Origin: origin(), "Sec-Fetch-Site": "same-origin" };

beforeEach(() =>
  db().execute(
    sql`truncate analytics_events, analytics_daily_events, analytics_daily_visitors,
      analytics_rollup_days, analytics_salts, rate_limiter_hits, contact_submissions`,
  ),
);

describe("collection", () => {
  it("counts a person's page view with its visit, sets no cookie and stores no address", async () => {
    const response = await sendEvent(
      { ...ownPage, "User-Agent": PHONE, "Accept-Language": "en-GB,en;q=0.8" },
      {
        name: "page_view",
        path: "/journal/g500-review",
        referrer: "https://news.example.org/issue?id=5",
        utmSource: "Newsletter",
        utmCampaign: "g500",
      },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const rows = await query<Record<string, unknown>>(
      sql`select name, path, referrer, utm_source, utm_campaign, device, country, visitor_hash from analytics_events`,
    );
    expect(rows).toEqual([
      {
        name: "page_view",
        path: "/journal/g500-review",
        referrer: "news.example.org",
        utm_source: "newsletter",
        utm_campaign: "g500",
        device: "mobile",
        country: "GB",
        visitor_hash: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      },
    ]);
    const everything = await query<{ row: unknown }>(
      sql`select row_to_json(e)::text as row from analytics_events e`,
    );
    expect(JSON.stringify(everything)).not.toContain(ADDRESS);
    expect(JSON.stringify(everything)).not.toContain("iPhone");
  });

  it("does not count a crawler, a script without a browser's languages or a request from another site", async () => {
    const crawler = await sendEvent(
      { ...ownPage, "User-Agent": CRAWLER },
      { name: "page_view", path: "/" },
    );
    expect(crawler.status).toBe(204);
    const script = await sendEvent(
      { ...ownPage, "User-Agent": BROWSER },
      { name: "page_view", path: "/" },
    );
    expect(script.status).toBe(204);
    const crossSite = await sendEvent(
      {
        Origin: "https://elsewhere.example",
        "Sec-Fetch-Site": "cross-site",
        "User-Agent": BROWSER,
        "Accept-Language": "en",
      },
      { name: "page_view", path: "/" },
    );
    expect(crossSite.status).toBe(403);
    expect(await query(sql`select id from analytics_events`)).toEqual([]);
  });

  it("gives the same visitor the same hash within a day and another the next day", async () => {
    const facts = { ip: ADDRESS, userAgent: BROWSER, acceptLanguage: "en" };
    const event = { name: "page_view" as const, path: "/" };
    await recordVisitEvent(event, facts, new Date("2026-03-01T08:00:00Z"));
    await recordVisitEvent(event, facts, new Date("2026-03-01T21:00:00Z"));
    await recordVisitEvent(event, facts, new Date("2026-03-02T08:00:00Z"));
    await recordVisitEvent(
      event,
      { ...facts, ip: "203.0.113.78" },
      new Date("2026-03-02T09:00:00Z"),
    );
    const hashes = (
      await query<{ visitor_hash: string }>(
        sql`select visitor_hash from analytics_events order by created_at`,
      )
    ).map((row) => row.visitor_hash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[1]);
    expect(hashes[3]).not.toBe(hashes[2]);
  });
});

describe("lead attribution", () => {
  it("stores the sending page of a form posted without JavaScript from the Referer", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      intent: "contact",
      formKey: "k",
      fullName: "Nora Quinn",
      company: "Quinn Ltd",
      email: "nora@example.com",
      location: "Perth",
      inquiryType: "purchase",
      phone: "",
      message: "Looking for a light jet.",
      captcha: "on",
      website: "",
    })) {
      body.set(name, value);
    }
    const request = new Request(`${origin()}/contact`, {
      method: "POST",
      headers: {
        Origin: origin(),
        Referer: `${origin()}/contact?inquiry=buying`,
        "User-Agent": BROWSER,
        "Accept-Language": "en-AU",
      },
      body,
    });
    const result = (await enquiryAction({
      request,
      context: routeContext(ADDRESS),
      params: {},
    } as never)) as unknown as { data: { outcome: string } };
    expect(result.data.outcome).toBe("success");
    const [lead] = await query<{ attribution: unknown }>(
      sql`select attribution from contact_submissions`,
    );
    expect(lead?.attribution).toEqual({
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      lastTouch: null,
      sendingPage: "/contact",
      device: "desktop",
      country: "AU",
    });
  });
});

describe("reports and retention", () => {
  async function seedVisits() {
    const visit = async (ip: string, at: string, paths: string[], campaign?: string) => {
      for (const path of paths) {
        await recordVisitEvent(
          {
            name: "page_view",
            path,
            utmSource: campaign ? "newsletter" : undefined,
            utmCampaign: campaign,
          },
          { ip, userAgent: BROWSER, acceptLanguage: "en-US" },
          new Date(at),
        );
      }
    };
    await visit("192.0.2.1", "2026-03-01T10:00:00Z", ["/", "/aircraft/gulfstream-g500"], "g500");
    await visit("192.0.2.2", "2026-03-01T11:00:00Z", ["/journal/a"]);
    await visit("192.0.2.1", "2026-03-02T10:00:00Z", ["/"]);
  }

  it("gives the same figures from the rollups as from the raw events", async () => {
    await seedVisits();
    const range = { from: "2026-03-01", to: "2026-03-02" };
    const raw = await analyticsReport(range, {});
    expect(raw.current.visitors).toBe(3);
    expect(raw.current.pageViews).toBe(4);
    expect(raw.tables.campaigns).toEqual([
      expect.objectContaining({ key: "g500", visitors: 1, events: 2 }),
    ]);

    expect(await rollUpFinishedDays(new Date("2026-03-03T00:05:00Z"))).toBe(2);
    const rolled = await analyticsReport(range, {});
    expect(rolled.current).toEqual(raw.current);
    expect(rolled.tables).toEqual(raw.tables);

    const filtered = await analyticsReport(range, { campaign: "g500" });
    expect(filtered.current.visitors).toBe(1);
    expect(filtered.tables.pages.map((row) => row.key).sort()).toEqual([
      "/",
      "/aircraft/gulfstream-g500",
    ]);
  });

  it("prunes raw events past the retention period and keeps the rollups", async () => {
    await seedVisits();
    await rollUpFinishedDays(new Date("2026-03-03T00:05:00Z"));
    const later = new Date("2027-05-01T00:00:00Z");
    expect(await pruneAnalytics(later)).toBe(4);
    const report = await analyticsReport({ from: "2026-03-01", to: "2026-03-02" }, {});
    expect(report.current.visitors).toBe(3);
    expect(await query(sql`select day from analytics_salts`)).toEqual([]);
  });
});
