// POST records a page view, call-to-action click or enquiry form event sent by the site's pages.
import { endpoint, method } from "~/routes/support/endpoint.server";
import { AnalyticsEventSchema } from "~/schemas/analytics-event";
import { looksLikeAPerson, recordVisitEvent } from "~/services/analytics/analytics.server";
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

/**
 * Crawlers and scripts are answered 204 and not counted; each address has a budget of events (429 beyond).
 * The address only feeds the rate limit and the day's visitor hash; it is never stored, and
 * the answer sets no cookie.
 */
const api = endpoint({
  POST: method({
    auth: "public",
    body: AnalyticsEventSchema,
    maxBytes: MAX_EVENT_BYTES,
    async guard(ip, request) {
      assertSentByOurPages(request);
      const facts = {
        userAgent: request.headers.get("User-Agent"),
        acceptLanguage: request.headers.get("Accept-Language"),
      };
      if (looksLikeAPerson(facts)) await enforceRateLimit("events", ip);
    },
    async handle({ request, body, ip }) {
      await recordVisitEvent(body, {
        ip,
        userAgent: request.headers.get("User-Agent"),
        acceptLanguage: request.headers.get("Accept-Language"),
      });
      return noContent();
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
