import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { LeadAttribution } from "~/db/schema";
import {
  type Breakdown,
  breakdown,
  type DayRange,
  dailyTraffic,
  daySalt,
  enquiriesBy,
  firstEventDay,
  formFunnel,
  lastRolledDay,
  nextDay,
  pageFigures,
  pruneEventsBefore,
  pruneSaltsBefore,
  type ReportFilters,
  recordAnalyticsEvent,
  rollUpDay,
} from "~/models/analytics.server";
import type { AnalyticsEventInput, VisitAttributionInput } from "~/schemas/analytics-event";
import { env } from "~/utils/env.server";

/** What the server knows of the request that sent an event or an enquiry. */
export type RequestFacts = {
  ip: string;
  userAgent: string | null;
  acceptLanguage: string | null;
  /** The Referer header, when it names a page of this site. */
  sameOriginReferer?: string | null;
};

export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Phones, tablets and the rest, from the User-Agent (no fingerprinting beyond that). */
export function deviceClass(userAgent: string | null): "mobile" | "tablet" | "desktop" {
  const agent = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return "mobile";
  return "desktop";
}

/** The region of the visitor's first preferred language (en-GB → GB), or null: no IP lookup. */
export function countryFromLanguage(acceptLanguage: string | null): string | null {
  const first = acceptLanguage?.split(",")[0]?.trim() ?? "";
  const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:$|[-;])/i.exec(first)?.[1];
  return region ? region.toUpperCase() : null;
}

const salts = new Map<string, string>();

async function saltOf(day: string) {
  let salt = salts.get(day);
  if (!salt) {
    salt = await daySalt(day, randomBytes(32).toString("base64url"));
    salts.clear();
    salts.set(day, salt);
  }
  return salt;
}

/**
 * The day's anonymous visitor id: a hash of the day's secret salt, the day, the address, the
 * browser and the site. It counts a visitor within a day and cannot link two days.
 */
export async function visitorHash(facts: RequestFacts, now: Date) {
  const day = utcDay(now);
  const site = new URL(env().PUBLIC_URL).host;
  return createHash("sha256")
    .update([await saltOf(day), day, facts.ip, facts.userAgent ?? "", site].join("\u0000"))
    .digest("base64url")
    .slice(0, 22);
}

