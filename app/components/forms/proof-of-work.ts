import { useCallback, useEffect, useRef, useState } from "react";
import type { SolvedChallenge } from "./pow-solver.client";

export type ProofOfWorkState = "idle" | "solving" | "solved" | "failed";

/** A solution this close to its challenge's expiry is replaced before it is sent. */
const EXPIRY_MARGIN_MS = 90_000;

/**
 * The browser half of the bot protection: `start` fetches a challenge and solves it in Web
 * Workers (the solver is loaded on first use); `take` waits for the solution and hands it to
 * one submission (challenges are single-use). If solving fails the form is still sent, without
 * a solution: the server then stores it flagged for review rather than losing it.
 */
export function useProofOfWork() {
  const [state, setState] = useState<ProofOfWorkState>("idle");
  const job = useRef<{
    promise: Promise<SolvedChallenge | null>;
    controller: AbortController;
    solved?: SolvedChallenge | null;
  } | null>(null);

  const start = useCallback(() => {
    const current = job.current;
    const stale =
      current?.solved === null ||
      (current?.solved && current.solved.expiresAt - Date.now() < EXPIRY_MARGIN_MS);
    if (current && !stale) return current.promise;
    const controller = new AbortController();
    setState("solving");
    const promise = import("./pow-solver.client")
      .then(({ solveChallenge }) => solveChallenge(controller.signal))
      .then(
        (solved) => {
          if (job.current?.promise === promise) {
            job.current.solved = solved;
            setState("solved");
          }
          return solved;
        },
        () => {
          if (job.current?.promise === promise) {
            job.current.solved = null;
            setState(controller.signal.aborted ? "idle" : "failed");
          }
          return null;
        },
      );
    job.current = { promise, controller };
    return promise;
  }, []);

  const reset = useCallback(() => {
    job.current?.controller.abort();
    job.current = null;
    setState("idle");
  }, []);

  /** The solution for one submission (solving first if needed); the next one starts afresh. */
  const take = useCallback(async (): Promise<string | null> => {
    const solved = await start();
    job.current = null;
    setState("idle");
    return solved?.payload ?? null;
  }, [start]);

  useEffect(() => () => job.current?.controller.abort(), []);

  return { state, start, reset, take };
}
