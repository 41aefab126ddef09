#!/usr/bin/env node
// Load test of POST /api/contact-submissions against the production server, on the embedded
// database (PGlite) and on PostgreSQL. For each engine it starts `node server.js` from the
// build (run `npx react-router build` first) on a free port with a fresh database and
// DISABLE_RATE_LIMITS=true, posts the submissions with autocannon, then prints throughput,
// latency and whether the stored row count equals the number of 201 answers.
//
//   node bench/contact-load.mjs [--engine pglite|postgres|both] [--requests 5000]
//        [--concurrency 50] [--solved 0] [--build build] [--postgres postgres://...]
//
// Submissions carry no proof-of-work by default (a flood, as bots send it: each is stored
// flagged as spam and notifies no one). `--solved N` solves N challenges first and sends them
// with the first N requests, which then take the full path (rendered staff and confirmation
// mail queued in the outbox, delivered to .eml files by the worker while the load runs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

if (!isMainThread) {
  // A solver thread: fetches challenges from the server and solves them.
  const { solveChallenge } = await import("altcha-lib");
  const { deriveKey } = await import("altcha-lib/algorithms/sha");
  for (let index = 0; index < workerData.count; index++) {
    const challenge = await fetch(`${workerData.baseUrl}/api/altcha/challenge`).then((response) =>
      response.json(),
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    parentPort.postMessage(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
  }
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    requests: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "50" },
    solved: { type: "string", default: "0" },
    build: { type: "string", default: process.env.BUILD_DIR ?? "build" },
    postgres: {
      type: "string",
      default:
        process.env.TEST_DATABASE_URL ??
        process.env.DATABASE_URL ??
        "postgres://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const total = Number(options.requests);
const concurrency = Number(options.concurrency);
const solvedCount = Math.min(total, Number(options.solved));
const engines = options.engine === "both" ? ["pglite", "postgres"] : [options.engine];

if (!fs.existsSync(path.join(root, options.build, "server", "index.js"))) {
  console.error(`No production build in ${options.build}/: run \`npx react-router build\` first.`);
  process.exit(2);
}

const { default: autocannon } = await import("autocannon");
const { default: pg } = await import("pg");
const { PGlite } = await import("@electric-sql/pglite");
const { startServer } = await import("./production-server.mjs");

async function solveChallenges(baseUrl, count) {
  if (count === 0) return [];
  const threads = Math.max(1, Math.min(os.cpus().length, count));
  const started = performance.now();
  const payloads = [];
  await Promise.all(
    Array.from({ length: threads }, (_, index) => {
      const share = Math.floor(count / threads) + (index < count % threads ? 1 : 0);
      return new Promise((resolve, reject) => {
        const worker = new Worker(fileURLToPath(import.meta.url), {
          workerData: { baseUrl, count: share },
        });
        worker.on("message", (payload) => payloads.push(payload));
        worker.on("error", reject);
        worker.on("exit", resolve);
      });
    }),
  );
  console.log(
    `  solved ${payloads.length} proof-of-work challenges in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return payloads;
}

function submission(index, altcha) {
  return JSON.stringify({
    fullName: `Load Test ${index}`,
    company: "Benchmark Holdings / Director",
    email: `load.${index}@example.com`,
    phone: index % 2 ? "+65 6123 4567" : "",
    location: "Singapore",
    inquiryType: ["purchase", "selling", "general"][index % 3],
    message: `Submission ${index} of the contact load test.`,
    captcha: true,
    ...(altcha ? { altcha } : {}),
  });
}

async function runLoad(baseUrl, payloads) {
  let next = 0;
  const errorCodes = {};
  const instance = autocannon({
    url: baseUrl,
    connections: concurrency,
    amount: total,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/contact-submissions",
        headers: { "Content-Type": "application/json" },
        setupRequest: (request) => {
          const index = next++;
          return { ...request, body: submission(index, payloads[index]) };
        },
      },
    ],
  });
  instance.on("reqError", (error) => {
    const code = error.code ?? error.message;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  });
  const result = await instance;
  return { ...result, errorCodes };
}

async function countRowsPglite(dataDir) {
  const database = await PGlite.create(path.join(dataDir, "pgdata"));
  try {
    const { rows } = await database.query(
      "select count(*)::int as rows, count(*) filter (where not is_spam)::int as verified from contact_submissions",
    );
    const mail = await database.query("select count(*)::int as mail from mail_outbox");
    return { ...rows[0], mail: mail.rows[0].mail };
  } finally {
    await database.close();
  }
}

async function countRowsPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as rows, count(*) filter (where not is_spam)::int as verified from contact_submissions",
    );
    const mail = await client.query("select count(*)::int as mail from mail_outbox");
    return { ...rows[0], mail: mail.rows[0].mail };
  } finally {
    await client.end();
  }
}

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: options.postgres });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function report(engine, result, counts) {
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  const seconds = result.duration;
  const ok = counts.rows === created;
  console.log(`\n${engine}: ${total} POST /api/contact-submissions, ${concurrency} connections`);
  console.log(
    `  throughput      ${(result.requests.sent / seconds).toFixed(1)} requests/s (${seconds.toFixed(1)} s)`,
  );
  console.log(
    `  latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  answers         201: ${created}, other: ${result.non2xx + (result["2xx"] - created)}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
  );
  if (result.errors) console.log(`  errors by kind  ${JSON.stringify(result.errorCodes)}`);
  console.log(
    `  stored          ${counts.rows} rows (${counts.verified} verified, ${counts.rows - counts.verified} flagged), ${counts.mail} mail queued`,
  );
  console.log(`  check           rows == 201 answers: ${ok ? "OK" : "MISMATCH"}`);
  return ok;
}

let allOk = true;
for (const engine of engines) {
  const env = {
    BUILD_DIR: options.build,
    LOG_LEVEL: "error",
    DISABLE_RATE_LIMITS: "true",
    STAFF_NOTIFY_EMAILS: "staff@bench.example",
    SMTP_URL: "",
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `contact-load-${engine}-`));
  env.DATA_DIR = dataDir;
  let databaseUrl;
  let databaseName;
  if (engine === "postgres") {
    databaseName = `contact_load_${Date.now().toString(36)}`;
    await withAdmin((client) => client.query(`create database ${databaseName}`));
    const url = new URL(options.postgres);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
  } else {
    env.DATABASE_URL = "";
  }
  try {
    const server = await startServer(env);
    let result;
    try {
      const payloads = await solveChallenges(server.url, solvedCount);
      result = await runLoad(server.url, payloads);
    } finally {
      // Stopping first also releases the embedded database for the count below.
      await server.stop();
    }
    const counts =
      engine === "postgres" ? await countRowsPostgres(databaseUrl) : await countRowsPglite(dataDir);
    allOk = report(engine, result, counts) && allOk;
  } finally {
    if (databaseName) {
      await withAdmin((client) => client.query(`drop database if exists ${databaseName}`));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(allOk ? 0 : 1);
