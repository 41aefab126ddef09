import compression from "compression";
import express from "express";

const development = process.env.NODE_ENV === "development";
const buildDirectory = process.env.BUILD_DIR ?? "build";

async function loadApplication() {
  if (!development) {
    const entry = new URL(`${buildDirectory}/server/index.js`, import.meta.url);
    return { module: await import(entry.href) };
  }
  const vite = await import("vite").then((module) =>
    module.createServer({ server: { middlewareMode: true } }),
  );
  return { module: await vite.ssrLoadModule("./server/app.ts"), vite };
}

async function main() {
  let module;
  let vite;
  let services;
  try {
    ({ module, vite } = await loadApplication());
    services = await module.boot();
  } catch (error) {
    // Configuration and lock problems are reported in one line, without a stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { env, logger } = module;
  const log = logger();
  const { PORT, HOST, PUBLIC_URL } = env();

  const server = express();
  server.disable("x-powered-by");
  server.use(compression());
  if (vite) {
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const fresh = await vite.ssrLoadModule("./server/app.ts");
        fresh.app(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    // Build assets carry a content hash in their names: cache them for good.
    server.use(
      "/assets",
      express.static(`${buildDirectory}/client/assets`, {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
    // Everything else (images under /images, icons) keeps a fixed name when its content
    // changes, so it may not be cached for good: a day fresh, then served stale for up to a
    // week while the browser revalidates it with its ETag (a 304 costs no body).
    server.use(
      express.static(`${buildDirectory}/client`, {
        index: false,
        cacheControl: false,
        setHeaders: (res) =>
          res.setHeader("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800"),
      }),
    );
    server.use(module.app);
  }

  const listener = server.listen(PORT, HOST, () => {
    log.info({ port: PORT }, `Listening on ${PUBLIC_URL}`);
    console.log(`Ready: ${PUBLIC_URL}`);
  });

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "Shutting down: finishing in-flight requests");
    const forced = setTimeout(() => {
      log.error("Shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    listener.close(async () => {
      await vite?.close();
      await services.close();
      log.info("Stopped");
      process.exit(0);
    });
    listener.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main();
