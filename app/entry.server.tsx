import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "./app.css?inline";
import { DOCUMENT_STYLES_ID, DocumentStylesContext } from "./components/layout/document-styles";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./db/errors.server";
import { contentSecurityPolicy } from "./utils/csp.server";
import { logger } from "./utils/logger.server";

export const streamTimeout = 5_000;

/**
 * The answer to a form post is for that visitor alone (it may repeat what they typed, their
 * email): whatever the page's own caching, no cache may keep it.
 */
function keepPostAnswersPrivate(request: Request, headers: Headers) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", "private, no-store");
  }
}

/**
 * Requests whose loader or action failed because the database could not be reached. Marked by
 * handleError, which sees the real error (the page render only gets a sanitized one).
 */
const databaseAwayRequests = new WeakSet<Request>();

/** The client router's data requests (`.data`), including the answers of form posts. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPostAnswersPrivate(request, response.headers);
  if (response.status !== 500 || !databaseAwayRequests.has(request)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, headers });
};

/**
 * A public page's scripts hydrate it; none of them is needed to paint it. React Router
 * preloads every module of the page from the head and imports the route modules from its
 * inline bootstrap, so on a slow link the scripts took the bandwidth the fonts and the hero
 * image need for the first paint, and a phone parsed them before painting. The finished
 * document holds both, unchanged, in inert `<template>`s, and a small script puts them in place
 * once the browser reports its first paint: the preloads fetch the modules side by side, and
 * the bootstrap runs as React Router wrote it. Until then the page works as it does without
 * JavaScript (links and forms are plain HTML). The back-office is a tool used all day from a
 * warm cache, so its pages start their scripts at once. A document without the two (a page
 * that failed to render, another version of React Router) is left as it is.
 */
const BOOTSTRAP = /<script type="module" async="">[\s\S]*?<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" [^>]*\/>/g;
// The first paint as the browser reports it (Paint Timing), not a frame callback: timers and
// frame callbacks may be paused or faked, and a frame may be presented after its callbacks ran.
// A tab that is or becomes hidden paints nothing; a browser that reports no paints has the load
// event instead. A browser that supports Paint Timing but has reported no paint a second after
// the load event (headless Chromium may present no frame at all) starts then: a page must never
// stay without its scripts.
const AFTER_FIRST_PAINT = `<script type="module">await new Promise((painted) => {
  if (document.visibilityState === "hidden") return painted();
  addEventListener("visibilitychange", painted, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver(painted).observe({ type: "paint", buffered: true });
    addEventListener("load", () => setTimeout(painted, 1000), { once: true });
  } else {
    addEventListener("load", painted, { once: true });
  }
});
document.head.append(document.importNode(document.getElementById("module-preloads").content, true));
document.body.append(document.importNode(document.getElementById("route-modules").content, true));</script>`;

function scriptsAfterFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html)?.[0];
  const preloads = html.match(MODULE_PRELOAD);
  if (!bootstrap || !preloads) return html;
  const first = html.indexOf(preloads[0]);
  const inert = `${html.slice(0, first)}<template id="module-preloads">${preloads.join("")}</template>${html.slice(first).replace(MODULE_PRELOAD, "")}`;
  return inert.replace(
    bootstrap,
    () => `<template id="route-modules">${bootstrap}</template>${AFTER_FIRST_PAINT}`,
  );
}

const isBackOffice = (request: Request) => /^\/admin(\/|$)/.test(new URL(request.url).pathname);

/**
 * React renders a marker where the stylesheet goes, and the finished document gets the
 * stylesheet's bytes spliced in: the same document, without React escaping, encoding and
 * copying the 90 kB of CSS on every render, or the text passes below reading through it.
 */
const STYLESHEET_MARKER = "/*document-styles*/";
// Searched for with its element: page text is escaped, so only the head's element matches.
const MARKED_ELEMENT = `<style id="${DOCUMENT_STYLES_ID}">${STYLESHEET_MARKER}`;
const stylesheetBytes = Buffer.from(stylesheet);
const stylesheetDigest = createHash("sha1").update(stylesheetBytes).digest();

function finishDocument(rendered: string, request: Request) {
  const html = isBackOffice(request) ? rendered : scriptsAfterFirstPaint(rendered);
  const at = html.indexOf(MARKED_ELEMENT);
  const end = at + MARKED_ELEMENT.length;
  const parts =
    at === -1
      ? [Buffer.from(html)]
      : [
          Buffer.from(html.slice(0, end - STYLESHEET_MARKER.length)),
          stylesheetBytes,
          Buffer.from(html.slice(end)),
        ];
  // The stylesheet is the same for every page of a build, so its digest stands in for its bytes.
  const digest = createHash("sha1").update(stylesheetDigest).update(html).digest("base64url");
  return {
    body: Buffer.concat(parts),
    etag: `W/"${digest}"`,
    // Scripts are found in the rendered text alone: the stylesheet holds none.
    csp: contentSecurityPolicy(html),
  };
}

/**
 * Pages are rendered whole before they are sent (no route defers data), so every HTML response
 * carries a Content-Security-Policy with the hashes of its inline scripts and an ETag, and a
 * matching If-None-Match is answered with 304.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    if (statusCode === 500 && databaseAwayRequests.has(request)) {
      // The error page still renders; the status tells clients and caches to retry soon.
      statusCode = 503;
      responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
      responseHeaders.set("Cache-Control", "no-store");
    }
    const { pipe, abort } = renderToPipeableStream(
      <DocumentStylesContext value={STYLESHEET_MARKER}>
        <ServerRouter context={routerContext} url={request.url} />
      </DocumentStylesContext>,
      {
        // React sends a large Suspense boundary (a deferred form, the testimonials, an error
        // view) hidden after the rest of the page, for a script to move into place: without
        // JavaScript it would stay hidden. The page is sent whole anyway, so every boundary
        // is written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const document = finishDocument(Buffer.concat(chunks).toString("utf8"), request);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("ETag", document.etag);
            keepPostAnswersPrivate(request, responseHeaders);
            if (process.env.NODE_ENV !== "development") {
              responseHeaders.set("Content-Security-Policy", document.csp);
            }
            const notModified =
              request.method === "GET" &&
              statusCode === 200 &&
              request.headers.get("If-None-Match") === document.etag;
            resolve(
              new Response(notModified ? null : document.body, {
                headers: responseHeaders,
                status: notModified ? 304 : statusCode,
              }),
            );
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          logger().error({ err: error, url: request.url }, "Rendering failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** React Router's own refusal of a form posted from another origin (its CSRF check). */
const CROSS_ORIGIN_ACTION =
  /origin does not match `origin` header|`origin` header is not a valid URL/;

/**
 * Errors of loaders, actions and rendering go to the structured log with the request. A
 * refused cross-origin post is an expected event, logged as one warning line without a stack;
 * a request the client abandoned is not an error at all.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, url: request.url };
  if (isDatabaseUnavailable(error)) {
    databaseAwayRequests.add(request);
    logger().warn({ ...where, err: error }, "Database unavailable");
    return;
  }
  if (error instanceof Error && CROSS_ORIGIN_ACTION.test(error.message)) {
    logger().warn(
      { ...where, origin: request.headers.get("Origin") },
      "Refused a cross-origin post",
    );
    return;
  }
  logger().error({ ...where, err: error }, "Request failed");
};
