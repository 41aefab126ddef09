import { lazy, Suspense } from "react";
import { business } from "~/config/business";
import type { StatusHandler } from "./error-views";

/** The document title and robots rule of every "not found" answer. */
export const notFoundMeta = [
  { title: `Page not found | ${business.name}` },
  { name: "robots", content: "noindex" },
];

// Every page carries a boundary, few ever show one: the views load when one does. The server
// renders them in full, and a navigation that ends in an error keeps the previous page on
// screen until they have arrived.
const RouteErrorView = lazy(() =>
  import("./error-views").then((module) => ({ default: module.RouteErrorView })),
);

/**
 * One boundary for every route: thrown responses go to a per-status handler, anything else is
 * an unexpected error with a generic message (details stay in the server log).
 */
export function GeneralErrorBoundary({
  statusHandlers,
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  return (
    <Suspense>
      <RouteErrorView statusHandlers={statusHandlers} />
    </Suspense>
  );
}
