/**
 * First-party analytics in the browser: events are beaconed to the site's own /api/events, and
 * the visit's first and last touch are kept in sessionStorage (no cookie; gone with the tab) so
 * every event and every enquiry says how the visit arrived.
 */
import type { VisitTouch } from "~/db/schema";

export type AnalyticsEvent = {
  name: "page_view" | "cta_click" | "form_start" | "form_submit";
  category?: string;
  label?: string;
  path: string;
};

export type VisitAttribution = { first: VisitTouch; last: VisitTouch };

const VISIT_KEY = "aurum.visit";

const clip = (value: string | null | undefined, max: number) =>
  value ? value.trim().slice(0, max) || null : null;

function readVisit(): VisitAttribution | null {
  try {
    const stored = window.sessionStorage.getItem(VISIT_KEY);
    return stored ? (JSON.parse(stored) as VisitAttribution) : null;
  } catch {
    return null;
  }
}

function externalHost(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return url.host === window.location.host ? null : clip(url.hostname.toLowerCase(), 200);
  } catch {
    return null;
  }
}

/**
 * Notes the page just entered: the first page of the visit is its first touch; a later page
 * reached from another site or through a campaign link is its last touch.
 */
export function noteVisitTouch(pathname: string, search: string, referrer: string) {
  const params = new URLSearchParams(search);
  const touch: VisitTouch = {
    landingPage: clip(pathname, 500),
    referrerHost: referrer ? externalHost(referrer) : null,
    utmSource: clip(params.get("utm_source"), 100),
    utmMedium: clip(params.get("utm_medium"), 100),
    utmCampaign: clip(params.get("utm_campaign"), 100),
  };
  const visit = readVisit();
  const arrival = Boolean(touch.referrerHost || touch.utmSource || touch.utmCampaign);
  const next = !visit ? { first: touch, last: touch } : arrival ? { ...visit, last: touch } : visit;
  try {
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, quota): the visit is reported as direct.
  }
  return next;
}

/** What an enquiry form sends in its hidden `attribution` field. */
export function visitAttributionField(): string {
  const visit = readVisit();
  return JSON.stringify({
    ...(visit?.first ?? {}),
    lastTouch: visit?.last ?? null,
    sendingPage: window.location.pathname.slice(0, 500),
  });
}

export function sendAnalyticsEvent(event: AnalyticsEvent) {
  if (typeof window === "undefined") return;
  const first = readVisit()?.first;
  const body = JSON.stringify({
    ...event,
    referrer: first?.referrerHost ?? undefined,
    utmSource: first?.utmSource ?? undefined,
    utmMedium: first?.utmMedium ?? undefined,
    utmCampaign: first?.utmCampaign ?? undefined,
  });
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

/** The first interaction with an enquiry form, or its submission, labelled with the form. */
export function trackForm(name: "form_start" | "form_submit", form: string) {
  sendAnalyticsEvent({ name, category: "enquiry", label: form, path: window.location.pathname });
}
