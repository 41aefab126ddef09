import type { AircraftCategorySlug } from "~/db/schema";
import { AIRCRAFT_CATEGORY_LABELS } from "./aircraft-categories";

/**
 * The copy of each category's page, kept apart from the category labels in aircraft-categories,
 * which the footer of every page needs.
 */
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

/** The collection's filter chips: every category page that can hold aircraft. */
export const collectionFilters = aircraftCategoryPages.map(({ id, title }) => ({ id, title }));
