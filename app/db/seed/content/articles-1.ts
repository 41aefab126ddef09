import type { SeedArticle } from "./articles";

/** Market trends. */
export const articlesMarket: SeedArticle[] = [
  {
    slug: "pre-owned-gulfstream-market-outlook",
    title: "The Pre-Owned Gulfstream Market: Where the Value Sits Heading Into 2027",
    excerpt:
      "Inventory has normalised, pricing has settled and the spread between the best and the rest has never been wider. Here is how we read the pre-owned Gulfstream market today, model by model.",
    author: "Sophie Laurent",
    category: "market-trends",
    status: "published",
    publishedAt: "2026-11-10T08:00:00.000Z",
    image: "/images/journal/pre-owned-gulfstream-market-outlook.webp",
    content: `
<h2>A Market That Has Found Its Footing</h2>
<p>After the scramble of 2021 and 2022, when well-kept large-cabin jets sold within days and often above asking, the pre-owned Gulfstream market has settled into something far more useful for buyers and sellers alike: a market where condition, documentation and engine status are priced precisely. Inventory across the large-cabin segment has returned to levels that give buyers genuine choice without the overhang that punished sellers in the previous decade.</p>
<p>The headline figure, the share of the fleet listed for sale, hides the more important story. Aircraft with complete records, engines on hourly programmes and fresh major inspections still trade quickly and close to their asking price. Aircraft with gaps in any of those areas sit, and their owners are learning that a ten per cent price cut rarely fixes a problem that a buyer's inspection team will find anyway.</p>

<h2>Model by Model: Our Current Reading</h2>
<h3>G-IV SP and G450</h3>
<p>The classic G-IV SP remains the most cost-effective way into a genuine stand-up, transoceanic cabin. Values have stabilised at a level where the airframe price matters less than what comes with it. A G-IV SP with Rolls-Royce Tay engines on CorporateCare, a recent 72-month inspection and FANS 1/A+ equipage is a fundamentally different proposition from one without. The G450 sits just above it with a newer flight deck and strong demand from first-time large-cabin owners.</p>
<h3>G550</h3>
<p>The G550 continues to be the reference aircraft of the long-range market. Its 6,750 nm range, enormous support network and proven reliability make it the default choice for family offices that need to reach any continent. Prices have softened modestly as newer types enter the pre-owned market, which makes late-serial G550s with fresh 96-month inspections particularly interesting.</p>
<h3>G500 and G600</h3>
<p>The first pre-owned examples of the clean-sheet G500 and G600 are now changing hands with low hours, remaining warranty and modern connectivity. Buyers who would once have waited for a new delivery slot are discovering that a three- or four-year-old aircraft, configured thoughtfully by its first owner, can be flying within weeks rather than years.</p>

<h2>What Separates a Premium Aircraft From an Average One</h2>
<p>In every model, the same handful of factors account for most of the price spread we see between otherwise comparable aircraft:</p>
<ul>
<li><strong>Engine programme enrolment.</strong> An aircraft whose engines are enrolled on the manufacturer's hourly programme transfers that coverage to the buyer. Without it, a buy-in fee or a reserve negotiation will follow.</li>
<li><strong>Inspection timing.</strong> A major inspection completed last year is worth far more than one due next year, because the buyer inherits the downtime and the cost.</li>
<li><strong>Avionics compliance.</strong> ADS-B Out, FANS 1/A+ and CPDLC are no longer optional for international operations; retrofit cost and downtime are deducted from the offer.</li>
<li><strong>Records and history.</strong> Complete logbooks from new and no damage history remain the quiet foundation of value.</li>
</ul>

<blockquote>The best aircraft in today's market are not always the newest. They are the ones whose owners spent money at the right time and kept the paperwork to prove it.</blockquote>

<h2>How Buyers and Sellers Should Approach the Next Twelve Months</h2>
<p>For buyers, the opportunity lies in patience and precision. Define the mission, identify the five or six serial numbers that genuinely fit it, and be ready to move decisively when one becomes available, often before it is ever publicly listed. For sellers, the priority is preparation: complete the inspection, resolve the records questions and present the aircraft honestly. A well-prepared aircraft priced realistically still sells in weeks.</p>
<p>If you are weighing a Gulfstream purchase or considering a sale, our team tracks every large-cabin serial number in the region and can give you a candid view of where your aircraft sits. <a href="/contact">Start a confidential conversation</a>, or browse the aircraft we currently represent in <a href="/aircraft">our collection</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>Is now a good time to buy a pre-owned Gulfstream?</h3>
<p>For a buyer with a clear mission and the ability to move quickly, yes. There is more choice than at any point since 2020, and sellers of average aircraft are increasingly realistic about price.</p>
<h3>Which Gulfstream offers the best value today?</h3>
<p>It depends on the mission. For regional and transpacific flying the G-IV SP and G450 offer exceptional cabin per dollar, while the G550 remains the benchmark for true global range.</p>
<h3>How long does a typical Gulfstream transaction take?</h3>
<p>From signed letter of intent to closing, six to ten weeks is typical, most of it taken up by the pre-purchase inspection and the rectification of any findings.</p>
`.trim(),
  },
  {
    slug: "residual-values-large-cabin-jets",
    title: "Residual Values: What Really Drives the Depreciation Curve of a Large-Cabin Jet",
    excerpt:
      "Every aircraft depreciates, but not at the same rate. We look at the decisions that flatten the curve, and the ones that quietly steepen it.",
    author: "James Whitfield",
    category: "market-trends",
    status: "published",
    publishedAt: "2025-06-17T08:30:00.000Z",
    image: "/images/journal/residual-values-large-cabin-jets.webp",
    content: `
<h2>Depreciation Is a Curve, Not a Constant</h2>
<p>Owners often ask us for a single number: how much will my aircraft be worth in five years? The honest answer is that large-cabin jets do not depreciate at a fixed rate. The steepest losses come in the first few years after delivery, the curve then flattens through the middle of an aircraft's life, and it steepens again as major inspections, avionics mandates and the arrival of newer models compress demand for older serial numbers.</p>
<p>Within that general shape, two aircraft of the same model and year can end up hundreds of thousands, sometimes millions, of dollars apart. The difference is almost always the result of decisions made by their owners.</p>

<h2>The Factors You Control</h2>
<h3>Engine programme coverage</h3>
<p>Hourly engine programmes such as Rolls-Royce CorporateCare or Pratt &amp; Whitney Canada's Eagle Service Plan turn an unpredictable liability into a transferable asset. When an enrolled aircraft is sold, the coverage passes to the buyer. When it is not enrolled, the buyer prices in the risk of an overhaul and will expect a significant discount or a buy-in to the programme at the seller's expense.</p>
<h3>Inspection timing</h3>
<p>Major calendar inspections can take an aircraft out of service for weeks and cost well into seven figures on older large-cabin types. An owner who completes the inspection before selling captures most of that cost back in price; an owner who sells just before it is due typically gives away more than the inspection would have cost.</p>
<h3>Usage and utilisation</h3>
<p>Low hours are not automatically good. An aircraft that has sat for long periods can develop corrosion, seal and avionics issues. The market rewards steady, average utilisation, with consistent maintenance, more than an unusually low total time.</p>
<h3>Paint, interior and connectivity</h3>
<p>A tired interior or an outdated cabin system will not destroy value, but it will lengthen the time on market. Buyers mentally deduct the cost of a refurbishment and the downtime that comes with it, usually generously.</p>

<h2>The Factors You Do Not Control</h2>
<p>Market cycles, interest rates and the introduction of new models all move values. When a manufacturer launches a successor, earlier variants typically see a step down in value as owners trade up. Regulatory mandates can do the same to aircraft that cannot easily be brought into compliance. These forces are impossible to avoid, but they can be anticipated, and timing a sale around them is one of the most valuable pieces of advice a broker can give.</p>

<blockquote>The aircraft that hold their value best are not the ones that were cheapest to own. They are the ones whose owners treated maintenance and records as an investment rather than a cost.</blockquote>

<h2>Practical Steps to Protect Your Residual</h2>
<ul>
<li>Keep engines and APU enrolled on hourly programmes from delivery, and never let coverage lapse.</li>
<li>Track maintenance on a recognised system and keep logbooks complete, legible and backed up.</li>
<li>Plan major inspections and avionics upgrades two to three years ahead, with an eye on your likely exit date.</li>
<li>Choose an interior that will appeal to the next owner as well as to you: restrained colours and durable materials age better.</li>
<li>Hangar the aircraft wherever possible, particularly in coastal or tropical environments.</li>
</ul>
<p>If you would like an independent view of your aircraft's current value and the decisions that would most improve it, <a href="/contact">our advisory team</a> is happy to prepare a confidential assessment.</p>

<h2>Frequently Asked Questions</h2>
<h3>How quickly does a new large-cabin jet depreciate?</h3>
<p>The first three to five years typically see the steepest decline, after which values tend to soften more gradually, subject to market conditions and the arrival of newer models.</p>
<h3>Does a damage history affect value permanently?</h3>
<p>Yes. Even a properly repaired incident usually carries a lasting discount, the size of which depends on the nature of the damage and the quality of the repair documentation.</p>
<h3>Is it worth refurbishing an interior before selling?</h3>
<p>Usually only if it is genuinely worn. A light refresh of soft goods can shorten time on market, but a full refurbishment rarely returns its cost at sale.</p>
`.trim(),
  },
  {
    slug: "asia-pacific-business-aviation-growth",
    title: "Asia-Pacific Business Aviation: Singapore, Australia and the Gulf in Focus",
    excerpt:
      "From Seletar to Perth to Dubai, the markets we work in every day are evolving quickly. We look at what is driving demand and what it means for buyers and operators.",
    author: "Amelia Tan",
    category: "market-trends",
    status: "published",
    publishedAt: "2026-03-10T07:00:00.000Z",
    image: "/images/journal/asia-pacific-business-aviation-growth.webp",
    content: `
<h2>A Region Defined by Distance</h2>
<p>Business aviation in Asia-Pacific has always been shaped by geography. The distances are vast, the airline networks are hub-focused and many of the places where business actually happens, from mine sites in the Pilbara to resort islands in Indonesia, are poorly served by scheduled flights. That is why the region's fleet leans towards long-range and large-cabin aircraft, and why a well-chosen jet can transform how a company or family operates.</p>

<h2>Singapore: The Regional Hub</h2>
<p>Seletar Airport has established itself as the region's dedicated business aviation gateway, with maintenance, handling and charter operators concentrated in one place. Singapore's strengths are not only its location but its regulatory reputation: an aircraft managed and maintained in Singapore is viewed favourably by buyers and financiers across the region. Demand here is led by family offices and regional headquarters, with a clear preference for long-range types such as the Gulfstream G550, G600 and Bombardier Global family.</p>
<h3>What buyers in Singapore are asking for</h3>
<ul>
<li>Range to reach Europe or the Middle East with one stop at most.</li>
<li>High-speed connectivity for working sectors.</li>
<li>Discreet, off-market acquisition and professional management.</li>
</ul>

<h2>Australia: Resources, Regions and Repositioning</h2>
<p>Australia's market has a distinctive character. The resources sector drives steady demand for fly-in fly-out executive transport, and the distances between state capitals reward fast, efficient light and midsize jets. Perth in particular is a natural base: it is closer to Singapore and Jakarta than to Sydney, and a large-cabin jet based there can serve both Asia and the east coast.</p>
<p>Light jets such as the Embraer Phenom 300E have become the workhorse of owner-operators and corporate flight departments, while larger aircraft are often operated under an Air Operator's Certificate to offset ownership costs through charter.</p>

<h2>The Gulf: Long Range as Standard</h2>
<p>The United Arab Emirates sits at the crossroads of Europe, Africa and Asia, and its fleet reflects that. Dubai and Abu Dhabi host some of the world's largest concentrations of ultra-long-range aircraft, and buyers there expect nonstop capability to London, Singapore and Johannesburg as a baseline. The region is also an active source of pre-owned aircraft, as owners trade up to the newest models.</p>

<blockquote>The common thread across all three markets is that clients want certainty: the right aircraft, a clean transaction and an operation that simply works.</blockquote>

<h2>What This Means If You Are Buying or Selling</h2>
<p>Cross-border transactions within the region are now routine, but they still require care. Registration changes, import taxes such as Australian GST, export certificates of airworthiness and differing maintenance standards all need to be planned well before closing. An aircraft that is ideal for a buyer in Dubai may need modifications to suit an operator in Perth, and vice versa.</p>
<p>Our team works across Singapore, Australia, the UAE, Europe and the United States, and we regularly structure transactions that move aircraft between these markets. If you would like to discuss an acquisition or sale in the region, <a href="/contact">get in touch with our Singapore or Perth team</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>Which aircraft types are most in demand in Asia-Pacific?</h3>
<p>Long-range large-cabin jets such as the Gulfstream G550 and G650 and the Bombardier Global family lead demand in Singapore and the Gulf, while the Phenom 300E and similar light jets dominate in Australia.</p>
<h3>Can an aircraft be moved from one registry to another easily?</h3>
<p>It is routine but not trivial. Expect several weeks for de-registration, export and import paperwork, and possibly modifications to meet the new authority's requirements.</p>
<h3>Is GST payable when importing an aircraft into Australia?</h3>
<p>Generally yes, unless a specific exemption or structure applies. Early tax advice is essential, as the amount can be substantial.</p>
`.trim(),
  },
  {
    slug: "off-market-aircraft-transactions",
    title: "Why the Best Aircraft Rarely Reach the Open Market",
    excerpt:
      "A significant share of the most desirable aircraft change hands without ever being advertised. Here is how off-market transactions work, and why both buyers and sellers choose them.",
    author: "James Whitfield",
    category: "market-trends",
    status: "published",
    publishedAt: "2025-02-11T09:00:00.000Z",
    image: "/images/journal/off-market-aircraft-transactions.webp",
    content: `
<h2>The Listings You Never See</h2>
<p>Browse any aircraft marketplace and you will see hundreds of jets for sale. What you will not see are many of the best ones. Aircraft owned by public figures, family offices and corporations with sensitive shareholders are frequently sold quietly, through a small number of trusted intermediaries, to buyers who have been pre-qualified and are ready to move.</p>
<p>This is not secrecy for its own sake. For many owners, the fact that an aircraft is for sale is itself sensitive information: it can signal a change in strategy, a restructuring or simply a private decision that the owner prefers to keep private.</p>

<h2>Why Sellers Prefer Discretion</h2>
<ul>
<li><strong>Privacy.</strong> A public listing attaches a registration, a photograph and a price to an owner's name in the minds of the industry.</li>
<li><strong>Control.</strong> Off-market sales allow the owner to decide exactly who sees the aircraft and its records.</li>
<li><strong>Value protection.</strong> An aircraft that sits on public listings for months acquires a stigma. A discreet process avoids the perception that it is hard to sell.</li>
<li><strong>Continuity.</strong> The aircraft can keep flying its normal schedule until a serious buyer is identified.</li>
</ul>

<h2>Why Buyers Benefit</h2>
<p>For buyers, access to off-market inventory simply widens the field. The aircraft that best fits a particular mission may not be listed at all, and a broker with deep relationships across operators, management companies and maintenance facilities will often know about an aircraft months before it is formally offered. Buyers who have their finance, mission and decision process in order are the ones these sellers want to deal with.</p>
<h3>What qualification looks like</h3>
<p>Before records or even a registration are shared, a seller will typically expect proof of funds or financing, a signed non-disclosure agreement and a clear statement of the buyer's intent. This protects the seller and ensures that the time spent on both sides is productive.</p>

<blockquote>In an off-market transaction, reputation does the work that advertising does in a public one. Sellers choose who they allow through the door.</blockquote>

<h2>How an Off-Market Sale Unfolds</h2>
<p>The process follows the same disciplined steps as any aircraft transaction, just with a smaller audience:</p>
<ul>
<li>A confidential valuation and marketing strategy agreed with the owner.</li>
<li>Targeted, named approaches to a shortlist of qualified buyers.</li>
<li>Records review under NDA, followed by a viewing and a letter of intent with a refundable deposit held in escrow.</li>
<li>A pre-purchase inspection at an agreed facility, then a definitive purchase agreement and closing.</li>
</ul>
<p>Handled well, the result is a quicker transaction, a price that reflects the aircraft's true quality and no public trace until the new owner chooses to reveal it.</p>
<p>Whether you are considering a quiet sale or want to be first in line for aircraft that never reach the market, <a href="/contact">speak to us in confidence</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>Are off-market aircraft more expensive?</h3>
<p>Not necessarily. Pricing reflects condition and market value; the main difference is the buyer's access and the speed of the process.</p>
<h3>How do I get access to off-market aircraft?</h3>
<p>Work with a broker who is active in your segment, define your mission clearly and be ready to demonstrate your ability to transact.</p>
<h3>Is an off-market sale less transparent?</h3>
<p>No. The inspection, escrow and documentation steps are identical. Only the marketing is private.</p>
`.trim(),
  },
  {
    slug: "australian-light-jet-demand",
    title: "Light-Jet Demand in Australia: Why the Phenom 300 Series Keeps Selling",
    excerpt:
      "Across Australia's resource regions and capital cities, one light jet keeps coming up in conversation. We look at why, and at the alternatives worth considering.",
    author: "Editorial Team",
    category: "market-trends",
    status: "published",
    publishedAt: "2026-08-19T06:00:00.000Z",
    image: "/images/journal/australian-light-jet-demand.webp",
    content: `
<h2>A Continent-Sized Use Case</h2>
<p>Australia is a natural light-jet market. The capitals are far apart, the regions where much of the economy is generated are remote, and scheduled services to places like Karratha, Newman or Kununurra are limited and often full. For a mining executive, a pastoral family or a professional with clients across several states, a fast light jet turns a two-day trip into an afternoon.</p>

<h2>Why the Phenom 300 Series Dominates</h2>
<p>Embraer's Phenom 300 and its successor, the Phenom 300E, have been among the most delivered business jets in the world for more than a decade, and their popularity in Australia mirrors that global success. The reasons are practical rather than fashionable.</p>
<h3>Range and speed that fit the map</h3>
<p>With around 2,000 nm of range and a cruise speed above 450 knots, the Phenom 300E links Perth with Adelaide, Darwin or Bali nonstop, and Brisbane with almost every capital. For the typical mission of one to three hours, it is as fast door to door as many larger jets.</p>
<h3>Cabin comfort</h3>
<p>The dropped aisle, large windows and belted private lavatory make it feel like a bigger aircraft. Passengers who would hesitate to spend three hours in a smaller cabin are comfortable here.</p>
<h3>Operating economics</h3>
<p>Relatively low fuel burn, single-pilot certification and strong engine programme support keep operating costs manageable. Many Australian owners operate with two pilots for commercial or insurance reasons, but the single-pilot design still simplifies training and workload.</p>
<h3>Support network</h3>
<p>A sizeable local fleet means engineers, parts and type-rated pilots are available in the major cities, which matters enormously when an aircraft is based thousands of kilometres from the nearest manufacturer facility.</p>

<h2>The Alternatives Worth a Look</h2>
<ul>
<li><strong>Citation CJ4 and CJ3+.</strong> Excellent short-field performance and a strong owner-pilot following.</li>
<li><strong>Pilatus PC-24.</strong> Unique unpaved-runway capability, valuable for station and mine-site access.</li>
<li><strong>Older Citations such as the Citation Ultra.</strong> A cost-effective entry point for lower-utilisation owners, provided the avionics are upgraded.</li>
</ul>

<blockquote>The right light jet is the one that fits your runways, your passengers and your maintenance base, not the one that looks best on a spec sheet.</blockquote>

<h2>Buying Well in a Competitive Segment</h2>
<p>Well-maintained Phenom 300Es rarely stay on the market for long, and the best often sell before they are listed. Buyers should be ready with financing, a clear idea of the configuration they need and a plan for where the aircraft will be maintained. Check engine programme enrolment, the status of any service bulletins and whether autothrottle and other later upgrades are installed.</p>
<p>We currently represent a 2022 Phenom 300E based in Perth; you can see it in <a href="/aircraft">our collection</a>. To discuss light-jet options for your operation, <a href="/contact">contact our Perth team</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>How far can a Phenom 300E fly?</h3>
<p>Its published range is 2,010 nm, which in practice covers most Australian city pairs and reaches Bali or Darwin from Perth nonstop.</p>
<h3>Can a Phenom 300E use unsealed runways?</h3>
<p>It is not certified for unpaved operations. If gravel strips are essential to your mission, the Pilatus PC-24 is the light jet to consider.</p>
<h3>Is a single pilot allowed to fly it commercially in Australia?</h3>
<p>Requirements depend on the type of operation and the operator's approvals. Most charter and corporate operators fly it with two pilots.</p>
`.trim(),
  },
  {
    slug: "large-cabin-market-outlook-2027",
    title: "Large-Cabin Outlook 2027: Deliveries, Interest Rates and the Pre-Owned Pipeline",
    excerpt:
      "New deliveries, financing costs and the first wave of trade-ins from the newest models will shape the large-cabin market next year. A first look at what we expect.",
    author: "Sophie Laurent",
    category: "market-trends",
    status: "draft",
    publishedAt: null,
    image: "/images/journal/large-cabin-market-outlook-2027.webp",
    content: `
<h2>Three Forces to Watch</h2>
<p>The large-cabin market in 2027 will be shaped by three forces acting at once: the pace of new deliveries from the major manufacturers, the cost of financing, and the steady flow of trade-ins as owners move into the newest long-range models. Each on its own is manageable. Together, they will determine whether pre-owned values remain stable or begin to drift.</p>

<h2>New Deliveries and the Trade-In Effect</h2>
<p>Manufacturers continue to ramp up production of their flagship long-range aircraft. Every new delivery to an existing owner tends to release a pre-owned aircraft into the market, often a five- to ten-year-old model in good condition. We expect this to increase the supply of late-model G550s, G650s and Global 6000s, giving buyers more choice in the upper-middle of the market.</p>
<h3>What this means for sellers</h3>
<p>Owners of aircraft in these segments should consider their timing carefully. Selling ahead of a wave of similar trade-ins, rather than alongside it, can make a measurable difference to price and time on market.</p>

<h2>Financing Costs</h2>
<p>Interest rates have a direct effect on demand from buyers who finance their acquisitions, and an indirect effect on cash buyers who compare the return on capital tied up in an aircraft with other uses of that money. A gradual easing would support values; a renewed tightening would lengthen transaction times, particularly for older aircraft.</p>

<h2>The Pre-Owned Pipeline</h2>
<ul>
<li>More supply of five- to ten-year-old long-range jets as owners trade up.</li>
<li>Continued strong demand for well-documented aircraft with engines on programmes.</li>
<li>A widening gap between the best and the rest, as buyers become more selective.</li>
<li>Growing interest in Asia-Pacific and the Gulf, with aircraft moving between registries more often.</li>
</ul>

<blockquote>In a market with more choice, preparation is the seller's strongest negotiating position.</blockquote>

<h2>Regional Differences to Keep in Mind</h2>
<p>The large-cabin market is global, but it does not move in lockstep. In the United States, tax incentives on depreciation can pull transactions forward into the final quarter of the year. In Asia-Pacific and the Gulf, demand is driven more by long-range capability and by the timing of new deliveries to regional owners. European buyers remain sensitive to emissions policy and to the availability of sustainable aviation fuel at their home bases. An aircraft's registry, maintenance history and configuration can therefore be worth more in one market than another, and moving an aircraft between regions is an increasingly common way to unlock value.</p>

<h2>Positioning for the Year Ahead</h2>
<p>For buyers, 2027 looks likely to offer more choice and more negotiating room in the large-cabin segment, particularly for aircraft approaching major inspections. For sellers, the advice is consistent: prepare early, complete inspections before listing and price with reference to the best comparable aircraft rather than the average.</p>
<p>We will update this outlook as delivery figures and financing conditions become clearer. In the meantime, <a href="/contact">our team can provide a confidential view</a> of how these trends affect a specific aircraft or acquisition plan.</p>

<h2>Frequently Asked Questions</h2>
<h3>Will large-cabin jet prices fall in 2027?</h3>
<p>We expect broad stability with more pressure on average aircraft, and continued strength for the best-documented examples.</p>
<h3>Should I wait to buy?</h3>
<p>If the right aircraft becomes available and fits your mission, waiting for a marginally better price rarely pays off. Aircraft of the highest quality remain scarce.</p>
<h3>How do interest rates affect aircraft values?</h3>
<p>Higher rates reduce the pool of financed buyers and increase the opportunity cost for cash buyers, which tends to lengthen sales cycles.</p>
`.trim(),
  },
];
