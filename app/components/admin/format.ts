/**
 * Dates of the admin tables: 'MMM dd, yyyy HH:mm' (spec §2), in UTC so the server's render and
 * the browser's hydration agree whatever their time zones; the tables say so in their toolbar.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function toDate(value: Date | string): Date {
  return typeof value === "string" ? new Date(value) : value;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function formatAdminDateTime(value: Date | string): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCDate())}, ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** A calendar date stored without time ('2026-12-01') shown as 'Dec 01, 2026'. */
export function formatAdminDay(value: string): string {
  const [year, month, day] = value.split("-").map(Number);
  if (!year || !month || !day) return value;
  return `${MONTHS[month - 1]} ${pad(day)}, ${year}`;
}

export function isoString(value: Date | string): string {
  return toDate(value).toISOString();
}

export function truncate(text: string | null | undefined, max = 80): string {
  if (!text) return "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
