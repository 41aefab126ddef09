import { startAnalyticsWorker } from "~/workers/analytics.server";
import { startArticleGenerationWorker } from "~/workers/article-generation.server";
import { startOutboxWorker } from "~/workers/outbox.server";
import { startScheduledPublishingWorker } from "~/workers/scheduled-publishing.server";

/** A long-running task of the server process (outbox delivery, jobs). */
export type BackgroundWorker = { stop: () => Promise<void> };

const starters: Array<() => BackgroundWorker> = [
  () => startOutboxWorker(),
  () => startArticleGenerationWorker(),
  () => startScheduledPublishingWorker(),
  () => startAnalyticsWorker(),
];

/** Starts every background worker; `stop` waits for each to finish its current item. */
export function startBackgroundWork(): BackgroundWorker {
  const workers = starters.map((start) => start());
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
