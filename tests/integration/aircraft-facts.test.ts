import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { Window } from "happy-dom";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { findAircraftBySlug } from "~/models/aircraft.server";
import { AircraftSchema, AircraftUpdateSchema } from "~/schemas/aircraft";
import {
  createAircraftAs,
  SPECIFICATION_UPLOAD,
  setWebsiteListingAs,
  updateAircraftAs,
  uploadSpecificationAs,
} from "~/services/aircraft/aircraft.server";
import { addAircraftPhotoAs, changeAircraftPhotoAs } from "~/services/media/aircraft-photos.server";
import { readUploadedFile, storage } from "~/utils/storage.server";
import { serveUploads } from "../../server/uploads";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { adminActor } from "../support/auth-session";
import { failureOf } from "../support/failure";
import { temporaryUploads } from "../support/uploads";

const ORIGIN = "http://localhost:3000";

let handle: AppHandler;

async function page(pathname: string) {
  const response = await handle(new Request(`${ORIGIN}${pathname}`));
  expect(response.status).toBe(200);
  const window = new Window();
  window.document.write(await response.text());
  return window.document;
}

type Doc = Awaited<ReturnType<typeof page>>;
const text = (node: { textContent: string | null } | null) =>
  (node?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The value of a definition list's term, e.g. "Range" in the key facts. */
function definition(scope: Doc | null, selector: string, term: string) {
  const list = scope?.querySelector(selector);
  for (const entry of list?.querySelectorAll("dt") ?? []) {
    if (text(entry) === term) return text(entry.nextElementSibling);
  }
  return null;
}

/** The value of a specification table's row. */
function specificationRow(doc: Doc, label: string) {
  const section = doc.querySelector('[aria-labelledby="specifications-heading"]');
  for (const row of section?.querySelectorAll("tr") ?? []) {
    if (text(row.querySelector("th")) === label) return text(row.querySelector("td"));
  }
  return null;
}

function productJsonLd(doc: Doc) {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? "null");
    const graph: Record<string, unknown>[] = data?.["@graph"] ?? [data];
    const product = graph.find(
      (node) => Array.isArray(node["@type"]) && (node["@type"] as string[]).includes("Product"),
    );
    if (product) return product as Record<string, unknown> & { offers: Record<string, unknown> };
  }
  throw new Error("No Product in the page's JSON-LD");
}

function card(doc: Doc, testId: string, name: string) {
  return (
    [...doc.querySelectorAll(`[data-testid="${testId}"]`)].find((element) =>
      text(element.querySelector("h2, h3")).includes(name),
    ) ?? null
  );
}

beforeAll(async () => {
  await seedDatabase(db(), { onlyIfEmpty: false });
  handle = await createAppHandler(await loadAppRoutes());
});

