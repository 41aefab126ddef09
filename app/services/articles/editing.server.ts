import { db } from "~/db/client.server";
import type { ArticleRevisionKind, StagedArticleFields } from "~/db/schema";
import {
  type AdminArticle,
  type ArticleWrite,
  type ArticleWriteResult,
  createArticle,
  findArticleById,
  stageArticle,
  updateArticle,
} from "~/models/article.server";
import {
  findArticleRevision,
  listArticleRevisions,
  recordArticleRevision,
  revisionTextOf,
} from "~/models/article-revision.server";
import type { ArticleInput } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import { NotFoundError } from "~/services/errors";
import { env } from "~/utils/env.server";
import { type ArticleHtmlChange, articleHtmlChanges } from "~/utils/sanitize.server";
import { audit, toArticleWrite, unwrap } from "./articles.server";

/**
 * What an editor's save asks for. On a draft, "draft" and "autosave" store the draft and
 * "publish" publishes it. On a published article, "draft" and "autosave" stage the edits (the
 * public page keeps the live version) and "publish" is "Update": the edits go live.
 */
export type ArticleSaveIntent = "draft" | "publish" | "autosave";

/** The article as the editor shows it: a published article's staged edits over its live fields. */
export type ArticleSnapshot = StagedArticleFields & {
  version: number;
  updatedAt: Date;
  savedBy: string | null;
};

export type EditorSaveOutcome =
  | { status: "saved"; article: AdminArticle; staged: boolean }
  | { status: "stale"; theirs: ArticleSnapshot }
  | { status: "needs-review"; changes: ArticleHtmlChange[] };

/** A published article's staged edits, or its stored fields. */
export function editedFields(article: AdminArticle): StagedArticleFields {
  return (
    article.staged ?? {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      content: article.content,
      author: article.author,
      image: article.image,
      imageAlt: article.imageAlt,
      category: article.category,
      metaTitle: article.metaTitle,
      metaDescription: article.metaDescription,
      socialImage: article.socialImage,
    }
  );
}

async function snapshot(article: AdminArticle): Promise<ArticleSnapshot> {
  const [newest] = await listArticleRevisions(article.id);
  return {
    ...editedFields(article),
    version: article.version,
    updatedAt: article.updatedAt,
    savedBy: newest?.authorEmail ?? null,
  };
}

function revisionOf(
  actor: Actor,
  articleId: string,
  kind: ArticleRevisionKind,
  write: ArticleWrite,
) {
  return {
    articleId,
    kind,
    authorId: actor.user.id,
    authorEmail: actor.user.email,
    ...revisionTextOf(write),
  };
}

/** The fields a save stages; a cover alt text the save leaves out keeps what is edited now. */
function stagedFields(write: ArticleWrite, current: AdminArticle): StagedArticleFields {
  const { status: _status, ...fields } = write;
  return { ...fields, imageAlt: fields.imageAlt ?? editedFields(current).imageAlt };
}

/** The cleaning a body would undergo, unless the editor has already accepted it. */
function reviewOf(input: ArticleInput, acceptCleaning: boolean) {
  if (acceptCleaning) return null;
  const { changes } = articleHtmlChanges(input.content, { siteOrigin: env().PUBLIC_URL });
  return changes.length > 0 ? ({ status: "needs-review", changes } as const) : null;
}

/**
 * Creates an article from the editor, keeping its first revision. When storing would change
 * the body (markup the site does not publish), nothing is stored and the changes are answered
 * for the editor to accept.
 */
export async function createArticleFromEditorAs(
  actor: Actor,
  input: ArticleInput,
  { acceptCleaning }: { acceptCleaning: boolean },
): Promise<EditorSaveOutcome> {
  const review = reviewOf(input, acceptCleaning);
  if (review) return review;
  const write = toArticleWrite(input);
  const article = await db().transaction(async (tx) => {
    const created = unwrap(await createArticle(write, tx));
    await recordArticleRevision(revisionOf(actor, created.id, "save", write), tx);
    return created;
  });
  await audit(actor, "article.create", article.id, {
    title: article.title,
    slug: article.slug,
    status: article.status,
  });
  return { status: "saved", article, staged: false };
}

