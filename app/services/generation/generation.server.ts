import type { GenerationTopic } from "~/db/schema";
import {
  findArticleById,
  listArticleCategoryOptions,
  setArticleImage,
} from "~/models/article.server";
import {
  createGenerationJob,
  finishGenerationJob,
  type GenerationJob,
  isGenerationCancelRequested,
  recordGenerationProgress,
  releaseGenerationJob,
  requestGenerationCancel,
} from "~/models/article-generation-job.server";
import { recordAudit } from "~/models/audit-log.server";
import { type BulkGenerationInput, topicLines } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import { createGeneratedDraftAs, storeGeneratedImage } from "~/services/articles/articles.server";
import { NotFoundError, UnavailableError, UpstreamError, ValidationError } from "~/services/errors";
import {
  AI_NOT_CONFIGURED,
  AiNotConfiguredError,
  type ArticleBrief,
  generateArticle,
  generateArticleImage,
  isAiConfigured,
} from "~/utils/ai.server";
import { logger } from "~/utils/logger.server";

/**
 * Article writing with the AI: bulk jobs (queued here, written one article at a time by the
 * generation worker, so progress is real, a cancel takes effect after the article in progress
 * and a restart resumes where the job stopped) and single pictures.
 */

const wakers = new Set<() => void>();

/** Subscribes a generation worker to "a job was queued"; returns the unsubscribe. */
export function onGenerationQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Answers 503 (unavailable) unless an AI key is configured. */
export function assertAiConfigured() {
  if (!isAiConfigured()) {
    throw new UnavailableError(AI_NOT_CONFIGURED, { code: "ai_not_configured" });
  }
}

/** How a job's topic is shown in progress lists and failures. */
export function topicLabel(topic: GenerationTopic): string {
  return "title" in topic ? topic.title : topic.topic;
}

