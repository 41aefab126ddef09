import { pruneAnalytics, rollUpFinishedDays } from "~/services/analytics/analytics.server";
import { logger } from "~/utils/logger.server";
import { wakeableSleep, workerBackoffMs } from "./backoff";

/**
 * Rolls finished UTC days up into the daily report tables and prunes raw events past the
 * retention period (and past days' hash salts). It runs at start-up and every quarter hour:
 * each pass is idempotent, so a restart or a second instance does no harm.
 */

export type AnalyticsWorkerOptions = { intervalMs: number; now?: () => Date };

export const defaultAnalyticsWorkerOptions: AnalyticsWorkerOptions = { intervalMs: 15 * 60_000 };

/** One pass: roll up, then prune (raw rows are pruned only once their day is rolled up). */
export async function runAnalyticsMaintenance(now = new Date()) {
  const rolledDays = await rollUpFinishedDays(now);
  const prunedEvents = await pruneAnalytics(now);
  return { rolledDays, prunedEvents };
}

export function startAnalyticsWorker(overrides: Partial<AnalyticsWorkerOptions> = {}) {
  const options = { ...defaultAnalyticsWorkerOptions, ...overrides };
  const clock = options.now ?? (() => new Date());
  let stopped = false;
  const { sleep, wake } = wakeableSleep();

  const loop = (async () => {
    let failedPasses = 0;
    while (!stopped) {
      try {
        await runAnalyticsMaintenance(clock());
        failedPasses = 0;
      } catch (error) {
        failedPasses++;
        logger().error({ err: error, failedPasses }, "Analytics maintenance pass failed");
      }
      if (stopped) break;
      await sleep(
        failedPasses > 0
          ? workerBackoffMs(failedPasses, options.intervalMs / 60)
          : options.intervalMs,
      );
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
    },
  };
}
