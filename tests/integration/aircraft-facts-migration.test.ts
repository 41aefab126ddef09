import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/migration-under-test";

/**
 * The migration that gives aircraft figures their own columns, run on rows stored in the
 * previous shape (every figure also written as a label/value line of the specification tables):
 * each line lands in its column or stays an extra line, so no value is lost.
 */

const MIGRATION_TAG = "0015_aircraft-facts-and-listing";

const database = databaseBeforeMigration(MIGRATION_TAG);

type Line = { label: string; value: string };
type OldRow = {
  slug: string;
  status?: string;
  askingPrice?: string | null;
  dom?: number | null;
  websiteListing?: boolean;
  year?: number | null;
  regNumber?: string | null;
  passengers?: number | null;
  rangeNm?: number | null;
  cruiseSpeed?: string | null;
  location?: string | null;
  baseAp?: string | null;
  general?: Line[];
  performance?: Line[];
  dimensions?: Line[];
};

async function insertOldRow(row: OldRow) {
  const specifications = {
    general: row.general ?? [],
    performance: row.performance ?? [],
    dimensions: row.dimensions ?? [],
  };
  await database.execute(sql`
    insert into aircraft (slug, make, model, name, category, status, asking_price, dom,
      website_listing, year, reg_number, passengers, range_nm, cruise_speed, location, base_ap,
      specifications)
    values (${row.slug}, 'Gulfstream', 'G-IV SP', ${row.slug}, 'heavy-jets',
      ${row.status ?? "Available"}, ${row.askingPrice ?? null}, ${row.dom ?? null},
      ${row.websiteListing ?? true}, ${row.year ?? null}, ${row.regNumber ?? null},
      ${row.passengers ?? null}, ${row.rangeNm ?? null}, ${row.cruiseSpeed ?? null},
      ${row.location ?? null}, ${row.baseAp ?? null}, ${JSON.stringify(specifications)}::jsonb)`);
}

async function migrated(slug: string) {
  const [row] = await database.rows(sql`select * from aircraft where slug = ${slug}`);
  if (!row) throw new Error(`No row ${slug}`);
  return row;
}

/** The seeded G-IV SP as it was stored before the migration. */
const seededGivSp: OldRow = {
  slug: "gulfstream-iv-sp",
  dom: 64,
  year: 1999,
  regNumber: "VH-LJX",
  passengers: 10,
  rangeNm: 3800,
  cruiseSpeed: "Mach 0.88",
  location: "Perth, AU",
  baseAp: "YPPH",
  general: [
    { label: "Manufacturer", value: "Gulfstream Aerospace" },
    { label: "Model", value: "G-IV SP" },
    { label: "Year", value: "1999" },
    { label: "Registration", value: "VH-LJX" },
    { label: "Serial Number", value: "1387" },
    { label: "Category", value: "Heavy Jet" },
    { label: "Passengers", value: "10 in comfort (certified for up to 14)" },
    { label: "Base", value: "Perth, AU (YPPH)" },
  ],
  performance: [
    { label: "Range", value: "3,800 nm" },
    { label: "Max Cruise Speed", value: "Mach 0.88" },
    { label: "Long-Range Cruise", value: "Mach 0.80" },
    { label: "Max Operating Altitude", value: "45,000 ft" },
    { label: "Takeoff Distance", value: "5,280 ft" },
    { label: "Engines", value: "2 × Rolls-Royce Tay 611-8" },
    { label: "Baggage", value: "169 ft³, accessible in flight" },
  ],
  dimensions: [
    { label: "Cabin Length", value: "45 ft 1 in" },
    { label: "Cabin Width", value: "7 ft 4 in" },
    { label: "Cabin Height", value: "6 ft 1 in" },
    { label: "Cabin Volume", value: "1,525 ft³" },
    { label: "Exterior Length", value: "88 ft 4 in" },
    { label: "Wingspan", value: "77 ft 10 in" },
    { label: "Exterior Height", value: "24 ft 5 in" },
  ],
};

