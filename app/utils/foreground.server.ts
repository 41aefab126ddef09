/**
 * Requests this process is answering, so that background work gives way to them. Everything
 * runs on one event loop: a pass of the outbox worker (rendering and sending mail, recording
 * each send) delays every request waiting behind it, while the mail itself can wait a moment.
 */

let inProgress = 0;

/** Counts a request from its start until its response is finished or its connection closes. */
export function trackRequest(response: { once(event: "close", listener: () => void): unknown }) {
  inProgress++;
  response.once("close", () => {
    inProgress--;
  });
}

export const requestsInProgress = () => inProgress;

/**
 * More requests than a person browsing causes at once, and more than the odd long request
 * (an upload, an export) that would otherwise hold background work back for its whole length.
 */
export const BUSY_REQUESTS = 8;
const CHECK_EVERY_MS = 20;

/**
 * Waits while the process is busy with requests, at most `maxWaitMs`: background work slows
 * down under a burst and catches up after it, and is never starved by a steady flood.
 */
export async function giveWayToRequests(maxWaitMs: number): Promise<void> {
  const deadline = performance.now() + maxWaitMs;
  while (inProgress > BUSY_REQUESTS && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  }
}
