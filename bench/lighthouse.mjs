#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone, slow 4G and a 4x slower CPU, all simulated)
// over the public pages that matter most, against the production build, printing the four
// category scores of each page.
//
//   node bench/lighthouse.mjs                      # starts the build (BUILD_DIR, default build)
//                                                  # on a free port with a temporary DATA_DIR
//   node bench/lighthouse.mjs --url http://127.0.0.1:3000   # an already running server
//   options: --runs <n> (default 1, at most 5): the median Performance of n runs per page,
//            with the lowest and highest run beside it
//
// Chromium is Debian's (CHROMIUM_PATH, default /usr/bin/chromium). Performance
// depends on how busy the machine is: Lighthouse simulates the network and CPU throttling from
// what it observes, so a loaded machine scores lower than a quiet one. Exits 1 when
// Accessibility, Best Practices or SEO is below 100 on any page.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tools/chromium.mjs";
import { assertLoopback, startServer } from "./production-server.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LABELS = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};
/** The categories that must score 100 whatever the machine's load. */
const MUST_BE_PERFECT = ["accessibility", "best-practices", "seo"];

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "1" },
  },
});
const runs = Math.min(Math.max(Number(options.runs) || 1, 1), 5);

/** The newest published article, from the journal's RSS feed. */
async function articlePath(base) {
  const rss = await (await fetch(`${base}/journal/rss.xml`)).text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(rss)?.[1];
  if (!link) throw new Error("The journal has no published article to measure");
  return new URL(link).pathname;
}

class LighthouseRunError extends Error {
  constructor(url, { code, message }) {
    super(`${url}: ${message}`);
    this.code = code;
  }
}

/**
 * Chromium sometimes drops the navigation's start from the trace on a busy machine
 * (NO_NAVSTART: Lighthouse cannot time anything), a fault of the recording and not of the
 * page; such a run is repeated, at most twice.
 */
async function auditWithRetry(url, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (error?.code !== "NO_NAVSTART" || attempt === 3) throw error;
      console.log(`    (${url}: the trace lost its navigation start; run again)`);
    }
  }
}

/** One Lighthouse run of `url`: each category's score out of 100, and the failing audits. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75 },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const failing = MUST_BE_PERFECT.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${LABELS[id]}: ${lhr.audits[ref.id]?.title}`),
  );
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"]
    .map(
      (id) => `${id.replace(/(^|-)(\w)\w*/g, "$2").toUpperCase()} ${lhr.audits[id]?.displayValue}`,
    )
    .concat(`CLS ${lhr.audits["cumulative-layout-shift"]?.displayValue}`)
    .join(", ");
  return { scores, failing, metrics };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = options.url ? { url: options.url, stop: async () => {} } : await startServer();
assertLoopback(server.url);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
let ok = true;
try {
  const pages = ["/", "/journal", await articlePath(server.url), "/aircraft/gulfstream-g500"];
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, ${server.url}\n`);
  console.log(
    `${["page".padEnd(52), ...CATEGORIES.map((id) => LABELS[id].padStart(15))].join("")}  metrics`,
  );
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++)
      results.push(await auditWithRetry(`${server.url}${page}`, chrome.port));
    const performances = results.map((result) => result.scores.performance);
    const performance = median(performances);
    const chosen = results.find((result) => result.scores.performance === performance);
    const scores = { ...chosen.scores, performance };
    // With several runs, the Performance column also gives the lowest and highest run.
    const shown = {
      ...scores,
      performance:
        runs > 1
          ? `${performance} (${Math.min(...performances)}–${Math.max(...performances)})`
          : performance,
    };
    console.log(
      [page.padEnd(52), ...CATEGORIES.map((id) => String(shown[id]).padStart(15))].join("") +
        `  ${chosen.metrics}`,
    );
    for (const failure of chosen.failing) console.log(`    ✗ ${failure}`);
    if (MUST_BE_PERFECT.some((id) => scores[id] < 100)) ok = false;
  }
} finally {
  chrome.kill();
  await server.stop();
}
if (!ok) {
  console.error("\nAccessibility, Best Practices and SEO must be 100 on every page.");
  process.exit(1);
}