/**
 * Saves an article from the editor (see ArticleSaveIntent), based on the version the editor
 * loaded. A save based on an older version is refused with the stored state ("stale"), so
 * nobody overwrites a save they have not seen. Every save keeps a revision (autosaves collapse,
 * see recordArticleRevision); explicit saves are audited.
 */
export async function saveArticleFromEditorAs(
  actor: Actor,
  id: string,
  input: ArticleInput,
  {
    baseVersion,
    intent,
    acceptCleaning,
  }: { baseVersion: number; intent: ArticleSaveIntent; acceptCleaning: boolean },
): Promise<EditorSaveOutcome> {
  const review = reviewOf(input, acceptCleaning);
  if (review) return review;
  const current = await findArticleById(id, { scope: "any" });
  if (!current) throw new NotFoundError("Article not found");
  const write = {
    ...toArticleWrite(input),
    status: intent === "publish" ? ("published" as const) : ("draft" as const),
  };
  const stages = current.status === "published" && intent !== "publish";
  const result = await db().transaction(async (tx): Promise<ArticleWriteResult> => {
    const written = stages
      ? await stageArticle(id, stagedFields(write, current), tx, { baseVersion })
      : await updateArticle(id, write, tx, { baseVersion });
    if (written.ok) {
      const kind = intent === "autosave" ? "autosave" : "save";
      await recordArticleRevision(revisionOf(actor, id, kind, write), tx);
    }
    return written;
  });
  if (!result.ok && result.reason === "stale") {
    return { status: "stale", theirs: await snapshot(result.current) };
  }
  const article = unwrap(result);
  if (intent !== "autosave") {
    await audit(actor, "article.update", article.id, {
      title: write.title,
      slug: write.slug,
      status: article.status,
      staged: stages,
    });
  }
  return { status: "saved", article, staged: stages };
}

/**
 * Takes a published article offline: it becomes a draft, and edits staged for it become its
 * draft text (there is no live version left to protect).
 */
export async function unpublishArticleAs(actor: Actor, id: string) {
  const current = await findArticleById(id, { scope: "any" });
  if (!current) throw new NotFoundError("Article not found");
  // Based on the version just read, so a save landing in between is not undone.
  const article = unwrap(
    await updateArticle(id, { ...editedFields(current), status: "draft" }, db(), {
      baseVersion: current.version,
    }),
  );
  await audit(actor, "article.unpublish", article.id, { title: article.title, slug: article.slug });
  return article;
}

/**
 * Brings back a revision's title, excerpt, body and search and social fields as a new save
 * (kept as a "restore" revision); on a published article it is staged like any other edit.
 */
export async function restoreArticleRevisionAs(actor: Actor, id: string, revisionId: string) {
  const [current, revision] = await Promise.all([
    findArticleById(id, { scope: "any" }),
    findArticleRevision(id, revisionId),
  ]);
  if (!current || !revision) throw new NotFoundError("Revision not found");
  const write: ArticleWrite = {
    ...editedFields(current),
    ...revisionTextOf(revision),
    status: current.status,
  };
  const stages = current.status === "published";
  const result = await db().transaction(async (tx) => {
    const written = stages
      ? await stageArticle(id, stagedFields(write, current), tx, { baseVersion: current.version })
      : await updateArticle(id, write, tx, { baseVersion: current.version });
    if (written.ok) await recordArticleRevision(revisionOf(actor, id, "restore", write), tx);
    return written;
  });
  const article = unwrap(result);
  await audit(actor, "article.restore", article.id, {
    title: article.title,
    revisionId,
    staged: stages,
  });
  return { article, staged: stages };
}
