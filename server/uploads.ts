import path from "node:path";
import express from "express";

/**
 * Uploaded files, served as inert documents: a sandbox CSP keeps an SVG or HTML payload from
 * running scripts with the site's origin, the type is never sniffed, and PDFs (which can carry
 * JavaScript) are downloaded rather than opened inside the site.
 */
export function serveUploads(root: () => string): express.Handler {
  let serve: express.Handler | undefined;
  return (req, res, next) => {
    serve ??= express.static(root(), {
      maxAge: "1h",
      index: false,
      setHeaders(response, file) {
        response.setHeader("Content-Security-Policy", "sandbox");
        response.setHeader("X-Content-Type-Options", "nosniff");
        if (path.extname(file).toLowerCase() === ".pdf") {
          const name = path.basename(file).replace(/[^\w.-]/g, "_");
          response.setHeader("Content-Disposition", `attachment; filename="${name}"`);
        }
      },
    });
    serve(req, res, next);
  };
}
