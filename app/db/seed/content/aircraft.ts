import type {
  AircraftCategorySlug,
  AircraftSpecifications,
  AircraftStatus,
  SpecItem,
} from "../../schema/content";

/** A gallery picture of the starter content: its caption and what it shows (its alt text). */
export type SeedPhoto = { url: string; title: string; description: string };

export type SeedAircraft = {
  slug: string;
  make: string;
  model: string;
  name: string;
  category: AircraftCategorySlug;
  regNumber: string;
  serialNumber: string;
  year: number;
  ttaf: number;
  landings: number;
  status: AircraftStatus;
  askingPrice: string | null;
  priceOnRequest: boolean;
  listedAt: Date | null;
  baseAp: string;
  location: string;
  featured: boolean;
  websiteListing: boolean;
  manufacturer: string;
  passengers: number;
  seatsConfigured?: number;
  rangeNm: number;
  cruiseSpeed: string;
  longRangeCruise?: string;
  maxAltitudeFt: number;
  takeoffDistanceFt: number;
  powerplant: string;
  baggage: string;
  cabinLength: string;
  cabinWidth: string;
  cabinHeight: string;
  cabinVolumeCuFt?: number;
  exteriorLength: string;
  wingspan: string;
  exteriorHeight?: string;
  description: string;
  heroImage: string;
  gallery: SeedPhoto[];
  specifications: AircraftSpecifications;
  engines: SpecItem[];
  avionics: SpecItem[];
  interior: SpecItem[];
  compliance: SpecItem[];
};

const img = (slug: string, name: string) => `/images/aircraft/${slug}/${name}.webp`;

