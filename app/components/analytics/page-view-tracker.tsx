import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { noteVisitTouch, sendAnalyticsEvent } from "~/utils/analytics";

/**
 * Records a page view on the first load and on every client-side navigation, after noting the
 * visit's first and last touch. Only the path is sent: query strings can carry what a visitor
 * typed (the UTM values are read from it in the browser and sent on their own).
 */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const referrer = previous.current ?? document.referrer;
    noteVisitTouch(pathname, search, referrer);
    sendAnalyticsEvent({ name: "page_view", path: pathname.slice(0, 500) });
    previous.current = window.location.origin + pathname;
  }, [pathname, search]);

  return null;
}
