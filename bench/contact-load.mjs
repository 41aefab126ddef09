#!/usr/bin/env node
// Load test of POST /api/contact-submissions against the production server, on the embedded
// database (PGlite) and on PostgreSQL. For each engine it starts `node server.js` from the
// build (run `npx react-router build` first) on a free port with a fresh database,
// DISABLE_RATE_LIMITS=true and SMTP_URL pointing at a local SMTP sink, posts the submissions
// with autocannon, then prints throughput, latency and whether the stored row count equals the
// number of 201 answers; it then waits for the outbox to drain and checks that the sink got
// every message exactly once (a staff notification and a confirmation per verified row).
//
//   node bench/contact-load.mjs [--engine pglite|postgres|both] [--requests 3000]
//        [--concurrency 50] [--solved all|N] [--build build] [--before DIR]
//        [--rounds 1] [--postgres postgres://...]
//
// By default every request carries a solved proof-of-work, so each takes the full path (bot
// checks, lead stored, two messages queued). The challenges are fetched and solved before the
// timed phase, so the client's solving is not measured. `--solved 0` sends a flood as bots
// send it (stored flagged as spam, no mail). `--before DIR` also runs an earlier release and
// alternates the two `--rounds` times per engine, printing the throughput ratio: on a busy
// machine only figures from the same time window compare. DIR is a build directory of this
// checkout, or another checkout with its own server.js, build/ and node_modules (a `git
// worktree` of an older commit), which is what a release whose server or dependencies differ
// needs.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { freePort } from "./production-server.mjs";

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
    requests: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "50" },
    solved: { type: "string", default: "all" },
    build: { type: "string", default: process.env.BUILD_DIR ?? "build" },
    before: { type: "string" },
    rounds: { type: "string", default: "1" },
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
const solvedCount = options.solved === "all" ? total : Math.min(total, Number(options.solved));
const engines = options.engine === "both" ? ["pglite", "postgres"] : [options.engine];
const rounds = Number(options.rounds);
const builds = options.before ? [options.before, options.build] : [options.build];

/** Where a build's server runs: its own checkout when `build` is one, else this checkout. */
function serverOf(build) {
  const directory = path.resolve(root, build);
  return fs.existsSync(path.join(directory, "server.js"))
    ? { cwd: directory, buildDir: path.join(directory, "build") }
    : { cwd: root, buildDir: directory };
}

for (const build of builds) {
  if (!fs.existsSync(path.join(serverOf(build).buildDir, "server", "index.js"))) {
    console.error(`No production build in ${build}/: run \`npx react-router build\` first.`);
    process.exit(2);
  }
}

const { default: autocannon } = await import("autocannon");
const { default: pg } = await import("pg");
const { PGlite } = await import("@electric-sql/pglite");
const { SMTPServer } = await import("smtp-server");

/** A local SMTP server that accepts everything and counts deliveries per Message-ID. */
async function startSmtpSink() {
  const deliveries = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 8192) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `missing-${deliveries.size}`;
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    deliveries,
    reset: () => deliveries.clear(),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Waits until the sink holds `expected` messages and then stays still for a moment. */
