import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import {
  contentCachingAllowed,
  contentGeneration,
  onContentChanged,
} from "~/utils/content-cache.server";
import { env } from "~/utils/env.server";

/**
 * Public pages are the same for every anonymous visitor, so one render serves them all until
 * content changes (the database announces every change; see content-cache.server.ts). Only
 * paths listed here are cached, each with the query parameters its page reads and the values
 * they may take; anything else passes through untouched, so a page that depends on the
 * visitor (a form result, a token link, a search) can never be stored or served from here.
 */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;
const CATEGORY = /^[a-z0-9][a-z0-9-]{0,63}$/;

type QueryRule = Record<string, RegExp>;
type PathRule = { segments: (string | RegExp)[]; query: QueryRule };

function rule(path: string, query: QueryRule = {}): PathRule {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? SLUG : segment));
  return { segments, query };
}

export const CACHEABLE_PATHS: PathRule[] = [
  rule("/"),
  rule("/aircraft", { category: CATEGORY }),
  rule("/aircraft/:slug"),
  rule("/fleet"),
  rule("/acquisition"),
  rule("/category/:categoryId"),
  rule("/charter"),
  rule("/services"),
  rule("/about"),
  rule("/contact"),
  rule("/journal", { category: CATEGORY, page: PAGE_NUMBER }),
  rule("/journal/rss.xml"),
  rule("/journal/:slug"),
  rule("/ebook-landing"),
  rule("/terms"),
  rule("/privacy"),
  rule("/cookies"),
  rule("/sitemap.xml"),
  rule("/robots.txt"),
];

/**
 * The cache key of a request, or null when it must bypass the cache: not a GET/HEAD, carrying
 * credentials (this site sets no cookie for anonymous visitors, so any cookie means a session
 * or a flash message), or a path or query outside the allow-list. The key keeps the allowed
 * parameters in a fixed order, so `?page=2&category=x` and `?category=x&page=2` share a render.
 */
export function cacheKey(req: ExpressRequest): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return null;
  // Origin-form targets only: `//host/x` or an absolute-form target would parse as another URL.
  if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) return null;
  const url = new URL(`http://cache.invalid${req.originalUrl}`);
  const segments = url.pathname === "/" ? [] : url.pathname.slice(1).split("/");
  const match = CACHEABLE_PATHS.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((expected, index) => {
        const actual = segments[index] ?? "";
        return typeof expected === "string" ? actual === expected : expected.test(actual);
      }),
  );
  if (!match) return null;
  const names = [...new Set(url.searchParams.keys())];
  for (const name of names) {
    const pattern = match.query[name];
    const values = url.searchParams.getAll(name);
    if (!pattern || values.length !== 1 || !pattern.test(values[0] ?? "")) return null;
  }
  const query = new URLSearchParams(
    names.sort().map((name) => [name, url.searchParams.get(name) ?? ""]),
  ).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A stored page: compressed once, with its strong ETag computed once. */
type Entry = {
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  bytes: number;
  storedAt: number;
};

/** What a render produced: a storable entry, or a response to hand over as it is. */
type Rendered =
  | { entry: Entry; response?: never }
  | { entry?: never; response: Response; body: Buffer };

export type RenderPage = (request: Request, req: ExpressRequest) => Promise<Response>;

export type PageCacheOptions = {
  render: RenderPage;
  /** Origin of the URLs the pages are rendered for (the site's public URL). */
  origin: string;
  maxBytes: number;
  /** After this, an entry is still served but re-rendered in the background. */
  freshForMs?: number;
};

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that describe one transfer of the body, not the page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "etag",
  "vary",
  "set-cookie",
]);

/**
 * Only what a shared cache may keep: a 200 that says `Cache-Control: public` and sets no
 * cookie. Error pages, redirects, 404s and pages marked no-store are rendered every time.
 */
function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const directives = (response.headers.get("Cache-Control") ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  return (
    directives.includes("public") &&
    !directives.some((directive) => ["private", "no-store", "no-cache"].includes(directive))
  );
}

