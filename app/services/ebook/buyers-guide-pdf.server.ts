import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { business } from "~/config/business";

/**
 * 'The Private Jet Buyer's Guide', the PDF promised on /ebook-landing, generated with pdfkit
 * the first time it is asked for and kept in memory (it is the same for every reader).
 */

export const BUYERS_GUIDE_FILENAME = "private-jet-buyers-guide.pdf";

const ink = "#0b1220";
const gold = "#a98540";
const muted = "#4a5368";
const rule = "#ddd3c1";

type Block =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "table"; columns: string[]; rows: string[][]; widths: number[] }
  | { kind: "note"; text: string };

type Chapter = { title: string; lead: string; blocks: Block[] };

const chapters: Chapter[] = [
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

let cached: Promise<Buffer> | undefined;

/** The guide as PDF bytes, generated once per process. */
export function buyersGuidePdf(): Promise<Buffer> {
  cached ??= renderGuide().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

function loadDisplayFont(doc: PDFKit.PDFDocument): string {
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve(
      "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff",
    );
    doc.registerFont("Display", file);
    return "Display";
  } catch {
    return "Times-Bold";
  }
}

function renderGuide(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: 72, bottom: 72, left: 64, right: 64 },
      bufferPages: true,
      info: {
        Title: "The Private Jet Buyer's Guide",
        Author: business.name,
        Subject: "Buying a private jet: budgeting, categories, inspection, ownership, costs",
        Keywords: "private jet, aircraft acquisition, pre-purchase inspection, ownership",
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const display = loadDisplayFont(doc);
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const left = doc.page.margins.left;

    // Cover.
    doc.rect(0, 0, doc.page.width, doc.page.height).fill(ink);
    doc
      .fillColor("#c9a45c")
      .font("Helvetica")
      .fontSize(10)
      .text(business.name.toUpperCase(), left, 96, { characterSpacing: 3 });
    doc
      .fillColor("#fcfaf6")
      .font(display)
      .fontSize(46)
      .text("The Private Jet", left, 260)
      .text("Buyer's Guide");
    doc.moveDown(0.5);
    doc.rect(left, doc.y + 6, 64, 2).fill("#c9a45c");
    doc
      .fillColor("#ede6d9")
      .font("Helvetica")
      .fontSize(13)
      .text(
        "Budgeting, choosing a category, the pre-purchase inspection, ownership structures and operating costs: what to know before you buy.",
        left,
        doc.y + 28,
        { width: width * 0.8, lineGap: 4 },
      );
    doc
      .fillColor("#ddd3c1")
      .fontSize(9)
      .text(
        `${business.legalName} · ${business.address.city} · ${business.email}`,
        left,
        doc.page.height - 110,
      );

    // Contents.
    doc.addPage();
    heading(doc, display, "Contents");
    chapters.forEach((chapter, index) => {
      doc
        .font("Helvetica")
        .fontSize(12)
        .fillColor(ink)
        .text(`${index + 1}.  ${chapter.title}`, { lineGap: 10 });
    });
    doc.moveDown(1.5);
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(muted)
      .text(
        `This guide distils what our advisors discuss with first-time and seasoned buyers alike. ${business.name} is a founder-led brokerage: we source on- and off-market aircraft, manage the inspection and the closing, and stay beside our clients after delivery.`,
        { width, lineGap: 4 },
      );

    chapters.forEach((chapter, index) => {
      doc.addPage();
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(gold)
        .text(`CHAPTER ${index + 1}`, { characterSpacing: 2 });
      heading(doc, display, chapter.title);
      doc
        .font("Helvetica-Oblique")
        .fontSize(12)
        .fillColor(muted)
        .text(chapter.lead, { width, lineGap: 4 });
      doc.moveDown(1);
      for (const block of chapter.blocks) renderBlock(doc, block, width, left);
    });

    // Closing page.
    doc.addPage();
    heading(doc, display, "Speak with an advisor");
    doc
      .font("Helvetica")
      .fontSize(12)
      .fillColor(ink)
      .text(
        "Every aircraft and every buyer is different. Tell us about your missions and we will come back within 24 hours with a shortlist, a costed ownership model and a view on timing. Discretion is absolute: many of our transactions never reach the open market.",
        { width, lineGap: 4 },
      );
    doc.moveDown(1);
    doc.font("Helvetica-Bold").text(business.name);
    doc
      .font("Helvetica")
      .text(`${business.address.street}, ${business.address.city} ${business.address.postalCode}`)
      .text(`${business.email}  ·  ${business.phone}`);

    // Running footer with page numbers (not on the cover).
    const range = doc.bufferedPageRange();
    for (let page = range.start + 1; page < range.start + range.count; page++) {
      doc.switchToPage(page);
      // The footer sits in the bottom margin; without this pdfkit would start a new page.
      doc.page.margins.bottom = 0;
      const bottom = doc.page.height - 48;
      doc
        .moveTo(left, bottom - 10)
        .lineTo(left + width, bottom - 10)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(muted)
        .text(`The Private Jet Buyer's Guide · ${business.name}`, left, bottom, {
          width,
          lineBreak: false,
        });
      doc.text(String(page + 1), left, bottom, { width, align: "right", lineBreak: false });
    }
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, display: string, text: string) {
  doc.font(display).fontSize(30).fillColor(ink).text(text, { lineGap: 2 });
  doc.moveDown(0.6);
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function renderBlock(doc: PDFKit.PDFDocument, block: Block, width: number, left: number) {
  switch (block.kind) {
    case "h":
      ensureSpace(doc, 60);
      doc.moveDown(0.4);
      doc.font("Helvetica-Bold").fontSize(13).fillColor(ink).text(block.text);
      doc.moveDown(0.3);
      break;
    case "p":
      doc
        .font("Helvetica")
        .fontSize(11)
        .fillColor(ink)
        .text(block.text, left, doc.y, { width, lineGap: 3.5, align: "justify" });
      doc.moveDown(0.8);
      break;
    case "bullets":
      for (const item of block.items) {
        ensureSpace(doc, 40);
        const y = doc.y;
        doc.circle(left + 3, y + 6, 1.8).fill(gold);
        doc
          .font("Helvetica")
          .fontSize(11)
          .fillColor(ink)
          .text(item, left + 14, y, { width: width - 14, lineGap: 3 });
        doc.moveDown(0.45);
      }
      doc.x = left;
      doc.moveDown(0.4);
      break;
    case "note": {
      ensureSpace(doc, 70);
      doc.font("Helvetica-Oblique").fontSize(10);
      const height = doc.heightOfString(block.text, { width: width - 28, lineGap: 3 }) + 20;
      const y = doc.y;
      doc.rect(left, y, width, height).fill("#f7f3ec");
      doc.rect(left, y, 3, height).fill(gold);
      doc.fillColor(muted).text(block.text, left + 16, y + 10, { width: width - 28, lineGap: 3 });
      doc.x = left;
      doc.y = y + height + 14;
      break;
    }
    case "table": {
      const columns = block.widths.map((share) => share * width);
      const rowHeight = (cells: string[], font: string) => {
        doc.font(font).fontSize(9.5);
        return (
          Math.max(
            ...cells.map((cell, index) =>
              doc.heightOfString(cell, { width: (columns[index] ?? 0) - 12 }),
            ),
          ) + 14
        );
      };
      const drawRow = (cells: string[], font: string, fill?: string, color = ink) => {
        const height = rowHeight(cells, font);
        ensureSpace(doc, height);
        const y = doc.y;
        if (fill) doc.rect(left, y, width, height).fill(fill);
        let x = left;
        cells.forEach((cell, index) => {
          doc
            .font(font)
            .fontSize(9.5)
            .fillColor(color)
            .text(cell, x + 6, y + 7, { width: (columns[index] ?? 0) - 12 });
          x += columns[index] ?? 0;
        });
        doc
          .moveTo(left, y + height)
          .lineTo(left + width, y + height)
          .lineWidth(0.5)
          .strokeColor(rule)
          .stroke();
        doc.x = left;
        doc.y = y + height;
      };
      drawRow(block.columns, "Helvetica-Bold", ink, "#fcfaf6");
      for (const row of block.rows) drawRow(row, "Helvetica");
      doc.moveDown(1);
      break;
    }
  }
}
