import type { SubmissionResult } from "@conform-to/react";
import type { AircraftCategorySlug, GalleryImage, SpecItem } from "~/db/schema";

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
  status: string;
  askingPrice: string | null;
  dom: number | null;
  baseAp: string | null;
  location: string | null;
  featured: boolean;
  websiteListing: boolean;
  passengers: number | null;
  rangeNm: number | null;
  cruiseSpeed: string | null;
  description: string;
  heroImage: string | null;
  images: string[];
  gallery: GalleryImage[];
  specifications: { general: SpecItem[]; performance: SpecItem[]; dimensions: SpecItem[] };
  engines: SpecItem[];
  avionics: SpecItem[];
  interior: SpecItem[];
  compliance: SpecItem[];
  specificationDocumentUrl: string | null;
  updatedAt: Date | string;
};

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
  status: string;
  askingPrice: string;
  dom: string;
  baseAp: string;
  location: string;
  featured: boolean;
  websiteListing: boolean;
  passengers: string;
  rangeNm: string;
  cruiseSpeed: string;
  description: string;
  specifications: { general: SpecItem[]; performance: SpecItem[]; dimensions: SpecItem[] };
  engines: SpecItem[];
  avionics: SpecItem[];
  interior: SpecItem[];
  compliance: SpecItem[];
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function draftFromAircraft(aircraft: AdminAircraftView): AircraftDraft {
  return {
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
    dom: text(aircraft.dom),
    baseAp: text(aircraft.baseAp),
    location: text(aircraft.location),
    featured: aircraft.featured,
    websiteListing: aircraft.websiteListing,
    passengers: text(aircraft.passengers),
    rangeNm: text(aircraft.rangeNm),
    cruiseSpeed: text(aircraft.cruiseSpeed),
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
    status: "Available",
    askingPrice: "",
    dom: "",
    baseAp: "",
    location: "",
    featured: false,
    websiteListing: true,
    passengers: "",
    rangeNm: "",
    cruiseSpeed: "",
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
export type AircraftActionData =
  | { ok: true; intent: "create" | "update" | "delete"; id: string }
  | { ok: false; intent: "create" | "update" | "delete"; result?: SubmissionResult<string[]> };
