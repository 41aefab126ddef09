import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { isForeignKeyViolation } from "~/db/errors.server";
import { type MediaVariant, mediaAssets } from "~/db/schema";
import { containsPattern } from "./text-search.server";

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type MediaAssetInsert = Omit<typeof mediaAssets.$inferInsert, "id" | "createdAt">;

/** What a page needs to render a stored image responsively. */
export type MediaRendition = {
  src: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
};

export async function insertMediaAsset(values: MediaAssetInsert, executor: Executor = db()) {
  const [row] = await executor.insert(mediaAssets).values(values).returning();
  if (!row) throw new Error("Inserting a media asset returned no row");
  return row;
}

export async function findMediaAssetById(id: string, executor: Executor = db()) {
  const [row] = await executor.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
  return row ?? null;
}

export async function findMediaAssetBySrc(src: string, executor: Executor = db()) {
  const [row] = await executor.select().from(mediaAssets).where(eq(mediaAssets.src, src)).limit(1);
  return row ?? null;
}

/** The renditions of the given image URLs that are media assets, by URL. */
export async function findRenditionsBySrc(
  srcs: readonly string[],
  executor: Executor = db(),
): Promise<Map<string, MediaRendition>> {
  const unique = [...new Set(srcs)];
  if (unique.length === 0) return new Map();
  const rows = await executor
    .select({
      src: mediaAssets.src,
      width: mediaAssets.width,
      height: mediaAssets.height,
      variants: mediaAssets.variants,
    })
    .from(mediaAssets)
    .where(inArray(mediaAssets.src, unique));
  return new Map(rows.map((row) => [row.src, row]));
}

export async function deleteMediaAssetRow(id: string, executor: Executor = db()) {
  const [row] = await executor.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning();
  return row ?? null;
}

/**
 * Where an asset is shown. "social" is the image an article shares on social sites; "staged-…"
 * are a published article's edits waiting for "Update".
 */
export type MediaUsagePlace =
  | "cover"
  | "social"
  | "body"
  | "staged-cover"
  | "staged-social"
  | "staged-body"
  | "aircraft";

/** One place that shows an asset, with what it says the image shows there. */
export type MediaUsage = {
  mediaId: string;
  place: MediaUsagePlace;
  alt: string | null;
  article: { id: string; title: string; slug: string; status: "draft" | "published" } | null;
  aircraft: { id: string; name: string; slug: string } | null;
};

/** One place that shows an asset, as the library lists it. */
export type MediaPlace = Omit<MediaUsage, "mediaId" | "alt">;

/** An attribute value as written in stored HTML, unescaped. */
function unescapedAttribute(value: SQL) {
  return sql`replace(replace(replace(replace(${value}, '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`;
}

/** An address as media assets record it: one on the site's own origin becomes its path. */
function localAddress(address: SQL, siteOrigin: string) {
  return sql`case when left(${address}, length(${siteOrigin}::text) + 1) = ${siteOrigin}::text || '/'
    then substr(${address}, length(${siteOrigin}::text) + 1) else ${address} end`;
}