async function toEntry(response: Response, body: Buffer): Promise<Entry> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) headers.push([name, value]);
  });
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return {
    headers,
    identity: body,
    gzip: gzipped,
    brotli: brotlied,
    etag: `"${createHash("sha256").update(body).digest("base64url")}"`,
    bytes: body.length + gzipped.length + brotlied.length + headerBytes,
    storedAt: Date.now(),
  };
}

/** RFC 9110 weak comparison, as If-None-Match requires; `*` matches any current page. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

function sendEntry(req: ExpressRequest, res: ExpressResponse, entry: Entry, outcome: string) {
  res.setHeader("X-Cache", outcome);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (matchesIfNoneMatch(req.headers["if-none-match"], entry.etag)) {
    res.status(304).end();
    return;
  }
  // Brotli first whenever the client takes it: for the same quality it is the smaller body.
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
  const body = encoding === "br" ? entry.brotli : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

function sendResponse(req: ExpressRequest, res: ExpressResponse, response: Response, body: Buffer) {
  res.setHeader("X-Cache", "bypass");
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.status(response.status).end(req.method === "HEAD" ? undefined : body);
}

/**
 * The cache middleware. A miss renders the page once for every request waiting on the same
 * key; a render that overlapped a content change is served but not stored.
 */
export function createPageCache({
  render,
  origin,
  maxBytes,
  freshForMs = 5 * 60_000,
}: PageCacheOptions): RequestHandler {
  // Map order is recency order: a hit moves its entry to the end, eviction takes the front.
  const entries = new Map<string, Entry>();
  const renders = new Map<string, Promise<Rendered>>();
  let storedBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedBytes -= entry.bytes;
  };
  onContentChanged(() => {
    entries.clear();
    storedBytes = 0;
  });

  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    storedBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (storedBytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const renderOnce = (key: string, req: ExpressRequest): Promise<Rendered> => {
    const pending = renders.get(key);
    if (pending) return pending;
    const generation = contentGeneration();
    const rendering = (async (): Promise<Rendered> => {
      const request = new Request(new URL(key, origin), { headers: { Accept: "text/html,*/*" } });
      const response = await render(request, req);
      const body = Buffer.from(await response.arrayBuffer());
      if (!isStorable(response)) {
        remove(key);
        return { response, body };
      }
      const entry = await toEntry(response, body);
      if (generation === contentGeneration() && contentCachingAllowed()) store(key, entry);
      else remove(key);
      return { entry };
    })().finally(() => renders.delete(key));
    renders.set(key, rendering);
    return rendering;
  };

  return async (req, res, next) => {
    const key = maxBytes > 0 && contentCachingAllowed() ? cacheKey(req) : null;
    if (key === null) {
      res.setHeader("X-Cache", "bypass");
      next();
      return;
    }
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      if (Date.now() - cached.storedAt > freshForMs && !renders.has(key)) {
        // Stale while revalidating: this visitor gets the stored page at once.
        renderOnce(key, req).catch(() => remove(key));
      }
      sendEntry(req, res, cached, "hit");
      return;
    }
    try {
      const rendered = await renderOnce(key, req);
      if (rendered.entry) sendEntry(req, res, rendered.entry, "miss");
      else sendResponse(req, res, rendered.response, rendered.body);
    } catch (error) {
      next(error);
    }
  };
}

/** The page cache of the production app: React Router renders, sized by PAGE_CACHE_MB. */
export function pageCache({
  build,
  getLoadContext,
}: {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest) => RouterContextProvider;
}): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  // Made on the first request: the environment is validated at boot, after this module loads.
  let middleware: RequestHandler | undefined;
  return (req, res, next) => {
    if (!middleware) {
      const config = env();
      middleware = createPageCache({
        render: (request, expressRequest) => handle(request, getLoadContext(expressRequest)),
        origin: new URL(config.PUBLIC_URL).origin,
        // Development renders change with every edit of the code: never cache them.
        maxBytes:
          config.NODE_ENV === "development" ? 0 : Math.floor(config.PAGE_CACHE_MB * 2 ** 20),
      });
    }
    return middleware(req, res, next);
  };
}
