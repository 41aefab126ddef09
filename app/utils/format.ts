/**
 * Every date and time the site and the back-office print goes through this module, so the
 * format and the time zone are decided in one place. Dates are printed in DISPLAY_TIME_ZONE,
 * not the runtime's own zone, so the server's render and the browser's hydration agree.
 */
export const DISPLAY_TIME_ZONE = "UTC";

type DateInput = Date | string;

function toDate(value: DateInput): Date {
  return typeof value === "string" ? new Date(value) : value;
}

function partsOf(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone = DISPLAY_TIME_ZONE,
): Record<string, string> {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A calendar date in US English for visitors, e.g. "November 22, 2026". */
export function formatDisplayDate(value: DateInput): string {
  const { month, day, year } = partsOf(toDate(value), {
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  return `${month} ${day}, ${year}`;
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: "short", day: "2-digit", year: "numeric" };

/** The back-office's moment format: "Mar 05, 2026 07:04". */
export function formatAdminDateTime(value: DateInput): string {
  const { month, day, year, hour, minute } = partsOf(toDate(value), {
    ...SHORT_DAY,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${month} ${day}, ${year} ${hour}:${minute}`;
}

/**
 * A calendar day stored without a time ("2026-12-01") as "Dec 01, 2026". It names a day, not a
 * moment, so no time zone may shift it.
 */
export function formatAdminDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const { month, day, year } = partsOf(date, SHORT_DAY, "UTC");
  return `${month} ${day}, ${year}`;
}

/** The machine-readable form of a moment, for `<time dateTime>`. */
export function isoDate(value: DateInput): string {
  return toDate(value).toISOString();
}

/** A moment in an email, with its zone named: "November 22, 2026 at 6:35 PM UTC". */
export function formatEmailMoment(value: DateInput): string {
  const format = new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: DISPLAY_TIME_ZONE,
  });
  return `${format.format(toDate(value))} ${DISPLAY_TIME_ZONE}`;
}

/**
 * The day of a value the visitor typed ("2026-12-01", or "2026-12-01T09:30" in their own local
 * time) as "December 1, 2026". It names their day, so no time zone may shift it; a value that
 * is not a date is printed as typed.
 */
export function formatDisplayDay(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const { month, day, year } = partsOf(
    date,
    { month: "long", day: "numeric", year: "numeric" },
    "UTC",
  );
  return `${month} ${day}, ${year}`;
}
