import { format } from "date-fns";

/**
 * A calendar date in US English, e.g. "November 22, 2026". The date is read in UTC so the
 * server's render and the browser's hydration print the same day whatever their time zones.
 */
export function formatDisplayDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return format(
    new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    "MMMM d, yyyy",
  );
}

/** The machine-readable form of the same date, for `<time dateTime>`. */
export function isoDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return date.toISOString();
}
