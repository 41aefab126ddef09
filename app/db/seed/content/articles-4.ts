import type { SeedArticle } from "./articles";

/** Aviation, lifestyle and business. */
export const articlesAviationLifestyleBusiness: SeedArticle[] = [
  {
    slug: "sustainable-aviation-fuel-private-operators",
    title: "Sustainable Aviation Fuel: What It Means for Private Operators Today",
    excerpt:
      "Sustainable aviation fuel is the most practical way to cut the lifecycle emissions of an existing jet. How it works, where to find it and how owners are using it.",
    author: "Editorial Team",
    category: "aviation",
    status: "published",
    publishedAt: "2025-07-22T07:00:00.000Z",
    image: "/images/journal/sustainable-aviation-fuel-private-operators.webp",
    content: `
<h2>A Drop-In Solution</h2>
<p>Sustainable aviation fuel, or SAF, is jet fuel produced from renewable or waste feedstocks rather than crude oil. Its great advantage is that it is a drop-in fuel: blended with conventional Jet A or Jet A-1, it can be used in today's aircraft and engines without modification. For business aviation, where fleets are long-lived and new propulsion technologies are still years away, it is the most practical way to reduce emissions now.</p>

<h2>How SAF Reduces Emissions</h2>
<p>Burning SAF releases a similar amount of carbon dioxide to burning conventional fuel. The benefit comes from its lifecycle: the carbon in the feedstock was recently absorbed from the atmosphere, rather than released from fossil reserves. Depending on the feedstock and production pathway, lifecycle emissions can be reduced substantially, by up to around eighty per cent for some fuels made from waste oils and fats.</p>
<h3>Feedstocks and pathways</h3>
<p>Most SAF available today is made from waste fats, oils and greases through a process known as HEFA. Other pathways, using agricultural residues, municipal waste or alcohols, are scaling up, and synthetic fuels made from captured carbon and green hydrogen are in development. Each pathway has its own cost and emissions profile.</p>
<h3>Blending limits</h3>
<p>Current specifications allow SAF to be blended with conventional fuel at up to fifty per cent. Engine and airframe manufacturers are testing unblended fuel, and the permitted blend is expected to rise over time.</p>

<h2>Availability and Policy</h2>
<p>Supply is growing but still limited, and SAF remains more expensive than conventional fuel. Policy is accelerating adoption: the European Union now requires fuel suppliers at its airports to blend a rising minimum share of SAF, starting at two per cent in 2025 and increasing steadily through the 2030s and beyond, and the United Kingdom has introduced a similar mandate. In Asia-Pacific, Singapore has announced a SAF levy and blending targets, and producers in Australia and the region are developing supply.</p>

<h2>Book and Claim</h2>
<p>Because SAF is not available at every airport, many operators use a book-and-claim system. The operator pays for SAF to be delivered into the fuel system at a location where it is available, and receives certified credit for the associated emissions reduction, even if its own aircraft refuels elsewhere. This allows owners to support SAF wherever they fly.</p>

<p>For corporate owners, SAF purchases increasingly form part of wider sustainability reporting, and certificates issued through a recognised registry provide the audit trail that reporting frameworks require.</p>

<blockquote>SAF will not solve aviation's emissions on its own, but it is the one lever every operator can pull today.</blockquote>

<h2>Practical Steps for Owners</h2>
<ul>
<li>Ask your operator or management company whether SAF is available at your main bases.</li>
<li>Consider a book-and-claim arrangement for flights from airports without supply.</li>
<li>Combine SAF with efficient operations: optimal routings, weight management and engine washes all reduce fuel burn.</li>
<li>Keep records of SAF purchases for sustainability reporting.</li>
</ul>
<p>Our team can help owners understand their options for SAF and broader emissions reduction. <a href="/contact">Contact us</a> to learn more.</p>

<h2>Frequently Asked Questions</h2>
<h3>Is SAF safe to use in my aircraft?</h3>
<p>Yes. Blended SAF meets the same fuel specifications as conventional jet fuel and requires no changes to the aircraft.</p>
<h3>Does SAF cost more?</h3>
<p>At present, yes, typically significantly more than conventional fuel, although prices are expected to fall as production scales.</p>
<h3>Can I use SAF if it is not available at my airport?</h3>
<p>Through book and claim, you can purchase SAF and claim its emissions benefit even when your aircraft refuels elsewhere.</p>
`.trim(),
  },
  {
    slug: "range-planning-winds-reserves-alternates",
    title: "Range Planning in the Real World: Winds, Reserves and Alternates",
    excerpt:
      "A brochure range figure is a starting point, not a promise. How professional flight planners decide whether a trip can be flown nonstop.",
    author: "Daniel Okafor",
    category: "aviation",
    status: "published",
    publishedAt: "2026-04-21T07:00:00.000Z",
    image: "/images/journal/range-planning-winds-reserves-alternates.webp",
    content: `
<h2>The Brochure Number and the Real One</h2>
<p>Every business jet has a published range, usually quoted with a specific number of passengers, a particular cruise speed and standard reserves. It is a useful basis for comparison, but it is not the distance the aircraft will fly on any given day. The real range depends on payload, weather, speed, altitude, temperature and the reserves the operator chooses to carry.</p>

<h2>Winds: The Biggest Variable</h2>
<p>Jet streams can blow at well over a hundred knots at cruising altitudes. A headwind effectively lengthens the journey; a tailwind shortens it. Flight planners convert a route into an equivalent still-air distance using forecast winds or, for advance planning, statistical winds that will be met or bettered on a given percentage of days, commonly eighty-five per cent.</p>
<h3>Seasonal patterns</h3>
<p>Westbound flights in the northern hemisphere winter face the strongest headwinds. A route that can be flown nonstop comfortably in summer may need a fuel stop in January.</p>

<h2>Reserves and Alternates</h2>
<p>Regulations and operator procedures require an aircraft to carry fuel beyond what it needs to reach its destination: enough to fly to an alternate airport, hold and land safely. Business aviation often uses standardised reserve assumptions for comparison, such as those published by industry associations, but operators may apply stricter policies.</p>
<ul>
<li><strong>Alternate selection:</strong> a nearby alternate reduces the fuel required; a distant one increases it.</li>
<li><strong>Holding fuel:</strong> typically a fixed amount of time at a specified altitude.</li>
<li><strong>Contingency fuel:</strong> an extra margin for unexpected routing or weather.</li>
</ul>

<h2>Payload and Speed</h2>
<p>More passengers and baggage mean more weight, which can reduce range. Flying faster burns more fuel; most long-range flights are planned at a long-range cruise speed rather than the maximum. On very long flights, the difference between maximum and long-range cruise can determine whether a stop is needed.</p>

<blockquote>A good flight plan begins with the mission, not the brochure. The question is not how far the aircraft can fly, but how far it can fly with your passengers, on your date, into your destination.</blockquote>

<h2>How This Affects Aircraft Selection</h2>
<p>When advising clients on aircraft purchases, we model their most demanding real-world missions rather than relying on published figures. An aircraft that can fly a critical route nonstop on most days of the year may be worth far more to one owner than a faster aircraft that needs an occasional stop. For owners who regularly fly long, westbound sectors, a margin of several hundred miles above the great-circle distance is prudent.</p>
<p>If you would like us to model your key routes against the aircraft you are considering, <a href="/contact">get in touch</a>, or compare the ranges of the aircraft in <a href="/aircraft">our collection</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>Why can an aircraft fly a route one day but not another?</h3>
<p>Because winds, temperature and payload change daily. A strong headwind or a heavy load can turn a nonstop flight into a one-stop journey.</p>
<h3>What is an equivalent still-air distance?</h3>
<p>The distance the aircraft would need to fly in calm air to use the same amount of fuel as it does on the actual route with forecast winds.</p>
<h3>Do private flights carry the same reserves as airlines?</h3>
<p>Requirements vary by regulation and operator, but professional operators plan to robust reserves and alternates on every flight.</p>
`.trim(),
  },
  {
    slug: "designing-a-cabin-that-ages-well",
    title: "Designing a Cabin That Ages Well: Materials, Light and Restraint",
    excerpt:
      "An aircraft interior should feel as good in year ten as it does on delivery day. Our thoughts on choosing materials, colours and layouts that endure.",
    author: "Sophie Laurent",
    category: "lifestyle",
    status: "published",
    publishedAt: "2025-09-09T07:00:00.000Z",
    image: "/images/journal/designing-a-cabin-that-ages-well.webp",
    content: `
<h2>Design for the Long View</h2>
<p>An aircraft interior is one of the most personal choices an owner makes, and one of the most expensive to change. The cabins that age best are rarely the most fashionable on delivery day. They are the ones designed with restraint, built from honest materials and arranged around how the owner actually uses the aircraft.</p>

<h2>The Palette</h2>
<p>Neutral palettes of ivory, stone, taupe and warm grey create a calm, spacious feeling and do not date quickly. Colour can be introduced through cushions, throws and tableware, which are easy to change. Deep, saturated colours and strong patterns on seats and bulkheads tend to feel dated sooner and can narrow the appeal of the aircraft when it is sold.</p>
<h3>Light and reflection</h3>
<p>Cabins are small spaces, and light is precious. Pale headliners, matt finishes and warm indirect lighting make a cabin feel larger. High-gloss finishes are beautiful but show every fingerprint and scratch.</p>

<h2>Materials That Endure</h2>
<ul>
<li><strong>Leather:</strong> semi-aniline hides offer a balance of softness and durability; pure aniline leather is luxurious but marks easily.</li>
<li><strong>Veneers:</strong> a satin finish on walnut, oak or eucalyptus wears better than high gloss and is easier to refinish.</li>
<li><strong>Stone and metal:</strong> lightweight stone veneers and brushed metal accents add quality without excessive weight.</li>
<li><strong>Carpet:</strong> wool blends in mid-tones hide wear and clean well.</li>
</ul>

<h2>Sound, Touch and Scent</h2>
<p>Good cabins engage more than the eye. Acoustic treatment in the sidewalls and carefully chosen soft furnishings make a noticeable difference to fatigue on long flights. Door latches, table mechanisms and seat controls should feel solid and move smoothly. Some owners choose natural materials precisely because of how they smell and age. These details are invisible in a rendering but define how a cabin feels in use.</p>

<h2>Layout and Function</h2>
<p>Think carefully about how the cabin will be used. A family that flies long distances will value a divan that converts to a bed and a galley that can serve proper meals. A corporate flight department may prioritise a conference group and connectivity. A flexible layout, with seats that berth and tables that stow, keeps options open.</p>

<blockquote>The most luxurious cabins are often the quietest: nothing shouts, everything works and every surface feels good to the touch.</blockquote>

<h2>Thinking About Resale</h2>
<p>Every owner should design for themselves, but it is worth remembering that most aircraft will eventually be sold. A restrained, well-made interior broadens the pool of buyers and shortens time on market. Bold personal touches are best expressed in elements that can be changed easily.</p>
<p>Our team works with leading completion and refurbishment centres and can advise on interiors for both new acquisitions and existing aircraft. <a href="/contact">Talk to us</a> about your cabin, or browse the interiors of <a href="/aircraft">the aircraft we represent</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>How often should an aircraft interior be refurbished?</h3>
<p>A light refresh of soft goods every five to seven years and a full refurbishment every ten to fifteen years is typical, depending on use.</p>
<h3>Does a bespoke interior add value?</h3>
<p>It adds enjoyment for the owner, but highly personalised interiors rarely add resale value and can reduce it.</p>
<h3>How long does a refurbishment take?</h3>
<p>A soft-goods refresh can take a few weeks; a complete refurbishment usually takes several months.</p>
`.trim(),
  },
  {
    slug: "discretion-and-privacy-in-private-aviation",
    title: "The Quiet Luxury of Discretion: Privacy in Private Aviation",
    excerpt:
      "Flight tracking, public registries and curious observers have made privacy harder to protect. The practical measures our clients use to keep their travel their own.",
    author: "James Whitfield",
    category: "lifestyle",
    status: "published",
    publishedAt: "2026-07-14T07:00:00.000Z",
    image: "/images/journal/discretion-and-privacy-in-private-aviation.webp",
    content: `
<h2>Privacy in a Transparent World</h2>
<p>Private aviation has always promised discretion. Yet in recent years, flight tracking websites, public aircraft registries and social media have made it easier than ever to follow an aircraft's movements. For owners and passengers who value their privacy, protecting it now requires thought and planning.</p>

<h2>Ownership and Registration</h2>
<p>Aircraft registries are public in most countries, and a registration number can quickly lead to an owner's name. Many owners hold aircraft through a company or trust, which separates the aircraft from their personal identity. The choice of structure has legal, tax and regulatory consequences, so it should be made with professional advice.</p>

<h2>Flight Tracking</h2>
<p>Modern surveillance technology broadcasts an aircraft's position, and enthusiasts and commercial services collect and publish this data. Some jurisdictions offer measures to limit this. In the United States, for example, programmes allow eligible owners to request that their flight data be limited on certain public feeds, and to use an alternative aircraft address not linked to the public registry. These measures reduce visibility but do not make an aircraft invisible.</p>
<p>Outside the United States, options are more limited and vary by country. Where permitted, operating under a management company's call sign rather than the aircraft's registration is one way to weaken the link between a flight and its owner.</p>
<h3>Charter as a privacy tool</h3>
<p>For occasional trips where privacy is paramount, chartering an aircraft not associated with the passenger can be an effective option.</p>

<h2>Arrivals and Departures Without an Audience</h2>
<p>Most attention focuses on the flight itself, but the moments on the ground are where privacy is most easily lost. Choosing a private terminal with a secure vehicle entrance, arranging for cars to meet the aircraft on the ramp where local rules allow and timing arrivals for quieter parts of the day all reduce exposure. At busy international destinations, completing customs and immigration formalities through the handling agent avoids waiting in public areas, and for high-profile passengers the operator can coordinate with local security providers in advance.</p>

<h2>People and Processes</h2>
<ul>
<li>Crew, managers and service providers should be bound by confidentiality agreements.</li>
<li>Passenger information should be shared only with those who need it, using secure channels.</li>
<li>Ground arrangements, from the choice of terminal to vehicle access on the ramp, can keep arrivals discreet.</li>
<li>Cabin connectivity should be secured to protect communications in flight.</li>
</ul>

<blockquote>Discretion is not a single measure but a culture, shared by everyone who touches a client's travel.</blockquote>

<h2>Discretion in Transactions</h2>
<p>The same principles apply when buying or selling an aircraft. Off-market transactions, non-disclosure agreements and careful handling of records allow owners to transact without public attention. We have built our business on discretion, and many of the aircraft we sell are never publicly advertised.</p>
<p>If privacy is important to you, <a href="/contact">speak to us in confidence</a> about how we can help.</p>

<h2>Frequently Asked Questions</h2>
<h3>Can I stop my aircraft appearing on flight tracking websites?</h3>
<p>You can reduce its visibility through the programmes available in some jurisdictions, but complete invisibility is not possible.</p>
<h3>Is owning through a trust legal?</h3>
<p>Yes, when properly structured and compliant with the registry's rules. Specialist legal advice is essential.</p>
<h3>Can crew be asked to sign confidentiality agreements?</h3>
<p>Yes. It is standard practice for crew and managers of private aircraft.</p>
`.trim(),
  },
  {
    slug: "ownership-structures-for-family-offices",
    title: "Ownership Structures for Family Offices: Trusts, SPVs and Management Agreements",
    excerpt:
      "How a family office holds and operates an aircraft affects tax, liability, privacy and flexibility. An overview of the common structures and the questions to ask.",
    author: "James Whitfield",
    category: "business",
    status: "published",
    publishedAt: "2025-05-13T08:00:00.000Z",
    image: "/images/journal/ownership-structures-for-family-offices.webp",
    content: `
<h2>Structure Before Aircraft</h2>
<p>For a family office, the decision about how to hold an aircraft is as important as the choice of aircraft itself. The structure determines who bears liability, how taxes apply, which registry the aircraft can use, how privacy is protected and how easily the aircraft can be sold or transferred to the next generation. It should be settled well before a letter of intent is signed.</p>

<h2>Common Ownership Structures</h2>
<h3>Special purpose vehicles</h3>
<p>Many aircraft are held in a single-purpose company created solely to own the aircraft. This isolates liability, simplifies an eventual sale, which can be a transfer of shares rather than of the aircraft, and keeps the aircraft separate from other family assets.</p>
<h3>Trusts</h3>
<p>Trust structures are often used where the beneficial owner would not otherwise be eligible for a particular registry, or where privacy is a priority. The trustee holds legal title and is responsible for compliance with the registry's rules.</p>
<h3>Leasing</h3>
<p>An aircraft can be owned by one entity and leased to another that operates it. This can be useful for tax and operational reasons, but it adds complexity and must be structured carefully to avoid unintended commercial operations.</p>

<h3>Choosing a registry</h3>
<p>The registry determines which aviation authority oversees the aircraft's airworthiness. Owners often choose between the registry of their home country, the United States, or offshore registries such as the Isle of Man, Guernsey, Bermuda or the Cayman Islands, each with different eligibility rules, costs and standing with financiers and buyers. The registry should fit how and where the aircraft will be operated.</p>

<h2>Operation and Management</h2>
<p>Most family offices appoint a professional management company to operate the aircraft, employ or contract the crew, arrange maintenance and handle regulatory compliance. A management agreement should clearly set out:</p>
<ul>
<li>Responsibilities for operational control and safety.</li>
<li>How costs are budgeted, approved and reported.</li>
<li>Whether the aircraft may be chartered, and how revenue is shared.</li>
<li>Insurance requirements and the parties named on the policy.</li>
<li>Termination rights and the transition process.</li>
</ul>

<h2>Tax and Cross-Border Considerations</h2>
<p>Import taxes such as Australian GST or European VAT, withholding taxes on lease payments and the tax treatment of depreciation all depend on the structure and the jurisdictions involved. Aircraft that move frequently between countries may have temporary import or customs obligations. Specialist advice in each relevant jurisdiction is essential.</p>

<blockquote>A well-designed structure is invisible in day-to-day operations, and invaluable when something changes.</blockquote>

<h2>Planning for the Exit</h2>
<p>A structure should also anticipate the end of ownership. A clean SPV with complete records and clear title makes a sale faster and more attractive to buyers. We work alongside our clients' legal and tax advisers to ensure that acquisition, operation and eventual sale are all considered from the outset. <a href="/contact">Contact us</a> to discuss your situation.</p>

<p>Succession deserves the same attention. If the aircraft is intended to pass to the next generation or to a family foundation, the structure should allow that without a change of registry or an unnecessary taxable transfer.</p>

<h2>Frequently Asked Questions</h2>
<h3>Should a family own an aircraft personally?</h3>
<p>Rarely. Holding the aircraft in a company or trust usually offers better liability protection, privacy and flexibility.</p>
<h3>Can a family office charter out its aircraft?</h3>
<p>Yes, through a management company that holds the necessary air operator's certificate. This can offset costs but affects availability.</p>
<h3>Who should be involved in setting up the structure?</h3>
<p>An aviation lawyer, a tax adviser familiar with each relevant jurisdiction, the management company and your broker.</p>
`.trim(),
  },
  {
    slug: "true-cost-of-owning-a-private-jet",
    title: "The True Cost of Owning a Private Jet: Fixed, Variable and Hidden",
    excerpt:
      "The purchase price is only the beginning. A realistic guide to the annual costs of aircraft ownership, and how to budget for them.",
    author: "Sophie Laurent",
    category: "business",
    status: "published",
    publishedAt: "2026-01-13T08:00:00.000Z",
    image: "/images/journal/true-cost-of-owning-a-private-jet.webp",
    content: `
<h2>Beyond the Purchase Price</h2>
<p>Prospective owners often focus on the acquisition price, but over the life of an aircraft the operating costs usually far exceed it. Understanding those costs, and how they vary with aircraft type and utilisation, is essential to making a sound decision and to avoiding unwelcome surprises in the first year.</p>

<h2>Fixed Costs</h2>
<p>Fixed costs are incurred whether or not the aircraft flies:</p>
<ul>
<li><strong>Crew:</strong> salaries, benefits and recurrent training for pilots and, on larger aircraft, a cabin attendant.</li>
<li><strong>Hangar:</strong> rates vary enormously by location and aircraft size.</li>
<li><strong>Insurance:</strong> hull and liability cover, influenced by aircraft value, crew experience and operating area.</li>
<li><strong>Management:</strong> fees for the management company, if one is used.</li>
<li><strong>Subscriptions:</strong> maintenance tracking, navigation databases, flight planning and connectivity plans.</li>
<li><strong>Scheduled maintenance:</strong> calendar-based inspections that fall due regardless of hours flown.</li>
</ul>

<h2>Variable Costs</h2>
<p>Variable costs depend on how much the aircraft flies:</p>
<ul>
<li>Fuel, usually the largest single variable cost.</li>
<li>Engine and APU programme charges per flight hour.</li>
<li>Hourly maintenance reserves for the airframe.</li>
<li>Landing, parking, handling and navigation fees.</li>
<li>Crew travel, accommodation and allowances.</li>
<li>Catering and cabin supplies.</li>
</ul>

<h2>The Hidden Costs</h2>
<p>Some costs are easy to overlook. Major inspections can require significant downtime and expense; avionics mandates may require upgrades; interiors need refreshing; and the aircraft depreciates. The opportunity cost of the capital invested is also real, whether the aircraft is financed or bought outright.</p>
<h3>A rough guide</h3>
<p>For a large-cabin jet flying three to four hundred hours a year, total annual costs, excluding depreciation and financing, commonly run to several million US dollars. A light jet flying a similar number of hours may cost well under a million. The actual figures depend heavily on the aircraft, the operation and the location.</p>

<h3>Budgeting with reserves</h3>
<p>Many experienced owners set aside a monthly reserve for airframe maintenance and major inspections in addition to engine programme payments. Treating these as a predictable running cost, rather than an occasional shock, makes ownership easier to manage and protects value at resale. Currency matters too: engine programmes and parts are usually priced in US dollars, so owners budgeting in Australian or Singapore dollars should allow for exchange-rate movements.</p>

<blockquote>The cost per hour of a private jet falls sharply as utilisation rises, which is why the right answer for one owner is charter, and for another, whole ownership.</blockquote>

<h2>Reducing the Cost of Ownership</h2>
<p>Owners can offset costs by placing the aircraft on a management company's certificate for charter, by choosing a base with competitive hangar and fuel prices and by keeping engines on programmes that smooth maintenance expenditure. The right aircraft for the mission also matters: an aircraft larger than you need costs more every hour it flies.</p>
<p>We prepare detailed ownership cost projections for clients considering an acquisition. <a href="/contact">Request a confidential budget</a> for the aircraft you have in mind, or compare options in <a href="/aircraft">our collection</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>How many hours a year justify owning a jet?</h3>
<p>There is no single threshold, but many advisers suggest that whole ownership begins to make sense above two hundred to three hundred hours a year.</p>
<h3>Does chartering out my aircraft cover its costs?</h3>
<p>It can offset a meaningful share of the fixed costs, but it rarely covers them entirely, and it reduces your own availability.</p>
<h3>What is the biggest unexpected cost for new owners?</h3>
<p>Major inspections and the associated downtime, particularly on older aircraft bought without a clear picture of what is due.</p>
`.trim(),
  },
  {
    slug: "fractional-jet-card-or-whole-aircraft",
    title: "Fractional, Jet Card or Whole Aircraft: Choosing the Right Model",
    excerpt:
      "On-demand charter, jet cards, fractional shares and whole ownership each suit a different kind of flyer. A clear comparison to help you decide.",
    author: "Editorial Team",
    category: "business",
    status: "draft",
    publishedAt: null,
    image: "/images/journal/fractional-jet-card-or-whole-aircraft.webp",
    content: `
<h2>Four Ways to Fly Privately</h2>
<p>There is no single best way to access private aviation. The right model depends on how many hours you fly, how predictable your schedule is, how much you value flexibility and control, and how you prefer to deploy capital. The four main options, on-demand charter, jet cards, fractional ownership and whole ownership, each have clear strengths.</p>

<h2>On-Demand Charter</h2>
<p>Charter offers complete flexibility with no long-term commitment. You pay for each trip, choosing the aircraft best suited to the mission. It works well for occasional flyers and for trips that require a specific aircraft type. The trade-offs are variable pricing, availability at peak times and less consistency between trips.</p>

<h2>Jet Cards</h2>
<p>A jet card is a prepaid or committed block of hours at fixed hourly rates, with guaranteed availability subject to the programme's terms. Cards offer predictability and simplicity, and suit people who fly perhaps twenty-five to a hundred hours a year. Read the terms carefully: peak-day surcharges, repositioning rules and cancellation policies vary widely.</p>

<h2>Fractional Ownership</h2>
<p>Fractional owners buy a share of a specific aircraft, entitling them to a set number of hours each year, with the programme providing aircraft from its fleet. It offers many of the benefits of ownership, including consistent standards and guaranteed availability, with less management burden. Costs include the share price, a monthly management fee and an hourly rate, and the share is sold back at the end of the term.</p>

<h2>Whole Ownership</h2>
<p>Whole ownership offers complete control: your aircraft, configured as you wish, available when you need it. It makes most sense for those who fly several hundred hours a year, value total flexibility or need specific capabilities. It also carries the full responsibility and cost of ownership, although professional management and charter revenue can ease both.</p>
<ul>
<li><strong>Under 50 hours a year:</strong> charter or a jet card.</li>
<li><strong>50 to 200 hours:</strong> jet card or fractional share.</li>
<li><strong>200 hours or more:</strong> fractional or whole ownership.</li>
</ul>

<h2>Hidden Differences Between Programmes</h2>
<p>Beyond price, programmes differ in ways that only become apparent in use. Some guarantee an aircraft category but may upgrade or downgrade you at their discretion; others restrict the airports they serve or charge for repositioning to remote locations. Fractional programmes typically have a minimum term and a remarketing fee when the share is sold back. In Asia-Pacific, fractional and jet card options are less widespread than in North America and Europe, which makes charter and whole ownership relatively more common in the region.</p>

<blockquote>The best model is the one that fits how you actually fly, not how you imagine you will.</blockquote>

<h2>Making the Decision</h2>
<p>Many of our clients move between models over time, starting with charter, moving to a card and eventually buying an aircraft. We can help you analyse your flying patterns and compare the real costs of each option. <a href="/contact">Get in touch</a> to start the conversation.</p>

<h2>Frequently Asked Questions</h2>
<h3>Is fractional ownership cheaper than whole ownership?</h3>
<p>For lower utilisation, usually yes. At high utilisation, whole ownership often becomes more economical per hour.</p>
<h3>Can I switch from a jet card to ownership later?</h3>
<p>Yes. Many owners start with charter or a card to understand their needs before buying.</p>
<h3>Are jet card hours transferable?</h3>
<p>It depends on the programme. Some allow family members or colleagues to use the hours; others do not.</p>
`.trim(),
  },
];