async function waitForDeliveries(sink, expected) {
  const started = Date.now();
  let last = -1;
  let stillSince = Date.now();
  for (;;) {
    const received = [...sink.deliveries.values()].reduce((sum, count) => sum + count, 0);
    if (received !== last) {
      last = received;
      stillSince = Date.now();
    }
    // Done when everything arrived and a wrongly repeated delivery had time to show, or when
    // nothing has moved for a minute (then the check below reports what is missing).
    if (received >= expected && Date.now() - stillSince > 2_000) break;
    if (Date.now() - stillSince > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (Date.now() - started) / 1000;
}

async function startServer(env, cwd = root) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("The server did not start within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

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
  // autocannon ends a run of a set amount on its next one-second tick, so its own duration
  // overstates a 10 s run by up to 10%: the run is timed from its start to the last answer.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  instance.on("response", () => {
    lastAnswerAt = performance.now();
  });
  const result = await instance;
  return { ...result, seconds: (lastAnswerAt - startedAt) / 1000, errorCodes };
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

function report(engine, build, result, counts, delivery) {
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  const { seconds } = result;
  const ok = counts.rows === created;
  console.log(
    `\n${engine} (${build}): ${total} POST /api/contact-submissions, ${solvedCount} with solved proof-of-work, ${concurrency} connections`,
  );
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
  const throughput = result.requests.sent / seconds;
  if (delivery.seconds === null) return { ok, throughput };
  const perMessage = [...delivery.deliveries.values()];
  const delivered = perMessage.length;
  const duplicates = perMessage.filter((count) => count > 1).length;
  const expected = 2 * counts.verified;
  const mailOk = delivered === expected && duplicates === 0 && counts.mail === expected;
  console.log(
    `  delivered       ${delivered} distinct messages over SMTP (expected ${expected}), ${duplicates} delivered more than once, outbox drained in ${delivery.seconds.toFixed(1)} s`,
  );
  console.log(
    `  check           every message delivered exactly once: ${mailOk ? "OK" : "MISMATCH"}`,
  );
  return { ok: ok && mailOk, throughput };
}

const benchSecret = randomBytes(32).toString("hex");

/**
 * Solved challenges for the whole run: fetched from a short-lived server with the run's secret
 * and solved before anything is timed.
 */
async function solveForRun(sink) {
  if (solvedCount === 0) return [];
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-load-challenges-"));
  const server = await startServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BUILD_DIR: serverOf(options.build).buildDir,
    DISABLE_RATE_LIMITS: "true",
    SMTP_URL: sink.url,
    AUTH_SECRET: benchSecret,
    DATABASE_URL: "",
    DATA_DIR: dataDir,
  });
  try {
    return await solveChallenges(server.baseUrl, solvedCount);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One timed run. With `checkDelivery` it then waits for the outbox to drain into the sink; the
 * `--before` build is measured for throughput only, to keep the run short.
 */
async function runOnce(engine, build, sink, payloads, checkDelivery) {
  const port = await freePort();
  const { cwd, buildDir } = serverOf(build);
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BUILD_DIR: buildDir,
    DISABLE_RATE_LIMITS: "true",
    STAFF_NOTIFY_EMAILS: "staff@bench.example",
    SMTP_URL: sink.url,
    // One secret for every server of the run, so challenges solved once verify on each of them
    // (each run has a fresh database, so none is a replay there).
    AUTH_SECRET: benchSecret,
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
  sink.reset();
  try {
    const server = await startServer(env, cwd);
    let result;
    let counts;
    let seconds;
    try {
      result = await runLoad(server.baseUrl, payloads);
      if (engine === "postgres") counts = await countRowsPostgres(databaseUrl);
      seconds = checkDelivery
        ? await waitForDeliveries(sink, 2 * (counts?.verified ?? solvedCount))
        : null;
    } finally {
      // Stopping first also releases the embedded database for the count below.
      await server.stop();
    }
    counts ??= await countRowsPglite(dataDir);
    return report(engine, build, result, counts, { deliveries: sink.deliveries, seconds });
  } finally {
    if (databaseName) {
      await withAdmin((client) => client.query(`drop database if exists ${databaseName}`));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sink = await startSmtpSink();
const payloads = await solveForRun(sink);
let allOk = true;
const summary = [];
try {
  for (const engine of engines) {
    const throughput = new Map(builds.map((build) => [build, []]));
    for (let round = 0; round < rounds; round++) {
      for (const build of builds) {
        const outcome = await runOnce(engine, build, sink, payloads, build === options.build);
        allOk = outcome.ok && allOk;
        throughput.get(build).push(outcome.throughput);
      }
    }
    summary.push({ engine, throughput });
  }
} finally {
  await sink.stop();
}

console.log("\nsummary (requests/s per round)");
for (const { engine, throughput } of summary) {
  const rates = builds.map((build) => throughput.get(build));
  const line = builds.map(
    (build, index) => `${build}: ${rates[index].map((rate) => rate.toFixed(1)).join(" / ")}`,
  );
  if (options.before) {
    const ratios = rates[1].map((rate, round) => `${(rate / rates[0][round]).toFixed(2)}×`);
    line.push(`after / before: ${ratios.join(" / ")}`);
  }
  console.log(`  ${engine.padEnd(8)} ${line.join("   ")}`);
}
process.exit(allOk ? 0 : 1);
