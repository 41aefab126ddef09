import type {
  AircraftCategorySlug,
  AircraftSpecifications,
  AircraftStatus,
  SpecItem,
} from "~/db/schema";
import { formatRange, grouped } from "./aircraft-card-figures";
import { categoryLabel } from "./aircraft-categories";

export {
  AIRCRAFT_STATUS_LABELS,
  formatPassengers,
  formatPrice,
  formatRange,
  PRICE_ON_REQUEST,
  statusLabel,
} from "./aircraft-card-figures";

/**
 * How an aircraft's stored figures read wherever the site shows them: the detail page's header
 * and specification tables, the cards, the fleet overview and the structured data all format
 * the same columns here, so a figure edited once reads the same everywhere.
 */

/** The schema.org availability of an offer in each status. */
export const STATUS_AVAILABILITY = {
  "for-sale": "https://schema.org/InStock",
  "under-contract": "https://schema.org/Reserved",
  sold: "https://schema.org/SoldOut",
} as const satisfies Record<AircraftStatus, string>;

/** "Up to 19 (configured for 13)": the certified maximum and the cabin as fitted. */
export function formatPassengersInFull(passengers: number | null, seatsConfigured: number | null) {
  if (passengers === null) return seatsConfigured === null ? null : `${seatsConfigured} seats`;
  if (seatsConfigured === null || seatsConfigured === passengers) return `Up to ${passengers}`;
  return `Up to ${passengers} (configured for ${seatsConfigured})`;
}

/** "Perth, AU (YPPH)". */
export function formatBase(location: string | null, baseAp: string | null) {
  if (location && baseAp) return `${location} (${baseAp})`;
  return location ?? baseAp;
}

const feet = (value: number | null) => (value === null ? null : `${grouped(value)} ft`);
const cubicFeet = (value: number | null) => (value === null ? null : `${grouped(value)} ft³`);

/** The columns the figures are read from. */
export type AircraftFigures = {
  make: string;
  model: string;
  manufacturer: string | null;
  category: AircraftCategorySlug;
  year: number | null;
  regNumber: string | null;
  serialNumber: string | null;
  passengers: number | null;
  seatsConfigured: number | null;
  location: string | null;
  baseAp: string | null;
  rangeNm: number | null;
  cruiseSpeed: string | null;
  longRangeCruise: string | null;
  maxAltitudeFt: number | null;
  takeoffDistanceFt: number | null;
  powerplant: string | null;
  baggage: string | null;
  cabinLength: string | null;
  cabinWidth: string | null;
  cabinHeight: string | null;
  cabinVolumeCuFt: number | null;
  exteriorLength: string | null;
  wingspan: string | null;
  exteriorHeight: string | null;
  specifications: AircraftSpecifications;
};

type Line = { label: string; value: string | null };
const present = (lines: Line[]): SpecItem[] =>
  lines.filter((line): line is SpecItem => Boolean(line.value));

export type SpecificationTable = {
  id: keyof AircraftSpecifications;
  title: string;
  items: SpecItem[];
};

/**
 * The three "Technical Specifications" tables: the lines read from columns, then the extra
 * lines stored for facts that have no column.
 */
export function specificationTables(aircraft: AircraftFigures): SpecificationTable[] {
  const extra = aircraft.specifications;
  return [
    {
      id: "general",
      title: "General Specifications",
      items: [
        ...present([
          { label: "Manufacturer", value: aircraft.manufacturer ?? aircraft.make },
          { label: "Model", value: aircraft.model },
          { label: "Year", value: aircraft.year === null ? null : String(aircraft.year) },
          { label: "Registration", value: aircraft.regNumber },
          { label: "Serial Number", value: aircraft.serialNumber },
          { label: "Category", value: categoryLabel(aircraft.category) },
          {
            label: "Passengers",
            value: formatPassengersInFull(aircraft.passengers, aircraft.seatsConfigured),
          },
          { label: "Base", value: formatBase(aircraft.location, aircraft.baseAp) },
        ]),
        ...extra.general,
      ],
    },
    {
      id: "performance",
      title: "Features & Amenities",
      items: [
        ...present([
          { label: "Range", value: formatRange(aircraft.rangeNm) },
          { label: "Max Cruise Speed", value: aircraft.cruiseSpeed },
          { label: "Long-Range Cruise", value: aircraft.longRangeCruise },
          { label: "Max Operating Altitude", value: feet(aircraft.maxAltitudeFt) },
          { label: "Takeoff Distance", value: feet(aircraft.takeoffDistanceFt) },
          { label: "Engines", value: aircraft.powerplant },
          { label: "Baggage", value: aircraft.baggage },
        ]),
        ...extra.performance,
      ],
    },
    {
      id: "dimensions",
      title: "Cabin & Configuration",
      items: [
        ...present([
          { label: "Cabin Length", value: aircraft.cabinLength },
          { label: "Cabin Width", value: aircraft.cabinWidth },
          { label: "Cabin Height", value: aircraft.cabinHeight },
          { label: "Cabin Volume", value: cubicFeet(aircraft.cabinVolumeCuFt) },
          { label: "Exterior Length", value: aircraft.exteriorLength },
          { label: "Wingspan", value: aircraft.wingspan },
          { label: "Exterior Height", value: aircraft.exteriorHeight },
        ]),
        ...extra.dimensions,
      ],
    },
  ];
}

/** What a listing must have before it goes on the website. */
export type ListingCandidate = {
  /** The aircraft's photos: whether each is the hero and its alt text. */
  photos: { hero: boolean; alt: string }[];
  year: number | null;
  passengers: number | null;
  rangeNm: number | null;
  cruiseSpeed: string | null;
  askingPrice: string | null;
  priceOnRequest: boolean;
};

/**
 * What keeps an aircraft off the website, in words an editor can act on; empty when it may be
 * listed. A buyer judges a jet by its picture and its figures, and every picture needs a text
 * for visitors who cannot see it.
 */
export function listingGaps(aircraft: ListingCandidate): string[] {
  const gaps: string[] = [];
  if (!aircraft.photos.some((photo) => photo.hero)) gaps.push("a hero image");
  const withoutAlt = aircraft.photos.filter((photo) => !photo.alt.trim()).length;
  if (withoutAlt > 0) {
    gaps.push(`alt text on ${withoutAlt} ${withoutAlt === 1 ? "image" : "images"}`);
  }
  const figures = [
    { label: "year", missing: aircraft.year === null },
    { label: "passengers", missing: aircraft.passengers === null },
    { label: "range", missing: aircraft.rangeNm === null },
    { label: "cruise speed", missing: !aircraft.cruiseSpeed },
  ].filter((figure) => figure.missing);
  if (figures.length > 0) gaps.push(figures.map((figure) => figure.label).join(", "));
  if (!aircraft.askingPrice && !aircraft.priceOnRequest) {
    gaps.push('an asking price or "price on request"');
  }
  return gaps;
}

/** "Missing before listing: a hero image; year, range." */
export function describeListingGaps(gaps: string[]) {
  return `Missing before listing: ${gaps.join("; ")}.`;
}

/** Whole days since the listing date, or null when never listed. */
export function daysOnMarket(listedAt: Date | string | null, now = new Date()) {
  if (!listedAt) return null;
  const since = new Date(listedAt).getTime();
  return Math.max(0, Math.floor((now.getTime() - since) / 86_400_000));
}
