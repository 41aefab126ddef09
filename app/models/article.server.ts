import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import {
  type ArticleStatus,
  articleCategories,
  articleSlugRedirects,
  articles,
  type StagedArticleFields,
} from "~/db/schema";
import type { ArticleDateField, ArticleSort } from "~/schemas/article-list";
import { isStorableText } from "~/schemas/primitives";
import { env } from "~/utils/env.server";
import { startOfDayIn, startOfNextDayIn } from "~/utils/format";
import { readingMinutes } from "~/utils/reading-time";
import { SNIPPET_MARK } from "~/utils/search-snippet";
import type { MediaRendition } from "./media.server";
import { containsAny } from "./text-search.server";

// ---------------------------------------------------------------------------------------------
// Public reads. Visitors only ever see published articles, so every function
// here applies that scope itself.
// ---------------------------------------------------------------------------------------------

/** Articles per journal page (the list pages once there are more than this many). */
export const JOURNAL_PAGE_SIZE = 12;

const published = eq(articles.status, "published");
/** A draft that publishes itself at its scheduled time. */
const scheduledDraft = and(eq(articles.status, "draft"), sql`${articles.scheduledAt} is not null`);
/** A published article's date; rows published before publishedAt was recorded fall back. */
const publishedDate = sql<Date>`coalesce(${articles.publishedAt}, ${articles.createdAt})`.mapWith(
  articles.createdAt,
);
const newestFirst = [desc(publishedDate), asc(articles.slug)];

/** The processed variants of the image at an article column's URL, when it is a media asset. */
function renditionOf(column: "image" | "social_image") {
  return sql<MediaRendition | null>`(
  select json_build_object('src', asset.src, 'width', asset.width, 'height', asset.height,
    'variants', asset.variants)
  from media_assets asset where asset.src = ${sql.raw(`"articles"."${column}"`)})`;
}
/** The cover's processed variants when it is a media asset. */
const coverRendition = renditionOf("image");

/** An article may be published when it has no cover or its cover has alt text. */
const coverDescribed = sql`(${articles.image} is null or ${articles.imageAlt} <> '')`;

/** Whether a published article has this slug (the catch-all's redirect check). */
export async function isPublishedArticleSlug(slug: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), published))
    .limit(1);
  return Boolean(row);
}

/**
 * The current slug of the published article that was known by `oldSlug` before a rename, or
 * null (no such rename, or the article is not published).
 */
