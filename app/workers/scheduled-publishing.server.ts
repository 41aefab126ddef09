import { nextScheduledArticleAt } from "~/models/article.server";
import {
  onArticleScheduleChanged,
  publishDueArticlesNow,
} from "~/services/articles/scheduling.server";
import { logger } from "~/utils/logger.server";
import { wakeableSleep, workerBackoffMs } from "./backoff";

export type ScheduledPublishingOptions = {
  /**
   * The longest the worker sleeps: a schedule set on another instance is seen within this time
   * (a schedule set through this process wakes it at once).
   */
  maxSleepMs: number;
};

export const defaultScheduledPublishingOptions: ScheduledPublishingOptions = {
  maxSleepMs: 30_000,
};

/**
 * Publishes scheduled drafts on time: after each pass it sleeps until the next scheduled time
 * (at most `maxSleepMs`), so an article goes live within moments of its time. Publishing is one
 * conditional update, so several instances running this loop publish each article once.
 */
export function startScheduledPublishingWorker(
  options: ScheduledPublishingOptions = defaultScheduledPublishingOptions,
) {
  let stopped = false;
  const { sleep, wake } = wakeableSleep();
  const unsubscribe = onArticleScheduleChanged(wake);

  const loop = (async () => {
    let failedPasses = 0;
    while (!stopped) {
      let delay = options.maxSleepMs;
      try {
        const published = await publishDueArticlesNow();
        if (published.length > 0) {
          logger().info(
            { articles: published.map((article) => article.slug) },
            "Published scheduled articles",
          );
        }
        const next = await nextScheduledArticleAt();
        // A floor, so a database clock a little behind this one cannot make the loop spin.
        if (next) delay = Math.min(delay, Math.max(250, next.getTime() - Date.now()));
        failedPasses = 0;
      } catch (error) {
        failedPasses++;
        logger().error(
          { err: error, failedPasses },
          "The scheduled publishing worker failed a pass",
        );
        delay = workerBackoffMs(failedPasses, options.maxSleepMs);
      }
      if (stopped) break;
      await sleep(delay);
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
