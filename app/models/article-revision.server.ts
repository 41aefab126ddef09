import { and, desc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { type ArticleRevisionKind, articleRevisions } from "~/db/schema";

/** Autosaves of one author within this long of their newest autosave revision update it. */
export const AUTOSAVE_REVISION_WINDOW_MS = 10 * 60 * 1000;

/** What a revision keeps of an article: its text and its search and social fields. */
export type RevisionText = {
  title: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
};

/** The revision's part of an article, or of anything carrying the same fields. */
export function revisionTextOf(source: RevisionText): RevisionText {
  return {
    title: source.title,
    excerpt: source.excerpt,
    content: source.content,
    metaTitle: source.metaTitle,
    metaDescription: source.metaDescription,
    socialImage: source.socialImage,
  };
}

export type ArticleRevisionWrite = RevisionText & {
  articleId: string;
  kind: ArticleRevisionKind;
  authorId: string | null;
  authorEmail: string;
};

/**
 * Keeps a revision of an article's text and its search and social fields. An autosave whose author also wrote the article's
 * newest revision, as an autosave begun less than AUTOSAVE_REVISION_WINDOW_MS ago, updates
 * that revision instead, so minutes of typing read as one entry.
 */
export async function recordArticleRevision(
  revision: ArticleRevisionWrite,
  executor: Executor = db(),
  now = new Date(),
) {
  if (revision.kind === "autosave") {
    const [newest] = await executor
      .select({
        id: articleRevisions.id,
        kind: articleRevisions.kind,
        authorId: articleRevisions.authorId,
        createdAt: articleRevisions.createdAt,
      })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, revision.articleId))
      .orderBy(desc(articleRevisions.createdAt))
      .limit(1);
    if (
      newest?.kind === "autosave" &&
      newest.authorId === revision.authorId &&
      now.getTime() - newest.createdAt.getTime() < AUTOSAVE_REVISION_WINDOW_MS
    ) {
      const [row] = await executor
        .update(articleRevisions)
        .set({ ...revisionTextOf(revision), updatedAt: now })
        .where(eq(articleRevisions.id, newest.id))
        .returning({ id: articleRevisions.id });
      if (row) return row;
    }
  }
  const [row] = await executor
    .insert(articleRevisions)
    .values({ ...revision, createdAt: now, updatedAt: now })
    .returning({ id: articleRevisions.id });
  if (!row) throw new Error("The insert returned no row");
  return row;
}

/** An article's revisions, newest first, without their bodies. */
export function listArticleRevisions(articleId: string, executor: Executor = db()) {
  return executor
    .select({
      id: articleRevisions.id,
      kind: articleRevisions.kind,
      authorEmail: articleRevisions.authorEmail,
      title: articleRevisions.title,
      createdAt: articleRevisions.createdAt,
      updatedAt: articleRevisions.updatedAt,
    })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id));
}

/** One revision of the article, with its text, or null. */
export async function findArticleRevision(
  articleId: string,
  revisionId: string,
  executor: Executor = db(),
) {
  const [row] = await executor
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

export type ArticleRevisionSummary = Awaited<ReturnType<typeof listArticleRevisions>>[number];
