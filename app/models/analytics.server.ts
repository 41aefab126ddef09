import { db, type Executor } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import type { AnalyticsEventInput } from "~/schemas/analytics-event";

/** Stores one first-party analytics event. */
export async function recordAnalyticsEvent(event: AnalyticsEventInput, executor: Executor = db()) {
  await executor.insert(analyticsEvents).values({
    name: event.name,
    category: event.category ?? null,
    label: event.label ?? null,
    path: event.path,
    referrer: event.referrer || null,
  });
}