/** A referrer as its host; null for this site's own pages or anything that is not a URL. */
function referrerHost(referrer: string | undefined) {
  if (!referrer) return null;
  const candidate = referrer.includes("://") ? referrer : `https://${referrer}`;
  try {
    const host = new URL(candidate).hostname.toLowerCase();
    return host && host !== new URL(env().PUBLIC_URL).hostname ? host.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request looks like a person's browser: not a known crawler by its User-Agent, and
 * behaving like a browser (every browser names its languages on a beacon; scripts rarely do).
 */
export function looksLikeAPerson(facts: Pick<RequestFacts, "userAgent" | "acceptLanguage">) {
  return Boolean(facts.userAgent && facts.acceptLanguage) && !isbot(facts.userAgent);
}

/** Stores one event from a person's browser (crawlers and scripts are not counted). */
export async function recordVisitEvent(
  event: Pick<AnalyticsEventInput, "name" | "path"> & Partial<AnalyticsEventInput>,
  facts: RequestFacts,
  now = new Date(),
) {
  if (!looksLikeAPerson(facts)) return false;
  await recordAnalyticsEvent({
    name: event.name,
    category: event.category ?? null,
    label: event.label ?? null,
    path: event.path,
    referrer: referrerHost(event.referrer),
    visitorHash: await visitorHash(facts, now),
    utmSource: event.utmSource?.toLowerCase() ?? null,
    utmMedium: event.utmMedium?.toLowerCase() ?? null,
    utmCampaign: event.utmCampaign?.toLowerCase() ?? null,
    device: deviceClass(facts.userAgent),
    country: countryFromLanguage(facts.acceptLanguage),
    createdAt: now,
  });
  return true;
}

const lower = (value: string | null) => value?.toLowerCase() ?? null;

/**
 * How the visitor of an enquiry arrived, stored with the lead. The browser's account of the
 * visit is used when it sent one; without JavaScript the server knows only the sending page
 * (from a same-origin Referer).
 */
export function leadAttribution(
  visit: VisitAttributionInput | null,
  facts: RequestFacts,
): LeadAttribution {
  const touch = (value: VisitAttributionInput["lastTouch"]) =>
    value
      ? {
          landingPage: value.landingPage,
          referrerHost: lower(value.referrerHost),
          utmSource: lower(value.utmSource),
          utmMedium: lower(value.utmMedium),
          utmCampaign: lower(value.utmCampaign),
        }
      : null;
  return {
    landingPage: visit?.landingPage ?? null,
    referrerHost: lower(visit?.referrerHost ?? null),
    utmSource: lower(visit?.utmSource ?? null),
    utmMedium: lower(visit?.utmMedium ?? null),
    utmCampaign: lower(visit?.utmCampaign ?? null),
    lastTouch: touch(visit?.lastTouch ?? null),
    sendingPage: visit?.sendingPage ?? facts.sameOriginReferer ?? null,
    device: deviceClass(facts.userAgent),
    country: countryFromLanguage(facts.acceptLanguage),
  };
}

// ---------------------------------------------------------------------------------------------
// Rollups and retention

/** Rolls up every finished UTC day not yet rolled up; today stays raw until it ends. */
export async function rollUpFinishedDays(now = new Date()) {
  const today = utcDay(now);
  const last = await lastRolledDay();
  let day = last ? nextDay(last) : await firstEventDay();
  let rolled = 0;
  while (day && day < today) {
    await rollUpDay(day);
    rolled++;
    day = nextDay(day);
  }
  return rolled;
}

/** Deletes raw events past the retention period and salts of past days. */
export async function pruneAnalytics(now = new Date()) {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - env().ANALYTICS_RETENTION_MONTHS);
  await pruneSaltsBefore(utcDay(now));
  return pruneEventsBefore(before);
}

// ---------------------------------------------------------------------------------------------
// Reports

export type { DayRange, ReportFilters };

const TABLE_ROWS = 10;

export type ReportTable = {
  key: string;
  visitors: number;
  events: number;
  enquiries?: number;
  conversion?: number | null;
};

const conversion = (enquiries: number, visitors: number) =>
  visitors > 0 ? enquiries / visitors : null;

/** The day range of the same length just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(`${range.to}T00:00:00Z`);
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const previousTo = new Date(from.getTime() - 86_400_000);
  const previousFrom = new Date(from.getTime() - days * 86_400_000);
  return { from: utcDay(previousFrom), to: utcDay(previousTo) };
}

async function totals(range: DayRange, filters: ReportFilters, rolledThrough: string | null) {
  const [daily, enquiries] = await Promise.all([
    dailyTraffic(range, filters, rolledThrough),
    enquiriesBy("total", range, filters),
  ]);
  const visitors = daily.reduce((sum, point) => sum + point.visitors, 0);
  const pageViews = daily.reduce((sum, point) => sum + point.pageViews, 0);
  const enquiryCount = enquiries[0]?.enquiries ?? 0;
  return {
    daily,
    visitors,
    pageViews,
    enquiries: enquiryCount,
    conversion: conversion(enquiryCount, visitors),
  };
}

/** Every figure of the analytics page for a range and filters, with the previous period. */
export async function analyticsReport(range: DayRange, filters: ReportFilters) {
  const rolledThrough = await lastRolledDay();
  const table = (report: Breakdown, limit = TABLE_ROWS) =>
    breakdown(report, range, filters, rolledThrough, limit);
  // Pages and sources are read deeper than shown: the enquiry tables need their visitors.
  const [current, previous, pageVisitors, articles, aircraft, sourceVisitors, campaigns] =
    await Promise.all([
      totals(range, filters, rolledThrough),
      totals(previousRange(range), filters, rolledThrough),
      table("pages", 200),
      table("articles"),
      table("aircraft"),
      table("sources", 50),
      table("campaigns"),
    ]);
  const [devices, countries] = await Promise.all([table("devices"), table("countries")]);
  const pages = pageVisitors.slice(0, TABLE_ROWS);
  const sources = sourceVisitors.slice(0, TABLE_ROWS);
  const [cta, forms, bySource, byCampaign, byPage] = await Promise.all([
    table("cta"),
    formFunnel(range, filters, rolledThrough),
    enquiriesBy("source", range, filters),
    enquiriesBy("campaign", range, filters),
    enquiriesBy("page", range, filters),
  ]);
  const withEnquiries = (rows: ReportTable[], counts: { key: string; enquiries: number }[]) =>
    rows.map((row) => {
      const enquiries = counts.find((count) => count.key === row.key)?.enquiries ?? 0;
      return { ...row, enquiries, conversion: conversion(enquiries, row.visitors) };
    });
  const enquiryTable = (
    counts: { key: string; enquiries: number }[],
    visitors: { key: string; visitors: number }[],
  ) =>
    counts.map((count) => {
      const seen = visitors.find((row) => row.key === count.key)?.visitors ?? 0;
      return {
        key: count.key,
        visitors: seen,
        events: count.enquiries,
        enquiries: count.enquiries,
        conversion: conversion(count.enquiries, seen),
      };
    });
  return {
    range,
    previousRange: previousRange(range),
    filters,
    current,
    previous: {
      visitors: previous.visitors,
      pageViews: previous.pageViews,
      enquiries: previous.enquiries,
      conversion: previous.conversion,
    },
    tables: {
      pages,
      articles,
      aircraft,
      sources: withEnquiries(sources, bySource),
      campaigns: withEnquiries(campaigns, byCampaign),
      devices,
      countries,
      cta,
      forms,
      enquiriesBySource: enquiryTable(bySource, sourceVisitors),
      enquiriesByPage: enquiryTable(byPage, pageVisitors),
    },
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

const FIGURES_WINDOW_DAYS = 30;

/** Page views and enquiries sent from each page in the last 30 days, for the admin lists. */
export function recentPageFigures(paths: string[], now = new Date()) {
  return pageFigures(paths, new Date(now.getTime() - FIGURES_WINDOW_DAYS * 86_400_000));
}

const MAX_CUSTOM_DAYS = 3 * 366;

/** The UTC days a report period covers, ending today (a custom range is put in order and capped). */
export function reportRange(
  period: "today" | "7d" | "30d" | "12m" | "custom",
  custom: { from?: string; to?: string },
  now = new Date(),
): DayRange {
  const today = utcDay(now);
  const daysBack = (days: number) => utcDay(new Date(now.getTime() - days * 86_400_000));
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: daysBack(6), to: today };
    case "12m": {
      const from = new Date(now);
      from.setUTCFullYear(from.getUTCFullYear() - 1);
      return { from: nextDay(utcDay(from)), to: today };
    }
    case "custom": {
      let from = custom.from ?? daysBack(29);
      let to = custom.to ?? today;
      if (from > to) [from, to] = [to, from];
      if (to > today) to = today;
      if (from > to) from = to;
      const earliest = utcDay(
        new Date(new Date(`${to}T00:00:00Z`).getTime() - MAX_CUSTOM_DAYS * 86_400_000),
      );
      if (from < earliest) from = earliest;
      return { from, to };
    }
    default:
      return { from: daysBack(29), to: today };
  }
}
