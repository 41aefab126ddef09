import { z } from "zod";
import { AIRCRAFT_CATEGORY_IDS } from "~/content/aircraft-categories";
import { aircraftStatuses } from "~/db/schema";
import { slugify } from "~/utils/slug";
import { documentedInput, text } from "./primitives";

/** Card and dialog defaults. */
export const DEFAULT_AIRCRAFT_STATUS = "for-sale";
export const DEFAULT_PRICE_LABEL = "Inquire";

/** The specification sheet upload: a PDF of at most this size. */
export const SPECIFICATION_MAX_BYTES = 20 * 1024 * 1024;
/** Screenshots for AI parsing (png, jpg, jpeg, pdf; one file). */
export const SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;

const nullableText = (max: number) =>
  text()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);

/** Empty inputs arrive as "" or null; both mean "not known". */
const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const nullableInt = (min: number, max: number) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: "Enter a whole number" })
      .int("Enter a whole number")
      .min(min, `At least ${min}`)
      .max(max, `At most ${max}`)
      .nullable(),
  );

export const SpecItemSchema = z.object({
  label: text({ error: "Enter a label" }).trim().min(1, "Enter a label").max(120),
  // A form sends an empty value as nothing at all.
  value: text().trim().max(500).default(""),
});
const specList = z.array(SpecItemSchema).max(60);

/**
 * An aircraft as the admin dialog and `POST /api/aircraft` send it. Only make and model are
 * required; the name defaults to "make model" and an empty slug is derived from the name.
 */
export const AircraftSchema = z.object({
  make: text({ error: "Make is required" }).trim().min(1, "Make is required").max(80),
  model: text({ error: "Model is required" }).trim().min(1, "Model is required").max(120),
  name: text()
    .max(200)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  slug: text()
    .max(200)
    .optional()
    .transform((value) => slugify(value ?? "")),
  category: z.enum(AIRCRAFT_CATEGORY_IDS, { error: "Choose a category" }).default("heavy-jets"),
  regNumber: nullableText(20),
  serialNumber: nullableText(40),
  year: nullableInt(1900, 2100),
  ttaf: z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: "Enter a number of hours" })
      .min(0, "At least 0")
      .max(1_000_000)
      .transform((value) => Math.round(value * 10) / 10)
      .nullable(),
  ),
  landings: nullableInt(0, 1_000_000),
  status: z.enum(aircraftStatuses, { error: "Choose a status" }).default(DEFAULT_AIRCRAFT_STATUS),
  askingPrice: nullableText(60),
  priceOnRequest: z.boolean().default(false),
  baseAp: nullableText(10),
  location: nullableText(120),
  featured: z.boolean().default(false),
  /** A new aircraft always starts off the website; listing it checks it is complete. */
  websiteListing: z.boolean().default(false),
  manufacturer: nullableText(120),
  passengers: nullableInt(1, 100),
  seatsConfigured: nullableInt(1, 100),
  rangeNm: nullableInt(0, 20_000),
  cruiseSpeed: nullableText(40),
  longRangeCruise: nullableText(40),
  maxAltitudeFt: nullableInt(0, 100_000),
  takeoffDistanceFt: nullableInt(0, 100_000),
  powerplant: nullableText(200),
  baggage: nullableText(200),
  cabinLength: nullableText(60),
  cabinWidth: nullableText(60),
  cabinHeight: nullableText(60),
  cabinVolumeCuFt: nullableInt(0, 100_000),
  exteriorLength: nullableText(60),
  wingspan: nullableText(60),
  exteriorHeight: nullableText(60),
  description: text()
    .max(5000)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  specifications: z
    .object({ general: specList, performance: specList, dimensions: specList })
    .default({ general: [], performance: [], dimensions: [] }),
  engines: specList.default([]),
  avionics: specList.default([]),
  interior: specList.default([]),
  compliance: specList.default([]),
});
export type AircraftInput = z.output<typeof AircraftSchema>;

/**
 * The details dialog's form (photos have their own endpoints), without the listing, which has
 * its own action because it checks the listing is complete. A form sends nothing for an
 * unticked box or an empty list, so those mean false and "no rows" here, where the API's
 * defaults differ.
 */
const formSpecList = specList.default([]);
export const AircraftFormSchema = AircraftSchema.omit({ websiteListing: true }).extend({
  featured: z.boolean().default(false),
  priceOnRequest: z.boolean().default(false),
  specifications: z
    .object({ general: formSpecList, performance: formSpecList, dimensions: formSpecList })
    .default({ general: [], performance: [], dimensions: [] }),
});
export type AircraftFormInput = z.output<typeof AircraftFormSchema>;

/**
 * `PUT /api/aircraft/{id}`: any subset of the fields; what is sent replaces what is stored,
 * the rest is kept (the dialog saves one tab at a time).
 */
const AircraftPartialSchema = AircraftSchema.partial();
export const AircraftUpdateSchema = z.unknown().transform((input, context) => {
  const result = AircraftPartialSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ ...issue });
    return z.NEVER;
  }
  // Zod fills defaults even for absent keys; a patch must only carry what was sent.
  const sent = new Set(input && typeof input === "object" ? Object.keys(input) : []);
  return Object.fromEntries(
    Object.entries(result.data).filter(([key]) => sent.has(key)),
  ) as Partial<AircraftInput>;
});
documentedInput.add(AircraftUpdateSchema, { accepts: AircraftPartialSchema });
export type AircraftUpdate = z.output<typeof AircraftUpdateSchema>;

/** Parsed screenshot data, as the AI's answer is normalised and the review form edits it. */
export type ParsedScreenshot = {
  reg_number: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  ttaf: number | null;
  landings: number | null;
  asking_price: string | null;
  dom: number | null;
  base_ap: string | null;
  location: string | null;
};
