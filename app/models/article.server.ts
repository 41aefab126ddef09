import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { type ArticleStatus, articleCategories, articles } from "~/db/schema";
import { isStorableText } from "~/schemas/primitives";
import { readingMinutes } from "~/utils/reading-time";
import { containsAny } from "./text-search.server";

// ---------------------------------------------------------------------------------------------
// Public reads. Visitors only ever see published articles, so every function
// here applies that scope itself.
// ---------------------------------------------------------------------------------------------

/** Articles per journal page (the list pages once there are more than this many). */
export const JOURNAL_PAGE_SIZE = 12;

const published = eq(articles.status, "published");
/** A published article's date; rows published before publishedAt was recorded fall back. */
const publishedDate = sql<Date>`coalesce(${articles.publishedAt}, ${articles.createdAt})`.mapWith(
  articles.createdAt,
);
const newestFirst = [desc(publishedDate), asc(articles.slug)];

/** Whether a published article has this slug (the catch-all's redirect check). */
export async function isPublishedArticleSlug(slug: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), published))
    .limit(1);
  return Boolean(row);
}

function publishedWhere(category: string | null | undefined) {
  return category ? and(published, eq(articles.category, category)) : published;
}

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
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      image: articles.image,
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

/** One page of published article cards (see listPublishedArticleCards) and the total that matches. */
export async function listPublishedArticles(
  options: { category?: string | null; page?: number; pageSize?: number } = {},
  executor: Executor = db(),
) {
  const [rows, [totals]] = await Promise.all([
    listPublishedArticleCards(options, executor),
    executor.select({ n: count() }).from(articles).where(publishedWhere(options.category)),
  ]);
  return { articles: rows, total: totals?.n ?? 0 };
}

/** One published article with everything its page shows, or null. */
export async function getPublishedArticleBySlug(slug: string, executor: Executor = db()) {
  // A slug PostgreSQL could not even compare (a NUL from a hand-typed URL) names no article.
  if (!isStorableText(slug)) return null;
  const [row] = await executor
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      author: articles.author,
      image: articles.image,
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
  category: articles.category,
  categoryName: articles.categoryName,
  status: articles.status,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
};
const articleColumns = { ...articleSummaryColumns, content: articles.content };

function scoped(scope: ArticleScope, condition?: SQL) {
  return scope === "published" ? and(published, condition) : condition;
}

/**
 * One page of articles in the scope, without bodies: newest first (published date, then
 * creation). `search` matches title, slug, author, excerpt or category label.
 */
export async function findArticles(
  {
    scope,
    status,
    category,
    search,
    page = 1,
    pageSize = 20,
  }: {
    scope: ArticleScope;
    status?: ArticleStatus | null;
    category?: string | null;
    search?: string | null;
    page?: number;
    pageSize?: number;
  },
  executor: Executor = db(),
) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(articles.status, status));
  if (category) conditions.push(eq(articles.category, category));
  const matches = containsAny(
    [articles.title, articles.slug, articles.author, articles.excerpt, articles.categoryName],
    search,
  );
  if (matches) conditions.push(matches);
  const where = scoped(scope, and(...conditions));
  const [rows, [totals]] = await Promise.all([
    executor
      .select(articleSummaryColumns)
      .from(articles)
      .where(where)
      .orderBy(
        sql`${articles.publishedAt} desc nulls first`,
        desc(articles.createdAt),
        asc(articles.slug),
      )
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
  return row ?? null;
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

/** Numbers of articles by status, for the admin list's title. */
export async function countArticlesByStatus(executor: Executor = db()) {
  const rows = await executor
    .select({ status: articles.status, n: count() })
    .from(articles)
    .groupBy(articles.status);
  const drafts = rows.find((row) => row.status === "draft")?.n ?? 0;
  const publishedCount = rows.find((row) => row.status === "published")?.n ?? 0;
  return { total: drafts + publishedCount, drafts, published: publishedCount };
}

/** The categories an article can be filed under, in display order. */
export async function listArticleCategoryOptions(executor: Executor = db()) {
  return executor
    .select({ slug: articleCategories.slug, name: articleCategories.name })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sortOrder), asc(articleCategories.name));
}

/** An article as an admin saves it; `content` is already sanitized by the caller. */
export type ArticleWrite = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  image: string | null;
  category: string;
  status: ArticleStatus;
};

export type ArticleWriteResult =
  | { ok: true; article: StoredArticle }
  | { ok: false; reason: "slug-taken" | "unknown-category" | "not-found" };

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
  ) => Promise<StoredArticle | undefined>,
): Promise<ArticleWriteResult> {
  const name = await categoryName(input.category, executor);
  if (!name) return { ok: false, reason: "unknown-category" };
  try {
    const row = await write({
      ...input,
      categoryName: name,
      readingMinutes: readingMinutes(input.content),
    });
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
 * Replaces an article's fields: updatedAt is now; publishedAt is set when published (kept if
 * it already was) and cleared for a draft.
 */
export async function updateArticle(
  id: string,
  input: ArticleWrite,
  executor: Executor = db(),
): Promise<ArticleWriteResult> {
  return writeArticle(input, executor, async (values) => {
    const now = new Date();
    const [row] = await executor
      .update(articles)
      .set({
        ...values,
        updatedAt: now,
        publishedAt:
          input.status === "published" ? sql`coalesce(${articles.publishedAt}, ${now})` : null,
      })
      .where(eq(articles.id, id))
      .returning(articleColumns);
    return row;
  });
}

/** Deletes an article; returns its title, or null when there was none. */
export async function deleteArticle(id: string, executor: Executor = db()) {
  const [row] = await executor
    .delete(articles)
    .where(eq(articles.id, id))
    .returning({ id: articles.id, title: articles.title, slug: articles.slug });
  return row ?? null;
}

/**
 * Publishes the given drafts now (status published, published_at now). Articles
 * already published keep their date; unknown ids are ignored. Returns the published rows.
 */
export async function publishArticles(ids: string[], executor: Executor = db()) {
  if (ids.length === 0) return [];
  const now = new Date();
  return executor
    .update(articles)
    .set({ status: "published", publishedAt: now, updatedAt: now })
    .where(and(inArray(articles.id, ids), eq(articles.status, "draft")))
    .returning({ id: articles.id, title: articles.title, slug: articles.slug });
}

export type AdminArticle = NonNullable<Awaited<ReturnType<typeof findArticleById>>>;

/** Sets an article's picture (a generated image); false when the article does not exist. */
export async function setArticleImage(id: string, image: string, executor: Executor = db()) {
  const [row] = await executor
    .update(articles)
    .set({ image, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return Boolean(row);
}
