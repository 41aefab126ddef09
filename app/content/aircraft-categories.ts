/** The five aircraft categories of the footer (spec §2) and the copy of their pages. */
import type { AircraftCategorySlug } from "~/db/schema";

export type AircraftCategoryPage = {
  id: AircraftCategorySlug;
  title: string;
  description: string;
  image: string;
};

export const aircraftCategoryPages: AircraftCategoryPage[] = [
  {
    id: "ultra-long-range",
    title: "Ultra Long Range",
    description:
      "Non-stop between continents: 6,000 nm and more, with a private stateroom and crew rest.",
    image: "/images/aircraft/bombardier-global-6000/hero.webp",
  },
  {
    id: "heavy-jets",
    title: "Heavy Jets",
    description:
      "Large-cabin aircraft for 8-16 passengers, with intercontinental range and full galleys.",
    image: "/images/aircraft/gulfstream-g500/hero.webp",
  },
  {
    id: "mid-size-jets",
    title: "Mid-Size Jets",
    description: "Stand-up cabins for 6-9 passengers and up to five hours in the air.",
    image: "/images/aircraft/cessna-citation-ultra/hero.webp",
  },
  {
    id: "light-jets",
    title: "Light Jets",
    description: "Efficient jets for 4-8 passengers on regional missions of up to three hours.",
    image: "/images/aircraft/embraer-phenom-300e/hero.webp",
  },
  {
    id: "turboprops",
    title: "Turboprops",
    description:
      "Rugged, economical aircraft for short and unprepared runways and remote destinations.",
    image: "/images/site/acquisition.webp",
  },
];

export function categoryLabel(id: string): string {
  return aircraftCategoryPages.find((page) => page.id === id)?.title ?? id;
}

/** The collection's filter chips: every category page that can hold aircraft. */
export const collectionFilters = aircraftCategoryPages.map(({ id, title }) => ({ id, title }));

/** Adds its category's label to an aircraft, for cards (done by loaders, on the server). */
export function withCategoryLabel<T extends { category: string }>(aircraft: T) {
  return { ...aircraft, categoryLabel: categoryLabel(aircraft.category) };
}
