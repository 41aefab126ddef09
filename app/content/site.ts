/**
 * Static copy of the public marketing pages. Business facts (the track record, the markets)
 * come from `~/config/business`, so every page that quotes one quotes the same figure.
 */
import { business } from "~/config/business";
import type { Service } from "./home";

export const charterService: Service = {
  id: "charter",
  title: "Private Charter",
  summary:
    "On-demand charter on vetted aircraft and operators, one-way, round trip or multi-leg, arranged by a single point of contact.",
  details: [
    "Quotes from audited operators only",
    "Catering, ground transport and cabin attendant on request",
    "Available around the clock, 24/7",
  ],
};

export type Stat = { value: string; label: string };

const { trackRecord } = business;

/** The About page's stats. */
export const aboutStats: Stat[] = [
  { value: trackRecord.transactions, label: "Aircraft Transactions" },
  { value: String(business.markets.length), label: "Global Markets" },
  { value: trackRecord.yearsOfExperience, label: "Years of Experience" },
  { value: "100%", label: "Discretion" },
];

/** The ebook page's stats. */
export const ebookStats: Stat[] = [
  { value: trackRecord.transactions, label: "Transactions" },
  { value: trackRecord.yearsOfExperience, label: "Years" },
  { value: trackRecord.transactionValue, label: "Value" },
  { value: trackRecord.clientSatisfaction, label: "Satisfaction" },
];

export type Step = { title: string; description: string };

/** The jet acquisition and sales page's five process steps. */
export const acquisitionSteps: Step[] = [
  {
    title: "Consultation",
    description:
      "A private conversation about your mission, budget, timeline and how you intend to operate the aircraft.",
  },
  {
    title: "Market Analysis",
    description:
      "We map every suitable airframe on and off the market and value each against recent transactions.",
  },
  {
    title: "Negotiation",
    description:
      "We make and defend the offer, agree the letter of intent and the terms of the purchase agreement.",
  },
  {
    title: "Due Diligence",
    description:
      "Records audit, pre-purchase inspection, title and lien searches, and resolution of every discrepancy.",
  },
  {
    title: "Closing",
    description:
      "Escrow, registration, delivery flight and handover to your operator, coordinated to the hour.",
  },
];

/** The four steps of the charter page's How It Works. */
export const charterSteps: Step[] = [
  {
    title: "Share Your Trip",
    description: "Tell us where, when and who is flying, online or by phone.",
  },
  {
    title: "Receive Your Options",
    description:
      "Within 24 hours you receive a detailed quote with aircraft from audited operators.",
  },
  {
    title: "Confirm & Personalise",
    description: "Choose your aircraft, then catering, ground transport and onboard requests.",
  },
  {
    title: "Fly",
    description:
      "Arrive minutes before departure; your charter manager follows the flight throughout.",
  },
];

export type CharterRoute = { from: string; to: string; flightTime: string; aircraft: string };

/** The six Popular Global Routes. */
export const charterRoutes: CharterRoute[] = [
  { from: "Singapore", to: "Hong Kong", flightTime: "3h 50m", aircraft: "Mid-Size Jet" },
  { from: "Perth", to: "Sydney", flightTime: "4h 15m", aircraft: "Super Mid-Size Jet" },
  { from: "Dubai", to: "London", flightTime: "7h 20m", aircraft: "Heavy Jet" },
  { from: "London", to: "Nice", flightTime: "1h 55m", aircraft: "Light Jet" },
  { from: "New York", to: "Los Angeles", flightTime: "5h 40m", aircraft: "Heavy Jet" },
  { from: "Singapore", to: "Sydney", flightTime: "7h 30m", aircraft: "Ultra Long Range" },
];

export type CharterClass = {
  title: string;
  passengers: string;
  range: string;
  description: string;
  image: string;
  alt: string;
};

