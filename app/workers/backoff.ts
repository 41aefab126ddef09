/** How long a worker waits after `failedPasses` failed passes in a row: doubling, capped at a minute. */
export function workerBackoffMs(failedPasses: number, pollIntervalMs: number): number {
  return Math.min(60_000, pollIntervalMs * 2 ** (failedPasses - 1));
}
