/**
 * Copy of the home page (and the four services other pages repeat). Kept apart from the other
 * pages' copy so that the home page's first load carries only its own text.
 */
import type { AircraftCategorySlug } from "~/db/schema";

/** The hero advances every 6 seconds. */
export const HERO_AUTO_ADVANCE_MS = 6000;

export type HeroSlide = {
  eyebrow: string;
  title: string;
  description: string;
  /** Base path of the artwork; `-640` and `-1280` variants sit next to it. */
  image: string;
  alt: string;
};

export const heroSlides: HeroSlide[] = [
  {
    eyebrow: "Private Aircraft Brokerage",
    title: "Exceptional Aircraft, Discreetly Acquired",
    description:
      "Pre-owned and off-market Gulfstream, Bombardier and Embraer jets, sourced and negotiated on your behalf across five global markets.",
    image: "/images/hero/slide-1.webp",
    alt: "A long-range business jet cruising above the clouds at dusk",
  },
  {
    eyebrow: "Acquisition & Sales",
    title: "Every Transaction, Handled With Precision",
    description:
      "From market analysis and pre-purchase inspection to closing and delivery, one dedicated advisor guides the entire process.",
    image: "/images/hero/slide-2.webp",
    alt: "A business jet parked on a floodlit apron at night",
  },
  {
    eyebrow: "Private Charter",
    title: "Your Cabin, Your Schedule",
    description:
      "On-demand charter on vetted aircraft and operators, with bespoke catering, ground transport and a team on call around the clock.",
    image: "/images/hero/slide-3.webp",
    alt: "The leather-appointed cabin of a private jet",
  },
];

export type CategoryCard = {
  title: string;
  category: AircraftCategorySlug;
  passengers: string;
  flightTime: string;
  description: string;
  image: string;
  alt: string;
};

/** The home category cards: Light Jets 4-8 passengers up to 3 hours, Mid-Size 6-9 up to 5, Heavy 8-16 up to 8. */
export const categoryCards: CategoryCard[] = [
  {
    title: "Light Jets",
    category: "light-jets",
    passengers: "4-8 passengers",
    flightTime: "Up to 3 hours",
    description: "Agile and efficient for regional hops, with access to shorter runways.",
    image: "/images/aircraft/embraer-phenom-300e/hero.webp",
    alt: "A light business jet above the clouds",
  },
  {
    title: "Mid-Size",
    category: "mid-size-jets",
    passengers: "6-9 passengers",
    flightTime: "Up to 5 hours",
    description: "A stand-up cabin and transcontinental reach for small teams and families.",
    image: "/images/aircraft/cessna-citation-ultra/hero.webp",
    alt: "A mid-size business jet above the clouds",
  },
  {
    title: "Heavy Jets",
    category: "heavy-jets",
    passengers: "8-16 passengers",
    flightTime: "Up to 8 hours",
    description: "Intercontinental range, separate cabin zones and full-service galleys.",
    image: "/images/aircraft/gulfstream-g500/hero.webp",
    alt: "A large-cabin business jet above the clouds",
  },
];

export type Service = {
  id: string;
  title: string;
  summary: string;
  details: string[];
};

/** The four services of the home page; the services page adds charter. */
export const services: Service[] = [
  {
    id: "aircraft-acquisition",
    title: "Aircraft Acquisition",
    summary:
      "We search the on- and off-market inventory worldwide, shortlist the right airframes and negotiate on your behalf.",
    details: [
      "Mission profiling: range, cabin, runway and budget",
      "Access to off-market aircraft through owner and operator networks",
      "Offer strategy, letter of intent and purchase agreement",
    ],
  },
  {
    id: "aircraft-sales",
    title: "Aircraft Sales",
    summary:
      "A discreet, targeted marketing programme that reaches qualified buyers without exposing your aircraft to the open market.",
    details: [
      "Valuation against recent comparable transactions",
      "Confidential marketing to a vetted buyer list",
      "Buyer qualification, negotiation and closing management",
    ],
  },
  {
    id: "market-analysis",
    title: "Market Analysis",
    summary:
      "Independent valuations, residual value forecasts and inventory reports so every decision rests on current data.",
    details: [
      "Desktop and physical appraisals",
      "Inventory, pricing and days-on-market trends by model",
      "Total cost of ownership and operating budget modelling",
    ],
  },
  {
    id: "pre-purchase-inspections",
    title: "Pre-Purchase Inspections",
    summary:
      "We specify, supervise and interpret the inspection at an approved facility, so nothing surfaces after closing.",
    details: [
      "Records audit: logbooks, damage history and maintenance programmes",
      "Inspection scope agreed with the seller and the facility",
      "Discrepancy resolution and technical acceptance",
    ],
  },
];
