import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import {
  BUSY_REQUESTS,
  giveWayToRequests,
  requestsInProgress,
  trackRequest,
} from "./foreground.server";

/** Starts `count` tracked requests; the returned function answers them all. */
function startRequests(count: number) {
  const responses = Array.from({ length: count }, () => new EventEmitter());
  for (const response of responses) trackRequest(response);
  return () => {
    for (const response of responses) response.emit("close");
  };
}

describe("giveWayToRequests", () => {
  it("goes ahead at once while the process answers a few requests", async () => {
    const answer = startRequests(BUSY_REQUESTS);
    const started = performance.now();
    await giveWayToRequests(5_000);
    expect(performance.now() - started).toBeLessThan(50);
    answer();
    expect(requestsInProgress()).toBe(0);
  });

  it("waits during a burst of requests and goes on once they are answered", async () => {
    const answer = startRequests(BUSY_REQUESTS + 1);
    let done = false;
    const waiting = giveWayToRequests(5_000).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    const answeredAt = performance.now();
    answer();
    await waiting;
    expect(performance.now() - answeredAt).toBeLessThan(1_000);
  });

  it("stops waiting after the longest wait, however long the burst lasts", async () => {
    const answer = startRequests(BUSY_REQUESTS * 4);
    const started = performance.now();
    await giveWayToRequests(150);
    const waited = performance.now() - started;
    answer();
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(2_000);
  });
});
