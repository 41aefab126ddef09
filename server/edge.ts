import type { IncomingMessage } from "node:http";
import type express from "express";

/**
 * Checks every request meets before any route sees it: requests no route could answer
 * correctly get a 4xx here instead of a 500 deeper down, and no body is read past its limit.
 */

/** A refusal in the API's error shape, never cached. */
function refuse(res: express.Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store").json({ error: message });
}

// A host name (labels of letters, digits, "-" and "_") or IPv4 address, or a bracketed IPv6
// address, with an optional port.
const HOST_HEADER = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request URL is built from the Host header and the path: a Host that is not a host name
 * (spaces, "@", "/") and a path that does not decode (a stray "%", "%00") are client errors.
 */
export const rejectMalformedRequests: express.Handler = (req, res, next) => {
  const host = req.headers.host ?? "";
  if (!HOST_HEADER.test(host)) return refuse(res, 400, "Invalid Host header");
  const path = req.originalUrl.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refuse(res, 400, "Malformed URL");
  }
  // No route has a NUL or other control character in it, and PostgreSQL refuses NUL in text.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return refuse(res, 400, "Malformed URL");
  next();
};

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request carries a body (declared length above zero, or chunked). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  return Number(req.headers["content-length"] ?? "0") > 0;
}

/**
 * The public site's page actions are HTML forms: any other body type posted to a public page
 * is 415. (Back-office pages and the JSON API choose their own body types.)
 */
export const requireFormsOnPublicPages: express.Handler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !hasBody(req)) return next();
  if (/^\/(?:api|admin)(?:\/|$)/.test(req.path)) return next();
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return refuse(res, 415, "Expected a form submission");
  next();
};

/** How long a refused connection may keep sending before it is cut, so the 413 arrives. */
const LINGER_MS = 1_000;

class RequestBodyTooLargeError extends Error {
  constructor() {
    super("Request body too large");
  }
}

/**
 * Refuses a body over its limit with 413 and `Connection: close`: the client learns why, and
 * the rest of the body is never read. Whoever was reading the body (a page action) sees an
 * error and stops; the socket is cut shortly after the answer left.
 */
function refuseTooLarge(req: IncomingMessage, res: express.Response) {
  req.pause();
  // Only a request whose body is being counted has listeners (a reader's, and our own).
  if (req.listenerCount("error") > 0) req.emit("error", new RequestBodyTooLargeError());
  const cut = () => setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  if (res.headersSent) {
    cut();
    return;
  }
  res.once("finish", cut);
  res.set("Connection", "close");
  refuse(res, 413, "Request body too large");
}

/**
 * Limits every request body to `limitFor(path)` bytes, counted as they arrive, whether the
 * length is declared or the body is chunked. The body is not buffered here: the count rides
 * along while the route reads it.
 */
export function limitRequestBodies(limitFor: (path: string) => number): express.Handler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const limit = limitFor(req.path);
    if (Number(req.headers["content-length"] ?? "0") > limit) return refuseTooLarge(req, res);
    let received = 0;
    let refused = false;
    const count = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= limit) return;
      refused = true;
      req.off("data", count);
      refuseTooLarge(req, res);
    };
    // Paused first, so listening does not start the flow: the route's reader still decides
    // when to read, and sees every byte.
    req.pause();
    req.on("data", count);
    // The refusal stops a reader with an error event; without a reader it must not crash.
    req.on("error", () => {});
    res.once("finish", () => {
      if (refused || req.complete || req.destroyed) return;
      // Answered before the body was read to its end: as Node does with an unread body, the
      // rest is read and dropped (still counted) so the connection can serve its next request.
      req.removeAllListeners("data");
      req.on("data", count);
      req.resume();
    });
    next();
  };
}
