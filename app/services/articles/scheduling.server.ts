import { findArticleById, publishDueArticles, setArticleSchedule } from "~/models/article.server";
import { recordAudit } from "~/models/audit-log.server";
import { type Actor, recordAuditAs } from "~/services/actor";
import { ConflictError, NotFoundError, ValidationError } from "~/services/errors";

/** The furthest ahead a publication may be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 2 * 365 * 24 * 60 * 60 * 1000;

const scheduledListeners = new Set<() => void>();

/** Subscribes the scheduled publishing worker to "a schedule changed"; returns the unsubscribe. */
export function onArticleScheduleChanged(listener: () => void): () => void {
  scheduledListeners.add(listener);
  return () => scheduledListeners.delete(listener);
}

/**
 * Sets when a draft publishes itself, or with null clears it. The time must lie ahead (and
 * within two years); a published article cannot be scheduled.
 */
export async function scheduleArticleAs(actor: Actor, articleId: string, publishAt: Date | null) {
  const article = await findArticleById(articleId, { scope: "any" });
  if (!article) throw new NotFoundError("Article not found");
  if (article.status === "published") {
    throw new ConflictError("This article is already published.");
  }
  if (publishAt) {
    const ahead = publishAt.getTime() - Date.now();
    if (Number.isNaN(ahead)) {
      throw new ValidationError([{ path: "publishAt", message: "Choose a valid date and time." }]);
    }
    if (ahead <= 0) {
      throw new ValidationError([{ path: "publishAt", message: "Choose a time in the future." }]);
    }
    if (ahead > MAX_SCHEDULE_AHEAD_MS) {
      throw new ValidationError([
        { path: "publishAt", message: "Choose a time within the next two years." },
      ]);
    }
  }
  const scheduled = await setArticleSchedule(articleId, publishAt);
  if (!scheduled) throw new ConflictError("This article is already published.");
  await recordAuditAs(actor, {
    action: "article.schedule",
    targetType: "article",
    targetId: articleId,
    details: {
      title: article.title,
      from: article.scheduledAt?.toISOString() ?? null,
      to: publishAt?.toISOString() ?? null,
    },
  });
  for (const listener of scheduledListeners) listener();
  return scheduled;
}

/** Publishes the drafts whose time has come and records each in the audit log. */
export async function publishDueArticlesNow() {
  const published = await publishDueArticles();
  for (const article of published) {
    await recordAudit({
      action: "article.publish",
      targetType: "article",
      targetId: article.id,
      details: { title: article.title, scheduled: true },
    });
  }
  return published;
}
