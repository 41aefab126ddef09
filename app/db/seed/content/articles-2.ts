import type { SeedArticle } from "./articles";

/** Aircraft spotlights and industry insights. */
export const articlesAircraftAndIndustry: SeedArticle[] = [
  {
    slug: "gulfstream-iv-sp-enduring-value",
    title: "The Gulfstream IV SP: Why a Classic Still Earns Its Place",
    excerpt:
      "Three decades after it first flew, the G-IV SP still offers a transoceanic cabin for a fraction of the cost of newer jets. Here is what to look for, and what to avoid.",
    author: "Daniel Okafor",
    category: "aircraft-spotlights",
    status: "published",
    publishedAt: "2025-04-08T07:30:00.000Z",
    image: "/images/journal/gulfstream-iv-sp-enduring-value.webp",
    content: `
<h2>An Icon of the Large-Cabin Era</h2>
<p>When Gulfstream introduced the special-performance version of the G-IV in the early 1990s, it raised the aircraft's weights and payload and cemented the model as the definitive large-cabin business jet of its generation. Hundreds were delivered before production moved on to the G400 and G450, and a large number remain in active service around the world, many with operators who have flown them for decades.</p>
<p>The reasons are simple. The G-IV SP offers a genuine stand-up cabin, transoceanic range and a reputation for structural robustness that few aircraft of its era can match.</p>

<h2>The Numbers That Matter</h2>
<ul>
<li><strong>Range:</strong> 3,800 nm with typical reserves, enough for Perth to Singapore, Hong Kong or Auckland nonstop.</li>
<li><strong>Speed:</strong> a maximum cruise of Mach 0.88.</li>
<li><strong>Ceiling:</strong> 45,000 ft, above most weather and traffic.</li>
<li><strong>Cabin:</strong> room for ten passengers in real comfort, with a stand-up aisle and Gulfstream's large oval windows.</li>
<li><strong>Baggage:</strong> 169 cubic feet, accessible in flight.</li>
</ul>

<h2>Where the Value Lies Today</h2>
<p>The G-IV SP's acquisition price is now a fraction of what a newer large-cabin aircraft commands. That does not make it cheap to own: fuel burn, maintenance and inspections are those of a large, mature jet. The opportunity lies in buying an example whose previous owners have already invested in the things that matter.</p>
<h3>Engines on CorporateCare</h3>
<p>The Rolls-Royce Tay 611-8 engines are reliable, but an unprogrammed overhaul is a major expense. Enrolment in Rolls-Royce CorporateCare transfers that risk to the programme and is one of the most important factors in value.</p>
<h3>Avionics compliance</h3>
<p>The original Honeywell SPZ-8400 flight deck is proven, but international operation now requires ADS-B Out, FANS 1/A+ and CPDLC, along with modern navigation capability. Aircraft that have completed these upgrades are worth considerably more than those that have not.</p>
<h3>Inspection status</h3>
<p>The large calendar inspections are substantial events. A buyer should know exactly when the next one is due and factor it into both price and operational planning.</p>

<blockquote>A well-kept G-IV SP is still one of the most rewarding aircraft to own, as long as you buy the right serial number rather than the cheapest one.</blockquote>

<h2>Who the G-IV SP Suits Best</h2>
<p>The aircraft makes particular sense for owners who need a large, comfortable cabin for regional and medium-haul flying, who fly a moderate number of hours each year and who would rather invest in a proven airframe than absorb the depreciation of a new one. It is also a popular choice for charter operators, where its cabin and range command strong rates.</p>
<p>We currently represent a 1999 G-IV SP based in Perth, with engines on CorporateCare and a 2019 interior. You can view its specifications in <a href="/aircraft">our collection</a>, or <a href="/contact">request the full records</a> in confidence.</p>

<h2>Frequently Asked Questions</h2>
<h3>Is the Gulfstream IV SP still supported by Gulfstream?</h3>
<p>Yes. Gulfstream and its authorised service centres continue to support the type, and the parts supply remains healthy thanks to the large active fleet.</p>
<h3>How many passengers can a G-IV SP carry?</h3>
<p>It carries ten passengers comfortably, and many are certified for up to fourteen depending on configuration.</p>
<h3>What is the biggest risk when buying one?</h3>
<p>Buying an aircraft with engines off programme or a major inspection imminently due. Both can add very significant cost in the first year of ownership.</p>
`.trim(),
  },
  {
    slug: "gulfstream-g500-spotlight",
    title: "Gulfstream G500: Symmetry Flight Deck, Mach 0.925 and a 5,200 nm Reach",
    excerpt:
      "The G500 introduced a new wing, new engines and a new way of flying to the Gulfstream family. With pre-owned examples now available, we look at why it is winning over buyers.",
    author: "Sophie Laurent",
    category: "aircraft-spotlights",
    status: "published",
    publishedAt: "2026-05-26T08:00:00.000Z",
    image: "/images/journal/gulfstream-g500-spotlight.webp",
    content: `
<h2>A Clean Sheet in Every Sense</h2>
<p>The G500 was designed from the outset as a new aircraft rather than an evolution of an earlier one. It has its own wing, a new generation of Pratt &amp; Whitney Canada PW814GA engines and the Symmetry Flight Deck, which brought active-control sidesticks and extensive touchscreen controls to a business jet. The result is an aircraft that is faster, more efficient and more comfortable than the models it sits alongside.</p>

<h2>Performance Without Compromise</h2>
<p>The G500 flies 5,200 nm with reserves and has a maximum operating speed of Mach 0.925, with a ceiling of 51,000 ft. In practical terms, that covers Singapore to Tokyo, Sydney or Dubai, and London to New York, nonstop and quickly. Its efficiency means that on shorter sectors it burns noticeably less fuel than older large-cabin jets, which matters for both operating cost and emissions.</p>
<h3>Flying at 51,000 ft</h3>
<p>The ability to climb above most traffic allows more direct routings and smoother rides, while the cabin pressurisation maintains a low cabin altitude that leaves passengers fresher at the other end.</p>

<h2>Inside the Cabin</h2>
<p>The G500's cabin can be certified for up to 19 passengers, although most owners configure it for twelve to fourteen across three living areas. Gulfstream's panoramic oval windows, one hundred per cent fresh air and a very quiet cabin define the experience. A typical layout includes a forward club, a mid-cabin dining and conference group and an aft lounge whose divan converts to a bed.</p>
<ul>
<li>Panoramic oval windows on both sides for exceptional natural light.</li>
<li>Full-size galley with space for proper plated service.</li>
<li>High-speed connectivity for working and streaming in flight.</li>
</ul>

<h2>The Symmetry Flight Deck</h2>
<p>Pilots frequently describe the Symmetry Flight Deck as the G500's defining feature. Active-control sidesticks are electronically linked, so each pilot feels the other's inputs, while touchscreen controllers reduce the number of switches and simplify workload. A head-up display with enhanced vision is standard, improving safety and capability in poor weather.</p>

<blockquote>The G500 feels less like a newer Gulfstream and more like a new idea of what a large-cabin jet can be.</blockquote>

<h2>Buying a Pre-Owned G500</h2>
<p>Early pre-owned G500s offer a compelling alternative to waiting for a new delivery slot. Buyers should check the status of factory warranties, confirm that engines are enrolled on an hourly programme and review any service bulletins and software updates. First-owner aircraft with thoughtful configurations and good connectivity are particularly sought after.</p>
<p>Software is a particular consideration on an aircraft with a flight deck as integrated as the Symmetry. Confirm that the aircraft is on the latest certified software load, that related service bulletins are complete and that the crew's training reflects the current configuration.</p>
<p>We are currently representing a 2021 G500 based in Singapore. Details are in <a href="/aircraft">our collection</a>, and our team can <a href="/contact">arrange records and a viewing</a> for qualified buyers.</p>

<h2>Frequently Asked Questions</h2>
<h3>How does the G500 compare with the G600?</h3>
<p>The G600 has a longer cabin and more range. The G500 is lighter and more economical on shorter missions, and is usually the more cost-effective choice when 5,200 nm is sufficient.</p>
<h3>How many passengers does a G500 carry?</h3>
<p>It can be certified for up to 19, though a typical configuration seats twelve to fourteen in comfort.</p>
<h3>Is a sidestick aircraft harder to transition to?</h3>
<p>Type rating training covers the differences thoroughly, and most pilots adapt quickly. Many come to prefer it.</p>
`.trim(),
  },
  {
    slug: "bombardier-global-6000-spotlight",
    title: "Bombardier Global 6000: The Long-Range Workhorse Reconsidered",
    excerpt:
      "Wide, fast and capable of 6,000 nm, the Global 6000 has quietly become one of the best-value ultra-long-range jets on the pre-owned market.",
    author: "Daniel Okafor",
    category: "aircraft-spotlights",
    status: "published",
    publishedAt: "2025-10-14T07:00:00.000Z",
    image: "/images/journal/bombardier-global-6000-spotlight.webp",
    content: `
<h2>Space as a Defining Feature</h2>
<p>The Bombardier Global 6000 descends from the original Global Express, the aircraft that redefined what a business jet could do over long distances. Its greatest strength is space: at over eight feet wide, its cabin is one of the widest in its class, and it feels more like a private suite than an aircraft. For families and executives who spend twelve hours at a time on board, that extra width is not a luxury but a necessity.</p>

<h2>Range and Performance</h2>
<p>With a range of 6,000 nm and a maximum cruise speed of Mach 0.89, the Global 6000 links Dubai with London, Singapore or Johannesburg nonstop, and Singapore with much of Europe. It can use shorter runways than its size might suggest, and its Rolls-Royce BR710 engines are well supported worldwide.</p>
<h3>Passenger capacity</h3>
<p>The Global 6000 can be certified for up to 17 passengers. Most are configured for twelve to fourteen in three zones, often with a private aft stateroom.</p>

<h2>Life on Board Over Twelve Hours</h2>
<p>The Global 6000's cabin is divided into three zones, and the best layouts use them to separate activities: a forward club for working and meals, a mid-cabin conference and dining area, and an aft stateroom that can be closed off for sleep. The cabin is notably quiet at cruise, and a dedicated crew rest area, fitted to many aircraft, allows the operator to carry an augmented crew on the longest sectors without giving up passenger seats. On a twelve-hour flight, these details matter more than a few extra knots of speed.</p>

<h2>The Vision Flight Deck</h2>
<p>The Vision Flight Deck, based on Rockwell Collins Pro Line Fusion avionics, brought large displays, synthetic vision and a modern architecture to the Global family. Most aircraft also feature a head-up display with enhanced vision, which improves safety and allows operations in weather that would otherwise cause delays.</p>

<h2>What to Check When Buying</h2>
<ul>
<li><strong>Engine programme:</strong> confirm enrolment in Rolls-Royce CorporateCare and the level of coverage.</li>
<li><strong>Inspection timing:</strong> the 60- and 120-month inspections are major events; understand where the aircraft sits in the cycle.</li>
<li><strong>Connectivity:</strong> Ka-band systems are now expected on long-range aircraft; retrofitting is possible but involves cost and downtime.</li>
<li><strong>Cabin condition:</strong> high-utilisation aircraft may need soft goods refreshed, which is straightforward but should be priced in.</li>
</ul>

<blockquote>For buyers who value cabin space above all else, the Global 6000 offers ultra-long-range capability at a very attractive point in its depreciation curve.</blockquote>

<h2>Where It Sits in the Market</h2>
<p>Since the arrival of the Global 6500 and Global 7500, the Global 6000 has become one of the most interesting values in the ultra-long-range segment. Well-maintained examples offer nearly the same capability as newer models at a substantially lower acquisition cost, making them particularly attractive for owners who fly long distances but moderate annual hours.</p>
<p>We currently represent a 2015 Global 6000 based in Dubai. Explore the details in <a href="/aircraft">our collection</a> or <a href="/contact">contact us to request records</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>What is the range of the Global 6000?</h3>
<p>Its published range is 6,000 nm, enough for many intercontinental city pairs nonstop.</p>
<h3>How many passengers can it carry?</h3>
<p>Up to 17 depending on certification, although most cabins are configured for twelve to fourteen.</p>
<h3>How does it differ from the Global 6500?</h3>
<p>The Global 6500 has newer Rolls-Royce Pearl engines, a redesigned cabin and slightly more range, but the two share the same fundamental airframe and cabin width.</p>
`.trim(),
  },
  {
    slug: "pre-purchase-inspection-guide",
    title: "Inside a Pre-Purchase Inspection: What Buyers Should Insist On",
    excerpt:
      "The pre-purchase inspection is the most important step in any aircraft transaction. Here is how to scope it, where to do it and how to handle what it finds.",
    author: "Daniel Okafor",
    category: "industry-insights",
    status: "published",
    publishedAt: "2025-01-21T08:00:00.000Z",
    image: "/images/journal/pre-purchase-inspection-guide.webp",
    content: `
<h2>Why the Inspection Decides the Deal</h2>
<p>A pre-purchase inspection, or PPI, is where the promises made in a listing meet the reality of the aircraft. It is the buyer's one opportunity to verify condition, records and airworthiness before committing, and it is usually the point at which the final price is settled. A good inspection protects the buyer; a well-managed one also protects the seller from surprises late in the process.</p>

<h2>Scoping the Inspection</h2>
<p>There is no universal PPI. Its scope should reflect the aircraft's age, its maintenance status and the buyer's intended operation. At a minimum, we recommend:</p>
<ul>
<li>A detailed records review, including logbooks, maintenance tracking, service bulletins and airworthiness directives.</li>
<li>A conformity check against the specification in the letter of intent.</li>
<li>A thorough visual inspection of the airframe, interior and systems.</li>
<li>Engine borescope inspections and oil analysis.</li>
<li>A test flight with systems checks at altitude.</li>
</ul>
<h3>When to go deeper</h3>
<p>For older aircraft, or those approaching a major inspection, it often makes sense to perform some or all of the next scheduled inspection as part of the PPI. Corrosion checks, non-destructive testing of critical structure and a review of any historical damage repairs are also worth considering.</p>

<h2>Choosing the Facility</h2>
<p>The inspection should be carried out at a facility authorised by the manufacturer and experienced with the type, and ideally one that has no prior relationship with the aircraft. Location matters too: flying the aircraft to a distant facility adds time and cost, but the quality and independence of the inspection are more important than convenience.</p>

<h2>Dealing With Findings</h2>
<p>Every inspection finds something. The purchase agreement should define how discrepancies are classified and handled. Typically:</p>
<ul>
<li><strong>Airworthiness items</strong> are corrected at the seller's expense before closing.</li>
<li><strong>Non-airworthy items</strong> are negotiated, either repaired or reflected in the price.</li>
<li><strong>Cosmetic items</strong> are usually accepted as found, unless they were misrepresented.</li>
</ul>

<blockquote>The purpose of an inspection is not to find a perfect aircraft. It is to ensure that you know exactly what you are buying and that the price reflects it.</blockquote>

<h3>Agreeing the ground rules</h3>
<p>Agree in advance who may attend the inspection, how findings will be reported and how quickly each party must respond. Daily written reports with photographs keep everyone aligned and avoid disputes later. Some buyers also commission an independent records audit by a specialist who is separate from the inspection facility.</p>

<h2>Managing Time and Cost</h2>
<p>A PPI on a large-cabin jet can take two to four weeks, longer if significant work is required. The buyer usually pays for the inspection and the seller for the rectification of airworthiness items. Having a technical representative on site throughout, who can make decisions quickly, keeps the process moving.</p>
<p>Our technical team manages pre-purchase inspections for clients worldwide, from scoping to sign-off. If you are considering an acquisition, <a href="/contact">talk to us before you sign a letter of intent</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>Who pays for the pre-purchase inspection?</h3>
<p>The buyer usually pays for the inspection itself, while the seller pays to correct airworthiness discrepancies, though this is always subject to the agreement between the parties.</p>
<h3>How long does a PPI take?</h3>
<p>Typically one to four weeks, depending on the size and age of the aircraft and the scope of the inspection.</p>
<h3>Can I walk away after the inspection?</h3>
<p>Most purchase agreements allow the buyer to reject the aircraft after the inspection, subject to the terms agreed. Your deposit arrangements should reflect this.</p>
`.trim(),
  },
  {
    slug: "engine-maintenance-programs-explained",
    title: "Engine Programmes Explained: How Hourly Cover Shapes Cost and Value",
    excerpt:
      "Hourly engine programmes are one of the most important factors in an aircraft's operating cost and resale value. Here is how they work and what to check.",
    author: "James Whitfield",
    category: "industry-insights",
    status: "published",
    publishedAt: "2025-08-05T08:00:00.000Z",
    image: "/images/journal/engine-maintenance-programs-explained.webp",
    content: `
<h2>Turning a Liability Into an Asset</h2>
<p>Engines are the most expensive components on most business jets, and the cost of an overhaul or an unexpected failure can be enormous. Hourly engine programmes smooth that cost into a predictable charge per flight hour. In return, the programme covers scheduled maintenance, most unscheduled repairs and, depending on the level of cover, a range of associated costs such as loaner engines and removal and installation labour.</p>

<h2>The Main Programmes</h2>
<h3>Manufacturer programmes</h3>
<p>Each engine manufacturer offers its own programme: Rolls-Royce CorporateCare, Pratt &amp; Whitney Canada's Eagle Service Plan, Honeywell's Maintenance Service Plan and GE's OnPoint, among others. These are typically tied to the engine serial number and transfer with the aircraft when it is sold.</p>
<h3>Independent programmes</h3>
<p>Independent providers offer similar cover across multiple engine types and sometimes for the APU and airframe too. They can be attractive for older aircraft or for operators who want a single provider across a mixed fleet.</p>

<h2>What Cover Really Includes</h2>
<p>Not all programmes are equal, and the level of cover can vary significantly between plans and tiers. When reviewing an aircraft, check whether the programme covers:</p>
<ul>
<li>Scheduled inspections and overhauls, including life-limited parts.</li>
<li>Unscheduled repairs, including foreign object damage.</li>
<li>Loaner or lease engines during shop visits.</li>
<li>Removal and installation labour and shipping.</li>
<li>Line maintenance, consumables and trend monitoring.</li>
</ul>

<h2>Why Programmes Matter at Resale</h2>
<p>When an aircraft with engines on a programme is sold, the cover transfers to the buyer, along with the value of the accrued payments. An aircraft without programme cover has an open liability: the buyer must either price in a future overhaul or pay a buy-in fee to enrol the engines, which can be substantial. That is why programme enrolment often accounts for a significant part of the price difference between otherwise similar aircraft.</p>

<p>Programmes are also priced according to how an aircraft is used. A low-utilisation aircraft may face a minimum annual charge, and some programmes adjust the hourly rate to reflect average sector length, because short flights put more cycles on an engine for every hour flown.</p>

<blockquote>An engine programme is insurance for the owner and a guarantee for the next one. Few decisions have a clearer effect on value.</blockquote>

<h2>Questions to Ask Before You Buy</h2>
<ul>
<li>Are both engines and the APU enrolled, and on which tier of cover?</li>
<li>Is the account fully paid up to date, with no outstanding balances?</li>
<li>Is the programme transferable, and are there any transfer fees?</li>
<li>What are the current hours and cycles, and when is the next major event due?</li>
</ul>
<p>Our team reviews engine programme status as part of every transaction we manage. If you would like a second opinion on an aircraft's engine position, <a href="/contact">contact us</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>Is it worth enrolling an older aircraft in an engine programme?</h3>
<p>Often yes, particularly if you intend to sell in the next few years. Weigh the buy-in cost against the likely effect on value and your exposure to unscheduled events.</p>
<h3>Do engine programmes cover the APU?</h3>
<p>Usually separately. Many manufacturers and independent providers offer APU cover as a distinct programme.</p>
<h3>What happens if I stop paying into a programme?</h3>
<p>The cover lapses, and re-enrolment later usually requires a buy-in. Lapsing is rarely a good idea if you plan to sell.</p>
`.trim(),
  },
  {
    slug: "part-91-vs-part-135-charter",
    title: "Part 91, Part 135 and the AOC: How Your Aircraft Is Allowed to Fly",
    excerpt:
      "Whether an aircraft flies privately or commercially changes everything from crew requirements to insurance. A plain-English guide for owners and charter clients.",
    author: "Amelia Tan",
    category: "industry-insights",
    status: "published",
    publishedAt: "2026-02-03T07:00:00.000Z",
    image: "/images/journal/part-91-vs-part-135-charter.webp",
    content: `
<h2>Private and Commercial: The Essential Distinction</h2>
<p>Every business jet flight falls into one of two broad categories. In a private operation, the owner flies the aircraft for their own purposes and no one pays for the flight. In a commercial operation, passengers pay to be carried. The rules, oversight and obligations that apply to each are very different, and the distinction matters to owners and passengers alike.</p>

<h2>The United States: Part 91 and Part 135</h2>
<p>In the United States, private flights are conducted under Part 91 of the Federal Aviation Regulations, which sets the general operating rules. On-demand charter operations are conducted under Part 135, which imposes stricter requirements on crew training, duty times, maintenance and operational control. A charter operator must hold a Part 135 certificate, and the aircraft must be listed on it.</p>

<h2>Australia, Singapore, the UAE and Europe: The AOC</h2>
<p>Outside the United States, the equivalent of a Part 135 certificate is usually called an Air Operator's Certificate, or AOC. In Australia, commercial operators hold an AOC under Part 119 of the Civil Aviation Safety Regulations, with Part 135 or Part 121 applying depending on the size of the aircraft. Singapore, the UAE and European states each have their own AOC regimes, and complex private aircraft in Europe are also subject to specific non-commercial operating rules.</p>

<h2>What It Means for Owners</h2>
<p>Many owners place their aircraft on a management company's AOC so that it can be chartered when they are not using it. This generates revenue to offset ownership costs, but it comes with obligations:</p>
<ul>
<li>The aircraft must meet the operator's maintenance and equipment standards.</li>
<li>Crew must meet commercial training and duty time requirements.</li>
<li>Interior changes and modifications may need approval.</li>
<li>The owner's own use must be scheduled around charter commitments.</li>
</ul>

<h2>What It Means for Charter Clients</h2>
<p>If you are paying for a flight, it must be operated by a certified commercial operator. Illegal charter, where an aircraft operated privately is offered for hire, is a real risk: it often means the aircraft and crew do not meet commercial standards, and insurance may not respond in the event of an incident. Always confirm who the operator is and that they hold the appropriate certificate.</p>

<blockquote>The most important question any charter client can ask is simple: who is the operator, and may I see their certificate?</blockquote>

<h2>Choosing the Right Structure</h2>
<p>The right approach depends on how you use your aircraft, your tax position and your appetite for sharing it. Some owners value the complete flexibility of private operation; others are happy to trade some availability for significant cost savings. Our team can help you weigh the options and introduce you to operators with the right approvals. <a href="/contact">Start a conversation with our team</a> about ownership structures or charter.</p>

<h2>Frequently Asked Questions</h2>
<h3>Can I charter my own aircraft to friends to cover costs?</h3>
<p>Not unless it is operated under an appropriate commercial certificate. Accepting payment for flights on a privately operated aircraft is generally illegal charter.</p>
<h3>Does placing my aircraft on an AOC reduce its value?</h3>
<p>Not necessarily, but commercial use adds hours and cycles. Good management and maintenance records protect value.</p>
<h3>Is charter safer than private operation?</h3>
<p>Commercial operations are subject to stricter oversight, but a well-run private flight department can operate to equally high standards, often following frameworks such as IS-BAO.</p>
`.trim(),
  },
];
