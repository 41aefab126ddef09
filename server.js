import cluster from "node:cluster";
import net from "node:net";
import compression from "compression";
import express from "express";

// Everything the server writes under DATA_DIR (database files, mail, uploads, secrets) is for
// its own user only.
process.umask(0o077);

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
    const processes = module.env().WEB_CONCURRENCY;
    if (cluster.isPrimary && processes > 1) {
      if (development) {
        throw new Error(
          "WEB_CONCURRENCY above 1 is for the production server; the development server runs one process.",
        );
      }
      superviseWorkers(module, processes);
      return;
    }
    services = await module.boot();
  } catch (error) {
    // Configuration and lock problems are reported in one line, without a stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { env, logger } = module;
  const log = logger();
  const { PORT, HOST, PUBLIC_URL } = env();
  handleProcessFailures(log);

  let stopping = false;
  const server = express();
  server.disable("x-powered-by");
  // While shutting down, every answer ends its connection: a keep-alive client (a reverse
  // proxy's connection pool above all) would otherwise keep sending requests on it, and the
  // server could never finish closing.
  server.use((_req, res, next) => {
    if (stopping) res.setHeader("Connection", "close");
    next();
  });
  // Below ~1 kB compressing costs more than it saves (and cached pages come pre-compressed).
  server.use(compression({ threshold: 1024 }));
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

  const listener = server.listen(PORT, HOST, async (error) => {
    if (error) {
      // Nothing is served: give the database (and its lock) back before saying why.
      await services.close().catch(() => {});
      await vite?.close();
      console.error(listenFailure(error, HOST, PORT));
      process.exit(1);
    }
    log.info({ port: PORT }, `Listening on ${PUBLIC_URL}`);
    // Under a supervisor the primary says it once every worker listens.
    if (!cluster.isWorker) console.log(`Ready: ${PUBLIC_URL}`);
  });
  // A proxy in front keeps its idle connections for less than this (deploy/nginx.conf: 4 s),
  // so it, not the server, closes them: a connection the server closes may be carrying a request.
  listener.keepAliveTimeout = 5_000;

  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "Shutting down: finishing in-flight requests");
    const forced = setTimeout(() => {
      log.error("Shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    // Stop accepting connections but leave the idle keep-alive ones open. Closing an idle
    // connection races the request its client may be sending on it at that instant, and a
    // client may not repeat a POST that met a closed connection (a reverse proxy answers 502):
    // an enquiry would be lost. So each connection closes after its next answer (the
    // Connection: close above), or when its client lets it idle out (a proxy's pool timeout is
    // below the server's keep-alive timeout), or at that timeout. http.Server#close would
    // close the idle ones at once; net.Server#close only stops listening.
    net.Server.prototype.close.call(listener, async () => {
      await vite?.close();
      await services.close();
      log.info("Stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** How long the primary waits for its workers to finish their requests before killing them. */
const WORKER_SHUTDOWN_GRACE_MS = 12_000;
/** A worker that died after it served is replaced after this pause (no tight crash loop). */
const WORKER_RESTART_DELAY_MS = 1_000;

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many workers sharing the port
 * and keeps them running. A worker that dies after start-up is replaced; one of the first that
 * fails before it listens (a bad configuration, a port in use, the database unreachable) would
 * fail again, so the primary stops the others and exits with its code. SIGTERM/SIGINT are passed on and the
 * primary exits once every worker has finished its requests (each has its own grace period).
 * The workers exit by themselves if the primary is killed outright: their IPC channel closes.
 */
function superviseWorkers(module, count) {
  const log = module.logger();
  const { PUBLIC_URL } = module.env();
  handleProcessFailures(log);
  const alive = new Set();
  const listening = new Set();
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => alive.add(cluster.fork());
  const stopAll = (signal) => {
    for (const worker of alive) worker.process.kill(signal);
  };
  const exitWhenAllGone = () => {
    if (alive.size === 0) process.exit(exitCode);
  };

  cluster.on("listening", (worker) => {
    listening.add(worker);
    if (!announced && listening.size === count) {
      announced = true;
      log.info({ workers: count }, `Listening on ${PUBLIC_URL}`);
      console.log(`Ready: ${PUBLIC_URL} (${count} workers)`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    const served = listening.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      exitWhenAllGone();
      return;
    }
    if (!served && !announced) {
      // Its own one-line reason is already on stderr.
      stopping = true;
      exitCode = code || 1;
      stopAll("SIGTERM");
      exitWhenAllGone();
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, "A worker stopped; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, WORKER_RESTART_DELAY_MS);
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: alive.size }, "Shutting down: stopping the workers");
    stopAll("SIGTERM");
    const forced = setTimeout(() => {
      log.error("Workers took too long to stop; killing them");
      stopAll("SIGKILL");
      process.exit(1);
    }, WORKER_SHUTDOWN_GRACE_MS);
    forced.unref();
    exitWhenAllGone();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let index = 0; index < count; index++) fork();
}

/** One line an operator can act on when the port cannot be opened. */
function listenFailure(error, host, port) {
  if (error.code === "EADDRINUSE") {
    return `Port ${port} on ${host} is already in use (is the server already running?). Stop the other process or set PORT.`;
  }
  if (error.code === "EACCES") {
    return `Port ${port} on ${host} needs privileges this user does not have. Set PORT to 1024 or above.`;
  }
  return `Cannot listen on ${host}:${port}: ${error.message}`;
}

/**
 * A thrown exception nobody caught leaves the process in an unknown state: log it and exit
 * non-zero so the supervisor starts a clean one (the database lock notices the dead owner).
 * A rejected promise nobody awaited is a bug in one code path, not a corrupted process: it is
 * logged as an error and the server keeps answering everyone else.
 */
function handleProcessFailures(log) {
  process.on("uncaughtException", (error) => {
    log.fatal({ err: error }, "Uncaught exception; exiting");
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    log.error({ err: reason }, "Unhandled promise rejection");
  });
}

main();
