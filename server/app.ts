import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { bootServices, type Services } from "./boot";
import { pageCache } from "./page-cache";

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
  app.set("trust proxy", env().TRUST_PROXY);
  return services;
}

app.use(
  pinoHttp({
    logger: logger(),
    genReqId: (_req: IncomingMessage, res: ServerResponse) => {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, url: req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  }),
);
// The document CSP is set per page in entry.server.tsx (it carries the page's script hashes).
app.use(
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: process.env.NODE_ENV === "production",
    // Helmet's default (no-referrer) makes browsers send `Origin: null` on form posts, which
    // React Router's CSRF check rejects: forms posted without JavaScript would all fail.
    // same-origin still sends no referrer to other sites.
    referrerPolicy: { policy: "same-origin" },
  }),
);

app.get("/healthz", async (_req, res) => {
  try {
    await db().execute(sql`select 1`);
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  } catch (error) {
    logger().error({ err: error }, "Health check failed");
    res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
  }
});

let uploads: express.Handler | undefined;
app.use("/uploads", (req, res, next) => {
  uploads ??= express.static(path.join(env().dataDir, "uploads"), { maxAge: "1h", index: false });
  uploads(req, res, next);
});

function getLoadContext(req: express.Request) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    requestId: String(req.id ?? ""),
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