function gallery(slug: string, items: [title: string, description: string][]): SeedPhoto[] {
  return items.map(([title, description], i) => ({
    url: img(slug, `gallery-${i + 1}`),
    title,
    description,
    alt: description,
  }));
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export const seedAircraft: SeedAircraft[] = [
  {
    slug: "gulfstream-iv-sp",
    make: "Gulfstream",
    model: "G-IV SP",
    name: "Gulfstream IV SP",
    category: "heavy-jets",
    regNumber: "VH-LJX",
    serialNumber: "1387",
    year: 1999,
    ttaf: 9842.6,
    landings: 4915,
    status: "for-sale",
    askingPrice: null,
    priceOnRequest: true,
    listedAt: daysAgo(64),
    baseAp: "YPPH",
    location: "Perth, AU",
    featured: true,
    websiteListing: true,
    passengers: 14,
    rangeNm: 3800,
    cruiseSpeed: "Mach 0.88",
    description: [
      "The Gulfstream IV SP remains one of the most capable large-cabin jets ever built, and this 1999 example is among the best-kept in the Asia-Pacific region. With a 3,800 nm range, a Mach 0.88 maximum cruise speed and a 45,000 ft ceiling, it links Perth with Singapore, Jakarta, Auckland or the east coast of Australia nonstop, and reaches the Gulf or Hong Kong with a single fuel stop.",
      "The stand-up cabin seats ten passengers comfortably across a forward club, an aft conference group and a two-place divan, with Gulfstream's signature oval windows flooding the interior with light. A 2019 refurbishment renewed the leather, carpet and veneers in a restrained palette of ivory, stone and walnut, and the forward galley is equipped for properly plated service on long sectors.",
      "Both Rolls-Royce Tay 611-8 engines are enrolled on CorporateCare, the airframe is maintained on CAMP by an IS-BAO Stage 3 operator, and the logbooks are complete from new with no damage history. It is offered off-market and discreetly; full records, a current inspection summary and viewing in Perth are available to qualified buyers on request.",
    ].join("\n\n"),
    heroImage: img("gulfstream-iv-sp", "hero"),
    gallery: gallery("gulfstream-iv-sp", [
      [
        "Exterior on the Ramp",
        "A classic large-cabin profile in a white and navy scheme with a fine gold cheatline, hangared since delivery.",
      ],
      [
        "Main Cabin",
        "Ivory leather club seating, walnut veneers and twelve of Gulfstream's panoramic oval windows.",
      ],
      [
        "Flight Deck",
        "Honeywell SPZ-8400 six-screen flight deck with dual FMS, FANS 1/A+ and ADS-B Out.",
      ],
      [
        "Forward Galley",
        "A full-width forward galley with convection oven, microwave, espresso machine and chilled storage.",
      ],
    ]),
    manufacturer: "Gulfstream Aerospace",
    seatsConfigured: 10,
    longRangeCruise: "Mach 0.80",
    maxAltitudeFt: 45000,
    takeoffDistanceFt: 5280,
    powerplant: "2 × Rolls-Royce Tay 611-8",
    baggage: "169 ft³, accessible in flight",
    cabinLength: "45 ft 1 in",
    cabinWidth: "7 ft 4 in",
    cabinHeight: "6 ft 1 in",
    cabinVolumeCuFt: 1525,
    exteriorLength: "88 ft 4 in",
    wingspan: "77 ft 10 in",
    exteriorHeight: "24 ft 5 in",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [
      { label: "Engine Model", value: "2 × Rolls-Royce Tay 611-8, 13,850 lbf each" },
      { label: "Engine Program", value: "Rolls-Royce CorporateCare" },
      { label: "Engine 1", value: "9,410 hrs total / 2,140 hrs since HSI" },
      { label: "Engine 2", value: "9,388 hrs total / 2,140 hrs since HSI" },
      { label: "APU", value: "Honeywell GTCP36-150, enrolled on MSP" },
    ],
    avionics: [
      { label: "Flight Deck", value: "Honeywell SPZ-8400, six-screen EFIS" },
      { label: "FMS", value: "Dual Honeywell NZ-2000 with WAAS/LPV" },
      { label: "ADS-B Out", value: "DO-260B compliant" },
      { label: "Datalink", value: "FANS 1/A+ with CPDLC" },
      { label: "Safety", value: "TCAS II (Change 7.1), EGPWS" },
      { label: "Satcom", value: "Inmarsat SwiftBroadband" },
    ],
    interior: [
      { label: "Seats", value: "10 passengers" },
      {
        label: "Configuration",
        value: "Forward four-place club, aft four-place conference group, two-place divan",
      },
      { label: "Refurbished", value: "2019: leather, carpet, veneer refinish and headliner" },
      { label: "Connectivity", value: "SwiftBroadband Wi-Fi with cabin handsets" },
      {
        label: "Galley",
        value: "Forward galley with convection oven, microwave and espresso machine",
      },
      { label: "Lavatory", value: "Aft lavatory with vanity, accessible baggage beyond" },
    ],
    compliance: [
      { label: "Certification", value: "Operated by an IS-BAO Stage 3 registered operator" },
      { label: "Maintenance Tracking", value: "CAMP Systems" },
      { label: "Damage History", value: "None" },
      { label: "Logbooks", value: "Complete from new" },
      { label: "Last Major Inspection", value: "72-month inspection completed 2023" },
    ],
  },
  {
    slug: "gulfstream-g500",
    make: "Gulfstream",
    model: "G500",
    name: "Gulfstream G500",
    category: "ultra-long-range",
    regNumber: "N518GX",
    serialNumber: "72064",
    year: 2021,
    ttaf: 1486.3,
    landings: 612,
    status: "for-sale",
    askingPrice: null,
    priceOnRequest: true,
    listedAt: daysAgo(38),
    baseAp: "WSSL",
    location: "Singapore, SG",
    featured: true,
    websiteListing: true,
    passengers: 19,
    rangeNm: 5200,
    cruiseSpeed: "Mach 0.925",
    description: [
      "The Gulfstream G500 brought a clean-sheet wing, the Symmetry Flight Deck and a new generation of Pratt & Whitney Canada engines to the large-cabin segment, and it remains one of the most efficient ways to cross an ocean in comfort. This 2021 aircraft offers a 5,200 nm range, a maximum operating speed of Mach 0.925 and a 51,000 ft ceiling, which puts Singapore to Tokyo, Sydney or Dubai well within a single leg.",
      "The three-zone cabin can be certified for up to 19 passengers but is configured for thirteen, with a forward club, a mid-cabin dining and conference group and an aft lounge with a divan that converts to a full-length bed. One hundred per cent fresh air, a low cabin altitude and Gulfstream's panoramic oval windows make long sectors noticeably less tiring.",
      "With under 1,500 hours since new, engines enrolled on ESP Platinum and Ka-band connectivity already installed, it is an unusually complete aircraft. It is held in Singapore and presented off-market on behalf of its first owner. Pricing, records and viewing are shared with qualified principals under a non-disclosure agreement.",
    ].join("\n\n"),
    heroImage: img("gulfstream-g500", "hero"),
    gallery: gallery("gulfstream-g500", [
      [
        "Exterior at Night",
        "A 2021 G500 on a lit apron, showing the clean-sheet wing and the rear-mounted PW814GA engines.",
      ],
      [
        "Three-Zone Cabin",
        "The forward club and mid-cabin dining group under soft indirect light, with panoramic oval windows on both sides.",
      ],
      [
        "Symmetry Flight Deck",
        "Active-control sidesticks, ten touchscreens and a head-up display with enhanced vision.",
      ],
      [
        "Forward Galley",
        "A full-size galley with oven, steam oven, espresso machine and crystal and china storage.",
      ],
    ]),
    manufacturer: "Gulfstream Aerospace",
    seatsConfigured: 13,
    longRangeCruise: "Mach 0.85",
    maxAltitudeFt: 51000,
    takeoffDistanceFt: 5300,
    powerplant: "2 × Pratt & Whitney Canada PW814GA",
    baggage: "175 ft³, accessible in flight",
    cabinLength: "41 ft 6 in (excluding baggage)",
    cabinWidth: "7 ft 7 in",
    cabinHeight: "6 ft 2 in",
    cabinVolumeCuFt: 1594,
    exteriorLength: "91 ft 2 in",
    wingspan: "86 ft 4 in",
    exteriorHeight: "25 ft 5 in",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [
      { label: "Engine Model", value: "2 × Pratt & Whitney Canada PW814GA, 15,144 lbf each" },
      { label: "Engine Program", value: "P&WC Eagle Service Plan (ESP) Platinum" },
      { label: "Engine 1", value: "1,486 hrs / 612 cycles since new" },
      { label: "Engine 2", value: "1,486 hrs / 612 cycles since new" },
      { label: "APU", value: "Honeywell, enrolled on MSP" },
    ],
    avionics: [
      {
        label: "Flight Deck",
        value: "Gulfstream Symmetry Flight Deck with active-control sidesticks",
      },
      { label: "Vision Systems", value: "Head-up display with EFVS and synthetic vision" },
      { label: "ADS-B Out", value: "DO-260B compliant" },
      { label: "Datalink", value: "FANS 1/A+, CPDLC and Link 2000+" },
      { label: "Navigation", value: "RNP 0.3, LPV and RNP AR capable" },
      { label: "Connectivity", value: "Ka-band high-speed broadband" },
    ],
    interior: [
      { label: "Seats", value: "13 seats, certified for up to 19" },
      {
        label: "Configuration",
        value: "Forward club four, mid-cabin dining for four, aft lounge with three-place divan",
      },
      { label: "Refurbished", value: "Original factory interior (2021), as new" },
      { label: "Wi-Fi", value: "Ka-band cabin Wi-Fi with streaming-grade bandwidth" },
      {
        label: "Cabin Environment",
        value: "100% fresh air, low cabin altitude, whisper-quiet cabin",
      },
      { label: "Sleeping", value: "Divan converts to a full-length bed; seats berth in pairs" },
    ],
    compliance: [
      { label: "Certification", value: "Managed by an IS-BAO Stage 3 registered operator" },
      { label: "Maintenance Tracking", value: "CAMP Systems" },
      { label: "Warranty", value: "Balance of Gulfstream factory warranties, transferable" },
      { label: "Damage History", value: "None" },
      { label: "Registry", value: "United States (FAA), operated privately under Part 91" },
    ],
  },
  {
    slug: "bombardier-global-6000",
    make: "Bombardier",
    model: "Global 6000",
    name: "Bombardier Global 6000",
    category: "ultra-long-range",
    regNumber: "9V-BGX",
    serialNumber: "9614",
    year: 2015,
    ttaf: 4215.8,
    landings: 1688,
    status: "for-sale",
    askingPrice: null,
    priceOnRequest: true,
    listedAt: daysAgo(91),
    baseAp: "OMDW",
    location: "Dubai, AE",
    featured: true,
    websiteListing: true,
    passengers: 17,
    rangeNm: 6000,
    cruiseSpeed: "Mach 0.89",
    description: [
      "The Bombardier Global 6000 pairs a 6,000 nm range with one of the widest cabins in its class, and it has become the long-range workhorse of choice for principals who value space as much as speed. This 2015 aircraft cruises at up to Mach 0.89 and connects Dubai with London, Singapore or Johannesburg nonstop, with the reserves to absorb winter headwinds.",
      "Its three-zone cabin is configured for thirteen, with a forward club, a six-place conference and dining area and a private aft stateroom with a divan, lavatory and shower-ready vanity; the aircraft is certified for up to 17 passengers. The Vision Flight Deck includes a head-up display with enhanced and synthetic vision, and Ka-band connectivity keeps the cabin online across continents.",
      "Both engines are on Rolls-Royce CorporateCare, the 60-month inspection was completed in 2024 and the soft goods were refreshed in 2022. It is based in Dubai and offered discreetly on behalf of a corporate owner; full records and a recent inspection report are available to qualified buyers.",
    ].join("\n\n"),
    heroImage: img("bombardier-global-6000", "hero"),
    gallery: gallery("bombardier-global-6000", [
      [
        "Exterior in the Hangar",
        "The long, elegant fuselage and high-aspect wing of the Global 6000, kept hangared in Dubai.",
      ],
      [
        "Conference and Dining",
        "A mid-cabin table for six beneath indirect lighting, finished in dove-grey leather and dark veneer.",
      ],
      [
        "Vision Flight Deck",
        "Rockwell Collins-based Vision Flight Deck with head-up display, EVS and synthetic vision.",
      ],
      [
        "Aft Stateroom",
        "A private stateroom with a divan that makes up into a full bed, prepared here for a night crossing.",
      ],
    ]),
    manufacturer: "Bombardier",
    seatsConfigured: 13,
    longRangeCruise: "Mach 0.85",
    maxAltitudeFt: 51000,
    takeoffDistanceFt: 6476,
    powerplant: "2 × Rolls-Royce BR710A2-20",
    baggage: "195 ft³, accessible in flight",
    cabinLength: "43 ft 3 in (excluding baggage)",
    cabinWidth: "8 ft 2 in",
    cabinHeight: "6 ft 2 in",
    cabinVolumeCuFt: 2140,
    exteriorLength: "99 ft 5 in",
    wingspan: "94 ft 0 in",
    exteriorHeight: "25 ft 6 in",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [
      { label: "Engine Model", value: "2 × Rolls-Royce BR710A2-20, 14,750 lbf each" },
      { label: "Engine Program", value: "Rolls-Royce CorporateCare" },
      { label: "Engine 1", value: "4,202 hrs / 1,681 cycles since new" },
      { label: "Engine 2", value: "4,215 hrs / 1,688 cycles since new" },
      { label: "APU", value: "Honeywell RE220, enrolled on MSP" },
    ],
    avionics: [
      {
        label: "Flight Deck",
        value: "Bombardier Vision Flight Deck (Rockwell Collins Pro Line Fusion)",
      },
      { label: "Vision Systems", value: "Head-up display with EVS and synthetic vision" },
      { label: "ADS-B Out", value: "DO-260B compliant" },
      { label: "Datalink", value: "FANS 1/A+ with CPDLC" },
      { label: "Safety", value: "TCAS II (Change 7.1), TAWS, dual IRS" },
      { label: "Connectivity", value: "Ka-band broadband plus Inmarsat SwiftBroadband backup" },
    ],
    interior: [
      { label: "Seats", value: "13 seats, certified for up to 17" },
      {
        label: "Configuration",
        value: "Forward club four, six-place conference and dining, aft stateroom with divan",
      },
      {
        label: "Refurbished",
        value: "2022 soft-goods refresh: leather, carpet and divan upholstery",
      },
      { label: "Wi-Fi", value: "Ka-band cabin Wi-Fi" },
      { label: "Crew Rest", value: "Dedicated forward crew rest area" },
      { label: "Lavatories", value: "Forward crew lavatory and private aft lavatory" },
    ],
    compliance: [
      { label: "Certification", value: "Managed by an IS-BAO Stage 3 registered operator" },
      { label: "Maintenance Tracking", value: "CAMP Systems" },
      { label: "Parts Program", value: "Bombardier Smart Parts Plus" },
      { label: "Damage History", value: "None" },
      { label: "Last Major Inspection", value: "60-month inspection completed 2024" },
    ],
  },
  {
    slug: "embraer-phenom-300e",
    make: "Embraer",
    model: "Phenom 300E",
    name: "Embraer Phenom 300E",
    category: "light-jets",
    regNumber: "VH-PEJ",
    serialNumber: "50500612",
    year: 2022,
    ttaf: 812.4,
    landings: 744,
    status: "for-sale",
    askingPrice: "US$ 10,950,000",
    priceOnRequest: false,
    listedAt: daysAgo(22),
    baseAp: "YPPH",
    location: "Perth, AU",
    featured: false,
    websiteListing: true,
    passengers: 10,
    rangeNm: 2010,
    cruiseSpeed: "464 kts",
    description: [
      "The Phenom 300E has been the best-selling light jet in the world for more than a decade, and this 2022 example shows why. It carries up to 10 passengers, cruises at 464 knots and flies 2,010 nm, which covers Perth to Adelaide, Darwin or Bali nonstop and puts most of the Australian mainland within a single leg of the west coast.",
      "The cabin is the largest in its class, with a dropped aisle, a quiet, well-finished interior in light stone leather and a belted private lavatory. The Prodigy Touch Flight Deck, built on the Garmin G3000, adds autothrottle, synthetic vision and runway overrun awareness to a platform already known for single-pilot capability and low operating costs.",
      "With just over 800 hours since new, engines on ESP Gold and Embraer Executive Care coverage, it is a straightforward, turnkey acquisition for an owner-operator or a family office stepping into private aviation. It is based in Perth and available for inspection at short notice.",
    ].join("\n\n"),
    heroImage: img("embraer-phenom-300e", "hero"),
    gallery: gallery("embraer-phenom-300e", [
      [
        "Exterior at Dusk",
        "A 2022 Phenom 300E on the Perth apron, showing its T-tail and swept wing.",
      ],
      [
        "Cabin",
        "Club seating in light stone leather with the dropped aisle and large oval windows that set the class standard.",
      ],
      [
        "Prodigy Touch Flight Deck",
        "Garmin G3000-based avionics with autothrottle, synthetic vision and touchscreen controllers.",
      ],
      [
        "Refreshment Centre",
        "A forward refreshment cabinet with chilled storage and crystal, finished in gloss veneer.",
      ],
    ]),
    manufacturer: "Embraer",
    maxAltitudeFt: 45000,
    takeoffDistanceFt: 3209,
    powerplant: "2 × Pratt & Whitney Canada PW535E1",
    baggage: "84 ft³ (external and internal)",
    cabinLength: "17 ft 2 in",
    cabinWidth: "5 ft 1 in",
    cabinHeight: "4 ft 11 in",
    cabinVolumeCuFt: 324,
    exteriorLength: "51 ft 4 in",
    wingspan: "52 ft 2 in",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [
      { label: "Engine Model", value: "2 × Pratt & Whitney Canada PW535E1, 3,478 lbf each" },
      { label: "Engine Program", value: "P&WC Eagle Service Plan (ESP) Gold" },
      { label: "Engine 1", value: "812 hrs / 744 cycles since new" },
      { label: "Engine 2", value: "812 hrs / 744 cycles since new" },
      { label: "Next Major Event", value: "Hot section inspection not due until 2,500 hrs" },
    ],
    avionics: [
      { label: "Flight Deck", value: "Embraer Prodigy Touch (Garmin G3000)" },
      { label: "Autothrottle", value: "Installed" },
      { label: "ADS-B", value: "ADS-B Out (DO-260B) and ADS-B In" },
      { label: "Safety", value: "Synthetic vision, ROAAS runway overrun alerting, TAWS-A" },
      { label: "Weather", value: "Garmin GWX 75 radar and SiriusXM-ready datalink weather" },
    ],
    interior: [
      { label: "Seats", value: "Up to 10, including belted lavatory and side-facing seat" },
      {
        label: "Configuration",
        value: "Four-place club, two forward-facing seats, side-facing seat, belted lavatory",
      },
      { label: "Refurbished", value: "Original factory interior (2022)" },
      {
        label: "Cabin Management",
        value: "Lufthansa Technik nice HD with personal device control",
      },
      { label: "Wi-Fi", value: "Satellite-based cabin Wi-Fi" },
    ],
    compliance: [
      { label: "Certification", value: "Managed by an IS-BAO Stage 3 registered operator" },
      { label: "Maintenance Program", value: "Embraer Executive Care" },
      { label: "Maintenance Tracking", value: "CAMP Systems" },
      { label: "Damage History", value: "None" },
      { label: "Registry", value: "Australia (CASA), Part 91 private operation" },
    ],
  },
  {
    slug: "cessna-citation-ultra",
    make: "Cessna",
    model: "Citation Ultra (560)",
    name: "Cessna Citation Ultra",
    category: "light-jets",
    regNumber: "VH-CUQ",
    serialNumber: "560-0398",
    year: 1997,
    ttaf: 7915.2,
    landings: 6840,
    status: "for-sale",
    askingPrice: "US$ 1,650,000",
    priceOnRequest: false,
    listedAt: null,
    baseAp: "YPPH",
    location: "Perth, AU",
    featured: false,
    websiteListing: false,
    passengers: 7,
    rangeNm: 1960,
    cruiseSpeed: "430 kts",
    description: [
      "The Citation Ultra built Cessna's reputation for rugged, economical light jets, and it remains one of the most cost-effective ways into jet ownership. This 1997 aircraft seats seven, cruises at 430 knots and has a 1,960 nm range, with the short-field manners to use regional strips that larger jets cannot.",
      "A 2016 interior refurbishment and a Garmin navigation upgrade keep it comfortable and compliant, including ADS-B Out. Both JT15D-5D engines are enrolled on ESP, and the aircraft has been flown and maintained by the same Perth operator for the last nine years.",
      "It is offered with complete records and a recent phase inspection, and would suit an owner-flown operation, a flight department's second aircraft or a regional charter operator.",
    ].join("\n\n"),
    heroImage: img("cessna-citation-ultra", "hero"),
    gallery: gallery("cessna-citation-ultra", [
      [
        "Exterior",
        "The straight-wing Citation profile with its cruciform tail, photographed above a morning cloud deck.",
      ],
      ["Cabin", "Four-place club seating refurbished in 2016 in tan leather with satin veneer."],
      ["Flight Deck", "Honeywell Primus 1000 EFIS with a Garmin GTN navigator upgrade."],
      [
        "Refreshment Centre",
        "A forward refreshment centre with ice drawer and storage for hot and cold drinks.",
      ],
    ]),
    manufacturer: "Cessna Aircraft Company",
    maxAltitudeFt: 45000,
    takeoffDistanceFt: 3180,
    powerplant: "2 × Pratt & Whitney Canada JT15D-5D",
    baggage: "67 ft³",
    cabinLength: "17 ft 4 in",
    cabinWidth: "4 ft 10 in",
    cabinHeight: "4 ft 9 in",
    exteriorLength: "48 ft 11 in",
    wingspan: "52 ft 2 in",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [
      { label: "Engine Model", value: "2 × Pratt & Whitney Canada JT15D-5D, 3,045 lbf each" },
      { label: "Engine Program", value: "P&WC Eagle Service Plan (ESP)" },
      { label: "Engine 1", value: "1,104 hrs since overhaul" },
      { label: "Engine 2", value: "1,104 hrs since overhaul" },
    ],
    avionics: [
      { label: "Flight Deck", value: "Honeywell Primus 1000 EFIS" },
      { label: "Navigation", value: "Garmin GTN 750 with WAAS/LPV" },
      { label: "ADS-B Out", value: "DO-260B compliant" },
      { label: "Safety", value: "TCAS I, TAWS-A" },
    ],
    interior: [
      { label: "Seats", value: "7 passengers" },
      {
        label: "Configuration",
        value: "Four-place club, two forward-facing seats, belted side-facing seat",
      },
      { label: "Refurbished", value: "2016: tan leather, new carpet and veneer refinish" },
      { label: "Lavatory", value: "Aft private lavatory" },
    ],
    compliance: [
      { label: "Maintenance Tracking", value: "CAMP Systems" },
      { label: "Inspection Status", value: "Phase 1–4 inspections current" },
      { label: "Damage History", value: "None" },
      { label: "Logbooks", value: "Complete from new" },
    ],
  },
  {
    slug: "embraer-phenom-300",
    make: "Embraer",
    model: "Phenom 300",
    name: "Embraer Phenom 300",
    category: "light-jets",
    regNumber: "VH-PXO",
    serialNumber: "50500214",
    year: 2014,
    ttaf: 3412.7,
    landings: 2960,
    status: "for-sale",
    askingPrice: null,
    priceOnRequest: true,
    listedAt: null,
    baseAp: "YPPH",
    location: "Perth, AU",
    featured: false,
    websiteListing: false,
    passengers: 9,
    rangeNm: 1971,
    cruiseSpeed: "464 kts",
    description: [
      "The original Phenom 300 set the template for the modern light jet: a large, bright cabin, a fast and efficient wing, and avionics that made single-pilot operation genuinely easy. This 2014 aircraft seats nine, cruises at 464 knots and has a range of 1,971 nm.",
      "It has been maintained by an Embraer-authorised service centre, upgraded with ADS-B Out and a cabin Wi-Fi system, and both PW535E engines are on ESP Gold. The interior is in very good condition in cream leather with gloss walnut veneer.",
      "A sensible, well-documented aircraft for an owner moving up from a turboprop or a Citation, offered in Perth with current inspections.",
    ].join("\n\n"),
    heroImage: img("embraer-phenom-300", "hero"),
    gallery: gallery("embraer-phenom-300", [
      [
        "Exterior",
        "The Phenom 300's swept wing and T-tail, photographed over the Western Australian outback.",
      ],
      [
        "Cabin",
        "Cream leather club seating with gloss walnut veneer and the model's large oval windows.",
      ],
      ["Prodigy Flight Deck", "Garmin G1000-based Prodigy Flight Deck with synthetic vision."],
      [
        "Refreshment Centre",
        "A forward refreshment centre with chilled drawer and crystal storage.",
      ],
    ]),
    manufacturer: "Embraer",
    maxAltitudeFt: 45000,
    takeoffDistanceFt: 3138,
    powerplant: "2 × Pratt & Whitney Canada PW535E",
    baggage: "84 ft³ (external and internal)",
    cabinLength: "17 ft 2 in",
    cabinWidth: "5 ft 1 in",
    cabinHeight: "4 ft 11 in",
    exteriorLength: "51 ft 4 in",
    wingspan: "52 ft 2 in",
    specifications: { general: [], performance: [], dimensions: [] },
    engines: [
      { label: "Engine Model", value: "2 × Pratt & Whitney Canada PW535E, 3,360 lbf each" },
      { label: "Engine Program", value: "P&WC Eagle Service Plan (ESP) Gold" },
      { label: "Engine 1", value: "3,398 hrs since new / 1,020 hrs since HSI" },
      { label: "Engine 2", value: "3,412 hrs since new / 1,020 hrs since HSI" },
    ],
    avionics: [
      { label: "Flight Deck", value: "Embraer Prodigy (Garmin G1000)" },
      { label: "ADS-B Out", value: "DO-260B compliant" },
      { label: "Safety", value: "Synthetic vision, TAWS-A, TCAS I" },
      { label: "Weather", value: "Garmin GWX 68 weather radar" },
    ],
    interior: [
      { label: "Seats", value: "9 passengers" },
      {
        label: "Configuration",
        value: "Four-place club, two forward-facing seats, side-facing seat, belted lavatory",
      },
      { label: "Refurbished", value: "Original interior, very good condition" },
      { label: "Wi-Fi", value: "Satellite-based cabin Wi-Fi" },
    ],
    compliance: [
      { label: "Maintenance", value: "Embraer-authorised service centre" },
      { label: "Maintenance Tracking", value: "CAMP Systems" },
      { label: "Damage History", value: "None" },
      { label: "Logbooks", value: "Complete from new" },
    ],
  },
];
