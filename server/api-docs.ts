import { createRequire } from "node:module";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { openApiDocument, type TableRoute } from "~/routes/support/openapi.server";
import { contentSecurityPolicy } from "~/utils/csp.server";
import { env } from "~/utils/env.server";

/** Every route of the build with its full URL pattern (its parents' paths joined). */
export function routeTable(routes: ServerBuild["routes"]): TableRoute[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes).flatMap((route) =>
    route ? [{ path: fullPath(route.id), module: route.module }] : [],
  );
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aurum Aviation API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// An external script, so the page's CSP needs no inline script; no validator badge (it would
// send the document to a third-party service).
const START_SCRIPT = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#api-reference",
    validatorUrl: null,
    deepLinking: true,
    tryItOutEnabled: false,
  });
});
`;

/**
 * `/api/openapi.json` (the description generated from the route table) and `/api/docs`, a
 * reference page rendered by Swagger UI served from its npm package under the site's CSP.
 */
export function apiDocs(build: ServerBuild): express.Router {
  const router = express.Router();
  let document: unknown;
  router.get("/api/openapi.json", (_req, res) => {
    document ??= openApiDocument(routeTable(build.routes), env().PUBLIC_URL);
    res.set("Cache-Control", "public, max-age=300").json(document);
  });
  router.get("/api/docs", (_req, res) => {
    res
      .set("Content-Security-Policy", contentSecurityPolicy(DOCS_PAGE))
      .set("Cache-Control", "public, max-age=300")
      .type("html")
      .send(DOCS_PAGE);
  });
  router.get("/api/docs/start.js", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").type("js").send(START_SCRIPT);
  });
  const swaggerUi = path.dirname(
    createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
  );
  router.use("/api/docs/assets", express.static(swaggerUi, { index: false, maxAge: "1d" }));
  return router;
}
