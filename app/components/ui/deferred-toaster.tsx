import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toaster once the page is interactive, keeping sonner out of the first-load
 * JavaScript. Toasts raised before it mounts are not lost: sonner replays active toasts to a
 * Toaster when it subscribes.
 */
export function DeferredToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
