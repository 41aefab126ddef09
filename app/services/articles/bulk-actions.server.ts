import {
  findArticles,
  listDraftsWithUndescribedCover,
  setArticlesCategory,
} from "~/models/article.server";
import type { BulkArticleActionInput, BulkOutcome, BulkRefusal } from "~/schemas/article-list";
import type { Actor } from "~/services/actor";
import { ConflictError, NotFoundError, ValidationError } from "~/services/errors";
import { audit, deleteArticleAs, publishArticlesAs } from "./articles.server";
import { unpublishArticleAs } from "./editing.server";

/**
 * The article list's bulk actions. Each applies the rules of its single-article action to
 * every selected article, and audits it the same way, and answers what it did and what it
 * refused, with the reason, rather than failing the whole selection for one article. The
 * public pages follow by themselves: every write to `articles` clears the page cache.
 */

export const BULK_REFUSALS = {
  gone: "It no longer exists.",
  alreadyPublished: "It is already published.",
  notPublished: "It is not published.",
  undescribedCover: "Describe the cover image before publishing.",
  changedMeanwhile: "It was changed by another save meanwhile; try again.",
  alreadyInCategory: "It is already in this category.",
} as const;

const GONE_TITLE = "(deleted article)";

/** The selected articles as stored (ids that name none are left out). */
async function selectedArticles(ids: string[]) {
  const unique = [...new Set(ids)];
  const { articles } = await findArticles({ scope: "any", ids: unique, pageSize: unique.length });
  const byId = new Map(articles.map((article) => [article.id, article]));
  return { unique, byId };
}

function goneRefusal(id: string): BulkRefusal {
  return { id, title: GONE_TITLE, reason: BULK_REFUSALS.gone };
}

/**
 * Publishes the selected drafts now (publishArticlesAs, with its rules and its audit entry).
 * Articles already published, gone, or whose cover has no alt text are refused.
 */
export async function publishSelectedArticlesAs(actor: Actor, ids: string[]): Promise<BulkOutcome> {
  const { unique, byId } = await selectedArticles(ids);
  const undescribed = new Set(
    (await listDraftsWithUndescribedCover(unique)).map((article) => article.id),
  );
  const refused: BulkRefusal[] = [];
  const publishable: string[] = [];
  for (const id of unique) {
    const article = byId.get(id);
    if (!article) refused.push(goneRefusal(id));
    else if (article.status === "published") {
      refused.push({ id, title: article.title, reason: BULK_REFUSALS.alreadyPublished });
    } else if (undescribed.has(id)) {
      refused.push({ id, title: article.title, reason: BULK_REFUSALS.undescribedCover });
    } else publishable.push(id);
  }
  const published = publishable.length > 0 ? await publishArticlesAs(actor, publishable) : [];
  const publishedIds = new Set(published.map((article) => article.id));
  for (const id of publishable) {
    if (publishedIds.has(id)) continue;
    // Published, deleted or given an undescribed cover between the check and the write.
    refused.push({
      id,
      title: byId.get(id)?.title ?? GONE_TITLE,
      reason: BULK_REFUSALS.changedMeanwhile,
    });
  }
  return {
    action: "publish",
    done: published.map(({ id, title }) => ({ id, title })),
    refused,
  };
}

/**
 * Takes the selected published articles offline, one by one as the editor's Unpublish does
 * (their staged edits become the drafts' text, each audited); drafts are refused.
 */
export async function unpublishSelectedArticlesAs(
  actor: Actor,
  ids: string[],
): Promise<BulkOutcome> {
  const { unique, byId } = await selectedArticles(ids);
  const outcome: BulkOutcome = { action: "unpublish", done: [], refused: [] };
  for (const id of unique) {
    const article = byId.get(id);
    if (!article) {
      outcome.refused.push(goneRefusal(id));
      continue;
    }
    if (article.status !== "published") {
      outcome.refused.push({ id, title: article.title, reason: BULK_REFUSALS.notPublished });
      continue;
    }
    try {
      const unpublished = await unpublishArticleAs(actor, id);
      outcome.done.push({ id, title: unpublished.title });
    } catch (error) {
      const reason =
        error instanceof NotFoundError
          ? BULK_REFUSALS.gone
          : error instanceof ConflictError
            ? BULK_REFUSALS.changedMeanwhile
            : null;
      if (!reason) throw error;
      outcome.refused.push({ id, title: article.title, reason });
    }
  }
  return outcome;
}

/** Deletes the selected articles one by one as the list's Delete does (each audited). */
export async function deleteSelectedArticlesAs(actor: Actor, ids: string[]): Promise<BulkOutcome> {
  const { unique, byId } = await selectedArticles(ids);
  const outcome: BulkOutcome = { action: "delete", done: [], refused: [] };
  for (const id of unique) {
    try {
      const deleted = await deleteArticleAs(actor, id);
      outcome.done.push({ id, title: deleted.title });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      outcome.refused.push({
        id,
        title: byId.get(id)?.title ?? GONE_TITLE,
        reason: BULK_REFUSALS.gone,
      });
    }
  }
  return outcome;
}

/**
 * Files the selected articles under `category`; each move is audited as an update of the
 * article's category. 400 for an unknown category.
 */
export async function moveArticlesToCategoryAs(
  actor: Actor,
  ids: string[],
  category: string,
): Promise<BulkOutcome> {
  const { unique, byId } = await selectedArticles(ids);
  const result = await setArticlesCategory(unique, category);
  if (!result.ok) {
    const message = "Choose one of the listed categories.";
    throw new ValidationError([{ path: "category", message }], message);
  }
  for (const article of result.moved) {
    await audit(actor, "article.update", article.id, {
      title: article.title,
      slug: article.slug,
      changes: { category: { from: article.from, to: category } },
    });
  }
  const movedIds = new Set(result.moved.map((article) => article.id));
  const refused = unique
    .filter((id) => !movedIds.has(id))
    .map((id) => {
      const article = byId.get(id);
      return article
        ? { id, title: article.title, reason: BULK_REFUSALS.alreadyInCategory }
        : goneRefusal(id);
    });
  return {
    action: "category",
    done: result.moved.map(({ id, title }) => ({ id, title })),
    refused,
  };
}

/** Runs one bulk action of the article list on the selected articles. */
export function applyBulkArticleActionAs(
  actor: Actor,
  { bulk, ids, category }: Pick<BulkArticleActionInput, "bulk" | "ids" | "category">,
): Promise<BulkOutcome> {
  switch (bulk) {
    case "publish":
      return publishSelectedArticlesAs(actor, ids);
    case "unpublish":
      return unpublishSelectedArticlesAs(actor, ids);
    case "delete":
      return deleteSelectedArticlesAs(actor, ids);
    case "category":
      return moveArticlesToCategoryAs(actor, ids, category ?? "");
  }
}
