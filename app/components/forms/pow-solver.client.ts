import ShaWorker from "altcha/workers/sha?worker";

/**
 * Solves an ALTCHA challenge from /api/altcha/challenge with the altcha package's SHA worker,
 * spread over a few Web Workers (each tries every n-th counter). Loaded only when a visitor
 * starts a form, so the site's main bundle stays small.
 */

type Challenge = { parameters: { expiresAt?: number }; signature?: string };
type Solution = { counter: number; derivedKey: string; time?: number };

export type SolvedChallenge = { payload: string; expiresAt: number };

const SOLVE_TIMEOUT_MS = 90_000;

export async function solveChallenge(signal: AbortSignal): Promise<SolvedChallenge> {
  const response = await fetch("/api/altcha/challenge", {
    headers: { Accept: "application/json" },
    cache: "no-store",
    signal,
  });
  if (!response.ok) throw new Error(`Challenge request failed (${response.status})`);
  const challenge = (await response.json()) as Challenge;
  const concurrency = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
  const workers = Array.from({ length: concurrency }, () => new ShaWorker());
  try {
    const solution = await new Promise<Solution>((resolve, reject) => {
      let unsolved = concurrency;
      signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      workers.forEach((worker, index) => {
        worker.addEventListener("message", (event: MessageEvent) => {
          const data = event.data as Solution | { error: unknown } | null;
          if (data && "error" in data) reject(new Error(String(data.error)));
          else if (data) resolve(data);
          else if (--unsolved === 0) reject(new Error("Challenge not solved in time"));
        });
        worker.addEventListener("error", (event) => reject(new Error(event.message)));
        worker.postMessage({
          type: "work",
          challenge,
          counterMode: "uint32",
          counterStart: index,
          counterStep: concurrency,
          timeout: SOLVE_TIMEOUT_MS,
        });
      });
    });
    return {
      payload: btoa(JSON.stringify({ challenge, solution })),
      expiresAt: (challenge.parameters.expiresAt ?? Date.now() / 1000 + 600) * 1000,
    };
  } finally {
    for (const worker of workers) worker.terminate();
  }
}
