import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { sendAnalyticsEvent } from "~/utils/analytics";

/**
 * Records a page view on the first load and on every client-side navigation.
 * Only the path is sent: query strings can carry what a visitor typed.
 */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query string is a new view
  useEffect(() => {
    const referrer = previous.current ?? document.referrer;
    sendAnalyticsEvent({
      name: "page_view",
      path: pathname.slice(0, 500),
      referrer: referrer ? referrer.slice(0, 1000) : undefined,
    });
    previous.current = window.location.origin + pathname;
  }, [pathname, search]);

  return null;
}