function idScope(column: SQL, mediaIds?: readonly string[]) {
  if (!mediaIds) return sql`true`;
  return sql`${column} in (${sql.join(
    mediaIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Every address an asset is known by: its src and each variant's. Rows: media_id, url. */
function assetAddresses(mediaIds?: readonly string[]) {
  return sql`
    select m.id as media_id, m.src as url from media_assets m where ${idScope(sql`m.id`, mediaIds)}
    union
    select m.id, v.variant->>'url' from media_assets m
      cross join lateral jsonb_array_elements(m.variants) as v(variant)
      where ${idScope(sql`m.id`, mediaIds)}`;
}

/**
 * Every address an article body names in a src or href attribute (an image, a link), in its
 * live text and in a published article's staged edits. Rows: article_id, place ("body",
 * "staged-body"), written (the attribute value as stored), url (as assets record it). The
 * values are found by splitting on `src="` and `href="`, about ten times faster than a regular
 * expression over every body.
 */
function bodyAddresses(siteOrigin: string) {
  const written = sql`split_part(p.piece, '"', 1)`;
  return sql`
    select a.id as article_id, s.place, ${written} as written,
      ${localAddress(unescapedAttribute(written), siteOrigin)} as url
    from articles a
    cross join lateral (values ('body', a.content), ('staged-body', a.staged->>'content'))
      as s(place, html)
    cross join lateral (
      select t.piece from string_to_table(s.html, 'src="') with ordinality as t(piece, n)
        where t.n > 1
      union all
      select t.piece from string_to_table(s.html, 'href="') with ordinality as t(piece, n)
        where t.n > 1
    ) as p
    where s.html is not null`;
}

/**
 * Every place that shows an asset (of `mediaIds`, or of all of them): an article's cover, its
 * social image or an address in its body (an image's src or a link's href, whichever variant
 * it names), the same in a published article's staged edits, and aircraft photos. This is the
 * one rule of "in use": nothing it lists may be deleted. Rows: media_id, place, article_id, aircraft_id,
 * written (a body's attribute value as stored).
 */
function usageRows(siteOrigin: string, mediaIds?: readonly string[]) {
  return sql`
    with asset_urls as (${assetAddresses(mediaIds)})
    select u.media_id, 'cover' as place, a.id as article_id, null::uuid as aircraft_id,
      null as written
      from asset_urls u join articles a on ${localAddress(sql`a.image`, siteOrigin)} = u.url
    union all
    select u.media_id, 'social', a.id, null, null
      from asset_urls u join articles a on ${localAddress(sql`a.social_image`, siteOrigin)} = u.url
    union all
    select u.media_id, 'staged-cover', a.id, null, null
      from asset_urls u
      join articles a on ${localAddress(sql`a.staged->>'image'`, siteOrigin)} = u.url
    union all
    select u.media_id, 'staged-social', a.id, null, null
      from asset_urls u
      join articles a on ${localAddress(sql`a.staged->>'socialImage'`, siteOrigin)} = u.url
    union all
    select u.media_id, b.place, b.article_id, null, b.written
      from asset_urls u join (${bodyAddresses(siteOrigin)}) as b on b.url = u.url
    union all
    select i.media_id, 'aircraft', null, i.aircraft_id, null
      from aircraft_images i where ${idScope(sql`i.media_id`, mediaIds)}`;
}

/**
 * The ids of every asset something shows, once each. Used as `id not in (…)`: the planner
 * hashes the distinct ids, where its estimates for the expanded bodies would otherwise make
 * an anti-join of billions of rows.
 */
function usedMediaIds(siteOrigin: string) {
  return sql`select distinct used.media_id from (${usageRows(siteOrigin)}) as used`;
}

/**
 * Runs queries over the usage rule with JIT compilation off. The planner estimates a thousand
 * rows for each body it splits, so even a small library looks costly enough to compile, and
 * compiling takes longer than the query (measured on PostgreSQL with 1,000 articles: 0.9 s of
 * 1.2 s).
 */
function withoutJit<Result>(executor: Executor, run: (tx: Executor) => Promise<Result>) {
  return executor.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

/** The ids of every asset something shows (see usageRows). */
export async function listUsedMediaIds(siteOrigin: string, executor: Executor = db()) {
  const rows = await withoutJit(executor, async (tx) =>
    rowsOf<{ media_id: string }>(await tx.execute(usedMediaIds(siteOrigin))),
  );
  return rows.map((row) => row.media_id);
}

/** Regular-expression characters, escaped so an address matches only itself. */
const REGEX_SPECIAL = "([.*+?^$(){}|\\[\\]\\\\-])";
const ESCAPED = String.raw`\\\&`;
// Patterns are parameters: a backslash in the SQL text of a template literal would be lost.
const IMAGE_TAG = String.raw`<img\s[^>]*>`;
const IMAGE_TAG_START = String.raw`<img\s[^>]*?src="`;
const TAG_END = '"[^>]*>';
const ALT_ATTRIBUTE = String.raw`\salt="([^"]*)"`;
const SRC_ATTRIBUTE = String.raw`\ssrc="([^"]*)"`;

/** The alt text of the `<img>` whose src is `written` in `html`. */
function imageAltIn(html: SQL, written: SQL) {
  const tag = sql`substring(${html} from ${IMAGE_TAG_START}::text
    || regexp_replace(${written}, ${REGEX_SPECIAL}, ${ESCAPED}, 'g') || ${TAG_END}::text)`;
  return unescapedAttribute(sql`substring(${tag} from ${ALT_ATTRIBUTE}::text)`);
}

/**
 * The assets whose alt text somewhere matches `pattern` (an ILIKE pattern): a cover's, a
 * staged cover's, an aircraft photo's, or an `<img>`'s in a body. Only bodies that contain the
 * term (as stored HTML writes it) are read tag by tag.
 */
function describedMediaIds(siteOrigin: string, pattern: string, htmlPattern: string) {
  const tagAlt = unescapedAttribute(sql`substring((t.match)[1] from ${ALT_ATTRIBUTE}::text)`);
  const tagSrc = localAddress(
    unescapedAttribute(sql`substring((t.match)[1] from ${SRC_ATTRIBUTE}::text)`),
    siteOrigin,
  );
  return sql`
    with asset_urls as (${assetAddresses()})
    select u.media_id from asset_urls u
      join articles a on ${localAddress(sql`a.image`, siteOrigin)} = u.url
      where a.image_alt ilike ${pattern}
    union
    select u.media_id from asset_urls u
      join articles a on ${localAddress(sql`a.staged->>'image'`, siteOrigin)} = u.url
      where a.staged->>'imageAlt' ilike ${pattern}
    union
    select i.media_id from aircraft_images i where i.alt ilike ${pattern}
    union
    select u.media_id from asset_urls u join (
      select ${tagSrc} as url
      from articles a
      cross join lateral (values (a.content), (a.staged->>'content')) as s(html)
      cross join lateral regexp_matches(s.html, ${IMAGE_TAG}, 'gi') as t(match)
      where s.html ilike ${htmlPattern} and ${tagAlt} ilike ${pattern}
    ) as described on described.url = u.url`;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The places that show the given assets, with the article or aircraft of each. */
export async function listMediaUsages(
  mediaIds: readonly string[],
  siteOrigin: string,
  executor: Executor = db(),
): Promise<MediaUsage[]> {
  if (mediaIds.length === 0) return [];
  const rows = rowsOf<{
    media_id: string;
    place: MediaUsagePlace;
    alt: string | null;
    article_id: string | null;
    article_title: string | null;
    article_slug: string | null;
    article_status: "draft" | "published" | null;
    aircraft_id: string | null;
    aircraft_name: string | null;
    aircraft_slug: string | null;
  }>(
    await withoutJit(executor, (tx) =>
      tx.execute(sql`
      select u.media_id, u.place,
        case u.place
          when 'cover' then a.image_alt
          when 'staged-cover' then a.staged->>'imageAlt'
          when 'body' then ${imageAltIn(sql`a.content`, sql`u.written`)}
          when 'staged-body' then ${imageAltIn(sql`a.staged->>'content'`, sql`u.written`)}
          when 'aircraft' then i.alt
        end as alt,
        a.id as article_id, a.title as article_title, a.slug as article_slug,
        a.status as article_status,
        c.id as aircraft_id, c.name as aircraft_name, c.slug as aircraft_slug
      from (${usageRows(siteOrigin, mediaIds)}) as u
      left join articles a on a.id = u.article_id
      left join aircraft c on c.id = u.aircraft_id
      left join aircraft_images i on i.aircraft_id = u.aircraft_id and i.media_id = u.media_id
      order by a.title nulls last, c.name nulls last`),
    ),
  );
  return rows.map((row) => ({
    mediaId: row.media_id,
    place: row.place,
    alt: row.alt,
    article:
      row.article_id && row.article_title !== null && row.article_slug && row.article_status
        ? {
            id: row.article_id,
            title: row.article_title,
            slug: row.article_slug,
            status: row.article_status,
          }
        : null,
    aircraft:
      row.aircraft_id && row.aircraft_name !== null && row.aircraft_slug
        ? { id: row.aircraft_id, name: row.aircraft_name, slug: row.aircraft_slug }
        : null,
  }));
}

/** How an image came into the library, as the audit log recorded its storing. */
export type MediaOrigin = "upload" | "generated" | "aircraft";

/**
 * The image stores the audit log recorded, by the address pages use: article image uploads
 * (with the file's name), pictures drawn by the image model, aircraft photo uploads. Rows:
 * url, original_name, origin.
 */
function recordedOrigins() {
  return sql`
    select coalesce(l.details->>'url', l.target_id) as url,
      l.details->>'originalName' as original_name,
      case when l.details->>'generated' = 'true' then 'generated'
        when l.action = 'aircraft.images' then 'aircraft' else 'upload' end as origin
    from audit_log l
    where l.action = 'article.image-upload'
      or (l.action = 'aircraft.images' and l.details->>'url' is not null)`;
}

/**
 * The covers of articles written by a generation job, which records the article rather than
 * its picture: the cover is the drawn one unless another record says otherwise.
 */
function generatedCovers() {
  return sql`
    select a.image as url from articles a
    where a.image is not null and exists (
      select 1 from audit_log l where l.action = 'article.create'
        and l.target_id = a.id::text and l.details->>'generated' = 'true')`;
}

/** One asset as the library lists it. */
export type MediaLibraryRow = MediaAsset & {
  originalName: string | null;
  /** What the records say of its origin; null when they say nothing. */
  origin: MediaOrigin | null;
  /** A generated article's cover with no record of its own (see generatedCovers). */
  generatedCover: boolean;
};

export type MediaLibraryQuery = {
  /** Matches the file's original name, the alt text it is shown with, or its address. */
  search: string;
  /** Leave out these assets (the used ones, for "unused only"). */
  excludeIds: readonly string[] | null;
  page: number;
  pageSize: number;
  siteOrigin: string;
};

/** Text as stored HTML writes it, so a body can be searched before its tags are read. */
function asStoredHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function libraryConditions({ search, excludeIds, siteOrigin }: MediaLibraryQuery) {
  const conditions: SQL[] = [];
  const term = search.trim();
  if (term) {
    const pattern = containsPattern(term);
    const matching = or(
      ilike(mediaAssets.src, pattern),
      sql`${mediaAssets.src} in (select named.url from (${recordedOrigins()}) as named
        where named.original_name ilike ${pattern})`,
      sql`${mediaAssets.id} in (${describedMediaIds(siteOrigin, pattern, containsPattern(asStoredHtml(term)))})`,
    );
    if (matching) conditions.push(matching);
  }
  if (excludeIds) {
    // One parameter however many ids: a JSON array.
    conditions.push(sql`${mediaAssets.id} not in (
      select excluded.value::uuid from jsonb_array_elements_text(${JSON.stringify(excludeIds)}::jsonb) as excluded)`);
  }
  return and(...conditions);
}

/** A page of the library, newest first, with the number of assets matching. */
export function listMediaLibrary(
  query: MediaLibraryQuery,
  executor: Executor = db(),
): Promise<{ rows: MediaLibraryRow[]; total: number }> {
  return withoutJit(executor, (tx) => libraryPage(query, tx));
}

async function libraryPage(
  query: MediaLibraryQuery,
  executor: Executor,
): Promise<{ rows: MediaLibraryRow[]; total: number }> {
  const where = libraryConditions(query);
  const [assets, [counted]] = await Promise.all([
    executor
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), asc(mediaAssets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(mediaAssets)
      .where(where),
  ]);
  if (assets.length === 0) return { rows: [], total: counted?.total ?? 0 };
  const srcs = sql.join(
    assets.map((asset) => sql`${asset.src}`),
    sql`, `,
  );
  const [recorded, covers] = await Promise.all([
    executor.execute(sql`select o.url, o.original_name, o.origin from (${recordedOrigins()}) as o
      where o.url in (${srcs})`),
    executor.execute(sql`select g.url from (${generatedCovers()}) as g where g.url in (${srcs})`),
  ]);
  const origins = new Map<string, { originalName: string | null; origin: MediaOrigin }>();
  for (const row of rowsOf<{ url: string; original_name: string | null; origin: MediaOrigin }>(
    recorded,
  )) {
    const known = origins.get(row.url);
    // An upload names its file; keep the name when another record of the URL has none.
    origins.set(row.url, {
      originalName: known?.originalName ?? row.original_name,
      origin: known?.origin ?? row.origin,
    });
  }
  const generated = new Set(rowsOf<{ url: string }>(covers).map((row) => row.url));
  return {
    rows: assets.map((asset) => ({
      ...asset,
      originalName: origins.get(asset.src)?.originalName ?? null,
      origin: origins.get(asset.src)?.origin ?? null,
      generatedCover: generated.has(asset.src),
    })),
    total: counted?.total ?? 0,
  };
}

/** How many assets there are. */
export async function countMediaAssets(executor: Executor = db()) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(mediaAssets);
  return row?.total ?? 0;
}

export type DeleteUnusedResult =
  | { ok: true; asset: MediaAsset }
  | { ok: false; reason: "not-found" | "in-use" };

/**
 * Deletes an asset's record unless something shows it, in one statement, so a use added
 * meanwhile is never lost. The caller removes the files of the row answered.
 */
export async function deleteMediaAssetIfUnused(
  id: string,
  siteOrigin: string,
  executor: Executor = db(),
): Promise<DeleteUnusedResult> {
  try {
    const [row] = await withoutJit(executor, (tx) =>
      tx
        .delete(mediaAssets)
        .where(
          and(
            eq(mediaAssets.id, id),
            sql`${mediaAssets.id} not in (select used.media_id from (${usageRows(siteOrigin, [id])}) as used)`,
          ),
        )
        .returning(),
    );
    if (row) return { ok: true, asset: row };
  } catch (error) {
    // An aircraft photo added since the statement's snapshot still holds the asset.
    if (!isForeignKeyViolation(error)) throw error;
    return { ok: false, reason: "in-use" };
  }
  return { ok: false, reason: (await findMediaAssetById(id, executor)) ? "in-use" : "not-found" };
}

/**
 * Deletes the records of every asset nothing shows that was stored before `createdBefore`,
 * in one statement; answers the deleted rows, whose files the caller removes. Null when an
 * aircraft photo took one of them meanwhile (nothing is deleted then).
 */
export async function deleteUnusedMediaAssets(
  siteOrigin: string,
  createdBefore: Date,
  executor: Executor = db(),
): Promise<MediaAsset[] | null> {
  try {
    return await withoutJit(executor, (tx) =>
      tx
        .delete(mediaAssets)
        .where(
          and(
            lt(mediaAssets.createdAt, createdBefore),
            sql`${mediaAssets.id} not in (${usedMediaIds(siteOrigin)})`,
          ),
        )
        .returning(),
    );
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return null;
  }
}

/** How many assets nothing shows were stored at or after `createdFrom`. */
export async function countUnusedMediaSince(
  siteOrigin: string,
  createdFrom: Date,
  executor: Executor = db(),
) {
  const [row] = await withoutJit(executor, (tx) =>
    tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(mediaAssets)
      .where(
        and(
          gte(mediaAssets.createdAt, createdFrom),
          sql`${mediaAssets.id} not in (${usedMediaIds(siteOrigin)})`,
        ),
      ),
  );
  return row?.count ?? 0;
}

/** Every storage key some asset owns. */
export async function listOwnedStorageKeys(executor: Executor = db()): Promise<Set<string>> {
  const rows = await executor.select({ keys: mediaAssets.storageKeys }).from(mediaAssets);
  return new Set(rows.flatMap((row) => row.keys));
}
