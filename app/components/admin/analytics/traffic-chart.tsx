import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import type { TrafficPoint } from "./traffic-lines";

export type { TrafficPoint } from "./traffic-lines";

const TrafficLines = lazy(() => import("./traffic-lines"));

/**
 * Visitors and page views per day as lines. The chart is drawn once the page runs in the
 * browser (it measures its frame); the same figures are always in the table beside it. Its
 * code loads then too, so neither the server nor the first paint waits for the chart library.
 */
export function TrafficChart({ points }: { points: TrafficPoint[] }) {
  const hydrated = useHydrated();
  return (
    <figure aria-label="Visitors and page views per day" className="h-64 w-full min-w-0">
      {hydrated ? (
        <Suspense fallback={null}>
          <TrafficLines points={points} />
        </Suspense>
      ) : null}
    </figure>
  );
}
