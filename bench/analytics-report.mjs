#!/usr/bin/env node
// The analytics report with a year of traffic: seeds 1,000,000 events (and 2,000 attributed
// leads) into a fresh database, rolls the finished days up as the background job does, and
// prints how long the report of /admin/analytics takes to compute (median of 5 runs per view)
// on the embedded database (PGlite) and on PostgreSQL.
//
//   npm run bench:analytics                        # both engines; PostgreSQL at BENCH_POSTGRES_URL,
//                                                  # else TEST_DATABASE_URL's server, else 127.0.0.1:5432
//   npm run bench:analytics -- --engine pglite     # one engine
//   options: --events <n> (default 1000000)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    events: { type: "string", default: "1000000" },
  },
});
const engines = values.engine === "both" ? ["pglite", "postgres"] : [values.engine];
let failed = false;
for (const engine of engines) {
  const run = spawnSync(
    "npx",
    ["tsx", "bench/analytics-report-engine.ts", engine, String(Number(values.events) || 1_000_000)],
    { cwd: root, stdio: "inherit", env: { ...process.env, LOG_LEVEL: "warn" } },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