beforeAll(async () => {
  await insertOldRow(seededGivSp);
  // The listing the figures were edited on in the dialog, its tables left behind.
  await insertOldRow({
    slug: "edited-g500",
    status: "Under Contract",
    askingPrice: "US$ 40,000,000",
    year: 2020,
    regNumber: "N518GZ",
    passengers: 19,
    rangeNm: 5300,
    general: [
      { label: "Year", value: "2021" },
      { label: "Registration", value: "N518GX" },
      { label: "Passengers", value: "Up to 19 (configured for 13)" },
      { label: "Crew", value: "2 pilots, 1 attendant" },
    ],
    performance: [
      { label: "Range", value: "5,200 nm" },
      { label: "Max Operating Altitude", value: "about fifty thousand feet" },
    ],
    dimensions: [{ label: "Cabin Volume", value: "99999999999 ft³" }],
  });
  await insertOldRow({ slug: "sold-one", status: "sold", websiteListing: false, dom: null });
  await insertOldRow({ slug: "coming-soon", status: "Coming Soon", websiteListing: false });
  await database.migrateRest();
});

describe("moving specification rows into figure columns", () => {
  it("moves every seeded G-IV SP line into its column and leaves a contradiction as a line", async () => {
    const row = await migrated("gulfstream-iv-sp");
    expect(row).toMatchObject({
      manufacturer: "Gulfstream Aerospace",
      model: "G-IV SP",
      year: 1999,
      reg_number: "VH-LJX",
      serial_number: "1387",
      location: "Perth, AU",
      base_ap: "YPPH",
      range_nm: 3800,
      cruise_speed: "Mach 0.88",
      long_range_cruise: "Mach 0.80",
      max_altitude_ft: 45_000,
      takeoff_distance_ft: 5280,
      powerplant: "2 × Rolls-Royce Tay 611-8",
      baggage: "169 ft³, accessible in flight",
      cabin_length: "45 ft 1 in",
      cabin_width: "7 ft 4 in",
      cabin_height: "6 ft 1 in",
      cabin_volume_cu_ft: 1525,
      exterior_length: "88 ft 4 in",
      wingspan: "77 ft 10 in",
      exterior_height: "24 ft 5 in",
      status: "for-sale",
      price_on_request: true,
    });
    // "certified for up to 14" contradicts the stored 10 passengers: kept as written.
    expect(row.passengers).toBe(10);
    expect(row.specifications).toEqual({
      general: [{ label: "Passengers", value: "10 in comfort (certified for up to 14)" }],
      performance: [],
      dimensions: [],
    });
    const listedAt = new Date(row.listed_at as string).getTime();
    expect(Math.round((Date.now() - listedAt) / 86_400_000)).toBe(64);
  });

  it("keeps the edited columns and every line they contradict or cannot hold", async () => {
    const row = await migrated("edited-g500");
    expect(row).toMatchObject({
      year: 2020,
      reg_number: "N518GZ",
      passengers: 19,
      seats_configured: 13,
      range_nm: 5300,
      max_altitude_ft: null,
      cabin_volume_cu_ft: null,
      status: "under-contract",
      asking_price: "US$ 40,000,000",
      price_on_request: false,
    });
    expect(row.specifications).toEqual({
      general: [
        { label: "Year", value: "2021" },
        { label: "Registration", value: "N518GX" },
        { label: "Crew", value: "2 pilots, 1 attendant" },
      ],
      performance: [
        { label: "Range", value: "5,200 nm" },
        { label: "Max Operating Altitude", value: "about fifty thousand feet" },
      ],
      dimensions: [{ label: "Cabin Volume", value: "99999999999 ft³" }],
    });
    // A listed aircraft without typed days on market counts from its creation.
    expect(row.listed_at).not.toBeNull();
  });

  it("maps the free-text statuses and leaves never-listed aircraft without a listing date", async () => {
    expect(await migrated("sold-one")).toMatchObject({ status: "sold", listed_at: null });
    expect(await migrated("coming-soon")).toMatchObject({ status: "for-sale", listed_at: null });
    const columns = await database.rows(
      sql`select column_name from information_schema.columns where table_name = 'aircraft' and column_name = 'dom'`,
    );
    expect(columns).toEqual([]);
  });
});