describe("one source of truth for aircraft figures", () => {
  it("shows the seeded G-IV SP with the same figures on its page and on /fleet", async () => {
    const detail = await page("/aircraft/gulfstream-iv-sp");
    const fleet = await page("/fleet");
    expect(definition(detail, '[aria-label="Key facts"] dl', "Range")).toBe("3,800 nm");
    expect(definition(fleet, '[aria-label="Key figures"] dl', "Range")).toBe("3,800 nm");
    expect(definition(detail, '[aria-label="Key facts"] dl', "Passengers")).toBe("Up to 14");
    expect(definition(fleet, '[aria-label="Key figures"] dl', "Passenger Capacity")).toBe(
      "Up to 14",
    );
    expect(specificationRow(detail, "Baggage")).toBe("169 ft³, accessible in flight");
    expect(definition(fleet, '[aria-labelledby="details-heading"] dl', "Baggage Capacity")).toBe(
      "169 ft³, accessible in flight",
    );
    expect(specificationRow(detail, "Max Operating Altitude")).toBe("45,000 ft");
    expect(definition(fleet, '[aria-labelledby="details-heading"] dl', "Service Ceiling")).toBe(
      "45,000 ft",
    );
  });

  it("changes a figure everywhere it is shown when it is edited once", async () => {
    const g500 = await findAircraftBySlug("gulfstream-g500");
    if (!g500) throw new Error("The seed has no G500");
    await updateAircraftAs(
      adminActor,
      g500.id,
      AircraftUpdateSchema.parse({
        year: 2020,
        regNumber: "N518GZ",
        passengers: 16,
        rangeNm: 5300,
        cruiseSpeed: "Mach 0.9",
        location: "Hong Kong, HK",
        baseAp: "VHHH",
        cabinLength: "42 ft",
      }),
    );

    const detail = await page("/aircraft/gulfstream-g500");
    const facts = '[aria-label="Key facts"] dl';
    expect(definition(detail, facts, "Year")).toBe("2020");
    expect(definition(detail, facts, "Passengers")).toBe("Up to 16");
    expect(definition(detail, facts, "Range")).toBe("5,300 nm");
    expect(definition(detail, facts, "Cruise Speed")).toBe("Mach 0.9");
    expect(text(detail.querySelector("h1")?.parentElement ?? null)).toContain(
      "Registration N518GZ",
    );
    expect(specificationRow(detail, "Year")).toBe("2020");
    expect(specificationRow(detail, "Registration")).toBe("N518GZ");
    expect(specificationRow(detail, "Passengers")).toBe("Up to 16 (configured for 13)");
    expect(specificationRow(detail, "Range")).toBe("5,300 nm");
    expect(specificationRow(detail, "Max Cruise Speed")).toBe("Mach 0.9");
    expect(specificationRow(detail, "Base")).toBe("Hong Kong, HK (VHHH)");
    expect(specificationRow(detail, "Cabin Length")).toBe("42 ft");
    // The figures are stored once: no table repeats an old value beside the new one.
    const tables = text(detail.querySelector('[aria-labelledby="specifications-heading"]'));
    for (const old of ["2021", "N518GX", "5,200 nm", "Mach 0.925", "WSSL", "41 ft 6 in"]) {
      expect(tables).not.toContain(old);
    }

    const product = productJsonLd(detail);
    expect(product).toMatchObject({
      vehicleModelDate: "2020",
      sku: "N518GZ",
      seatingCapacity: 16,
      offers: { availability: "https://schema.org/InStock" },
    });
    expect(product.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Range",
      value: "5,300 nm",
    });

    const collection = await page("/aircraft");
    const listed = card(collection, "aircraft-card", "Gulfstream G500");
    expect(text(listed?.querySelector("h3 + span") ?? null)).toBe("2020");
    expect(definition(listed as never, "dl", "Passengers")).toBe("Up to 16");
    expect(definition(listed as never, "dl", "Range")).toBe("5,300 nm");
    expect(definition(listed as never, "dl", "Location")).toBe("Hong Kong, HK");

    const fleet = await page("/fleet");
    const fleetCard = card(fleet, "fleet-card", "Gulfstream G500");
    expect(text(fleetCard)).toContain("N518GZ");
    expect(definition(fleetCard as never, "dl", "Seats")).toBe("Up to 16");
    expect(definition(fleetCard as never, "dl", "Range")).toBe("5,300 nm");
    expect(definition(fleetCard as never, "dl", "Speed")).toBe("Mach 0.9");
  });

  it("keeps extra specification rows for facts without a field", async () => {
    const phenom = await findAircraftBySlug("embraer-phenom-300e");
    if (!phenom) throw new Error("The seed has no Phenom 300E");
    await updateAircraftAs(
      adminActor,
      phenom.id,
      AircraftUpdateSchema.parse({
        specifications: {
          general: [{ label: "Crew", value: "1 or 2 pilots" }],
          performance: [],
          dimensions: [],
        },
      }),
    );
    const detail = await page("/aircraft/embraer-phenom-300e");
    expect(specificationRow(detail, "Crew")).toBe("1 or 2 pilots");
    expect(specificationRow(detail, "Year")).toBe("2022");
  });
});

describe("status on public pages", () => {
  it("shows Under Contract on the card and the page, and keeps a sold aircraft as a reference", async () => {
    const global = await findAircraftBySlug("bombardier-global-6000");
    if (!global) throw new Error("The seed has no Global 6000");
    await updateAircraftAs(
      adminActor,
      global.id,
      AircraftUpdateSchema.parse({ status: "under-contract" }),
    );

    const collection = await page("/aircraft");
    const listed = card(collection, "aircraft-card", "Bombardier Global 6000");
    expect(text(listed?.querySelector('[data-testid="aircraft-status"]') ?? null)).toBe(
      "Under Contract",
    );
    let detail = await page("/aircraft/bombardier-global-6000");
    expect(text(detail.querySelector('[data-testid="aircraft-status"]'))).toBe("Under Contract");
    expect(productJsonLd(detail).offers.availability).toBe("https://schema.org/Reserved");

    await updateAircraftAs(adminActor, global.id, AircraftUpdateSchema.parse({ status: "sold" }));
    expect(card(await page("/aircraft"), "aircraft-card", "Bombardier Global 6000")).toBeNull();
    expect(card(await page("/"), "aircraft-card", "Bombardier Global 6000")).toBeNull();
    detail = await page("/aircraft/bombardier-global-6000");
    expect(text(detail.querySelector('[data-testid="aircraft-status"]'))).toBe("Sold");
    expect(text(detail.querySelector("title"))).toContain("Sold");
    expect(productJsonLd(detail).offers.availability).toBe("https://schema.org/SoldOut");
    const sold = await page("/aircraft?status=sold");
    expect(card(sold, "aircraft-card", "Bombardier Global 6000")).not.toBeNull();
  });
});

