import type { AircraftCategorySlug } from "~/db/schema";

/**
 * The aircraft categories and their labels: the one list the site, the back-office, the forms'
 * schemas and the footer read. The ids are the database column's enum; typing the map by them
 * makes a category added there fail to compile until it has a label here.
 */
export const AIRCRAFT_CATEGORY_LABELS = {
  "ultra-long-range": "Ultra Long Range",
  "heavy-jets": "Heavy Jets",
  "mid-size-jets": "Mid-Size Jets",
  "light-jets": "Light Jets",
  turboprops: "Turboprops",
} as const satisfies Record<AircraftCategorySlug, string>;

export const AIRCRAFT_CATEGORY_IDS = Object.keys(AIRCRAFT_CATEGORY_LABELS) as [
  AircraftCategorySlug,
  ...AircraftCategorySlug[],
];

export const AIRCRAFT_CATEGORIES = AIRCRAFT_CATEGORY_IDS.map((id) => ({
  id,
  label: AIRCRAFT_CATEGORY_LABELS[id],
}));

export function categoryLabel(id: string): string {
  return Object.hasOwn(AIRCRAFT_CATEGORY_LABELS, id)
    ? AIRCRAFT_CATEGORY_LABELS[id as AircraftCategorySlug]
    : id;
}

/** Adds its category's label to an aircraft, for cards (done by loaders, on the server). */
export function withCategoryLabel<T extends { category: string }>(aircraft: T) {
  return { ...aircraft, categoryLabel: categoryLabel(aircraft.category) };
}
