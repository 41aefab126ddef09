import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { articlePreviewLinks, articles } from "~/db/schema";
import { articleHeadColumns } from "./article.server";

const linkColumns = {
  id: articlePreviewLinks.id,
  articleId: articlePreviewLinks.articleId,
  expiresAt: articlePreviewLinks.expiresAt,
  createdByEmail: articlePreviewLinks.createdByEmail,
  createdAt: articlePreviewLinks.createdAt,
};

export type ArticlePreviewLink = {
  id: string;
  articleId: string;
  expiresAt: Date;
  createdByEmail: string | null;
  createdAt: Date;
};

export async function createArticlePreviewLink(
  input: { articleId: string; tokenHash: string; expiresAt: Date; createdByEmail: string },
  executor: Executor = db(),
): Promise<ArticlePreviewLink> {
  const [row] = await executor.insert(articlePreviewLinks).values(input).returning(linkColumns);
  if (!row) throw new Error("The insert returned no row");
  return row;
}

/** The links of an article that still work, newest first. */
export async function listActiveArticlePreviewLinks(articleId: string, executor: Executor = db()) {
  return executor
    .select(linkColumns)
    .from(articlePreviewLinks)
    .where(
      and(
        eq(articlePreviewLinks.articleId, articleId),
        isNull(articlePreviewLinks.revokedAt),
        gt(articlePreviewLinks.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(articlePreviewLinks.createdAt));
}

/** Revokes a link of an article; null when the article has no such working link. */
export async function revokeArticlePreviewLink(
  articleId: string,
  id: string,
  executor: Executor = db(),
) {
  const [row] = await executor
    .update(articlePreviewLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(articlePreviewLinks.id, id),
        eq(articlePreviewLinks.articleId, articleId),
        isNull(articlePreviewLinks.revokedAt),
      ),
    )
    .returning(linkColumns);
  return row ?? null;
}

/**
 * What a preview link's token opens: the article (last saved state, staged edits included, any
 * status) while the link
 * works; "expired" once it has expired or was revoked; null for a token no link has.
 */
export async function findArticleByPreviewTokenHash(tokenHash: string, executor: Executor = db()) {
  const [row] = await executor
    .select({
      expiresAt: articlePreviewLinks.expiresAt,
      revokedAt: articlePreviewLinks.revokedAt,
      article: {
        ...articleHeadColumns,
        imageAlt: articles.imageAlt,
        content: articles.content,
        categoryName: articles.categoryName,
        status: articles.status,
        publishedAt: articles.publishedAt,
        createdAt: articles.createdAt,
        readingMinutes: articles.readingMinutes,
        staged: articles.staged,
      },
    })
    .from(articlePreviewLinks)
    .innerJoin(articles, eq(articles.id, articlePreviewLinks.articleId))
    .where(eq(articlePreviewLinks.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.revokedAt || row.expiresAt <= new Date()) return "expired" as const;
  // A live article's edits waiting for "Update" are what the people sharing it want to show.
  const { staged, ...saved } = row.article;
  return { article: { ...saved, ...staged }, expiresAt: row.expiresAt };
}
