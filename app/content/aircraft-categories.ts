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

/** The copy of each category's page. */

export type AircraftCategoryPage = {
  id: AircraftCategorySlug;
  title: string;
  description: string;
  image: string;
};

export const aircraftCategoryPages: AircraftCategoryPage[] = [
  {
    id: "ultra-long-range",
    title: AIRCRAFT_CATEGORY_LABELS["ultra-long-range"],
    description:
      "Non-stop between continents: 6,000 nm and more, with a private stateroom and crew rest.",
    image: "/images/aircraft/bombardier-global-6000/hero.webp",
  },
  {
    id: "heavy-jets",
    title: AIRCRAFT_CATEGORY_LABELS["heavy-jets"],
    description:
      "Large-cabin aircraft for 8-16 passengers, with intercontinental range and full galleys.",
    image: "/images/aircraft/gulfstream-g500/hero.webp",
  },
  {
    id: "mid-size-jets",
    title: AIRCRAFT_CATEGORY_LABELS["mid-size-jets"],
    description: "Stand-up cabins for 6-9 passengers and up to five hours in the air.",
    image: "/images/aircraft/cessna-citation-ultra/hero.webp",
  },
  {
    id: "light-jets",
    title: AIRCRAFT_CATEGORY_LABELS["light-jets"],
    description: "Efficient jets for 4-8 passengers on regional missions of up to three hours.",
    image: "/images/aircraft/embraer-phenom-300e/hero.webp",
  },
  {
    id: "turboprops",
    title: AIRCRAFT_CATEGORY_LABELS.turboprops,
    description:
      "Rugged, economical aircraft for short and unprepared runways and remote destinations.",
    image: "/images/site/acquisition.webp",
  },
];

export function categoryLabel(id: string): string {
  return Object.hasOwn(AIRCRAFT_CATEGORY_LABELS, id)
    ? AIRCRAFT_CATEGORY_LABELS[id as AircraftCategorySlug]
    : id;
}

/** The collection's filter chips: every category page that can hold aircraft. */
export const collectionFilters = aircraftCategoryPages.map(({ id, title }) => ({ id, title }));

/** Adds its category's label to an aircraft, for cards (done by loaders, on the server). */
export function withCategoryLabel<T extends { category: string }>(aircraft: T) {
  return { ...aircraft, categoryLabel: categoryLabel(aircraft.category) };
}