/** Aircraft classes available for charter. */
export const charterClasses: CharterClass[] = [
  {
    title: "Light Jet",
    passengers: "Up to 8 passengers",
    range: "Up to 2,000 nm",
    description: "Ideal for short business trips and weekend escapes.",
    image: "/images/aircraft/embraer-phenom-300e/hero.webp",
    alt: "A light jet in flight above the clouds",
  },
  {
    title: "Mid-Size Jet",
    passengers: "Up to 9 passengers",
    range: "Up to 3,000 nm",
    description: "A stand-up cabin and coast-to-coast reach.",
    image: "/images/aircraft/cessna-citation-ultra/hero.webp",
    alt: "A mid-size jet in flight above the clouds",
  },
  {
    title: "Heavy Jet",
    passengers: "Up to 16 passengers",
    range: "Up to 4,500 nm",
    description: "Full galleys, lie-flat seating and separate cabin zones.",
    image: "/images/aircraft/gulfstream-iv-sp/hero.webp",
    alt: "A Gulfstream heavy jet in flight above the clouds",
  },
  {
    title: "Ultra Long Range",
    passengers: "Up to 19 passengers",
    range: "6,000 nm and beyond",
    description: "Non-stop between continents, with a private stateroom.",
    image: "/images/aircraft/bombardier-global-6000/hero.webp",
    alt: "An ultra-long-range jet in flight above the clouds",
  },
];

export type Feature = { title: string; description: string };

export const charterWhyUs: Feature[] = [
  {
    title: "Audited Operators",
    description:
      "Every aircraft is flown by an operator we have audited, to IS-BAO Stage 3 standards or equivalent.",
  },
  {
    title: "One Point of Contact",
    description: "A dedicated charter manager from first quote to wheels down, available 24/7.",
  },
  {
    title: "Transparent Pricing",
    description: "All-inclusive quotes: positioning, fees and taxes shown before you confirm.",
  },
  {
    title: "Absolute Discretion",
    description: "Passenger details are shared only with the crew and authorities that need them.",
  },
];

export const aboutApproach: Feature[] = [
  {
    title: "Buyer-Side Advocacy",
    description:
      "We represent one side of every transaction, so our advice is never shaped by an inventory to move.",
  },
  {
    title: "Data Before Opinion",
    description:
      "Valuations and recommendations rest on recent comparable transactions, not asking prices.",
  },
  {
    title: "Technical Rigour",
    description:
      "Records, inspections and compliance are reviewed by engineers before any commitment is made.",
  },
];

export const aboutAdvantages: Feature[] = [
  {
    title: "Off-Market Access",
    description:
      "Many of the aircraft we transact never appear in a public listing. Owners call us first.",
  },
  {
    title: "Founder-Led Service",
    description: "Your transaction is led personally by a principal, from first call to handover.",
  },
  {
    title: "Global Reach",
    description:
      "Partners in the United States and Europe, with clients across Australia, Singapore and the UAE.",
  },
  {
    title: "Certified Standards",
    description:
      "We work only with operators and facilities certified to IS-BAO Stage 3 or equivalent.",
  },
];

export const ebookBenefits: Feature[] = [
  {
    title: "Choosing the Right Aircraft",
    description:
      "Match range, cabin and runway performance to the way you actually fly, and avoid paying for capability you will not use.",
  },
  {
    title: "The True Cost of Ownership",
    description:
      "Fixed and variable costs, crew, hangarage, insurance and maintenance programmes, explained with real budgets.",
  },
  {
    title: "A Transaction Without Surprises",
    description:
      "Letters of intent, pre-purchase inspections, escrow and registration: the steps, the pitfalls and the checklists.",
  },
];

export const ebookTestimonial = {
  quote:
    "The guide answered questions I did not know to ask. It saved us months and, frankly, a great deal of money on our first Gulfstream.",
  author: "James Whitfield",
  position: "Managing Director, Whitfield Family Office",
};

