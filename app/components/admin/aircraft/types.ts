import type { SubmissionResult } from "@conform-to/react";
import type { AircraftCategorySlug, AircraftStatus, SpecItem } from "~/db/schema";
import type { MediaRendition } from "~/models/media.server";

/** An aircraft as the admin page's loader sends it (every stored field). */
export type AdminAircraftView = {
  id: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  category: AircraftCategorySlug;
  regNumber: string | null;
  serialNumber: string | null;
  year: number | null;
  ttaf: number | null;
  landings: number | null;
  status: AircraftStatus;
  askingPrice: string | null;
  priceOnRequest: boolean;
  listedAt: Date | string | null;
  baseAp: string | null;
  location: string | null;
  featured: boolean;
  websiteListing: boolean;
  description: string;
  heroImage: (MediaRendition & { alt: string }) | null;
  specifications: { general: SpecItem[]; performance: SpecItem[]; dimensions: SpecItem[] };
  engines: SpecItem[];
  avionics: SpecItem[];
  interior: SpecItem[];
  compliance: SpecItem[];
  specificationDocumentUrl: string | null;
  updatedAt: Date | string;
} & { [Key in NumericFigure]: number | null } & { [Key in TextFigure]: string | null };

/** The typed figures of an aircraft, edited in the Specs tab and shown on the website. */
export const NUMERIC_FIGURES = [
  "passengers",
  "seatsConfigured",
  "rangeNm",
  "maxAltitudeFt",
  "takeoffDistanceFt",
  "cabinVolumeCuFt",
] as const;
export const TEXT_FIGURES = [
  "manufacturer",
  "cruiseSpeed",
  "longRangeCruise",
  "powerplant",
  "baggage",
  "cabinLength",
  "cabinWidth",
  "cabinHeight",
  "exteriorLength",
  "wingspan",
  "exteriorHeight",
] as const;
type NumericFigure = (typeof NUMERIC_FIGURES)[number];
type TextFigure = (typeof TEXT_FIGURES)[number];

/** What the details dialog edits: numbers as typed, so a half-typed value is never lost. */
export type AircraftDraft = {
  make: string;
  model: string;
  name: string;
  slug: string;
  category: AircraftCategorySlug;
  regNumber: string;
  serialNumber: string;
  year: string;
  ttaf: string;
  landings: string;
  status: AircraftStatus;
  askingPrice: string;
  priceOnRequest: boolean;
  baseAp: string;
  location: string;
  featured: boolean;
  description: string;
  specifications: { general: SpecItem[]; performance: SpecItem[]; dimensions: SpecItem[] };
  engines: SpecItem[];
  avionics: SpecItem[];
  interior: SpecItem[];
  compliance: SpecItem[];
} & Record<NumericFigure | TextFigure, string>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function figureDrafts(aircraft?: AdminAircraftView) {
  return Object.fromEntries(
    [...NUMERIC_FIGURES, ...TEXT_FIGURES].map((key) => [key, text(aircraft?.[key])]),
  ) as Record<NumericFigure | TextFigure, string>;
}

export function draftFromAircraft(aircraft: AdminAircraftView): AircraftDraft {
  return {
    ...figureDrafts(aircraft),
    make: aircraft.make,
    model: aircraft.model,
    name: aircraft.name,
    slug: aircraft.slug,
    category: aircraft.category,
    regNumber: text(aircraft.regNumber),
    serialNumber: text(aircraft.serialNumber),
    year: text(aircraft.year),
    ttaf: text(aircraft.ttaf),
    landings: text(aircraft.landings),
    status: aircraft.status,
    askingPrice: text(aircraft.askingPrice),
    priceOnRequest: aircraft.priceOnRequest,
    baseAp: text(aircraft.baseAp),
    location: text(aircraft.location),
    featured: aircraft.featured,
    description: aircraft.description,
    specifications: aircraft.specifications,
    engines: aircraft.engines,
    avionics: aircraft.avionics,
    interior: aircraft.interior,
    compliance: aircraft.compliance,
  };
}

export function emptyDraft(overrides: Partial<AircraftDraft> = {}): AircraftDraft {
  return {
    ...figureDrafts(),
    make: "",
    model: "",
    name: "",
    slug: "",
    category: "heavy-jets",
    regNumber: "",
    serialNumber: "",
    year: "",
    ttaf: "",
    landings: "",
    status: "for-sale",
    askingPrice: "",
    priceOnRequest: false,
    baseAp: "",
    location: "",
    featured: false,
    description: "",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [],
    avionics: [],
    interior: [],
    compliance: [],
    ...overrides,
  };
}

/**
 * The page action's answer to a create, update or delete: the saved id, or the form's reply
 * (field errors and the values sent). Its message travels in the toast cookie.
 */
type AircraftIntent = "create" | "update" | "delete" | "list" | "unlist";
export type AircraftActionData =
  | { ok: true; intent: AircraftIntent; id: string }
  | {
      ok: false;
      intent: AircraftIntent;
      result?: SubmissionResult<string[]>;
      /** Why the action was refused, e.g. what a listing still misses. */
      message?: string;
    };
