import path from "node:path";
import { pipeline } from "node:stream/promises";
import type express from "express";
import { logger } from "~/utils/logger.server";
import { isStorageKey, type Storage, type StoredObject } from "~/utils/storage.server";

/** Objects keep their key while their content stays; a replaced file gets a new `?v=`. */
const CACHE_CONTROL = "public, max-age=3600";

function setObjectHeaders(res: express.Response, object: StoredObject) {
  res.setHeader("Content-Type", object.contentType);
  res.setHeader("Content-Length", String(object.size));
  res.setHeader("Cache-Control", CACHE_CONTROL);
  if (object.etag) res.setHeader("ETag", object.etag);
  res.setHeader("Last-Modified", object.lastModified.toUTCString());
  // Inert documents: a sandbox CSP keeps an SVG or HTML payload from running scripts with the
  // site's origin, the type is never sniffed, and PDFs (which can carry JavaScript) are
  // downloaded rather than opened inside the site.
  res.setHeader("Content-Security-Policy", "sandbox");
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (object.contentType === "application/pdf" || path.extname(object.key) === ".pdf") {
    const name = path.basename(object.key).replace(/[^\w.-]/g, "_");
    res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
  }
}

/**
 * Uploaded files, read from the process's storage (local disk or a bucket) and served from the
 * site's own origin, with validators so a browser or proxy revalidates instead of refetching.
 * An unknown key falls through to the site's 404 page.
 */
export function serveUploads(current: () => Storage): express.Handler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = req.path.slice(1);
    if (!isStorageKey(key)) return next();
    const store = current();
    try {
      const conditional = req.headers["if-none-match"] || req.headers["if-modified-since"];
      if (req.method === "HEAD" || conditional) {
        const found = await store.head(key);
        if (!found) return next();
        setObjectHeaders(res, found);
        if (req.fresh) {
          res.removeHeader("Content-Length");
          res.status(304).end();
          return;
        }
        if (req.method === "HEAD") {
          res.end();
          return;
        }
      }
      const object = await store.get(key);
      if (!object) return next();
      setObjectHeaders(res, object);
      await pipeline(object.body, res).catch((error: NodeJS.ErrnoException) => {
        // A visitor who leaves mid-download is no fault of ours.
        if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
      });
    } catch (error) {
      logger().error({ err: error, key }, "Could not read an upload from storage");
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" });
      res.type("text/plain").send("Storage unavailable");
    }
  };
}
