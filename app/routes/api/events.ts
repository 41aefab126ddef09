// POST records a page view or call-to-action click sent by the site's own pages.
import { isbot } from "isbot";
import { recordAnalyticsEvent } from "~/models/analytics.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { AnalyticsEventSchema } from "~/schemas/analytics-event";
import { enforceRateLimit } from "~/services/enquiries/bot-protection.server";
import { ApiError, noContent } from "~/utils/api.server";
import { env } from "~/utils/env.server";

/** An event is a handful of short strings; anything larger is not one of ours. */
const MAX_EVENT_BYTES = 2 * 1024;

/**
 * Only the site's own pages send events, and browsers say so on every beacon: Origin names the
 * site, or Fetch Metadata says same-origin. Unlike forms, a request that says neither is
 * refused too: no legitimate sender of analytics lacks both, and a forged count is the threat.
 */
function assertSentByOurPages(request: Request) {
  const origin = request.headers.get("Origin");
  const ours = new Set([new URL(request.url).origin, new URL(env().PUBLIC_URL).origin]);
  const site = request.headers.get("Sec-Fetch-Site");
  const sameOrigin = origin ? ours.has(origin) : site === "same-origin";
  if (!sameOrigin || (site !== null && site !== "same-origin")) {
    throw new ApiError(403, "Events are accepted from this site's pages only");
  }
}

/** Crawlers are answered 204 and not counted; each address has a budget of events (429 beyond). */
const api = endpoint({
  POST: method({
    auth: "public",
    body: AnalyticsEventSchema,
    maxBytes: MAX_EVENT_BYTES,
    async guard(ip, request) {
      assertSentByOurPages(request);
      if (!isbot(request.headers.get("User-Agent"))) await enforceRateLimit("events", ip);
    },
    async handle({ request, body }) {
      if (!isbot(request.headers.get("User-Agent"))) await recordAnalyticsEvent(body);
      return noContent();
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
