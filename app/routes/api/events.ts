import { isbot } from "isbot";
import { requestInfoContext } from "~/context";
import { recordAnalyticsEvent } from "~/models/analytics.server";
import { AnalyticsEventSchema } from "~/schemas/analytics-event";
import { ApiError, handleApi, parseJsonBody } from "~/utils/api.server";
import { enforceRateLimit } from "~/utils/bot-protection.server";
import { env } from "~/utils/env.server";
import type { Route } from "./+types/events";

/** An event is a handful of short strings; anything larger is not one of ours. */
const MAX_EVENT_BYTES = 2 * 1024;

const noContent = () =>
  new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

function methodNotAllowed(): never {
  throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
}

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

export function loader() {
  return handleApi(async () => methodNotAllowed());
}

/**
 * Records a page view or call-to-action click sent by the site's own pages (navigator.sendBeacon).
 * Crawlers are answered 204 and not counted; each address has a budget of events (429 beyond).
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") methodNotAllowed();
    assertSentByOurPages(request);
    if (isbot(request.headers.get("User-Agent"))) return noContent();
    await enforceRateLimit("events", context.get(requestInfoContext).ip);
    const event = await parseJsonBody(request, AnalyticsEventSchema, {
      maxBytes: MAX_EVENT_BYTES,
    });
    await recordAnalyticsEvent(event);
    return noContent();
  });
}
