import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Where a visit came from: its landing page, the referring host and its UTM values. */
export type VisitTouch = {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * How the visitor who sent an enquiry arrived: the first touch of the visit (top level), the
 * last touch that brought them back within it, the page the enquiry was sent from, and the
 * device class and country the request named.
 */
export type LeadAttribution = VisitTouch & {
  lastTouch: VisitTouch | null;
  sendingPage: string | null;
  device: string | null;
  country: string | null;
};

/** The dimensions every rollup row carries; '' stands for none so rows group and compare. */
const visitDimensions = () => ({
  day: date("day").notNull(),
  referrer: text("referrer").notNull().default(""),
  utmSource: text("utm_source").notNull().default(""),
  utmMedium: text("utm_medium").notNull().default(""),
  utmCampaign: text("utm_campaign").notNull().default(""),
  device: text("device").notNull().default(""),
  country: text("country").notNull().default(""),
});

/**
 * Events per UTC day, page, event and visit dimensions, with the distinct visitors among them.
 * Visitor hashes change every day, so summing daily visitors over a range counts each daily
 * visitor once, as the raw events would.
 */
export const analyticsDailyEvents = pgTable(
  "analytics_daily_events",
  {
    ...visitDimensions(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    label: text("label").notNull().default(""),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    index("analytics_daily_events_day_idx").on(table.day, table.name),
    index("analytics_daily_events_path_idx").on(table.path, table.day),
    index("analytics_daily_events_campaign_idx").on(table.utmCampaign, table.day),
  ],
);

/** Distinct visitors and page views per UTC day and visit dimensions (no page). */
export const analyticsDailyVisitors = pgTable(
  "analytics_daily_visitors",
  {
    ...visitDimensions(),
    visitors: integer("visitors").notNull(),
    pageViews: integer("page_views").notNull(),
  },
  (table) => [index("analytics_daily_visitors_day_idx").on(table.day)],
);

/** The UTC days already rolled up: reports read these from the rollups, later days raw. */
export const analyticsRollupDays = pgTable("analytics_rollup_days", {
  day: date("day").primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The random salt of each UTC day's visitor hashes. Salts of past days are deleted, so a
 * stored hash can no longer be matched to an address and browser by anyone, us included.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The same days per single dimension (pages, sources, campaigns, devices, countries, buttons,
 * forms and the day's total), a few hundred rows a day: the unfiltered reports read these, so
 * a year's report sums tens of thousands of rows, not the year's events.
 */
export const analyticsDailyTotals = pgTable(
  "analytics_daily_totals",
  {
    day: date("day").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [index("analytics_daily_totals_dimension_idx").on(table.dimension, table.day)],
);