/** A job as the bulk generator polls it (the endpoint's documented response fields). */
export function jobView(job: GenerationJob) {
  return {
    id: job.id,
    status: job.status,
    total: job.total,
    processed: job.processed,
    progress: job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100),
    count: job.articles.length,
    failed: job.failedTitles.length,
    articles: job.articles,
    failedTitles: job.failedTitles,
    pending: job.topics.slice(job.processed).map(topicLabel),
    error: job.error,
    cancelRequested: job.cancelRequested,
    generateImages: job.generateImages,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

/**
 * What to write: one article per CSV row, or `count` articles spread over the topics in turn
 * (a topic met again is written from a new angle).
 */
export function topicsOf(input: BulkGenerationInput): GenerationTopic[] {
  if (input.csvData) return input.csvData.map(({ keyword, title }) => ({ keyword, title }));
  const lines = topicLines(input.topics ?? "");
  const count = input.count ?? lines.length;
  return Array.from({ length: count }, (_, index) => ({
    topic: lines[index % lines.length] ?? "",
    angle: Math.floor(index / lines.length) + 1,
  }));
}

/** Queues a bulk generation; unavailable without an API key, invalid for an unknown category. */
export async function startBulkGenerationAs(actor: Actor, input: BulkGenerationInput) {
  assertAiConfigured();
  const categories = await listArticleCategoryOptions();
  if (!categories.some((category) => category.slug === input.category)) {
    throw new ValidationError([
      { path: "category", message: "Choose one of the listed categories" },
    ]);
  }
  const topics = topicsOf(input);
  const job = await createGenerationJob({
    topics,
    category: input.category,
    author: input.author,
    generateImages: input.generateImages,
    createdById: actor.user.id,
    createdByEmail: actor.user.email,
  });
  await recordAudit({
    action: "article.generate",
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: "generation-job",
    targetId: job.id,
    details: { total: job.total, category: job.category, generateImages: job.generateImages },
    ip: actor.ip,
  });
  for (const wake of wakers) wake();
  return job;
}

/** Stops a job after the article in progress. */
export async function cancelBulkGeneration(id: string) {
  const job = await requestGenerationCancel(id);
  if (!job) throw new NotFoundError("Generation job not found");
  return job;
}

function briefOf(topic: GenerationTopic): ArticleBrief {
  return "title" in topic
    ? { kind: "keyword", keyword: topic.keyword, title: topic.title }
    : { kind: "topic", topic: topic.topic, angle: topic.angle };
}

/** Works one claimed job until it is done, cancelled or the worker stops. */
export async function processGenerationJob(
  job: GenerationJob,
  {
    lockMs,
    shouldStop,
    signal,
  }: {
    lockMs: number;
    shouldStop: () => boolean;
    /** Aborted when the worker stops: the article in progress is abandoned, not failed. */
    signal?: AbortSignal;
  },
) {
  const log = logger().child({ jobId: job.id });
  const categories = await listArticleCategoryOptions();
  const categoryName = categories.find((category) => category.slug === job.category)?.name;
  const actor = {
    user: { id: job.createdById ?? "", email: job.createdByEmail ?? "", isAdmin: true },
    ip: null,
  };
  for (let index = job.processed; index < job.total; index++) {
    if (shouldStop()) {
      await releaseGenerationJob(job.id);
      return;
    }
    if (await isGenerationCancelRequested(job.id)) {
      await finishGenerationJob(job.id, "cancelled");
      log.info("Article generation cancelled");
      return;
    }
    if (!isAiConfigured()) {
      await finishGenerationJob(job.id, "failed", { error: AI_NOT_CONFIGURED });
      return;
    }
    const topic = job.topics[index];
    if (!topic) break;
    try {
      const written = await generateArticle(briefOf(topic), {
        category: categoryName ?? job.category,
        signal,
      });
      let image: string | null = null;
      if (job.generateImages) {
        try {
          image = await storeGeneratedImage(
            await generateArticleImage({ title: written.title, excerpt: written.excerpt, signal }),
          );
        } catch (error) {
          if (signal?.aborted) throw error;
          // The article is worth keeping without a picture; an admin can add one.
          log.warn({ err: error }, "Generating an article image failed");
        }
      }
      const article = await createGeneratedDraftAs(
        actor,
        { ...written, image },
        { category: job.category, author: job.author },
      );
      await recordGenerationProgress(
        job.id,
        { article: { id: article.id, title: article.title, slug: article.slug } },
        lockMs,
      );
    } catch (error) {
      if (signal?.aborted) {
        // Shutting down: hand the job back so the next start writes this article again.
        await releaseGenerationJob(job.id);
        log.info("Article generation interrupted by shutdown; the job resumes on next start");
        return;
      }
      if (error instanceof AiNotConfiguredError) {
        await finishGenerationJob(job.id, "failed", { error: AI_NOT_CONFIGURED });
        return;
      }
      log.warn({ err: error, topic: topicLabel(topic) }, "Generating an article failed");
      await recordGenerationProgress(job.id, { failedTitle: topicLabel(topic) }, lockMs);
    }
  }
  await finishGenerationJob(job.id, "completed");
  log.info("Article generation finished");
}

/**
 * Draws a picture for an article with the image model and stores it; with an `articleId` the
 * article's image is replaced too. Answers the picture's public URL.
 */
export async function generateArticleImageAs(
  actor: Actor,
  input: { title: string; excerpt?: string; articleId?: string },
) {
  assertAiConfigured();
  if (input.articleId && !(await findArticleById(input.articleId, { scope: "any" }))) {
    throw new NotFoundError("Article not found");
  }
  let url: string;
  try {
    url = await storeGeneratedImage(await generateArticleImage(input));
  } catch (error) {
    if (error instanceof AiNotConfiguredError) {
      throw new UnavailableError(AI_NOT_CONFIGURED, { code: "ai_not_configured" });
    }
    throw new UpstreamError("The image could not be generated. Please try again.");
  }
  if (input.articleId) await setArticleImage(input.articleId, url);
  await recordAudit({
    action: "article.image-upload",
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: input.articleId ? "article" : "article-image",
    targetId: input.articleId ?? url,
    details: { generated: true, url },
    ip: actor.ip,
  });
  return { url };
}
