import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { business } from "~/config/business";
import { type Block, chapters } from "./buyers-guide-content";

/**
 * 'The Private Jet Buyer's Guide', the PDF promised on /ebook-landing, generated with pdfkit
 * the first time it is asked for and kept in memory (it is the same for every reader).
 */

export const BUYERS_GUIDE_FILENAME = "private-jet-buyers-guide.pdf";

const ink = "#0b1220";
const gold = "#a98540";
const muted = "#4a5368";
const rule = "#ddd3c1";

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
