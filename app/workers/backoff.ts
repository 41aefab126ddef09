/** How long a worker waits after `failedPasses` failed passes in a row: doubling, capped at a minute. */
export function workerBackoffMs(failedPasses: number, pollIntervalMs: number): number {
  return Math.min(60_000, pollIntervalMs * 2 ** (failedPasses - 1));
}

/**
 * A worker's pause between passes that can be cut short: `sleep` waits up to `ms`, `wake` ends
 * the current wait at once (new work arrived, or the worker is stopping).
 */
export function wakeableSleep() {
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  return {
    sleep(ms: number) {
      return new Promise<void>((resolve) => {
        sleeping = { timer: setTimeout(resolve, ms), resolve };
      }).finally(() => {
        sleeping = null;
      });
    },
    wake() {
      if (!sleeping) return;
      clearTimeout(sleeping.timer);
      sleeping.resolve();
      sleeping = null;
    },
  };
}
