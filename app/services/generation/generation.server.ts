import type { GenerationTopic } from "~/db/schema";
import {
  findArticleById,
  listArticleCategoryOptions,
  setArticleImage,
} from "~/models/article.server";
import {
  type ClaimedGenerationJob,
  createGenerationJob,
  findGenerationJob,
  finishGenerationJob,
  type GenerationJob,
  isGenerationCancelRequested,
  recordGenerationProgress,
  releaseGenerationJob,
  renewGenerationClaim,
  requestGenerationCancel,
  setGeneratedArticleImageError,
} from "~/models/article-generation-job.server";
import { type BulkGenerationInput, topicLines } from "~/schemas/article";
import { type Actor, recordAuditAs } from "~/services/actor";
import {
  createGeneratedDraftAs,
  generatedImageAlt,
  storeGeneratedImage,
} from "~/services/articles/articles.server";
import {
  ConflictError,
  NotFoundError,
  UnavailableError,
  UpstreamError,
  ValidationError,
} from "~/services/errors";
import { deleteImageIfUnused } from "~/services/media/pipeline.server";
import {
  AI_NOT_CONFIGURED,
  AiNotConfiguredError,
  AiResponseError,
  type ArticleBrief,
  aiServiceFailure,
  generateArticle,
  generateArticleImage,
  isAiConfigured,
} from "~/utils/ai.server";
import { logger } from "~/utils/logger.server";

/**
 * Article writing with the AI: bulk jobs (queued here, written one article at a time by the
 * generation worker, so progress is real, a cancel aborts the article in progress and a restart
 * resumes where the job stopped) and single pictures.
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
    failed: job.failures.length,
    imageFailures: job.articles.filter((article) => article.imageError).length,
    articles: job.articles,
    failedTitles: job.failures.map((failure) => failure.title),
    failures: job.failures.map(({ title, reason }) => ({ title, reason })),
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
  return queueGenerationJobAs(actor, {
    topics: topicsOf(input),
    category: input.category,
    author: input.author,
    generateImages: input.generateImages,
  });
}

/** Stores a job, audits who started it and wakes the generation worker. */
async function queueGenerationJobAs(
  actor: Actor,
  input: { topics: GenerationTopic[]; category: string; author: string; generateImages: boolean },
  details: Record<string, unknown> = {},
) {
  const job = await createGenerationJob({
    ...input,
    createdById: actor.user.id,
    createdByEmail: actor.user.email,
  });
  await recordAuditAs(actor, {
    action: "article.generate",
    targetType: "generation-job",
    targetId: job.id,
    details: {
      total: job.total,
      category: job.category,
      generateImages: job.generateImages,
      ...details,
    },
  });
  for (const wake of wakers) wake();
  return job;
}

/**
 * Stops a job: a queued one at once; a running one's worker aborts the article in progress
 * (it watches the flag) and keeps nothing of it.
 */
export async function cancelBulkGeneration(id: string) {
  const job = await requestGenerationCancel(id);
  if (!job) throw new NotFoundError("Generation job not found");
  return job;
}

/** Queues a new job with the topics a finished job could not write. */
export async function retryFailedTopicsAs(actor: Actor, jobId: string) {
  const job = await findGenerationJob(jobId);
  if (!job) throw new NotFoundError("Generation job not found");
  if (job.status === "queued" || job.status === "running") {
    throw new ConflictError("This job is still running.");
  }
  if (job.failures.length === 0) throw new ConflictError("This job has no failed topics.");
  assertAiConfigured();
  return queueGenerationJobAs(
    actor,
    {
      topics: job.failures.map((failure) => failure.topic),
      category: job.category,
      author: job.author,
      generateImages: job.generateImages,
    },
    { retryOf: job.id },
  );
}

/** Why the AI could not do its part, in words an editor can act on. */
export function failureReason(error: unknown): string {
  if (error instanceof AiNotConfiguredError) return AI_NOT_CONFIGURED;
  if (error instanceof AiResponseError) return error.message;
  const serviceFailure = aiServiceFailure(error);
  if (serviceFailure) {
    const { status } = serviceFailure;
    if (status === undefined) return "The AI service could not be reached";
    return `The AI service answered ${status}${status === 429 ? " (rate limited)" : ""}`;
  }
  if (error instanceof Error && error.name === "TimeoutError") {
    return "The AI service did not answer in time";
  }
  return "An unexpected error";
}

function briefOf(topic: GenerationTopic): ArticleBrief {
  return "title" in topic
    ? { kind: "keyword", keyword: topic.keyword, title: topic.title }
    : { kind: "topic", topic: topic.topic, angle: topic.angle };
}

/** Aborts `controller` once the job's cancel flag is set; returns the stop of that watch. */
function watchForCancel(jobId: string, controller: AbortController, pollMs: number) {
  const timer = setInterval(async () => {
    try {
      if (await isGenerationCancelRequested(jobId)) controller.abort(CANCELLED);
    } catch {
      // The next poll asks again; the job's own loop reports a database that stays away.
    }
  }, pollMs);
  return () => clearInterval(timer);
}

