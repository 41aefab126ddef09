#!/usr/bin/env node
// What the rendered-page cache buys, measured against the production server. For each page it
// measures, interleaved in one run (round-robin short autocannon bursts, several rounds, so
// the machine's load falls on all three alike):
//   static   the page's own HTML saved as a file and served by the same server (express.static
//            behind the same compression middleware);
//   cached   the page, from the page cache;
//   uncached the page with the cache bypassed (a query parameter outside the allow-list), i.e.
//            a full render;
// and prints req/s with the ratios cached/static and uncached/static.
//
//   node bench/page-cache.mjs          # starts the build (BUILD_DIR, default build) on a free
//                                      # port with a temporary DATA_DIR (embedded database)
//   options: --rounds <n> (default 3, at most 10)  --burst <s> (default 2, at most 10)
//            --connections <n> (default 10, at most 100)
//
// Loopback only. Exits 1 when a request fails or a variant is not served as intended.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer } from "./production-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const TARGET_CACHED = 3;
const TARGET_UNCACHED = 0.2;
/** What a browser sends; the static file is compressed per request, the cached page is not. */
const ACCEPT_ENCODING = "gzip, deflate, br";

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    burst: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
  },
});
const clamp = (value, low, high, fallback) =>
  Math.min(Math.max(Number(value) || fallback, low), high);
const rounds = clamp(options.rounds, 1, 10, 3);
const burst = clamp(options.burst, 1, 10, 2);
const connections = clamp(options.connections, 1, 100, 10);

/** A published article's slug, read from the journal page. */
async function firstArticleSlug(base) {
  const html = await (await fetch(`${base}/journal`)).text();
  const slug = /href="\/journal\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("No article link on /journal");
  return slug;
}

/** Saves each page's HTML under the build's public directory, served as a static file. */
async function saveStaticCopies(base, pages, directory) {
  fs.mkdirSync(directory, { recursive: true });
  const copies = new Map();
  for (const [index, page] of pages.entries()) {
    const html = await (await fetch(`${base}${page}`)).text();
    const name = `page-${index}.html`;
    fs.writeFileSync(path.join(directory, name), html);
    copies.set(page, `/${path.basename(directory)}/${name}`);
  }
  return copies;
}

async function expectCache(url, expected, headers = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  const actual = response.headers.get("x-cache");
  if (response.status !== 200 || actual !== expected) {
    throw new Error(
      `${url}: expected 200 with X-Cache ${expected}, got ${response.status} ${actual}`,
    );
  }
}

async function runBurst(url) {
  const result = await autocannon({
    url,
    connections,
    duration: burst,
    headers: { "Accept-Encoding": ACCEPT_ENCODING },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const format = (value, digits = 0) => value.toFixed(digits).padStart(8);

async function main() {
  const server = await startServer();
  const staticDirectory = path.join(root, buildDir, "client", `bench-static-${process.pid}`);
  const cleanUp = () => fs.rmSync(staticDirectory, { recursive: true, force: true });
  process.once("exit", cleanUp);
  try {
    const slug = await firstArticleSlug(server.url);
    const pages = ["/", "/journal", `/journal/${slug}`, "/aircraft/gulfstream-g500"];
    const copies = await saveStaticCopies(server.url, pages, staticDirectory);
    const variants = pages.map((page) => ({
      page,
      urls: {
        static: `${server.url}${copies.get(page)}`,
        cached: `${server.url}${page}`,
        uncached: `${server.url}${page}${page.includes("?") ? "&" : "?"}utm_source=bench`,
      },
    }));
    for (const { urls } of variants) {
      await expectCache(urls.cached, "hit");
      await expectCache(urls.uncached, "bypass");
    }

    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
    console.log(
      `Page cache vs static file (autocannon, ${connections} connections, ${rounds} rounds of ${burst} s bursts per variant, Accept-Encoding: ${ACCEPT_ENCODING})`,
    );
    console.log(`${os.cpus().length} CPUs, load average before: ${load}\n`);

    const totals = new Map();
    let failures = 0;
    for (let round = 1; round <= rounds; round++) {
      for (const { page, urls } of variants) {
        for (const [variant, url] of Object.entries(urls)) {
          const result = await runBurst(url);
          failures += result.failures;
          const key = `${page} ${variant}`;
          const sum = totals.get(key) ?? { requests: 0, seconds: 0 };
          totals.set(key, {
            requests: sum.requests + result.requests,
            seconds: sum.seconds + result.seconds,
          });
        }
      }
      process.stdout.write(`  round ${round}/${rounds} done\n`);
    }

    const rate = (page, variant) => {
      const { requests, seconds } = totals.get(`${page} ${variant}`);
      return requests / seconds;
    };
    console.log(
      `\n  ${"page".padEnd(44)} ${"static".padStart(8)} ${"cached".padStart(8)} ${"uncached".padStart(8)}   cached/static  uncached/static`,
    );
    let metTargets = true;
    for (const { page } of variants) {
      const [fixed, cached, uncached] = ["static", "cached", "uncached"].map((v) => rate(page, v));
      const cachedRatio = cached / fixed;
      const uncachedRatio = uncached / fixed;
      metTargets &&= cachedRatio >= TARGET_CACHED && uncachedRatio >= TARGET_UNCACHED;
      console.log(
        `  ${page.padEnd(44)} ${format(fixed)} ${format(cached)} ${format(uncached)}   ${format(cachedRatio, 2)}×      ${format(uncachedRatio, 2)}×`,
      );
    }
    console.log(
      `\n  req/s; targets: cached ≥ ${TARGET_CACHED}× static, uncached ≥ ${TARGET_UNCACHED}× static — ${metTargets ? "met" : "NOT met"}`,
    );
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
    );
    if (failures > 0) {
      console.log(`  ${failures} requests failed`);
      process.exitCode = 1;
    }
  } finally {
    cleanUp();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
