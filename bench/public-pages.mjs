#!/usr/bin/env node
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { assertLoopback, startServer } from "./production-server.mjs";

const JS_BUDGET_BYTES = 125 * 1024;
const PAGES = ["/", "/aircraft/gulfstream-g500", "/journal"];

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Math.min(Math.max(Number(options.duration) || 10, 1), 60);
const connections = Math.min(Math.max(Number(options.connections) || 10, 1), 100);

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