export async function findRenamedArticleSlug(oldSlug: string, executor: Executor = db()) {
  if (!isStorableText(oldSlug)) return null;
  const [row] = await executor
    .select({ slug: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(and(eq(articleSlugRedirects.oldSlug, oldSlug), published))
    .limit(1);
  return row?.slug ?? null;
}

function publishedWhere(category: string | null | undefined) {
  return category ? and(published, eq(articles.category, category)) : published;
}

/** What every page, card and search result of an article shows: address, heading, byline, cover. */
export const articleHeadColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  image: articles.image,
};

/**
 * One page of published articles as cards (no bodies), newest first, optionally of one
 * category.
 */
export async function listPublishedArticleCards(
  {
    category,
    page = 1,
    pageSize = JOURNAL_PAGE_SIZE,
  }: { category?: string | null; page?: number; pageSize?: number } = {},
  executor: Executor = db(),
) {
  return executor
    .select({
      ...articleHeadColumns,
      imageAlt: articles.imageAlt,
      imageRendition: coverRendition,
      category: articles.category,
      categoryName: articles.categoryName,
      publishedAt: publishedDate,
      readingMinutes: articles.readingMinutes,
    })
    .from(articles)
    .where(publishedWhere(category))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * Published articles matching a visitor's search, best match first: words in the title weigh
 * more than in the excerpt, and both more than in the body. Each result carries a snippet of its
 * body with the matched words between SNIPPET_MARK's characters. The query is read as a web
 * search (quoted phrases, `or`, `-word`), so no input is a syntax error.
 */
export async function searchPublishedArticles(
  {
    query,
    page = 1,
    pageSize = JOURNAL_PAGE_SIZE,
  }: { query: string; page?: number; pageSize?: number },
  executor: Executor = db(),
) {
  const search = sql`websearch_to_tsquery('english', ${query})`;
  const matches = and(published, sql`${articles.searchVector} @@ ${search}`);
  const rank = sql`ts_rank(${articles.searchVector}, ${search})`;
  const options = `StartSel=${SNIPPET_MARK.start}, StopSel=${SNIPPET_MARK.stop}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const [rows, [totals]] = await Promise.all([
    executor
      .select({
        ...articleHeadColumns,
        category: articles.category,
        categoryName: articles.categoryName,
        publishedAt: publishedDate,
        readingMinutes: articles.readingMinutes,
        snippet: sql<string>`ts_headline('english', translate(regexp_replace(${articles.content}, '<[^>]+>', ' ', 'g'), ${SNIPPET_MARK.start + SNIPPET_MARK.stop}, ''), ${search}, ${options})`,
      })
      .from(articles)
      .where(matches)
      .orderBy(desc(rank), ...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    executor.select({ n: count() }).from(articles).where(matches),
  ]);
  return { articles: rows, total: totals?.n ?? 0 };
}

export type ArticleSearchResult = Awaited<
  ReturnType<typeof searchPublishedArticles>
>["articles"][number];

/** One published article with everything its page shows, or null. */
export async function getPublishedArticleBySlug(slug: string, executor: Executor = db()) {
  // A slug PostgreSQL could not even compare (a NUL from a hand-typed URL) names no article.
  if (!isStorableText(slug)) return null;
  const [row] = await executor
    .select({
      ...articleHeadColumns,
      imageAlt: articles.imageAlt,
      content: articles.content,
      imageRendition: coverRendition,
      metaTitle: articles.metaTitle,
      metaDescription: articles.metaDescription,
      socialImage: articles.socialImage,
      socialImageRendition: renditionOf("social_image"),
      category: articles.category,
      categoryName: articles.categoryName,
      publishedAt: publishedDate,
      updatedAt: articles.updatedAt,
      readingMinutes: articles.readingMinutes,
    })
    .from(articles)
    .where(and(eq(articles.slug, slug), published))
    .limit(1);
  return row ?? null;
}

/** Every journal category in display order, with the number of its published articles. */
export async function listArticleCategoriesWithCounts(executor: Executor = db()) {
  return executor
    .select({
      slug: articleCategories.slug,
      name: articleCategories.name,
      count: count(articles.id),
    })
    .from(articleCategories)
    .leftJoin(articles, and(eq(articles.category, articleCategories.slug), published))
    .groupBy(articleCategories.slug, articleCategories.name, articleCategories.sortOrder)
    .orderBy(asc(articleCategories.sortOrder), asc(articleCategories.name));
}

/** Published articles, newest first, for the RSS feed and the sitemap (`limit` to cap). */
export async function listPublishedArticlesForFeed(
  { limit }: { limit?: number } = {},
  executor: Executor = db(),
) {
  const query = executor
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      image: articles.image,
      categoryName: articles.categoryName,
      publishedAt: publishedDate,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(published)
    .orderBy(...newestFirst)
    .$dynamic();
  return limit ? query.limit(limit) : query;
}

export type PublishedArticleCard = Awaited<ReturnType<typeof listPublishedArticleCards>>[number];
export type PublishedArticle = NonNullable<Awaited<ReturnType<typeof getPublishedArticleBySlug>>>;
export type ArticleCategoryWithCount = Awaited<
  ReturnType<typeof listArticleCategoriesWithCounts>
>[number];

// ---------------------------------------------------------------------------------------------
// Admin and API. Callers pass the scope explicitly: "published" for anyone who is not an
// admin, "any" only after requireAdmin/requireAdminApi.
// ---------------------------------------------------------------------------------------------

export type ArticleScope = "published" | "any";

const articleSummaryColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  excerpt: articles.excerpt,
  author: articles.author,
  image: articles.image,
  imageAlt: articles.imageAlt,
  category: articles.category,
  categoryName: articles.categoryName,
  status: articles.status,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  scheduledAt: articles.scheduledAt,
};
const articleColumns = {
  ...articleSummaryColumns,
  metaTitle: articles.metaTitle,
  metaDescription: articles.metaDescription,
  socialImage: articles.socialImage,
  content: articles.content,
  version: articles.version,
  staged: articles.staged,
};

function scoped(scope: ArticleScope, condition?: SQL) {
  return scope === "published" ? and(published, condition) : condition;
}

/** Which articles a list holds: a stored status, or drafts with or without a publishing time. */
export type ArticleListStatus = ArticleStatus | "scheduled" | "unscheduled-draft";

function statusCondition(status: ArticleListStatus) {
  switch (status) {
    case "scheduled":
      return scheduledDraft;
    case "unscheduled-draft":
      return and(eq(articles.status, "draft"), isNull(articles.scheduledAt));
    default:
      return eq(articles.status, status);
  }
}

/**
 * Whole words of the title, excerpt or body (the stored search document, stemmed, read as a
 * web search so no input is a syntax error), or any part of the title, slug, author or
 * category label.
 */
function articleSearchCondition(search: string | null | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  return or(
    sql`${articles.searchVector} @@ websearch_to_tsquery('english', ${term})`,
    containsAny(
      [articles.title, articles.slug, articles.author, articles.excerpt, articles.categoryName],
      term,
    ),
  );
}

/** Days (YYYY-MM-DD) of the business time zone in which an article was updated or published. */
export type ArticleDayRange = { field: ArticleDateField; from?: string | null; to?: string | null };

/** Both ends are included; a published range leaves out drafts, which have no such date. */
function dayRangeConditions({ field, from, to }: ArticleDayRange) {
  const column = field === "published" ? articles.publishedAt : articles.updatedAt;
  const zone = env().BUSINESS_TIMEZONE;
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, startOfDayIn(from, zone)));
  if (to) conditions.push(lt(column, startOfNextDayIn(to, zone)));
  return conditions;
}

const listOrders: Record<ArticleSort, SQL[]> = {
  updated: [desc(articles.updatedAt), asc(articles.slug)],
  oldest: [asc(articles.updatedAt), asc(articles.slug)],
  title: [asc(sql`lower(${articles.title})`), asc(articles.slug)],
  published: [
    sql`${articles.publishedAt} desc nulls last`,
    desc(articles.updatedAt),
    asc(articles.slug),
  ],
};
/** Without a sort: drafts first, then the newest published (the JSON API's order). */
const draftsThenNewest = [
  sql`${articles.publishedAt} desc nulls first`,
  desc(articles.createdAt),
  asc(articles.slug),
];

/**
 * One page of articles in the scope, without bodies, and the total that matches. Every filter
 * is optional: `status`, `category`, `author` (the byline, exactly), `ids`, `search` (see
 * articleSearchCondition) and `days`. `sort` orders the page; without it drafts come first,
 * then the newest published.
 */
export async function findArticles(
  {
    scope,
    status,
    category,
    author,
    ids,
    search,
    days,
    sort,
    page = 1,
    pageSize = 20,
  }: {
    scope: ArticleScope;
    status?: ArticleListStatus | null;
    category?: string | null;
    author?: string | null;
    ids?: string[];
    search?: string | null;
    days?: ArticleDayRange;
    sort?: ArticleSort;
    page?: number;
    pageSize?: number;
  },
  executor: Executor = db(),
) {
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(statusCondition(status));
  if (category) conditions.push(eq(articles.category, category));
  if (author) conditions.push(eq(articles.author, author));
  if (ids) conditions.push(ids.length > 0 ? inArray(articles.id, ids) : sql`false`);
  const matches = articleSearchCondition(search);
  if (matches) conditions.push(matches);
  if (days) conditions.push(...dayRangeConditions(days));
  const where = scoped(scope, and(...conditions));
  const [rows, [totals]] = await Promise.all([
    executor
      .select(articleSummaryColumns)
      .from(articles)
      .where(where)
      .orderBy(...(sort ? listOrders[sort] : draftsThenNewest))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    executor.select({ n: count() }).from(articles).where(where),
  ]);
  return { articles: rows, total: totals?.n ?? 0 };
}

async function findOneArticle(condition: SQL, scope: ArticleScope, executor: Executor) {
  const [row] = await executor
    .select(articleColumns)
    .from(articles)
    .where(scoped(scope, condition))
    .limit(1);
  if (!row) return null;
  // Edits staged on a live article belong to the editors until "Update": a visitor never reads them.
  return scope === "published" ? { ...row, staged: null } : row;
}

/** One article by id in the scope, with its body, or null. */
export function findArticleById(
  id: string,
  { scope }: { scope: ArticleScope },
  executor: Executor = db(),
) {
  return findOneArticle(eq(articles.id, id), scope, executor);
}

/** One article by slug in the scope, with its body, or null. */
export function findArticleBySlug(
  slug: string,
  { scope }: { scope: ArticleScope },
  executor: Executor = db(),
) {
  if (!isStorableText(slug)) return null;
  return findOneArticle(eq(articles.slug, slug), scope, executor);
}

/**
 * Numbers of articles by where they stand, for the admin list's status filter: drafts
 * without a publishing time, scheduled drafts and published articles add up to the total.
 */
export async function countArticlesByStatus(executor: Executor = db()) {
  const counted = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await executor
    .select({
      total: count(),
      drafts: counted(statusCondition("unscheduled-draft")),
      scheduled: counted(scheduledDraft),
      published: counted(published),
    })
    .from(articles);
  return row ?? { total: 0, drafts: 0, scheduled: 0, published: 0 };
}

/** The bylines articles are written under, alphabetically (the admin list's author filter). */
export async function listArticleAuthors(executor: Executor = db()) {
  const rows = await executor
    .selectDistinct({ author: articles.author })
    .from(articles)
    .where(ne(articles.author, ""))
    .orderBy(asc(articles.author));
  return rows.map((row) => row.author);
}

/** The categories an article can be filed under, in display order. */
export async function listArticleCategoryOptions(executor: Executor = db()) {
  return executor
    .select({ slug: articleCategories.slug, name: articleCategories.name })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sortOrder), asc(articleCategories.name));
}

/**
 * An article as an admin saves it; `content` is already sanitized by the caller. A null
 * metaTitle, metaDescription or socialImage takes the title, the excerpt or the cover.
 */
export type ArticleWrite = Omit<StagedArticleFields, "imageAlt"> & {
  /** The cover's alt text; left as stored when absent. */
  imageAlt?: string;
  status: ArticleStatus;
};

export type ArticleWriteResult =
  | { ok: true; article: StoredArticle }
  | { ok: false; reason: "slug-taken" | "unknown-category" | "not-found" }
  | { ok: false; reason: "stale"; current: StoredArticle };

/** The version a save was based on; without one, the save replaces whatever is stored. */
export type BaseVersion = { baseVersion?: number };

function atVersion(id: string, baseVersion: number | undefined) {
  return baseVersion === undefined
    ? eq(articles.id, id)
    : and(eq(articles.id, id), eq(articles.version, baseVersion));
}

/** Why a conditional write matched no row: the article is gone, or another save came first. */
async function missedWrite(id: string, executor: Executor): Promise<ArticleWriteResult> {
  const current = await findArticleById(id, { scope: "any" }, executor);
  return current ? { ok: false, reason: "stale", current } : { ok: false, reason: "not-found" };
}

async function categoryName(slug: string, executor: Executor) {
  const [row] = await executor
    .select({ name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.slug, slug))
    .limit(1);
  return row?.name ?? null;
}

type StoredArticle = NonNullable<Awaited<ReturnType<typeof findArticleById>>>;

/**
 * The steps every save of an article shares: the category must exist (its label is copied
 * onto the article), the reading time follows the body, and a slug already in use is refused.
 * `write` stores the values and answers the stored row, or nothing when the article is gone.
 */
async function writeArticle(
  input: ArticleWrite,
  executor: Executor,
  write: (
    values: ArticleWrite & { categoryName: string; readingMinutes: number },
  ) => Promise<StoredArticle | ArticleWriteResult | undefined>,
): Promise<ArticleWriteResult> {
  const name = await categoryName(input.category, executor);
  if (!name) return { ok: false, reason: "unknown-category" };
  try {
    const row = await write({
      ...input,
      categoryName: name,
      readingMinutes: readingMinutes(input.content),
    });
    if (row && "ok" in row) return row;
    return row ? { ok: true, article: row } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/**
 * Stores a new article. The category label is copied from the category; a published article
 * gets its publication time now.
 */
export async function createArticle(
  input: ArticleWrite,
  executor: Executor = db(),
): Promise<ArticleWriteResult> {
  return writeArticle(input, executor, async (values) => {
    const now = new Date();
    const [row] = await executor
      .insert(articles)
      .values({
        ...values,
        createdAt: now,
        updatedAt: now,
        publishedAt: input.status === "published" ? now : null,
      })
      .returning(articleColumns);
    if (!row) throw new Error("The insert returned no row");
    return row;
  });
}

/**
 * Replaces an article's live fields and drops any staged edits: updatedAt is now, the version
 * goes up; publishedAt is set when published (kept if it already was, and any schedule is
 * cleared) and cleared for a draft.
 * With a base version, the write is refused ("stale") when the article has moved on since.
 */
export async function updateArticle(
  id: string,
  input: ArticleWrite,
  executor: Executor = db(),
  { baseVersion }: BaseVersion = {},
): Promise<ArticleWriteResult> {
  return writeArticle(input, executor, async (values) => {
    const now = new Date();
    const [row] = await executor
      .update(articles)
      .set({
        ...values,
        staged: null,
        version: sql`${articles.version} + 1`,
        updatedAt: now,
        publishedAt:
          input.status === "published" ? sql`coalesce(${articles.publishedAt}, ${now})` : null,
        // A published article has no schedule left: unpublished later, it must stay a draft.
        ...(input.status === "published" ? { scheduledAt: null } : {}),
      })
      .where(atVersion(id, baseVersion))
      .returning(articleColumns);
    return row ?? missedWrite(id, executor);
  });
}

/**
 * Keeps edits of a published article aside until "Update": the live fields, and so the
 * public page, its dates and its feeds, stay as they are; only the version goes up. Refused
 * ("stale") when the article moved on since the base version, or is no longer published.
 */
export async function stageArticle(
  id: string,
  fields: StagedArticleFields,
  executor: Executor = db(),
  { baseVersion }: BaseVersion = {},
): Promise<ArticleWriteResult> {
  if (!(await categoryName(fields.category, executor))) {
    return { ok: false, reason: "unknown-category" };
  }
  const [row] = await executor
    .update(articles)
    .set({ staged: fields, version: sql`${articles.version} + 1` })
    .where(and(atVersion(id, baseVersion), published))
    .returning(articleColumns);
  return row ? { ok: true, article: row } : missedWrite(id, executor);
}

/** Deletes an article; returns its title, or null when there was none. */
export async function deleteArticle(id: string, executor: Executor = db()) {
  const [row] = await executor.delete(articles).where(eq(articles.id, id)).returning({
    id: articles.id,
    title: articles.title,
    slug: articles.slug,
    image: articles.image,
    socialImage: articles.socialImage,
  });
  return row ?? null;
}

/**
 * Files the given articles under another category, in one statement. Articles already in it
 * and unknown ids are left alone; the answer lists the moved ones with the category each came
 * from. Edits staged for a published article move too, so "Update" does not move it back.
 */
export async function setArticlesCategory(
  ids: string[],
  category: string,
  executor: Executor = db(),
): Promise<
  | { ok: true; moved: { id: string; title: string; slug: string; from: string }[] }
  | { ok: false; reason: "unknown-category" }
> {
  const name = await categoryName(category, executor);
  if (!name) return { ok: false, reason: "unknown-category" };
  if (ids.length === 0) return { ok: true, moved: [] };
  // The rows as they were before the update, locked so the answer's "from" is what it replaced.
  const before = executor.$with("before").as(
    executor
      .select({ articleId: articles.id, from: articles.category })
      .from(articles)
      .where(and(inArray(articles.id, ids), ne(articles.category, category)))
      .for("update"),
  );
  const moved = await executor
    .with(before)
    .update(articles)
    .set({
      category,
      categoryName: name,
      staged: sql`case when ${articles.staged} is null then null
        else jsonb_set(${articles.staged}, '{category}', to_jsonb(${category}::text)) end`,
      version: sql`${articles.version} + 1`,
      updatedAt: new Date(),
    })
    .from(before)
    .where(eq(articles.id, before.articleId))
    .returning({ id: articles.id, title: articles.title, slug: articles.slug, from: before.from });
  return { ok: true, moved };
}

/**
 * Publishes the given drafts now (status published, published_at now, no schedule left to
 * publish them again later). Articles already published keep their date; unknown ids are
 * ignored. Returns the published rows.
 */
export async function publishArticles(ids: string[], executor: Executor = db()) {
  if (ids.length === 0) return [];
  const now = new Date();
  return executor
    .update(articles)
    .set({
      status: "published",
      publishedAt: now,
      scheduledAt: null,
      updatedAt: now,
      version: sql`${articles.version} + 1`,
    })
    .where(and(inArray(articles.id, ids), eq(articles.status, "draft"), coverDescribed))
    .returning({ id: articles.id, title: articles.title, slug: articles.slug });
}

export type AdminArticle = NonNullable<Awaited<ReturnType<typeof findArticleById>>>;

/** The selected drafts that cannot be published yet: they have a cover with no alt text. */
export async function listDraftsWithUndescribedCover(ids: string[], executor: Executor = db()) {
  if (ids.length === 0) return [];
  return executor
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.status, "draft"), not(coverDescribed)));
}

/**
 * Sets an article's picture (a generated image) and what it shows; false when the article
 * does not exist.
 */
export async function setArticleImage(
  id: string,
  image: string,
  imageAlt: string,
  executor: Executor = db(),
) {
  const [row] = await executor
    .update(articles)
    .set({ image, imageAlt, updatedAt: new Date(), version: sql`${articles.version} + 1` })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------
// Scheduled publishing.
// ---------------------------------------------------------------------------------------------

/** Sets (or with null clears) when a draft publishes itself; null when no such draft exists. */
export async function setArticleSchedule(
  id: string,
  scheduledAt: Date | null,
  executor: Executor = db(),
) {
  const [row] = await executor
    .update(articles)
    .set({ scheduledAt, updatedAt: new Date() })
    .where(and(eq(articles.id, id), eq(articles.status, "draft")))
    .returning({ id: articles.id, title: articles.title, scheduledAt: articles.scheduledAt });
  return row ?? null;
}

/**
 * Publishes every draft whose time has come, dated its scheduled time. One statement: however
 * many servers run this at once, each article is published by exactly one of them, and only
 * that one gets it back.
 */
export async function publishDueArticles(executor: Executor = db()) {
  const due = and(scheduledDraft, sql`${articles.scheduledAt} <= now()`);
  // Any statement on articles, even one that changes no row, tells every server that content
  // changed and drops their page caches: the update runs only when something is due.
  const [anyDue] = await executor.select({ id: articles.id }).from(articles).where(due).limit(1);
  if (!anyDue) return [];
  return executor
    .update(articles)
    .set({
      status: "published",
      publishedAt: sql`${articles.scheduledAt}`,
      scheduledAt: null,
      // A new version: an editor still holding the draft gets the conflict view, not a silent save.
      version: sql`${articles.version} + 1`,
      updatedAt: new Date(),
    })
    .where(due)
    .returning({ id: articles.id, title: articles.title, slug: articles.slug });
}

/** When the next scheduled draft is due, or null when none is scheduled. */
export async function nextScheduledArticleAt(executor: Executor = db()) {
  const [row] = await executor
    .select({ next: sql<Date | null>`min(${articles.scheduledAt})`.mapWith(articles.scheduledAt) })
    .from(articles)
    .where(scheduledDraft);
  return row?.next ?? null;
}
