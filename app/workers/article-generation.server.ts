import { claimGenerationJob } from "~/models/article-generation-job.server";
import { onGenerationQueued, processGenerationJob } from "~/services/generation/generation.server";
import { logger } from "~/utils/logger.server";
import { wakeableSleep, workerBackoffMs } from "./backoff";

/**
 * The bulk article generation worker: it claims one queued job at a time and hands it to the
 * generation service, which writes its articles one by one.
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

/** Starts the loop; `stop` aborts the article in progress and hands its job back. */
export function startArticleGenerationWorker(
  options: GenerationWorkerOptions = defaultGenerationWorkerOptions,
) {
  let stopped = false;
  // Stopping aborts the AI call in progress, so a shutdown never waits for a slow model.
  const aborter = new AbortController();
  const { sleep, wake } = wakeableSleep();
  const unsubscribe = onGenerationQueued(wake);

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
      await sleep(delay);
    }
  })();

  return {
    async stop() {
      stopped = true;
      aborter.abort();
      unsubscribe();
      wake();
      await loop;
    },
  };
}
