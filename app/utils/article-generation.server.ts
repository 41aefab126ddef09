import type { GenerationTopic } from "~/db/schema";
import { listArticleCategoryOptions } from "~/models/article.server";
import {
  claimGenerationJob,
  finishGenerationJob,
  type GenerationJob,
  isGenerationCancelRequested,
  recordGenerationProgress,
  releaseGenerationJob,
} from "~/models/article-generation-job.server";
import { createGeneratedDraftAs, storeGeneratedImage } from "~/routes/api/articles.server";
import {
  AI_NOT_CONFIGURED,
  AiNotConfiguredError,
  type ArticleBrief,
  generateArticle,
  generateArticleImage,
  isAiConfigured,
} from "./ai.server";
import { logger } from "./logger.server";
import { workerBackoffMs } from "./outbox-worker.server";

/**
 * The bulk generation worker (decisions item 13). It claims one job at a time and writes its
 * articles one by one, recording each as it goes, so progress is real, a cancel takes effect
 * after the article in progress and a restart resumes where the job stopped.
 */

export type GenerationWorkerOptions = {
  /** How long the worker sleeps when no job is waiting (new jobs wake it early). */
  pollIntervalMs: number;
  /** How long a claim holds without progress; longer than one article's worst case. */
  lockMs: number;
};

export const defaultGenerationWorkerOptions: GenerationWorkerOptions = {
  pollIntervalMs: 5_000,
  lockMs: 10 * 60 * 1000,
};

const wakers = new Set<() => void>();

/** Tells this process's workers that a job was just queued. */
export function notifyGenerationWorker() {
  for (const wake of wakers) wake();
}

/** How a job's topic is shown in progress lists and failures. */
export function topicLabel(topic: GenerationTopic): string {
  return "title" in topic ? topic.title : topic.topic;
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

/** Starts the loop; `stop` waits for the article in progress. */
export function startArticleGenerationWorker(
  options: GenerationWorkerOptions = defaultGenerationWorkerOptions,
) {
  let stopped = false;
  // Stopping aborts the AI call in progress, so a shutdown never waits for a slow model.
  const aborter = new AbortController();
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  const wake = () => {
    if (!sleeping) return;
    clearTimeout(sleeping.timer);
    sleeping.resolve();
    sleeping = null;
  };
  wakers.add(wake);

  const loop = (async () => {
    let failedPasses = 0;
    while (!stopped) {
      try {
        const job = await claimGenerationJob(options.lockMs);
        failedPasses = 0;
        if (job) {
          await processGenerationJob(job, {
            lockMs: options.lockMs,
            shouldStop: () => stopped,
            signal: aborter.signal,
          });
          continue;
        }
      } catch (error) {
        // Usually the database is away: wait longer after each failed pass, never give up.
        failedPasses++;
        logger().error({ err: error, failedPasses }, "The article generation worker failed a pass");
      }
      if (stopped) break;
      const delay =
        failedPasses > 0
          ? workerBackoffMs(failedPasses, options.pollIntervalMs)
          : options.pollIntervalMs;
      await new Promise<void>((resolve) => {
        sleeping = { timer: setTimeout(resolve, delay), resolve };
      });
      sleeping = null;
    }
  })();

  return {
    async stop() {
      stopped = true;
      aborter.abort();
      wakers.delete(wake);
      wake();
      await loop;
    },
  };
}
