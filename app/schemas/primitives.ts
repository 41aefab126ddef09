import { z } from "zod";

/**
 * The building blocks every payload schema takes its strings and dates from, so input the
 * database cannot store is refused with a field error (400) instead of failing the insert
 * (500). Client-safe: the forms validate with the same rules.
 */

export const UNSUPPORTED_CHARACTERS_MESSAGE = "Contains characters that are not allowed";
export const INVALID_DATE_MESSAGE = "Not a valid date";

// PostgreSQL text and jsonb cannot hold U+0000, and a lone UTF-16 surrogate is not a character:
// it cannot be encoded as UTF-8, so it would reach the database (or a mail) as garbage.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string can be stored and shown as it was typed. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** Any text the site accepts: a string without NUL characters or lone surrogates. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSUPPORTED_CHARACTERS_MESSAGE, abort: true });

/**
 * Calendar dates the site stores lie in this range: PostgreSQL refuses year 0, and no enquiry
 * or report is about a year before 1900 or after 2999.
 */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (not 2027-02-30, not 0000-01-01). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  // Date rolls 2027-02-30 over to March 2nd; a real day survives the round trip unchanged.
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A day as `<input type="date">` sends it: YYYY-MM-DD, a real date. */
export const isoDate = (message = INVALID_DATE_MESSAGE) =>
  text()
    .regex(ISO_DATE, { error: "Use the format YYYY-MM-DD", abort: true })
    .refine(isCalendarDate, { error: message, abort: true });

const DATE_TIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** True for `<input type="datetime-local">`'s value: a real date and a time of day. */
export function isLocalDateTime(value: string): boolean {
  const match = DATE_TIME_LOCAL.exec(value);
  return match !== null && isCalendarDate(match[1] ?? "");
}

/** An instant with its offset (ISO 8601), within the years the site stores. */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true }).refine((value) => isCalendarDate(value.slice(0, 10)), {
    error: INVALID_DATE_MESSAGE,
  });

/**
 * Schemas whose accepted input no JSON Schema can be derived from (a transform of unknown
 * input) name here the schema that describes what they accept, for the API description.
 */
export const documentedInput = (() => {
  // A plain map rather than a Zod registry: a registry checks each schema's full type against
  // its own, which exceeds the compiler's depth for the aircraft schemas.
  const accepted = new WeakMap<object, z.ZodType>();
  return {
    add(schema: object, { accepts }: { accepts: z.ZodType }) {
      accepted.set(schema, accepts);
    },
    get(schema: object): { accepts: z.ZodType } | undefined {
      const accepts = accepted.get(schema);
      return accepts ? { accepts } : undefined;
    },
  };
})();
