import { and, asc, count, desc, eq, gte, inArray, like, ne, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import {
  type AircraftCategorySlug,
  type AircraftStatus,
  aircraft,
  analyticsEvents,
} from "~/db/schema";
import { isStorableText } from "~/schemas/primitives";
import { slugify } from "~/utils/slug";
import { heroPhotoColumn } from "./aircraft-image.server";
import { containsAny } from "./text-search.server";

// ---------------------------------------------------------------------------------------------
// Public reads. Visitors only ever see aircraft flagged for the website, so
// every function here applies that scope itself.
// ---------------------------------------------------------------------------------------------

/** How many aircraft the home page features. */
export const FEATURED_AIRCRAFT_COUNT = 3;

const cardColumns = {
  id: aircraft.id,
  slug: aircraft.slug,
  name: aircraft.name,
  make: aircraft.make,
  model: aircraft.model,
  category: aircraft.category,
  regNumber: aircraft.regNumber,
  year: aircraft.year,
  status: aircraft.status,
  askingPrice: aircraft.askingPrice,
  location: aircraft.location,
  featured: aircraft.featured,
  passengers: aircraft.passengers,
  rangeNm: aircraft.rangeNm,
  cruiseSpeed: aircraft.cruiseSpeed,
  heroImage: heroPhotoColumn,
};

/** Every figure the site shows of an aircraft, each read from its own column. */
const figureColumns = {
  manufacturer: aircraft.manufacturer,
  serialNumber: aircraft.serialNumber,
  seatsConfigured: aircraft.seatsConfigured,
  baseAp: aircraft.baseAp,
  longRangeCruise: aircraft.longRangeCruise,
  maxAltitudeFt: aircraft.maxAltitudeFt,
  takeoffDistanceFt: aircraft.takeoffDistanceFt,
  powerplant: aircraft.powerplant,
  baggage: aircraft.baggage,
  cabinLength: aircraft.cabinLength,
  cabinWidth: aircraft.cabinWidth,
  cabinHeight: aircraft.cabinHeight,
  cabinVolumeCuFt: aircraft.cabinVolumeCuFt,
  exteriorLength: aircraft.exteriorLength,
  wingspan: aircraft.wingspan,
  exteriorHeight: aircraft.exteriorHeight,
  specifications: aircraft.specifications,
};

const listed = eq(aircraft.websiteListing, true);
/** A sold aircraft stays reachable as a reference but leaves the lists of what is for sale. */
const onTheMarket = ne(aircraft.status, "sold");

/**
 * The website's aircraft, featured first then by name. `search` matches name, make, model or
 * registration (case-insensitive, substring); `category` keeps one category. Sold aircraft are
 * left out unless `status` asks for them.
 */
export async function listWebsiteAircraft(
  {
    search,
    category,
    status,
  }: {
    search?: string | null;
    category?: AircraftCategorySlug | null;
    status?: AircraftStatus | null;
  } = {},
  executor: Executor = db(),
) {
  const conditions: SQL[] = [listed, status ? eq(aircraft.status, status) : onTheMarket];
  // A search PostgreSQL could not even compare (a NUL from a hand-typed URL) matches nothing.
  if (search && !isStorableText(search)) return [];
  const matches = containsAny(
    [aircraft.name, aircraft.make, aircraft.model, aircraft.regNumber],
    search,
  );
  if (matches) conditions.push(matches);
  if (category) conditions.push(eq(aircraft.category, category));
  return executor
    .select(cardColumns)
    .from(aircraft)
    .where(and(...conditions))
    .orderBy(desc(aircraft.featured), asc(aircraft.name));
}

/** The website's featured aircraft for the home page, at most three. */
export async function listFeaturedWebsiteAircraft(executor: Executor = db()) {
  return executor
    .select(cardColumns)
    .from(aircraft)
    .where(and(listed, onTheMarket, eq(aircraft.featured, true)))
    .orderBy(asc(aircraft.name))
    .limit(FEATURED_AIRCRAFT_COUNT);
}

/** One website-listed aircraft with everything its detail page shows, or null. */
export async function getWebsiteAircraftBySlug(slug: string, executor: Executor = db()) {
  if (!isStorableText(slug)) return null;
  const [row] = await executor
    .select({
      ...cardColumns,
      ...figureColumns,
      ttaf: aircraft.ttaf,
      landings: aircraft.landings,
      description: aircraft.description,
      specifications: aircraft.specifications,
      specificationDocumentUrl: aircraft.specificationDocumentUrl,
      updatedAt: aircraft.updatedAt,
    })
    .from(aircraft)
    .where(and(listed, eq(aircraft.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Slug and last change of every website-listed aircraft, for the sitemap. */
export async function listWebsiteAircraftForSitemap(executor: Executor = db()) {
  return executor
    .select({ slug: aircraft.slug, updatedAt: aircraft.updatedAt })
    .from(aircraft)
    .where(listed)
    .orderBy(asc(aircraft.name));
}

// ---------------------------------------------------------------------------------------------
// Admin. Every aircraft, listed on the website or not; callers run requireAdmin/requireAdminApi
// first.
// ---------------------------------------------------------------------------------------------

const adminColumns = {
  ...cardColumns,
  ...figureColumns,
  ttaf: aircraft.ttaf,
  landings: aircraft.landings,
  priceOnRequest: aircraft.priceOnRequest,
  listedAt: aircraft.listedAt,
  websiteListing: aircraft.websiteListing,
  description: aircraft.description,
  specifications: aircraft.specifications,
  engines: aircraft.engines,
  avionics: aircraft.avionics,
  interior: aircraft.interior,
  compliance: aircraft.compliance,
  specificationDocumentUrl: aircraft.specificationDocumentUrl,
  createdAt: aircraft.createdAt,
  updatedAt: aircraft.updatedAt,
};

export type AircraftListing = "website" | "unlisted" | "all";

/** Aircraft for the admin, featured first then by name, with every stored field. */
export async function listAircraftForAdmin(
  {
    listing = "all",
    search,
    category,
    status,
    featured,
  }: {
    listing?: AircraftListing;
    search?: string | null;
    category?: AircraftCategorySlug | null;
    status?: AircraftStatus | null;
    featured?: boolean | null;
  } = {},
  executor: Executor = db(),
) {
  const conditions: SQL[] = [];
  if (listing === "website") conditions.push(listed);
  if (listing === "unlisted") conditions.push(eq(aircraft.websiteListing, false));
  const matches = containsAny(
    [
      aircraft.name,
      aircraft.make,
      aircraft.model,
      aircraft.regNumber,
      aircraft.serialNumber,
      aircraft.location,
    ],
    search,
  );
  if (matches) conditions.push(matches);
  if (category) conditions.push(eq(aircraft.category, category));
  if (status) conditions.push(eq(aircraft.status, status));
  if (featured !== null && featured !== undefined) conditions.push(eq(aircraft.featured, featured));
  return executor
    .select(adminColumns)
    .from(aircraft)
    .where(and(...conditions))
    .orderBy(desc(aircraft.featured), asc(aircraft.name));
}

/** One aircraft by id, listed or not, or null. */
export async function findAircraftById(id: string, executor: Executor = db()) {
  const [row] = await executor
    .select(adminColumns)
    .from(aircraft)
    .where(eq(aircraft.id, id))
    .limit(1);
  return row ?? null;
}

/** One aircraft by slug, listed or not, or null. */
export async function findAircraftBySlug(slug: string, executor: Executor = db()) {
  if (!isStorableText(slug)) return null;
  const [row] = await executor
    .select(adminColumns)
    .from(aircraft)
    .where(eq(aircraft.slug, slug))
    .limit(1);
  return row ?? null;
}

export type AdminAircraft = NonNullable<Awaited<ReturnType<typeof findAircraftById>>>;
export type AircraftWrite = Omit<typeof aircraft.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type AircraftWriteResult =
  | { ok: true; aircraft: AdminAircraft }
  | { ok: false; reason: "slug-taken" | "not-found" };

async function isAircraftSlugTaken(slug: string, executor: Executor) {
  const [row] = await executor
    .select({ id: aircraft.id })
    .from(aircraft)
    .where(eq(aircraft.slug, slug))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a new aircraft. An explicit slug must be free; a slug derived from the name gets the
 * registration or a counter appended until it is.
 */
export async function createAircraft(
  input: AircraftWrite,
  { slugIsExplicit }: { slugIsExplicit: boolean },
  executor: Executor = db(),
): Promise<AircraftWriteResult> {
  let slug = input.slug;
  if (!slugIsExplicit) {
    const candidates = [input.slug];
    const registration = slugify(input.regNumber ?? "");
    if (registration) candidates.push(`${input.slug}-${registration}`);
    for (let counter = 2; counter <= 50; counter++) candidates.push(`${input.slug}-${counter}`);
    for (const candidate of candidates) {
      if (!(await isAircraftSlugTaken(candidate, executor))) {
        slug = candidate;
        break;
      }
    }
  }
  try {
    const [row] = await executor
      .insert(aircraft)
      .values({ ...input, slug })
      .returning(adminColumns);
    if (!row) throw new Error("The insert returned no row");
    return { ok: true, aircraft: row };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** Changes the given fields of an aircraft; the rest is kept. */
export async function updateAircraft(
  id: string,
  changes: Partial<AircraftWrite>,
  executor: Executor = db(),
): Promise<AircraftWriteResult> {
  try {
    const [row] = await executor
      .update(aircraft)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(aircraft.id, id))
      .returning(adminColumns);
    return row ? { ok: true, aircraft: row } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** Deletes an aircraft; returns what its files need for clean-up, or null when none. */
export async function deleteAircraft(id: string, executor: Executor = db()) {
  const [row] = await executor.delete(aircraft).where(eq(aircraft.id, id)).returning({
    id: aircraft.id,
    name: aircraft.name,
    slug: aircraft.slug,
    specificationDocumentUrl: aircraft.specificationDocumentUrl,
  });
  return row ?? null;
}

/** Records the uploaded specification sheet of an aircraft; false when there is none. */
export async function setAircraftSpecificationDocument(
  id: string,
  url: string,
  executor: Executor = db(),
) {
  const [row] = await executor
    .update(aircraft)
    .set({ specificationDocumentUrl: url, updatedAt: new Date() })
    .where(eq(aircraft.id, id))
    .returning({ id: aircraft.id });
  return Boolean(row);
}

/**
 * What the admin's Analytics tab shows: listing counts, and per aircraft page the first-party
 * page views and call-to-action clicks recorded on its detail page.
 */
export async function aircraftListingAnalytics(
  { since }: { since?: Date | null } = {},
  executor: Executor = db(),
) {
  const detailPages = like(analyticsEvents.path, "/aircraft/%");
  const window = since ? gte(analyticsEvents.createdAt, since) : undefined;
  const [listings, events, listPage] = await Promise.all([
    executor
      .select({
        total: count(),
        website: count(sql`case when ${aircraft.websiteListing} then 1 end`),
        featured: count(
          sql`case when ${aircraft.websiteListing} and ${aircraft.featured} then 1 end`,
        ),
        withSpecification: count(aircraft.specificationDocumentUrl),
      })
      .from(aircraft),
    executor
      .select({ path: analyticsEvents.path, name: analyticsEvents.name, n: count() })
      .from(analyticsEvents)
      .where(and(detailPages, inArray(analyticsEvents.name, ["page_view", "cta_click"]), window))
      .groupBy(analyticsEvents.path, analyticsEvents.name),
    executor
      .select({ name: analyticsEvents.name, n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.path, "/aircraft"),
          inArray(analyticsEvents.name, ["page_view", "cta_click"]),
          window,
        ),
      )
      .groupBy(analyticsEvents.name),
  ]);
  const bySlug = new Map<string, { pageViews: number; ctaClicks: number }>();
  for (const event of events) {
    const slug = event.path.slice("/aircraft/".length).split(/[/?#]/)[0] ?? "";
    if (!slug) continue;
    const entry = bySlug.get(slug) ?? { pageViews: 0, ctaClicks: 0 };
    if (event.name === "page_view") entry.pageViews += event.n;
    else entry.ctaClicks += event.n;
    bySlug.set(slug, entry);
  }
  const counts = listings[0] ?? { total: 0, website: 0, featured: 0, withSpecification: 0 };
  return {
    listings: { ...counts, unlisted: counts.total - counts.website },
    listPage: {
      pageViews: listPage.find((row) => row.name === "page_view")?.n ?? 0,
      ctaClicks: listPage.find((row) => row.name === "cta_click")?.n ?? 0,
    },
    detailPages: Object.fromEntries(bySlug),
  };
}

export type AircraftListingAnalytics = Awaited<ReturnType<typeof aircraftListingAnalytics>>;
