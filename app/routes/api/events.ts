import { isbot } from "isbot";
import { recordAnalyticsEvent } from "~/models/analytics.server";
import { AnalyticsEventSchema } from "~/schemas/analytics-event";
import { ApiError, assertSameOrigin, handleApi, parseJsonBody } from "~/utils/api.server";
import type { Route } from "./+types/events";

/** An event is a handful of short strings; anything larger is not one of ours. */
const MAX_EVENT_BYTES = 2 * 1024;

function methodNotAllowed(): never {
  throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
}

export function loader() {
  return handleApi(async () => methodNotAllowed());
}

/**
 * Records a page view or call-to-action click sent by the site's own pages (navigator.sendBeacon).
 * No rate limit: each request is one small, validated row, and crawlers are not counted.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") methodNotAllowed();
    assertSameOrigin(request);
    const event = await parseJsonBody(request, AnalyticsEventSchema, {
      maxBytes: MAX_EVENT_BYTES,
    });
    if (!isbot(request.headers.get("User-Agent"))) await recordAnalyticsEvent(event);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}