describe("listing workflow", () => {
  const complete = {
    make: "Dassault",
    model: "Falcon 7X",
    year: 2016,
    passengers: 14,
    rangeNm: 5950,
    cruiseSpeed: "Mach 0.9",
    priceOnRequest: true,
  };
  /** A small real JPEG, as the photo upload takes it. */
  const photoFile = async () => ({
    name: "photo.jpg",
    type: "image/jpeg",
    bytes: new Uint8Array(
      await sharp({
        create: { width: 480, height: 320, channels: 3, background: "#1d3557" },
      })
        .jpeg()
        .toBuffer(),
    ),
  });

  it("starts a new aircraft unlisted and refuses to list it while it is incomplete", async () => {
    const created = await createAircraftAs(
      adminActor,
      AircraftSchema.parse({ make: "Dassault", model: "Falcon 7X", websiteListing: true }),
    );
    expect(created.websiteListing).toBe(false);
    const refused = await failureOf(setWebsiteListingAs(adminActor, created.id, true));
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.error).toBe(
      'Missing before listing: a hero image; year, passengers, range, cruise speed; an asking price or "price on request".',
    );
    expect((await findAircraftBySlug(created.slug))?.websiteListing).toBe(false);
    const response = await handle(new Request(`${ORIGIN}/aircraft/${created.slug}`));
    expect(response.status).toBe(302);
  });

  it("asks for alt text on every image, then lists and starts the days on market", async () => {
    const created = await createAircraftAs(
      adminActor,
      AircraftSchema.parse({ ...complete, slug: "falcon-7x-complete" }),
    );
    const photos = [
      ...(await addAircraftPhotoAs(adminActor, created.id, await photoFile())),
      ...(await addAircraftPhotoAs(adminActor, created.id, await photoFile())).slice(1),
    ];
    const [cabin, flightDeck] = photos;
    if (!cabin || !flightDeck) throw new Error("The photos were not stored");
    await changeAircraftPhotoAs(adminActor, created.id, cabin.id, { alt: "The cabin" });
    expect((await failureOf(setWebsiteListingAs(adminActor, created.id, true))).error).toBe(
      "Missing before listing: alt text on 1 image.",
    );
    await changeAircraftPhotoAs(adminActor, created.id, flightDeck.id, { alt: "The flight deck" });
    const listed = await setWebsiteListingAs(adminActor, created.id, true);
    expect(listed.websiteListing).toBe(true);
    expect(listed.listedAt).toBeInstanceOf(Date);
    expect(Date.now() - (listed.listedAt as Date).getTime()).toBeLessThan(60_000);
    expect(await page("/aircraft/falcon-7x-complete")).toBeTruthy();
  });

  it("accepts an asking price in place of price on request", async () => {
    const created = await createAircraftAs(
      adminActor,
      AircraftSchema.parse({
        ...complete,
        priceOnRequest: false,
        slug: "falcon-7x-priced",
      }),
    );
    const [hero] = await addAircraftPhotoAs(adminActor, created.id, await photoFile());
    if (!hero) throw new Error("The photo was not stored");
    await changeAircraftPhotoAs(adminActor, created.id, hero.id, {
      alt: "The Falcon 7X on the apron",
    });
    expect((await failureOf(setWebsiteListingAs(adminActor, created.id, true))).error).toBe(
      'Missing before listing: an asking price or "price on request".',
    );
    await updateAircraftAs(
      adminActor,
      created.id,
      AircraftUpdateSchema.parse({ askingPrice: "US$ 21,000,000" }),
    );
    expect((await setWebsiteListingAs(adminActor, created.id, true)).websiteListing).toBe(true);
  });
});

describe("the specification sheet", () => {
  temporaryUploads();

  it("is served as a download under the file name it was uploaded with", async () => {
    const g500 = await findAircraftBySlug("gulfstream-g500");
    if (!g500) throw new Error("The seed has no G500");
    const form = new FormData();
    const bytes = new TextEncoder().encode("%PDF-1.7\n%%EOF");
    form.set("file", new File([bytes], "G500 Spec Sheet.pdf", { type: "application/pdf" }));
    const request = new Request(`${ORIGIN}/api/aircraft/${g500.id}/specification`, {
      method: "PUT",
      body: form,
    });
    const { specificationDocumentUrl } = await uploadSpecificationAs(
      adminActor,
      g500.id,
      await readUploadedFile(request, SPECIFICATION_UPLOAD),
    );

    const detail = await page("/aircraft/gulfstream-g500");
    const link = [...detail.querySelectorAll("a")].find((anchor) =>
      text(anchor).startsWith("Download Specification Sheet"),
    );
    expect(link?.getAttribute("href")).toBe(specificationDocumentUrl);
    expect(link?.hasAttribute("download")).toBe(true);

    const app = express();
    app.use(
      "/uploads",
      serveUploads(() => storage()),
    );
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${specificationDocumentUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toBe(
        'attachment; filename="g500-spec-sheet.pdf"',
      );
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    } finally {
      server.close();
    }
  });
});
