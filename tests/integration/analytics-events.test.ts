import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as eventsAction } from "~/routes/api/events";
import { origin, routeContext } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";

setEnquiryEnvironment();

type EventsArgs = Parameters<typeof eventsAction>[0];

function sendEvent(
  { ip = "203.0.113.40", headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  body: unknown = { name: "page_view", path: "/aircraft" },
) {
  const request = new Request(`${origin()}/api/events`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin(),
      "Sec-Fetch-Site": "same-origin",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
      "Accept-Language": "en-GB,en;q=0.9",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return eventsAction({ request, context: routeContext(ip), params: {} } as unknown as EventsArgs);
}

async function storedEvents(): Promise<number> {
  const result = (await db().execute(sql`select count(*)::int as n from analytics_events`)) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

beforeEach(() => db().execute(sql`truncate analytics_events, rate_limiter_hits`));

describe("forged analytics events", () => {
  // Sequential requests on a busy machine: the deadline is for a hung request, not a slow one.
  it("refuses most of 500 events sent from one address, and counts another address", {
    timeout: 120_000,
  }, async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 500; sent++) statuses.push((await sendEvent()).status);
    const stored = statuses.filter((status) => status === 204).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(stored + refused).toBe(500);
    // The budget is 240 events a minute per address.
    expect(stored).toBeLessThanOrEqual(240);
    expect(refused).toBeGreaterThanOrEqual(260);
    expect(await storedEvents()).toBe(stored);

    const limited = await sendEvent();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: expect.any(String) });
    expect((await sendEvent({ ip: "203.0.113.41" })).status).toBe(204);
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["a sibling site", { Origin: origin(), "Sec-Fetch-Site": "same-site" }],
    ["Origin null", { Origin: "null" }],
    ["neither Origin nor Fetch Metadata", { Origin: "", "Sec-Fetch-Site": "" }],
    ["a cross-site Fetch Metadata without Origin", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
  ])("refuses an event from %s with 403 and stores nothing", async (_case, headers) => {
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ""));
    const request = new Request(`${origin()}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...sent },
      body: JSON.stringify({ name: "page_view", path: "/" }),
    });
    const response = await eventsAction({
      request,
      context: routeContext(),
      params: {},
    } as unknown as EventsArgs);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await storedEvents()).toBe(0);
  });

  it("accepts a same-origin beacon that carries only Fetch Metadata", async () => {
    expect((await sendEvent({ headers: { Origin: "" } })).status).toBe(204);
    expect(await storedEvents()).toBe(1);
  });

  it("answers a crawler 204 and stores nothing, however many it sends", async () => {
    const crawler = {
      "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    };
    for (let sent = 0; sent < 100; sent++) {
      expect((await sendEvent({ headers: crawler })).status).toBe(204);
    }
    expect((await sendEvent({ headers: { "User-Agent": "curl/8.5.0" } })).status).toBe(204);
    expect(await storedEvents()).toBe(0);
  });
});
