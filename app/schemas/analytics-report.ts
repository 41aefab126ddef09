import { z } from "zod";
import { isCalendarDate, text } from "./primitives";

export const reportPeriods = ["today", "7d", "30d", "12m", "custom"] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportPeriodLabels: Record<ReportPeriod, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "12m": "Last 12 months",
  custom: "Custom range",
};

export const reportFilterLabels = {
  page: "Page",
  source: "Source",
  campaign: "Campaign",
  device: "Device",
  country: "Country",
} as const;

export const reportTables = [
  "pages",
  "articles",
  "aircraft",
  "sources",
  "campaigns",
  "devices",
  "countries",
  "cta",
  "forms",
  "enquiriesBySource",
  "enquiriesByPage",
  "traffic",
] as const;
export type ReportTableName = (typeof reportTables)[number];

// A value that is not valid is dropped like an absent one: a hand-edited address never fails.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const filterValue = lenient(text().trim().min(1).max(500));
const day = lenient(
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate),
);

/** The query string of /admin/analytics: period, custom dates, filters and a CSV export. */
export const AnalyticsReportQuerySchema = z.object({
  period: z.enum(reportPeriods).catch("30d"),
  from: day,
  to: day,
  page: filterValue,
  source: filterValue,
  campaign: filterValue,
  device: filterValue,
  country: filterValue,
  export: lenient(z.enum(reportTables)),
});

export type AnalyticsReportQuery = z.infer<typeof AnalyticsReportQuerySchema>;
