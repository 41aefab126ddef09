/**
 * Every date and time the site and the back-office print goes through this module, so the
 * format and the time zone are decided in one place. Public dates are printed in
 * DISPLAY_TIME_ZONE; the back-office and staff mail in the business time zone (configured, and
 * passed in), never the runtime's own zone, so the server's render and the browser's hydration
 * agree.
 */
export const DISPLAY_TIME_ZONE = "UTC";

/** The business time zone when none is configured. */
export const DEFAULT_BUSINESS_TIME_ZONE = "Asia/Singapore";

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type DateInput = Date | string;

function toDate(value: DateInput): Date {
  return typeof value === "string" ? new Date(value) : value;
}

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one (a journal page
 * prints a date per article), so each format and zone is built once. The options come from
 * this module and the zones from configuration: the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(options: Intl.DateTimeFormatOptions, timeZone: string) {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

function partsOf(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone = DISPLAY_TIME_ZONE,
): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(options, timeZone).formatToParts(date)) {
    parts[part.type] = part.value;
  }
  return parts;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "November 22, 2026" for a moment's UTC day. Spelt out rather than asked of Intl: the public
 * pages print these dates, and a phone hydrating a page would otherwise build its first date
 * format (tens of milliseconds) only to repeat the text the server wrote.
 */
function longUtcDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A calendar date in US English for visitors, e.g. "November 22, 2026". */
export function formatDisplayDate(value: DateInput): string {
  return longUtcDay(toDate(value));
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: "short", day: "2-digit", year: "numeric" };

/**
 * The back-office's one moment format, in the business time zone and naming it:
 * "Mar 05, 2026 15:04 GMT+8".
 */
export function formatAdminDateTime(value: DateInput, timeZone: string): string {
  const { month, day, year, hour, minute, timeZoneName } = partsOf(
    toDate(value),
    { ...SHORT_DAY, hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" },
    timeZone,
  );
  return `${month} ${day}, ${year} ${hour}:${minute} ${timeZoneName}`;
}

/** The zone's short name as the back-office prints it ("GMT+8", "UTC"). */
export function timeZoneLabel(timeZone: string, at: DateInput = new Date()): string {
  return partsOf(toDate(at), { timeZoneName: "short" }, timeZone).timeZoneName ?? timeZone;
}

/**
 * The moment a calendar day ("2026-03-05") begins in `timeZone`: a day filter means the
 * staff's day, not UTC's.
 */
export function startOfDayIn(isoDay: string, timeZone: string): Date {
  const utcMidnight = new Date(`${isoDay}T00:00:00Z`);
  // The zone's offset at that moment; applied twice, it lands on the local midnight even on a
  // day whose offset changes.
  let start = utcMidnight;
  for (let pass = 0; pass < 2; pass++) {
    const { year, month, day, hour, minute, second } = partsOf(
      start,
      {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      },
      timeZone,
    );
    const shownAsUtc = Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
    );
    start = new Date(utcMidnight.getTime() - (shownAsUtc - start.getTime()));
  }
  return start;
}

/** The moment the day after `isoDay` begins in `timeZone` (the end of a day range). */
export function startOfNextDayIn(isoDay: string, timeZone: string): Date {
  const next = new Date(`${isoDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfDayIn(next.toISOString().slice(0, 10), timeZone);
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

/** A moment in an email, with its zone named: "November 22, 2026 at 6:35 PM GMT+8". */
export function formatEmailMoment(value: DateInput, timeZone: string): string {
  const format = formatterFor({ dateStyle: "long", timeStyle: "short" }, timeZone);
  return `${format.format(toDate(value))} ${timeZoneLabel(timeZone, value)}`;
}

/**
 * The day of a value the visitor typed ("2026-12-01", or "2026-12-01T09:30" in their own local
 * time) as "December 1, 2026". It names their day, so no time zone may shift it; a value that
 * is not a date is printed as typed.
 */
export function formatDisplayDay(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return longUtcDay(date);
}

/** The time of day of a moment in the back-office, e.g. "12:04" (autosave states). */
export function formatAdminClock(value: DateInput): string {
  const { hour, minute } = partsOf(toDate(value), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${hour}:${minute}`;
}

/** A file size for people, in decimal units as file managers show them: "820 B", "1.4 MB". */
export function formatByteSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
