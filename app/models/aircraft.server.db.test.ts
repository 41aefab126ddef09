import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import {
  getWebsiteAircraftBySlug,
  listFeaturedWebsiteAircraft,
  listWebsiteAircraft,
} from "./aircraft.server";

const listedSlugs = [
  "bombardier-global-6000",
  "embraer-phenom-300e",
  "gulfstream-g500",
  "gulfstream-iv-sp",
];

beforeAll(async () => {
  await seedDatabase(db(), { onlyIfEmpty: false });
});

describe("listWebsiteAircraft", () => {
  it("lists only the website-listed aircraft, featured first", async () => {
    const rows = await listWebsiteAircraft();
    expect(rows.map((row) => row.slug).sort()).toEqual(listedSlugs);
    const firstUnfeatured = rows.findIndex((row) => !row.featured);
    if (firstUnfeatured >= 0) {
      expect(rows.slice(firstUnfeatured).every((row) => !row.featured)).toBe(true);
    }
  });

  it("never lists the unlisted seed aircraft, whatever the search", async () => {
    for (const search of ["Citation", "Phenom 300", "cessna", "embraer"]) {
      const slugs = (await listWebsiteAircraft({ search })).map((row) => row.slug);
      expect(slugs).not.toContain("cessna-citation-ultra");
      expect(slugs).not.toContain("embraer-phenom-300");
    }
  });

  it("searches name, make, model and registration, ignoring case", async () => {
    const [g500] = await db()
      .select({ regNumber: aircraft.regNumber, model: aircraft.model })
      .from(aircraft)
      .where(eq(aircraft.slug, "gulfstream-g500"));
    expect(g500?.regNumber).toBeTruthy();

    const byName = await listWebsiteAircraft({ search: "global 6000" });
    expect(byName.map((row) => row.slug)).toEqual(["bombardier-global-6000"]);

    const byMake = await listWebsiteAircraft({ search: "GULFSTREAM" });
    expect(byMake.map((row) => row.slug).sort()).toEqual(["gulfstream-g500", "gulfstream-iv-sp"]);

    const byRegistration = await listWebsiteAircraft({
      search: g500?.regNumber?.toLowerCase() ?? "",
    });
    expect(byRegistration.map((row) => row.slug)).toEqual(["gulfstream-g500"]);

    const byModel = await listWebsiteAircraft({ search: g500?.model ?? "" });
    expect(byModel.map((row) => row.slug)).toContain("gulfstream-g500");
  });

  it("treats % and _ in a search literally", async () => {
    expect(await listWebsiteAircraft({ search: "%" })).toEqual([]);
    expect(await listWebsiteAircraft({ search: "_" })).toEqual([]);
  });

  it("ignores a blank search", async () => {
    expect(await listWebsiteAircraft({ search: "   " })).toHaveLength(listedSlugs.length);
  });

  it("filters by category, alone and with a search", async () => {
    const light = await listWebsiteAircraft({ category: "light-jets" });
    expect(light.map((row) => row.slug)).toEqual(["embraer-phenom-300e"]);
    expect(await listWebsiteAircraft({ category: "turboprops" })).toEqual([]);
    expect(await listWebsiteAircraft({ category: "light-jets", search: "gulfstream" })).toEqual([]);
  });

  it("follows the website flag when staff change it", async () => {
    await db()
      .update(aircraft)
      .set({ websiteListing: true })
      .where(eq(aircraft.slug, "cessna-citation-ultra"));
    expect((await listWebsiteAircraft()).map((row) => row.slug)).toContain("cessna-citation-ultra");
    await db()
      .update(aircraft)
      .set({ websiteListing: false })
      .where(eq(aircraft.slug, "cessna-citation-ultra"));
    expect((await listWebsiteAircraft()).map((row) => row.slug)).not.toContain(
      "cessna-citation-ultra",
    );
  });
});

describe("listFeaturedWebsiteAircraft", () => {
  it("returns the three featured, listed aircraft", async () => {
    const rows = await listFeaturedWebsiteAircraft();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.featured).toBe(true);
      expect(listedSlugs).toContain(row.slug);
    }
  });

  it("leaves out a featured aircraft that is not listed", async () => {
    await db()
      .update(aircraft)
      .set({ featured: true })
      .where(eq(aircraft.slug, "embraer-phenom-300"));
    const slugs = (await listFeaturedWebsiteAircraft()).map((row) => row.slug);
    expect(slugs).not.toContain("embraer-phenom-300");
    await db()
      .update(aircraft)
      .set({ featured: false })
      .where(eq(aircraft.slug, "embraer-phenom-300"));
  });
});

describe("getWebsiteAircraftBySlug", () => {
  it("returns a listed aircraft with its detail content", async () => {
    const row = await getWebsiteAircraftBySlug("gulfstream-iv-sp");
    expect(row?.name).toBe("Gulfstream IV SP");
    expect(row).toMatchObject({ manufacturer: "Gulfstream Aerospace", maxAltitudeFt: 45_000 });
    expect(row?.heroImage).toMatchObject({ src: "/images/aircraft/gulfstream-iv-sp/hero.webp" });
    expect(row?.description).not.toBe("");
  });

  it("returns null for unlisted and unknown slugs", async () => {
    expect(await getWebsiteAircraftBySlug("cessna-citation-ultra")).toBeNull();
    expect(await getWebsiteAircraftBySlug("embraer-phenom-300")).toBeNull();
    expect(await getWebsiteAircraftBySlug("no-such-aircraft")).toBeNull();
  });
});
