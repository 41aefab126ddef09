import { SCREENSHOT_MAX_BYTES, SPECIFICATION_MAX_BYTES } from "~/schemas/aircraft";
import { AIRCRAFT_PHOTO_MAX_BYTES } from "~/schemas/aircraft-photos";
import { ARTICLE_IMAGE_MAX_BYTES } from "~/schemas/article";
import { AIRCRAFT_BODY_LIMIT } from "~/services/aircraft/aircraft.server";
import { ARTICLE_BODY_LIMIT } from "~/services/articles/articles.server";
import { MULTIPART_OVERHEAD } from "~/utils/storage.server";

/**
 * The most bytes any request body may have, by path. Forms and JSON calls are small; the
 * upload endpoints and the article editor take what their own checks allow, so a request is
 * never cut before the route could give its own, more precise answer.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const BULK_GENERATION_BODY_LIMIT = 256 * 1024;

const LIMITS: Array<[RegExp, number]> = [
  [/^\/api\/article-images$/, ARTICLE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD],
  [/^\/api\/aircraft\/[^/]+\/specification$/, SPECIFICATION_MAX_BYTES + MULTIPART_OVERHEAD],
  [/^\/api\/aircraft\/[^/]+\/images$/, AIRCRAFT_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD],
  [/^\/api\/parse-aircraft-screenshot$/, SCREENSHOT_MAX_BYTES + MULTIPART_OVERHEAD],
  [/^\/api\/articles(?:\/.*)?$/, ARTICLE_BODY_LIMIT],
  [/^\/admin\/articles\/(?:new|edit\/[^/]+)$/, ARTICLE_BODY_LIMIT],
  [/^\/api\/aircraft(?:\/[^/]+)?$/, AIRCRAFT_BODY_LIMIT],
  [/^\/admin\/aircraft$/, AIRCRAFT_BODY_LIMIT],
  [/^\/api\/generate-bulk-articles$/, BULK_GENERATION_BODY_LIMIT],
];

/** The largest body any route accepts: a reverse proxy in front must let it through. */
export const LARGEST_BODY_LIMIT = Math.max(...LIMITS.map(([, bytes]) => bytes));

/** The body limit of a request path; page actions posted by the client router end in `.data`. */
export function bodyLimitFor(path: string): number {
  const route = path.replace(/\.data$/, "");
  return LIMITS.find(([pattern]) => pattern.test(route))?.[1] ?? DEFAULT_BODY_LIMIT;
}
