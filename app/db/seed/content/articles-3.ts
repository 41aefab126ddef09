import type { SeedArticle } from "./articles";

/** Luxury travel and technology. */
export const articlesTravelAndTechnology: SeedArticle[] = [
  {
    slug: "singapore-to-london-nonstop",
    title: "Singapore to London by Private Jet: Nonstop or One Stop?",
    excerpt:
      "At close to 5,900 nm, Singapore to London tests the limits of most business jets. Here is how we plan the journey, and which aircraft can make it without stopping.",
    author: "Amelia Tan",
    category: "luxury-travel",
    status: "published",
    publishedAt: "2025-11-18T06:30:00.000Z",
    image: "/images/journal/singapore-to-london-nonstop.webp",
    content: `
<h2>One of the Great Long-Haul Routes</h2>
<p>Singapore to London is one of the defining journeys of private aviation. The great-circle distance is close to 5,900 nautical miles, and westbound flights usually face a headwind component that stretches the effective distance further still. For a private traveller, the question is not only how long it will take but whether the journey can be made nonstop, and what a comfortable alternative looks like if it cannot.</p>

<h2>The Aircraft That Fly It Nonstop</h2>
<p>Only a handful of business jets can fly Singapore to London nonstop with reliable reserves in all seasons. The flagship ultra-long-range aircraft, the Gulfstream G650ER and G700 and the Bombardier Global 7500 and 8000, do so comfortably. The Gulfstream G550 and Bombardier Global 6000 can make the journey on many days, depending on winds, passenger numbers and the alternate airport required.</p>
<h3>Why winds matter so much</h3>
<p>On a westbound crossing in winter, a persistent headwind can add many hundreds of miles to the equivalent still-air distance. Flight planners work to a statistical wind model to decide whether a nonstop flight is feasible, and a responsible operator will plan a fuel stop rather than cut reserves.</p>

<h2>The Case for One Stop</h2>
<p>For aircraft with around 5,000 to 6,000 nm of range, a single fuel stop is the sensible plan, and it need not be a hardship. A well-chosen stop in the Gulf, usually Dubai, Doha or Bahrain, adds little more than an hour to the journey when handled well. It also provides an opportunity for a crew change on very long days, and for passengers to stretch their legs.</p>
<ul>
<li>Choose a fuel stop with a dedicated business aviation terminal and efficient handling.</li>
<li>Arrange catering uplift for the second leg to keep the food fresh.</li>
<li>Coordinate with the operator on crew duty limits, which may require an augmented crew.</li>
</ul>

<h2>Planning the Cabin Experience</h2>
<p>A thirteen-hour journey is as much about rest as it is about speed. The best long-range cabins offer a dedicated rest area or a divan that converts to a full-length bed. Consider departure times that align with your body clock; an evening departure from Singapore allows passengers to dine, sleep for much of the flight and arrive in London in the morning.</p>
<h3>Connectivity and privacy</h3>
<p>Ka-band and low-earth-orbit systems now provide reliable high-speed connectivity across most of the route. For clients who prefer to be uncontactable, a well-stocked library, films and quiet are equally valuable.</p>

<blockquote>The best long-haul journey is the one planned around the passenger: sleep, work and arrival time first, then the aircraft and the route.</blockquote>

<h2>Making the Arrangements</h2>
<p>Our charter and advisory teams plan long-range journeys between Asia, the Middle East and Europe every week, and we can recommend the right aircraft for your party size, schedule and comfort priorities. <a href="/contact">Speak to our Singapore team</a> to start planning, or explore the long-range aircraft in <a href="/aircraft">our collection</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>How long is a private flight from Singapore to London?</h3>
<p>Nonstop, typically thirteen to fourteen hours westbound depending on winds. With a single fuel stop, allow an additional hour or so.</p>
<h3>Can a Global 6000 fly Singapore to London nonstop?</h3>
<p>On many days, yes, depending on passenger load and winds. Operators will plan a fuel stop if forecast conditions do not allow proper reserves.</p>
<h3>Where is the best place to stop for fuel?</h3>
<p>Dubai, Doha and Bahrain are the most common options, thanks to their location and excellent business aviation facilities.</p>
`.trim(),
  },
  {
    slug: "remote-australia-by-private-jet",
    title: "The Kimberley, Uluru and Beyond: Australia's Remote Escapes by Private Jet",
    excerpt:
      "Some of Australia's most extraordinary places are a long way from an airline hub. A private aircraft turns them into an easy long weekend.",
    author: "Editorial Team",
    category: "luxury-travel",
    status: "published",
    publishedAt: "2026-06-30T07:00:00.000Z",
    image: "/images/journal/remote-australia-by-private-jet.webp",
    content: `
<h2>Distance as an Invitation</h2>
<p>Australia rewards those who travel far. The country's most memorable landscapes, the red centre, the gorges and waterfalls of the Kimberley, the wild island coasts, are often a full day of connecting flights from the capitals. A private aircraft collapses that journey into a few hours and makes a long weekend possible where a week was once needed.</p>

<h2>Uluru and the Red Centre</h2>
<p>Ayers Rock Airport sits within sight of Uluru itself, and its runway comfortably accommodates large-cabin jets. Arriving in the late afternoon, guests can be at one of the region's luxury camps in time to watch the rock change colour at sunset. A two- or three-night stay allows time for guided walks, a dinner under the stars and a dawn visit to Kata Tjuta.</p>
<h3>Timing your visit</h3>
<p>The cooler months from May to September offer the most comfortable conditions. Summer brings dramatic storms but very high temperatures.</p>

<h2>The Kimberley</h2>
<p>Stretching across Western Australia's far north, the Kimberley is one of the world's great wilderness areas. Broome, with its long runway and pearling history, is the western gateway, while Kununurra gives access to the East Kimberley, the Bungle Bungle Range and luxury wilderness lodges. Light and midsize jets suit Kununurra well; larger aircraft typically use Broome and connect onwards by helicopter or light aircraft.</p>
<ul>
<li>Scenic flights over the Bungle Bungles and Lake Argyle.</li>
<li>Seaplane excursions to the Horizontal Falls.</li>
<li>Coastal cruising along one of the least-visited coastlines on earth.</li>
</ul>

<h2>Islands and Coasts</h2>
<p>Not every destination can take a jet. Lord Howe Island's short runway is the preserve of turboprops, so guests fly privately to Sydney or Port Macquarie and connect on a smaller aircraft. Tasmania's east coast, by contrast, is easily reached by jet via Hobart or Launceston, with a short transfer to some of the country's most celebrated lodges.</p>

<p>Hamilton Island in the Whitsundays is a happy exception among island destinations: its runway accepts jets, so guests can step off the aircraft and be on the water within the hour. Further south, King Island and Flinders Island offer golf, food and empty beaches to those willing to connect by turboprop.</p>

<blockquote>The journey to the edge of the map should feel as considered as the destination itself.</blockquote>

<h2>Planning Notes From Our Charter Team</h2>
<p>Remote operations require careful planning. Runway length, fuel availability and handling services vary enormously, and some airports require prior permission or have limited opening hours. Weather in the tropical north can change quickly during the wet season. Our team checks every element in advance, from fuel uplift to ground transport, and can arrange helicopter and seaplane connections where needed.</p>
<p>For a trip that combines several remote destinations, a light or midsize jet based in Perth or Darwin is often the most flexible choice. <a href="/contact">Contact our Perth team</a> to plan an itinerary.</p>

<h2>Frequently Asked Questions</h2>
<h3>Can a private jet land at Uluru?</h3>
<p>Yes. Ayers Rock Airport has a long sealed runway suitable for large-cabin business jets.</p>
<h3>Which aircraft is best for exploring the Kimberley?</h3>
<p>A light or midsize jet offers the best balance of range and runway flexibility, with helicopter or seaplane connections for the most remote locations.</p>
<h3>Is there fuel at remote airports?</h3>
<p>Availability varies, so fuel is always confirmed in advance. Sometimes the aircraft carries enough for the return leg.</p>
`.trim(),
  },
  {
    slug: "family-travel-by-private-jet",
    title: "Travelling as a Family by Private Jet: Notes From Our Charter Desk",
    excerpt:
      "Children, grandparents, nannies and the family dog: practical advice for making private travel effortless for every generation.",
    author: "Amelia Tan",
    category: "luxury-travel",
    status: "published",
    publishedAt: "2025-12-09T08:00:00.000Z",
    image: "/images/journal/family-travel-by-private-jet.webp",
    content: `
<h2>Why Families Choose to Fly Privately</h2>
<p>For families, the appeal of private aviation is not glamour but practicality. No queues at security, no rushing through terminals with tired children, no separation from luggage. Departure times fit around naps and school schedules, and the cabin becomes a private space where the family can be itself. After years of arranging family trips, we have learned that a few details make all the difference.</p>

<h2>Before the Day of Travel</h2>
<h3>Documents and permissions</h3>
<p>Passports and visas are required just as they are on airline flights. When children travel with only one parent or with grandparents, carry a signed consent letter from the absent parent; border officials in many countries ask for one.</p>
<h3>Child restraints</h3>
<p>Infants and young children need suitable restraints. Many operators can provide approved child seats, or families can bring their own, provided they are certified for aviation use. Confirm this with the operator well before departure.</p>
<h3>Catering for every age</h3>
<p>Share dietary preferences, allergies and favourite foods in advance. Simple, familiar meals often work better for children than elaborate menus, and the crew can prepare milk, bottles and snacks on request.</p>

<h3>Luggage and equipment</h3>
<p>Prams, travel cots and car seats take up more space than expected, and smaller jets have limited baggage volume. Send the operator a list of bulky items in advance so that they can confirm everything will fit, or arrange for larger equipment to be waiting at the destination.</p>

<h2>On Board</h2>
<ul>
<li>Plan departures around sleep: an evening departure can mean a whole flight of rest.</li>
<li>Bring headphones, favourite books and downloaded entertainment; connectivity varies by aircraft and region.</li>
<li>Encourage children to drink or chew during descent to ease ear pressure.</li>
<li>Ask the crew to make up the divan as a bed for longer flights.</li>
</ul>

<h2>Making the Journey Easy for Older Travellers</h2>
<p>For grandparents or relatives with limited mobility, private aviation removes long walks through terminals, and vehicles can often drive close to the aircraft where airport rules permit. Let the operator know about mobility needs, medication that must be kept cool or any requirement for oxygen, so that the crew can prepare. An aircraft with a wide door and handrails on both sides of the airstair makes boarding noticeably easier.</p>

<h2>Travelling With Pets</h2>
<p>Flying privately means pets can usually travel in the cabin. However, import rules vary enormously. Australia, Singapore and New Zealand have strict biosecurity regimes, and pets arriving from most countries must go through approved quarantine arrangements. Plan months, not days, ahead.</p>

<blockquote>The most successful family trips are the ones where every small need has been anticipated before anyone leaves the house.</blockquote>

<h2>Choosing the Right Aircraft</h2>
<p>For short family hops, a light jet such as the Phenom 300E is comfortable and efficient. For longer journeys or larger groups, a stand-up cabin with a lavatory at the rear, space to play and a divan for sleeping makes an enormous difference. Baggage capacity matters too: prams, car seats and holiday luggage quickly add up.</p>
<p>Our charter team plans family trips of every kind, from weekend escapes to multi-generational holidays across continents. <a href="/contact">Tell us about your family's plans</a> and we will recommend the right aircraft.</p>

<h2>Frequently Asked Questions</h2>
<h3>Do children need passports to fly privately?</h3>
<p>Yes, for international flights. Every passenger, regardless of age, needs valid travel documents.</p>
<h3>Can my dog fly in the cabin?</h3>
<p>On most private flights, yes, subject to the operator's policy. The destination country's import rules are the main constraint.</p>
<h3>Can the crew provide baby supplies?</h3>
<p>Operators can arrange nappies, formula, baby food and other essentials if requested in advance.</p>
`.trim(),
  },
  {
    slug: "onboard-dining-at-altitude",
    title: "The Art of the Onboard Menu: Dining Well at 45,000 Feet",
    excerpt:
      "Food tastes different at altitude, galleys have their limits and fresh produce cannot always cross borders. How the best flight departments plan a memorable meal.",
    author: "Editorial Team",
    category: "luxury-travel",
    status: "draft",
    publishedAt: null,
    image: "/images/journal/onboard-dining-at-altitude.webp",
    content: `
<h2>Why Food Tastes Different in the Air</h2>
<p>At cruising altitude, the cabin is pressurised to the equivalent of a few thousand feet and the air is very dry. Both conditions dull our perception of taste, particularly of salt and sweetness, while savoury, umami flavours hold up much better. The best onboard menus are designed with this in mind: bold flavours, generous herbs and spices, and sauces that stay moist through reheating.</p>

<h2>Working Within the Galley</h2>
<p>Even the best-equipped business jet galley is a compact space. Convection ovens, steam ovens and microwaves are common on large-cabin aircraft, but there is no open flame and limited preparation space. Dishes are usually prepared on the ground by a specialist aviation caterer or restaurant, then finished and plated on board by the cabin attendant.</p>
<h3>Dishes that travel well</h3>
<ul>
<li>Braised meats and slow-cooked dishes that reheat beautifully.</li>
<li>Seafood that is served cold, such as sashimi, lobster or smoked fish.</li>
<li>Salads with dressings served separately to keep them crisp.</li>
<li>Desserts that do not rely on delicate textures.</li>
</ul>

<h2>Ordering and Timing</h2>
<p>Caterers typically need 24 to 48 hours' notice, longer for special requests. Share allergies and dietary preferences with the operator at the time of booking, and specify how you would like the meal served, from a formal plated dinner to simple grazing boards.</p>

<p>For regular flyers, a standing preference sheet held by the operator, covering favourite dishes, coffee orders and foods to avoid, saves time and keeps every flight consistent.</p>

<h2>Service Styles That Suit the Cabin</h2>
<p>The style of service should reflect the journey. On a short morning sector, pastries, fruit and good coffee are usually all that is wanted. On a long evening departure, a multi-course dinner can set the rhythm of the flight before passengers rest. For working flights, food that can be eaten at the table without interruption, served at an agreed time, helps meetings run smoothly. A cabin attendant who knows the passengers' preferences can pace the service so that it never intrudes.</p>

<h2>Crossing Borders With Food</h2>
<p>Biosecurity rules in Australia, New Zealand and several other countries restrict fresh produce, meat and dairy arriving on international flights. Catering should be planned so that what is left on arrival can be disposed of properly, and some items may be better uplifted at the destination for the return journey.</p>

<blockquote>A great meal in flight is the result of planning on the ground.</blockquote>

<h2>Wine and Other Pleasures</h2>
<p>The same effects that dull taste influence wine. Fuller-bodied wines with ripe fruit tend to show better at altitude than delicate, high-acid ones. Champagne remains a favourite, though it should be served well chilled and poured carefully. Hydration is essential, and sparkling water and herbal teas are always welcome.</p>
<p>Our charter team works with leading caterers in every city we serve. <a href="/contact">Let us know your preferences</a> and we will handle every detail.</p>

<h2>Frequently Asked Questions</h2>
<h3>Can I order from a specific restaurant?</h3>
<p>Often, yes. Many restaurants will prepare food for collection by an aviation caterer, who packages it for the flight.</p>
<h3>How much notice do caterers need?</h3>
<p>Typically 24 to 48 hours, more for unusual requests or very early departures.</p>
<h3>Is there a cabin attendant on every flight?</h3>
<p>Large-cabin aircraft usually carry one; on smaller jets, catering is arranged so that it can be served simply by the crew or passengers.</p>
`.trim(),
  },
  {
    slug: "ads-b-fans-cpdlc-avionics-mandates",
    title: "ADS-B Out, FANS and CPDLC: The Avionics Mandates Every Buyer Must Check",
    excerpt:
      "An aircraft that cannot meet current airspace mandates is an aircraft with a restricted future. What to verify before you sign, region by region.",
    author: "Daniel Okafor",
    category: "technology",
    status: "published",
    publishedAt: "2025-03-18T08:00:00.000Z",
    image: "/images/journal/ads-b-fans-cpdlc-avionics-mandates.webp",
    content: `
<h2>Why Mandates Shape Value</h2>
<p>Air traffic management around the world is moving from radar and voice to satellite surveillance and datalink communication. Each step brings new equipment requirements, and an aircraft that does not meet them may be barred from certain airspace, forced onto less efficient routes or restricted to lower flight levels. For a buyer, a non-compliant aircraft means retrofit cost, downtime and sometimes a restricted operating area until the work is done.</p>

<h2>ADS-B Out</h2>
<p>Automatic Dependent Surveillance-Broadcast Out transmits an aircraft's satellite-derived position, altitude and identity to air traffic control and other aircraft. It is now required across much of the world:</p>
<ul>
<li><strong>Australia</strong> was among the first, requiring ADS-B Out for all aircraft operating under instrument flight rules.</li>
<li><strong>The United States</strong> requires it in most controlled airspace, including Class A, B and C and above 10,000 ft.</li>
<li><strong>Europe</strong> requires it for larger and faster aircraft, typically those above 5,700 kg or with a cruise speed above 250 knots.</li>
<li><strong>Singapore</strong> and other Asian states require it on key routes and in designated airspace.</li>
</ul>
<p>The standard that matters is DO-260B. Older installations built to earlier standards may not be compliant and need upgrading.</p>

<h2>FANS 1/A+ and CPDLC</h2>
<p>The Future Air Navigation System bundles Controller-Pilot Data Link Communications with Automatic Dependent Surveillance-Contract. Over oceans and remote areas, it allows controllers and pilots to exchange clearances as text and provides automatic position reporting. On the North Atlantic, datalink is required for most flight levels used by business jets, and reduced separation standards over the Pacific and Asia depend on it.</p>
<p>ADS-B In, which receives traffic and, in some regions, weather information, is not generally mandated but offers a real safety benefit and is often installed at the same time as an ADS-B Out upgrade.</p>
<h3>Europe's Link 2000+</h3>
<p>In European airspace above FL285, CPDLC over the ATN network, often referred to as Link 2000+, is required for most aircraft. Exemptions exist for some older aircraft, particularly those already equipped with FANS 1/A, so the precise position should be checked for each airframe.</p>

<h2>Other Items on the Checklist</h2>
<ul>
<li>TCAS II Change 7.1, required for larger aircraft in Europe and elsewhere.</li>
<li>RVSM approval and a current height-monitoring record.</li>
<li>Required navigation performance capabilities, including RNP approaches.</li>
<li>Mode S Enhanced Surveillance for European operations.</li>
</ul>

<blockquote>Avionics compliance is no longer a detail for the pilots. It is a line item in the valuation.</blockquote>

<h2>Retrofitting: Cost and Downtime</h2>
<p>For most popular business jets, certified upgrade paths exist from the manufacturer or specialist installers. Costs vary widely, and installation is best combined with a scheduled inspection to minimise downtime. When buying, factor the cost of any required upgrades into the offer and agree on who will perform them before closing.</p>
<p>Our technical team reviews avionics compliance in every transaction. If you are considering an aircraft and are unsure of its status, <a href="/contact">ask us for an assessment</a>.</p>

<h2>Frequently Asked Questions</h2>
<h3>What is the difference between ADS-B Out and ADS-B In?</h3>
<p>ADS-B Out broadcasts your position; ADS-B In receives traffic and, in some regions, weather information. Only Out is generally mandated.</p>
<h3>Can an aircraft without FANS fly across the Atlantic?</h3>
<p>It may be restricted to flight levels and routes outside the datalink mandate, which is often inefficient.</p>
<h3>How long does an avionics upgrade take?</h3>
<p>From a few days for a simple ADS-B upgrade to several weeks for a full FANS installation.</p>
`.trim(),
  },
  {
    slug: "cabin-connectivity-guide",
    title: "Cabin Connectivity in 2026: Ka-Band, Low Earth Orbit and What to Retrofit",
    excerpt:
      "Connectivity has become one of the most important features of a business jet cabin. We compare the options, from legacy L-band to the new low-earth-orbit networks.",
    author: "Daniel Okafor",
    category: "technology",
    status: "published",
    publishedAt: "2026-09-15T07:30:00.000Z",
    image: "/images/journal/cabin-connectivity-guide.webp",
    content: `
<h2>From Luxury to Expectation</h2>
<p>A decade ago, in-flight connectivity on a business jet meant sending emails slowly and perhaps making a phone call. Today, passengers expect to stream video, join video calls and work as they would in the office. Connectivity has become one of the most important features for buyers, and an aircraft with an outdated system can be harder to sell.</p>

<h2>The Main Technologies</h2>
<h3>L-band satellite</h3>
<p>L-band systems offer reliable global coverage but limited bandwidth. They remain useful for cockpit communications and basic messaging and are often retained as a backup.</p>
<h3>Ku-band and Ka-band satellite</h3>
<p>Ku-band and Ka-band systems use geostationary satellites to provide much higher speeds, enough for streaming and video calls. Ka-band in particular has become the standard for long-range aircraft. The antennas are large and usually mounted in a fairing on top of the tail or fuselage.</p>
<h3>Air-to-ground</h3>
<p>Air-to-ground networks use ground-based towers and are popular in North America, but they are not available in Asia-Pacific or over the oceans, so they are of limited use to most of our clients.</p>
<h3>Low earth orbit</h3>
<p>The most significant change in recent years is the arrival of low-earth-orbit networks. Because the satellites are much closer to earth, latency is dramatically lower and speeds are high, making video calls and cloud applications feel like they do on the ground. Certified installations are now available for a growing range of business jets, using compact flat-panel antennas.</p>

<h2>Choosing the Right System</h2>
<ul>
<li><strong>Coverage:</strong> where do you fly? Oceanic and polar coverage varies by network.</li>
<li><strong>Performance:</strong> what do passengers need to do on board?</li>
<li><strong>Installation:</strong> is there a certified installation for your aircraft, and how much downtime does it require?</li>
<li><strong>Running costs:</strong> service plans vary considerably in price and data allowances.</li>
<li><strong>Security:</strong> a professionally configured cabin network protects sensitive communications.</li>
</ul>

<blockquote>The best connectivity system is the one that works everywhere you fly, not the one with the highest headline speed.</blockquote>

<h2>What Passengers Actually Use</h2>
<p>Our clients' usage patterns are revealing. On most flights, the heaviest demand comes from video calls, messaging and cloud documents rather than streaming entertainment. Several passengers connecting at once can saturate a modest system quickly, so it is worth sizing the service plan for peak use rather than the average. Flight crews increasingly use the same connection for weather, flight planning updates and maintenance data, which adds to the load.</p>

<h2>Retrofitting a Pre-Owned Aircraft</h2>
<p>For buyers of pre-owned aircraft, connectivity is often the first upgrade. Installation usually takes two to four weeks and is best combined with a scheduled inspection. Check whether the aircraft already has the wiring and structural provisions in place, which can reduce cost and downtime considerably.</p>
<p>Our technical team can help you evaluate connectivity options for a specific aircraft. <a href="/contact">Get in touch</a> for advice, or browse the aircraft in <a href="/aircraft">our collection</a>, several of which are already fitted with Ka-band systems.</p>

<h2>Frequently Asked Questions</h2>
<h3>Can I stream video on a business jet?</h3>
<p>With a Ka-band or low-earth-orbit system, yes. L-band systems are not fast enough for streaming.</p>
<h3>Does connectivity work over the ocean?</h3>
<p>Satellite systems work over oceans, subject to each network's coverage. Air-to-ground systems do not.</p>
<h3>How much does connectivity add to the value of an aircraft?</h3>
<p>A modern system will not always add its full cost to the value, but it makes an aircraft easier to sell and can shorten time on market significantly.</p>
`.trim(),
  },
  {
    slug: "enhanced-and-synthetic-vision-systems",
    title: "Enhanced and Synthetic Vision: Is the Retrofit Worth It?",
    excerpt:
      "Head-up displays, infrared cameras and synthetic terrain have transformed what pilots can see. We look at the safety benefits, the operational credit and the cost of adding them.",
    author: "Daniel Okafor",
    category: "technology",
    status: "draft",
    publishedAt: null,
    image: "/images/journal/enhanced-and-synthetic-vision-systems.webp",
    content: `
<h2>Seeing Through Weather and Darkness</h2>
<p>Few technologies have changed the flight deck as much as vision systems. Synthetic vision draws a three-dimensional image of terrain and obstacles from a database; enhanced vision uses infrared cameras to show the real world through darkness, haze and some types of fog. Combined with a head-up display, they allow pilots to keep their eyes outside the aircraft at the most critical moments of flight.</p>

<h2>The Main Systems</h2>
<h3>Synthetic vision systems</h3>
<p>Synthetic vision is now standard on most modern flight decks and available as an upgrade on many older ones. It improves situational awareness, particularly in mountainous terrain and at unfamiliar airports.</p>
<h3>Enhanced and enhanced flight vision systems</h3>
<p>Enhanced vision shows a real-time infrared image. When it is certified as an enhanced flight vision system, displayed on a head-up display, regulators may allow pilots to continue an approach below normal minimums using the enhanced image, subject to specific rules and approvals.</p>
<h3>Combined vision</h3>
<p>The latest systems blend synthetic and enhanced imagery into a single picture, giving pilots the best of both.</p>

<h2>The Operational Benefit</h2>
<ul>
<li>Fewer diversions and delays in poor visibility.</li>
<li>Improved safety during approaches, landings and taxiing at night.</li>
<li>Better situational awareness in terrain-rich environments.</li>
<li>Greater access to airports with limited approach aids.</li>
</ul>

<h2>Training and Approvals</h2>
<p>Installing the hardware is only part of the story. To use an enhanced flight vision system for operational credit, pilots must be trained and, depending on the jurisdiction, the operator must hold specific approvals. Training covers how to interpret the infrared image, which can look very different from the view through the windshield in some conditions, and the procedures for transitioning to natural vision at the right point of the approach. Simulator training that includes vision systems is now widely available for the popular types.</p>
<p>For charter operators, these approvals can be a commercial advantage, because they improve schedule reliability in seasons when fog is common at key airports.</p>

<h2>Cost and Complexity of a Retrofit</h2>
<p>Adding a head-up display and enhanced vision to an existing aircraft is a substantial project. It requires structural modifications, new wiring and certification, and can take an aircraft out of service for several weeks. For some types, certified retrofit solutions are available; for others, the cost may outweigh the benefit.</p>

<blockquote>Vision systems are one of the few upgrades that improve both safety and schedule reliability at the same time.</blockquote>

<h2>Weighing the Decision</h2>
<p>For operators who regularly fly into airports affected by fog, low cloud or terrain, the case for vision systems is strong. For those flying mainly between major airports in good weather, it may be a lower priority. When buying, an aircraft that already has these systems installed offers clear value.</p>
<p>Our technical team can help you understand the options for a specific aircraft. <a href="/contact">Contact us</a> to discuss.</p>

<h2>Frequently Asked Questions</h2>
<h3>Is synthetic vision the same as enhanced vision?</h3>
<p>No. Synthetic vision is generated from a database; enhanced vision uses sensors to show what is actually outside.</p>
<h3>Do vision systems allow lower landing minimums?</h3>
<p>Certified enhanced flight vision systems can, subject to regulatory approval and operator authorisation.</p>
<h3>Does a head-up display help in good weather too?</h3>
<p>Yes. Pilots use it to fly precise, stabilised approaches and to monitor flight path and energy without looking down at the instruments.</p>
<h3>Can vision systems be added to older aircraft?</h3>
<p>For many popular types, yes, although cost and downtime can be significant.</p>
`.trim(),
  },
];
