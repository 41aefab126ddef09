import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { env } from "~/utils/env.server";
import { trackRequest } from "~/utils/foreground.server";
import { logger } from "~/utils/logger.server";
import { storage } from "~/utils/storage.server";
import { apiDocs } from "./api-docs";
import { bodyLimitFor } from "./body-limits";
import { bootServices, type Services } from "./boot";
import { limitRequestBodies, rejectMalformedRequests, requireFormsOnPublicPages } from "./edge";
import { pageCache } from "./page-cache";
import { logRequests } from "./request-log";
import { serveUploads } from "./uploads";

export { env, logger };

/**
 * The application: everything but static files and the listening socket, which the entry
 * (server.js) owns so that development can put Vite in front.
 */
export const app = express();

app.disable("x-powered-by");

/** Prepares the process (see bootServices) and the settings of the app that depend on it. */
export async function boot(): Promise<Services> {
  const services = await bootServices();
  // Client addresses come from X-Forwarded-For only behind a proxy the operator declared.
  // Express takes a hop count or a list of addresses and CIDR ranges (never `true`).
  app.set("trust proxy", env().TRUST_PROXY);
  return services;
}

app.use(logRequests(logger()));
app.use((_req, res, next) => {
  trackRequest(res);
  next();
});
// The document CSP is set per page in entry.server.tsx (it carries the page's script hashes).
app.use(
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Set below, only when the site is served over HTTPS.
    strictTransportSecurity: false,
    // Helmet's default (no-referrer) makes browsers send `Origin: null` on form posts, which
    // React Router's CSRF check rejects: forms posted without JavaScript would all fail.
    // same-origin still sends no referrer to other sites.
    referrerPolicy: { policy: "same-origin" },
  }),
);

/** Browser features the site never uses, off for its pages and anything embedded in them. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

app.use((_req, res, next) => {
  res.set("Permissions-Policy", PERMISSIONS_POLICY);
  // HSTS over plain HTTP would be ignored at best, and names a promise the site cannot keep.
  if (env().PUBLIC_URL.startsWith("https://")) {
    res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
});

app.use(rejectMalformedRequests);
app.use(limitRequestBodies(bodyLimitFor));
app.use(requireFormsOnPublicPages);

app.get("/healthz", async (_req, res) => {
  try {
    await db().execute(sql`select 1`);
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  } catch (error) {
    logger().error({ err: error }, "Health check failed");
    res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
  }
});

app.use("/uploads", serveUploads(storage));
app.use(apiDocs(build));

function getLoadContext(req: express.Request) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    requestId: String(req.res?.locals.requestId ?? ""),
  });
  return context;
}

app.use(pageCache({ build, getLoadContext }));

app.all(
  "/{*splat}",
  createRequestHandler({
    // The build object itself, not a function returning it: React Router then derives its
    // route tables once instead of on every request.
    build,
    getLoadContext,
  }),
);
