import { data, type HeadersFunction } from "react-router";

/**
 * Public pages are the same for every visitor: shared caches may keep them a minute and serve
 * a stale copy for five more while they revalidate (with the ETag of entry.server.tsx).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/**
 * The `headers` export of a public page; a loader may choose its own Cache-Control. A thrown
 * response reaches it as `errorHeaders` only when it carries headers, hence `pageNotFound`.
 */
export const publicPageHeaders: HeadersFunction = ({ errorHeaders, loaderHeaders }) => ({
  "Cache-Control": errorHeaders
    ? "no-store"
    : (loaderHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE_CONTROL),
});

/** The 404 of a public page's loader; not cached, so a page published a moment later shows. */
export function pageNotFound(): never {
  throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}