/** The flagship Gulfstream IV SP section's copy; its figures are read from its listing. */
export const flagship = {
  slug: "gulfstream-iv-sp",
  name: "Gulfstream IV SP",
  image: "/images/aircraft/gulfstream-iv-sp/hero.webp",
  alt: "The Gulfstream IV SP in flight above the clouds",
  description:
    "A proven intercontinental aircraft with a wide, quiet cabin and the reliability that has made the GIV SP a favourite of owners and operators for three decades.",
  features: [
    "Three-zone cabin with a forward club suite and aft divan",
    "Full galley with convection oven and espresso machine",
    "High-speed satellite connectivity",
    "Fully enclosed aft lavatory",
    "In-flight accessible baggage compartment",
    "Flat-floor stand-up cabin",
  ],
  exampleRoutes: [
    { from: "Singapore", to: "Tokyo", duration: "6h 40m non-stop" },
    { from: "Perth", to: "Singapore", duration: "4h 50m non-stop" },
    { from: "Dubai", to: "Paris", duration: "7h 10m non-stop" },
    { from: "London", to: "New York", duration: "7h 30m non-stop" },
  ],
};

export type FleetCard = {
  id: string;
  name: string;
  slug: string;
  registration: string;
  image: string;
  /** Used only while the aircraft is not listed: a listing's own figures take precedence. */
  seats: string;
  range: string;
  speed: string;
  category: string;
  featured: boolean;
};

/**
 * The fleet overview's cards. An aircraft listed for sale shows the
 * figures of its listing, so the card and the detail page never disagree; the figures here
 * serve the aircraft that are not listed, whose card offers an enquiry instead of details.
 */
export const fleetCards: FleetCard[] = [
  {
    id: "fleet-giv-sp",
    name: "Gulfstream IV SP",
    slug: "gulfstream-iv-sp",
    registration: "VH-LJX",
    image: "/images/aircraft/gulfstream-iv-sp/gallery-1.webp",
    seats: "Up to 14",
    range: "3,800 nm",
    speed: "Mach 0.88",
    category: "Heavy Jet",
    featured: true,
  },
  {
    id: "fleet-g500",
    name: "Gulfstream G500",
    slug: "gulfstream-g500",
    registration: "N518GX",
    image: "/images/aircraft/gulfstream-g500/gallery-1.webp",
    seats: "Up to 19",
    range: "5,200 nm",
    speed: "Mach 0.925",
    category: "Ultra Long Range",
    featured: true,
  },
  {
    id: "fleet-global-6000",
    name: "Bombardier Global 6000",
    slug: "bombardier-global-6000",
    registration: "9V-BGX",
    image: "/images/aircraft/bombardier-global-6000/gallery-1.webp",
    seats: "Up to 17",
    range: "6,000 nm",
    speed: "Mach 0.89",
    category: "Ultra Long Range",
    featured: true,
  },
  {
    id: "fleet-phenom-300e",
    name: "Embraer Phenom 300E",
    slug: "embraer-phenom-300e",
    registration: "VH-PEJ",
    image: "/images/aircraft/embraer-phenom-300e/gallery-1.webp",
    seats: "Up to 10",
    range: "2,010 nm",
    speed: "464 kts",
    category: "Light Jet",
    featured: false,
  },
  {
    id: "fleet-citation-ultra",
    name: "Cessna Citation Ultra",
    slug: "cessna-citation-ultra",
    registration: "VH-CUQ",
    image: "/images/aircraft/cessna-citation-ultra/gallery-1.webp",
    seats: "Up to 7",
    range: "1,960 nm",
    speed: "430 kts",
    category: "Light Jet",
    featured: false,
  },
  {
    id: "fleet-phenom-300",
    name: "Embraer Phenom 300",
    slug: "embraer-phenom-300",
    registration: "VH-PXO",
    image: "/images/aircraft/embraer-phenom-300/gallery-1.webp",
    seats: "Up to 9",
    range: "1,971 nm",
    speed: "464 kts",
    category: "Light Jet",
    featured: false,
  },
];
