#!/usr/bin/env node
// Render throughput of the production server on PostgreSQL with one and with two processes
// (WEB_CONCURRENCY=1, then 2) in one run, on a fresh database each time, with the page cache
// off (PAGE_CACHE_MB=0) so that every request is a full server render. Prints req/s per page
// for each configuration and the ratio two/one.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/workers.mjs
//   (TEST_DATABASE_URL is used when BENCH_DATABASE_URL is unset; a database named after it
//   with a _bench_workers suffix is created and dropped.)
//   options: --duration <s> per page (default 8, at most 30)  --connections <n> (default 10)
//
// Loopback only. Exits 1 when a request fails.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { assertLoopback, startServer } from "./production-server.mjs";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Math.min(Math.max(Number(options.duration) || 8, 1), 30);
const connections = Math.min(Math.max(Number(options.connections) || 10, 1), 100);
const PAGES = ["/journal", "/aircraft", "/"];

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.");
  process.exit(1);
}
assertLoopback(`http://${new URL(adminUrl).hostname}`);

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function run(admin, workers) {
  const owner = new URL(adminUrl).pathname.slice(1) || "postgres";
  const database = `${owner}_bench_workers_${workers}_${process.pid}`;
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const server = await startServer({
    DATABASE_URL: databaseUrl.toString(),
    WEB_CONCURRENCY: String(workers),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PAGE_CACHE_MB: "0",
  });
  try {
    // Warms every worker (the second may still be starting when /healthz first answers).
    for (const page of PAGES) {
      await new Promise((resolve, reject) =>
        autocannon({ url: `${server.url}${page}`, connections, duration: 2 }, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    }
    const rates = {};
    for (const page of PAGES) {
      const result = await measure(`${server.url}${page}`);
      const failed = result.errors + result.timeouts + result.non2xx;
      if (failed > 0)
        throw new Error(`${page}: ${failed} failed requests with ${workers} worker(s)`);
      rates[page] = result.requests.average;
    }
    return rates;
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
  }
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  const one = await run(admin, 1);
  const two = await run(admin, 2);
  console.log(
    `Render throughput on PostgreSQL, page cache off, ${connections} connections, ${duration} s per page\n`,
  );
  console.log(`${"page".padEnd(12)}${"1 worker".padStart(14)}${"2 workers".padStart(14)}  ratio`);
  let totalOne = 0;
  let totalTwo = 0;
  for (const page of PAGES) {
    totalOne += one[page];
    totalTwo += two[page];
    console.log(
      `${page.padEnd(12)}${`${one[page].toFixed(0)} req/s`.padStart(14)}${`${two[page].toFixed(0)} req/s`.padStart(14)}  ${(two[page] / one[page]).toFixed(2)}`,
    );
  }
  console.log(
    `${"all".padEnd(12)}${`${totalOne.toFixed(0)} req/s`.padStart(14)}${`${totalTwo.toFixed(0)} req/s`.padStart(14)}  ${(totalTwo / totalOne).toFixed(2)}`,
  );
} finally {
  await admin.end();
}
