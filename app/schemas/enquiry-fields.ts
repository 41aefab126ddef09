import { z } from "zod";
import { text } from "./primitives";

// Zod compiles object parsers with `new Function` where it can, and finds out by trying it
// when a schema is built. The site's Content-Security-Policy (no 'unsafe-eval') refuses that
// probe, and the browser reports a violation on every page with a form. The interpreted
// parser is ample for forms; the server keeps the compiled one.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * Field rules shared by the enquiry payloads (contact, charter, consultation, newsletter,
 * ebook). Client-safe: the forms validate with the same schemas as the server.
 */

export const ROBOT_CHECK_MESSAGE = "Please confirm you are not a robot.";

/** A required text: trimmed, non-empty, bounded. */
export const requiredText = (label: string, max = 200) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text: blank (or absent, or null) is stored as null. */
export const optionalText = (label: string, max = 2000) =>
  text()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);

/** An email address, trimmed and lower-cased before it is checked and stored. */
export const emailAddress = (requiredMessage = "Email is required") =>
  text({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address"));

/** A phone number as typed: free text, since formats vary by country. */
export const phoneNumber = () => requiredText("Phone", 50);

/** A required choice from a fixed list of options. */
export const requiredChoice = <const Options extends readonly Option[]>(
  options: Options,
  error: string,
) => z.enum(optionValues(options), { error });

/** An optional choice from a fixed list of options; blank means no choice. */
export const optionalChoice = <const Options extends readonly Option[]>(options: Options) =>
  z
    .preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(optionValues(options)).nullish(),
    )
    .transform((value) => value ?? null);

/** A yes/no checkbox that may be left unticked. */
export const optionalFlag = z
  .boolean()
  .optional()
  .transform((value) => value ?? false);

/** The ticked 'I confirm I am not a robot' checkbox (`"on"` from a form, `true` in JSON). */
export const robotCheck = z.literal(true, { error: ROBOT_CHECK_MESSAGE });

/**
 * Bot-protection fields every public form carries: the proof-of-work solution the browser
 * computed and a honeypot a person never sees. Neither is required: a submission without a
 * valid solution, or with the honeypot filled, is stored flagged as spam rather than refused.
 */
export const botProtectionFields = {
  altcha: text().max(8000).optional(),
  website: text().max(500).optional(),
};

/** What a client may use as an idempotency key: a UUID, a ULID or any similar token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The idempotency key of a submission (the forms send one in a hidden field): a retry with
 * the same key and content is answered with the first result instead of stored twice.
 */
const retryKeyField = {
  idempotencyKey: z.preprocess(
    (value) => (value === "" ? undefined : value),
    text().regex(IDEMPOTENCY_KEY_PATTERN, "Invalid submission key").optional(),
  ),
};

/** What every enquiry payload carries besides its own fields. */
export const submissionFields = { ...botProtectionFields, ...retryKeyField };

export type BotProtectionInput = { altcha?: string; website?: string };

/** Options of a select: value and the label shown. */
export type Option<Value extends string = string> = { value: Value; label: string };

/** The values of an option list, as the tuple z.enum expects. */
export function optionValues<const Options extends readonly Option[]>(options: Options) {
  return options.map((option) => option.value) as unknown as [
    Options[number]["value"],
    ...Options[number]["value"][],
  ];
}

/** The label of a stored option value (or the value itself when it is no longer listed). */
export function optionLabel(options: readonly Option[], value: string | null | undefined) {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}
