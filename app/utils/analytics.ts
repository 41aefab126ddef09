/** First-party analytics: events are beaconed to /api/events and stored. */
export type AnalyticsEvent = {
  name: "page_view" | "cta_click";
  category?: string;
  label?: string;
  path: string;
  referrer?: string;
};

export function sendAnalyticsEvent(event: AnalyticsEvent) {
  if (typeof window === "undefined") return;
  const body = JSON.stringify(event);
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.("/api/events", blob)) return;
  void fetch("/api/events", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
  }).catch(() => {});
}

/** A call-to-action click, recorded in the `engagement` category with its label and page. */
export function trackCtaClick(label: string) {
  sendAnalyticsEvent({
    name: "cta_click",
    category: "engagement",
    label,
    path: window.location.pathname,
  });
}
