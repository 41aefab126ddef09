// The text of 'The Private Jet Buyer's Guide': its chapters, in reading order. The layout is in
// buyers-guide-pdf.server.ts.

export type Block =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "table"; columns: string[]; rows: string[][]; widths: number[] }
  | { kind: "note"; text: string };

export type Chapter = { title: string; lead: string; blocks: Block[] };

export const chapters: Chapter[] = [
  {
    title: "Budgeting for a purchase",
    lead: "The purchase price is the smallest decision you will make. The budget that matters covers the aircraft, the first year of ownership and the reserves that keep it flying.",
    blocks: [
      { kind: "h", text: "Start with the mission, then the money" },
      {
        kind: "p",
        text: "Write down the trips you expect to fly in a typical year: the longest leg you need without a fuel stop, how many passengers usually travel, how many hours you expect to fly and from which airports. Those four facts narrow the market more than any brochure. A buyer who flies 150 hours a year between regional capitals needs a very different aircraft, and a very different budget, from one who crosses an ocean twice a month.",
      },
      { kind: "h", text: "The five lines of a realistic budget" },
      {
        kind: "bullets",
        items: [
          "Acquisition price: the negotiated price of the aircraft, including any engine or APU programme enrolment that transfers with it.",
          "Transaction costs: pre-purchase inspection, escrow, legal work, registration, ferry flights and any taxes due on import or delivery. Allow 1% to 3% of the price.",
          "Entry into service: paint or interior refresh, connectivity, avionics mandates, crew recruitment and type training. On a pre-owned aircraft this can reach 5% to 10% of the price.",
          "Annual fixed costs: crew, hangar, insurance, management, training and subscriptions. These are due whether the aircraft flies or not.",
          "Variable costs and reserves: fuel, maintenance reserves per flight hour, landing, handling and navigation fees.",
        ],
      },
      { kind: "h", text: "Financing and liquidity" },
      {
        kind: "p",
        text: "Aircraft lenders typically finance 60% to 80% of the value of a well-maintained aircraft, with terms linked to the aircraft's age at maturity. Financing preserves liquidity but brings covenants on maintenance, registration and operation. Whatever the structure, keep a cash reserve for unscheduled maintenance: an unexpected engine event on a jet without an engine programme can cost more than a year of fuel.",
      },
      {
        kind: "note",
        text: "Rule of thumb: set aside at least six months of operating costs as a liquidity reserve from the first day of ownership.",
      },
    ],
  },
  {
    title: "Choosing a category",
    lead: "Cabin size, range and runway performance decide which aircraft can fly your missions. Buy for the trips you fly most often, and charter for the rare exception.",
    blocks: [
      {
        kind: "table",
        columns: ["Category", "Passengers", "Typical non-stop", "Best suited to"],
        widths: [0.22, 0.16, 0.2, 0.42],
        rows: [
          [
            "Light jets",
            "4-8",
            "Up to 3 hours",
            "Regional business trips, short runways, owner-pilots on some types",
          ],
          [
            "Mid-size",
            "6-9",
            "Up to 5 hours",
            "Coast-to-coast or regional trips with a stand-up cabin",
          ],
          [
            "Super mid-size",
            "8-10",
            "5-7 hours",
            "Transcontinental range with a flat floor and full galley",
          ],
          [
            "Heavy jets",
            "8-16",
            "Up to 8 hours",
            "Transatlantic families and teams, separate cabin zones",
          ],
          [
            "Ultra-long-range",
            "12-19",
            "12 hours and more",
            "City pairs such as Singapore-London or Sydney-Los Angeles non-stop",
          ],
        ],
      },
      { kind: "h", text: "Questions that settle the choice" },
      {
        kind: "bullets",
        items: [
          "Range with real payload: check the range with your usual passengers and baggage, in winter winds and with reserves, not the brochure figure with four passengers.",
          "Airports: runway length, altitude and temperature limit some aircraft. Confirm performance at the airports you use most.",
          "Cabin: can passengers stand, sleep or work? Is the lavatory private? Is the baggage compartment reachable in flight?",
          "Support network: the nearest authorised service centres and the manufacturer's parts availability in your region.",
          "Residual value: popular types with large fleets sell faster and hold their value better than rare ones.",
        ],
      },
      {
        kind: "p",
        text: "The Gulfstream IV SP illustrates the value of a proven platform: a large, comfortable cabin for up to 14 passengers, intercontinental range and a worldwide support network, at a fraction of the price of a new heavy jet. Its operating costs are those of a heavy jet, however, so it rewards owners who fly long missions often.",
      },
    ],
  },
  {
    title: "The pre-purchase inspection",
    lead: "The pre-purchase inspection (PPI) turns a promising aircraft into a known one. It is where most of the value of a transaction is protected.",
    blocks: [
      { kind: "h", text: "Records first" },
      {
        kind: "p",
        text: "Before the aircraft reaches the hangar, specialists review its logbooks and records: complete back-to-birth traceability, compliance with airworthiness directives and service bulletins, damage history and repairs, component times and the status of engine and APU programmes. Missing or incomplete records reduce value and can make an aircraft hard to register or finance.",
      },
      { kind: "h", text: "What the physical inspection covers" },
      {
        kind: "bullets",
        items: [
          "Airframe: corrosion, structural repairs, landing gear, flight controls and pressure vessel.",
          "Engines and APU: borescope inspection, trend data, oil analysis and programme status.",
          "Avionics and systems: functional checks, software levels and compliance with the airspace mandates of the regions you will fly.",
          "Cabin: condition of the interior, entertainment and connectivity, and the documentation of any modification.",
          "Test flight: the aircraft flown by its crew with your technical representative aboard.",
        ],
      },
      { kind: "h", text: "Choosing the facility and reading the results" },
      {
        kind: "p",
        text: "Use an authorised service centre for the type that is independent of the seller. The buyer normally pays for the inspection; the seller pays to correct airworthiness discrepancies. Cosmetic findings and items that are not airworthiness related are negotiated, which is why the scope of the inspection and the treatment of discrepancies belong in the purchase agreement before the aircraft is inspected.",
      },
      {
        kind: "note",
        text: "Plan for one to three weeks for a PPI on a large-cabin jet, longer if a major scheduled inspection is performed at the same time.",
      },
    ],
  },
  {
    title: "Ownership structures",
    lead: "How you hold the aircraft affects liability, tax, privacy, financing and the freedom to charter it out. Decide the structure before the purchase agreement is signed.",
    blocks: [
      {
        kind: "bullets",
        items: [
          "Direct ownership: simple, but it ties the aircraft's liabilities and visibility to the owner. Rarely the best choice for a business jet.",
          "Single-purpose company: a company whose only asset is the aircraft. It isolates liability, simplifies a future sale (the company can be sold with the aircraft) and is usually required by lenders.",
          "Trust or owner-trustee structures: used where the owner's nationality does not match the preferred registry, or where privacy matters.",
          "Shared and fractional ownership: lower entry cost in exchange for less control over availability and configuration.",
        ],
      },
      { kind: "h", text: "Registration and operation" },
      {
        kind: "p",
        text: "The country of registration determines the rules for maintenance, crew licensing and where the aircraft may fly commercially. Popular registries offer stable regulation and good resale value; some restrict who may own the aircraft. If you intend to offset costs by placing the aircraft on a charter certificate, confirm the registry and the operator's approval before delivery.",
      },
      { kind: "h", text: "Management" },
      {
        kind: "p",
        text: "Most owners appoint a management company to employ the crew, plan maintenance, handle regulatory compliance and run the budget. Ask for transparent monthly reporting, competitive fuel and insurance programmes and a clear policy on charter revenue sharing.",
      },
      {
        kind: "note",
        text: "Structures depend on your residence, your business and where the aircraft will fly. Take tax and legal advice in each jurisdiction concerned; this guide is general information, not advice.",
      },
    ],
  },
  {
    title: "Operating costs",
    lead: "Operating costs, not the purchase price, decide whether ownership makes sense. Model them for your real utilisation before you make an offer.",
    blocks: [
      { kind: "h", text: "Fixed costs (per year)" },
      {
        kind: "bullets",
        items: [
          "Crew salaries and benefits: two pilots for most jets, a cabin attendant on long-range aircraft.",
          "Recurrent training at a simulator centre for every pilot, every year.",
          "Hangar, insurance (hull and liability) and management fees.",
          "Navigation databases, weather, connectivity and flight-planning subscriptions.",
          "Scheduled inspections that fall due by calendar rather than by hours.",
        ],
      },
      { kind: "h", text: "Variable costs (per flight hour)" },
      {
        kind: "bullets",
        items: [
          "Fuel: the largest variable cost, from around 700 litres per hour for a light jet to 2,000 and more for a heavy jet.",
          "Engine and APU programmes or reserves, airframe maintenance reserves.",
          "Landing, parking, handling, navigation and overflight charges.",
          "Crew travel, hotels and catering.",
        ],
      },
      {
        kind: "table",
        columns: ["Category", "Fixed per year (USD)", "Variable per hour (USD)"],
        widths: [0.34, 0.33, 0.33],
        rows: [
          ["Light jets", "450,000 - 750,000", "1,800 - 3,000"],
          ["Mid-size", "700,000 - 1,100,000", "2,800 - 4,200"],
          ["Heavy jets", "1,300,000 - 2,200,000", "4,500 - 7,500"],
          ["Ultra-long-range", "1,800,000 - 3,000,000", "6,500 - 10,000"],
        ],
      },
      {
        kind: "note",
        text: "Indicative ranges for a professionally crewed aircraft; actual figures depend on the type, its age, utilisation, registry and base. We prepare a costed model for any aircraft you shortlist.",
      },
    ],
  },
  {
    title: "From offer to delivery",
    lead: "A disciplined sequence protects both parties. Each step below has a document and a deposit attached to it.",
    blocks: [
      {
        kind: "bullets",
        items: [
          "Letter of intent: price, deposit, inspection scope, location and timing. Usually non-binding except for confidentiality and exclusivity.",
          "Aircraft purchase agreement: the binding contract, with the deposit held by an independent escrow agent.",
          "Pre-purchase inspection and test flight, followed by the buyer's technical acceptance or rejection.",
          "Correction of discrepancies agreed in the contract, then closing: funds released through escrow, bill of sale and registration filings.",
          "Delivery: the aircraft, its records and its loose equipment handed over at the agreed location.",
        ],
      },
      { kind: "h", text: "Your checklist" },
      {
        kind: "bullets",
        items: [
          "Mission profile written down: legs, passengers, airports, hours per year.",
          "Budget covering acquisition, transaction, entry into service, fixed and variable costs, and a reserve.",
          "Ownership structure, registry and operator agreed with your advisers.",
          "Shortlist of aircraft with complete records and known programme status.",
          "Inspection scope and discrepancy rules written into the purchase agreement.",
          "Crew, management, insurance and hangar arranged before delivery.",
        ],
      },
    ],
  },
];
