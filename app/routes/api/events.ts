// POST records a page view or call-to-action click sent by the site's own pages
// (navigator.sendBeacon).
import { isbot } from "isbot";
import { recordAnalyticsEvent } from "~/models/analytics.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { AnalyticsEventSchema } from "~/schemas/analytics-event";
import { noContent } from "~/utils/api.server";

/** An event is a handful of short strings; anything larger is not one of ours. */
const MAX_EVENT_BYTES = 2 * 1024;

/** No rate limit: each request is one small, validated row, and crawlers are not counted. */
const api = endpoint({
  POST: method({
    auth: "public",
    body: AnalyticsEventSchema,
    maxBytes: MAX_EVENT_BYTES,
    async handle({ request, body }) {
      if (!isbot(request.headers.get("User-Agent"))) await recordAnalyticsEvent(body);
      return noContent();
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