const CANCELLED = Symbol("generation cancelled");

/** Works one claimed job until it is done, cancelled or the worker stops. */
export async function processGenerationJob(
  job: ClaimedGenerationJob,
  {
    lockMs,
    shouldStop,
    signal,
    cancelPollMs = 1000,
  }: {
    lockMs: number;
    shouldStop: () => boolean;
    /** Aborted when the worker stops: the article in progress is abandoned, not failed. */
    signal?: AbortSignal;
    /** How often the cancel flag is read while an article is being written. */
    cancelPollMs?: number;
  },
) {
  const log = logger().child({ jobId: job.id });
  const categories = await listArticleCategoryOptions();
  const categoryName = categories.find((category) => category.slug === job.category)?.name;
  const actor = {
    user: { id: job.createdById ?? "", email: job.createdByEmail ?? "", isAdmin: true },
    ip: null,
  };
  // Every write is made only while the job still carries this worker's claim: a worker that
  // stalled past its claim, while another took the job over, stops instead of writing twice.
  let claim: Date = job.claim;
  const claimLost = () => log.warn("Generation job taken over by another worker; stopping");
  const cancelled = async () => {
    await finishGenerationJob(job.id, claim, "cancelled");
    log.info("Article generation cancelled");
  };
  for (let index = job.processed; index < job.total; index++) {
    if (shouldStop()) {
      await releaseGenerationJob(job.id, claim);
      return;
    }
    if (await isGenerationCancelRequested(job.id)) return cancelled();
    if (!isAiConfigured()) {
      await finishGenerationJob(job.id, claim, "failed", { error: AI_NOT_CONFIGURED });
      return;
    }
    const topic = job.topics[index];
    if (!topic) break;
    const article = new AbortController();
    const stopWatching = watchForCancel(job.id, article, cancelPollMs);
    const articleSignal = signal ? AbortSignal.any([signal, article.signal]) : article.signal;
    let progress: Date | null;
    try {
      const written = await generateArticle(briefOf(topic), {
        category: categoryName ?? job.category,
        signal: articleSignal,
      });
      let image: string | null = null;
      let imageError: string | undefined;
      if (job.generateImages) {
        try {
          const picture = await generateArticleImage({
            title: written.title,
            excerpt: written.excerpt,
            signal: articleSignal,
          });
          articleSignal.throwIfAborted();
          image = await storeGeneratedImage(picture);
        } catch (error) {
          if (articleSignal.aborted) throw error;
          // The article is worth keeping without a picture; the failure is reported with it
          // and an admin can draw one again.
          imageError = failureReason(error);
          log.warn({ err: error }, "Generating an article image failed");
        }
      }
      articleSignal.throwIfAborted();
      const renewed = await renewGenerationClaim(job.id, claim, lockMs);
      if (!renewed) return claimLost();
      claim = renewed;
      const draft = await createGeneratedDraftAs(
        actor,
        { ...written, image },
        { category: job.category, author: job.author },
      );
      progress = await recordGenerationProgress(
        job.id,
        claim,
        {
          article: {
            id: draft.id,
            title: draft.title,
            slug: draft.slug,
            ...(imageError ? { imageError } : {}),
          },
        },
        lockMs,
      );
    } catch (error) {
      if (article.signal.aborted) return cancelled();
      if (signal?.aborted) {
        // Shutting down: hand the job back so the next start writes this article again.
        await releaseGenerationJob(job.id, claim);
        log.info("Article generation interrupted by shutdown; the job resumes on next start");
        return;
      }
      if (error instanceof AiNotConfiguredError) {
        await finishGenerationJob(job.id, claim, "failed", { error: AI_NOT_CONFIGURED });
        return;
      }
      log.warn({ err: error, topic: topicLabel(topic) }, "Generating an article failed");
      progress = await recordGenerationProgress(
        job.id,
        claim,
        { failure: { topic, title: topicLabel(topic), reason: failureReason(error) } },
        lockMs,
      );
    } finally {
      stopWatching();
    }
    if (!progress) return claimLost();
    claim = progress;
  }
  await finishGenerationJob(job.id, claim, "completed");
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
  const article = input.articleId ? await findArticleById(input.articleId, { scope: "any" }) : null;
  if (input.articleId && !article) throw new NotFoundError("Article not found");
  let url: string;
  try {
    url = await storeGeneratedImage(await generateArticleImage(input));
  } catch (error) {
    if (error instanceof AiNotConfiguredError) {
      throw new UnavailableError(AI_NOT_CONFIGURED, { code: "ai_not_configured" });
    }
    throw new UpstreamError("The image could not be generated. Please try again.");
  }
  if (article) {
    await setArticleImage(article.id, url, generatedImageAlt(input.title));
    await deleteImageIfUnused(article.image);
    await setGeneratedArticleImageError(article.id, null);
  }
  await recordAuditAs(actor, {
    action: "article.image-upload",
    targetType: input.articleId ? "article" : "article-image",
    targetId: input.articleId ?? url,
    details: { generated: true, url },
  });
  return { url };
}
