import { claimGenerationJob } from "~/models/article-generation-job.server";
import { onGenerationQueued, processGenerationJob } from "~/services/generation/generation.server";
import { logger } from "~/utils/logger.server";

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

/** Starts the loop; `stop` waits for the article in progress. */
export function startArticleGenerationWorker(
  options: GenerationWorkerOptions = defaultGenerationWorkerOptions,
) {
  let stopped = false;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  const wake = () => {
    if (!sleeping) return;
    clearTimeout(sleeping.timer);
    sleeping.resolve();
    sleeping = null;
  };
  const unsubscribe = onGenerationQueued(wake);

  const loop = (async () => {
    while (!stopped) {
      try {
        const job = await claimGenerationJob(options.lockMs);
        if (job) {
          await processGenerationJob(job, { lockMs: options.lockMs, shouldStop: () => stopped });
          continue;
        }
      } catch (error) {
        logger().error({ err: error }, "The article generation worker failed a pass");
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        sleeping = { timer: setTimeout(resolve, options.pollIntervalMs), resolve };
      });
      sleeping = null;
    }
  })();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wake();
      await loop;
    },
  };
}
