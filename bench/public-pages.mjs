#!/usr/bin/env node
// Speed of the public site, measured against the production server:
//   1. the JavaScript the home page loads on first load (module preloads and entry imports of its
//      HTML), gzip-compressed, against the 150 kB budget;
//   2. server-render throughput of /, /aircraft/gulfstream-g500 and /journal with autocannon.
//
//   node bench/public-pages.mjs                      # starts the build (BUILD_DIR, default build)
//                                                    # on a free port with a temporary DATA_DIR
//   node bench/public-pages.mjs --url http://127.0.0.1:3000   # an already running server
//   options: --duration <s> (default 10, at most 60)  --connections <n> (default 10, at most 100)
//
// Loopback only: it never sends load anywhere but this machine. Exits 1 when the budget is exceeded.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const JS_BUDGET_BYTES = 150 * 1024;
const PAGES = ["/", "/aircraft/gulfstream-g500", "/journal"];
const root = path.resolve(import.meta.dirname, "..");

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Math.min(Math.max(Number(options.duration) || 10, 1), 60);
const connections = Math.min(Math.max(Number(options.connections) || 10, 1), 100);

function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (!["127.0.0.1", "localhost", "::1"].includes(host)) {
    throw new Error(`Refusing to load-test ${host}: only loopback addresses are allowed`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the production server on a free loopback port with a fresh data directory. */
async function startServer() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!fs.existsSync(path.join(root, buildDir, "server/index.js"))) {
    console.log(`No production build in ${buildDir}/: building…`);
    const build = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error("react-router build failed");
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Whatever ends this script (an error, Ctrl-C, a closed pipe) also ends the server.
  const killChild = () => child.exitCode === null && child.kill("SIGKILL");
  process.once("exit", killChild);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      killChild();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  }
  process.stdout.on("error", () => process.exit(1));
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited before it was ready:\n${errors}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become ready within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

/** Every script the HTML makes the browser load at once: module preloads and entry imports. */
function firstLoadScripts(html, base) {
  const urls = new Set();
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(new URL(href, base).toString());
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    urls.add(new URL(match[1], base).toString());
  }
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const specifier of match[1].matchAll(
      /(?:import\s*(?:[^"']*?from\s*)?|import\()\s*["']([^"']+\.js)["']/g,
    )) {
      urls.add(new URL(specifier[1], base).toString());
    }
  }
  return [...urls];
}

async function measureJavaScript(base) {
  const response = await fetch(base);
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const scripts = firstLoadScripts(await response.text(), base);
  const files = [];
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ path: new URL(url).pathname, raw: body.length, gzip: gzipSync(body).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return files;
}

function kB(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function measureThroughput(base, page) {
  const result = await autocannon({
    url: new URL(page, base).toString(),
    connections,
    duration,
    headers: { "Accept-Encoding": "gzip" },
  });
  return {
    page,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    median: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const server = options.url ? { url: options.url, stop: async () => {} } : await startServer();
  assertLoopback(server.url);
  try {
    console.log(`Server: ${server.url}\n`);
    const files = await measureJavaScript(server.url);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
    console.log(`First-load JavaScript of / (${files.length} files)`);
    for (const file of files) {
      console.log(
        `  ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.path}`,
      );
    }
    const withinBudget = total <= JS_BUDGET_BYTES;
    console.log(
      `  total ${kB(total)} gzip (${kB(totalRaw)} raw); budget ${kB(JS_BUDGET_BYTES)}: ${withinBudget ? "within budget" : "OVER BUDGET"}\n`,
    );

    console.log(
      `Server-render throughput (autocannon, ${connections} connections, ${duration} s each)`,
    );
    const rows = [];
    for (const page of PAGES) {
      const row = await measureThroughput(server.url, page);
      rows.push(row);
      console.log(
        `  ${page.padEnd(28)} ${row.requestsPerSecond.toFixed(1).padStart(8)} req/s   p50 ${String(row.median).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms${row.non2xx || row.errors ? `   non-2xx ${row.non2xx}, errors ${row.errors}` : ""}`,
      );
    }
    if (!withinBudget || rows.some((row) => row.non2xx > 0 || row.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
