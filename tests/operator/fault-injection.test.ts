import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuild,
  postContact,
  preparedDataDir,
  type ServerProcess,
  spawnServer,
  startServer,
} from "./server";

/**
 * The server under faults an operator meets: connections cut by a database failover, the
 * database away for a while, the process killed mid-load. Whatever happens, it stays up
 * (or comes back at once) and every enquiry it acknowledged with 201 is stored.
 */

type Load = {
  acknowledged: string[];
  /** Sent but never answered 201 (the connection dropped, or the server was failing). */
  unanswered: string[];
  statuses: number[];
  done: Promise<void>;
  stop: () => void;
};

/** The idempotency key a client sends with the enquiry of `email`, and again with its retry. */
const idempotencyKey = (email: string) => `key-${email.replace(/[^a-z0-9-]/gi, "-")}`;

/**
 * Posts contact enquiries from `concurrency` loopback clients until `total` or stopped, each
 * with its own idempotency key, as a client that means to retry would.
 */
function runContactLoad(baseUrl: string, tag: string, total: number, concurrency = 6): Load {
  const acknowledged: string[] = [];
  const unanswered: string[] = [];
  const statuses: number[] = [];
  let next = 0;
  let stopped = false;
  const client = async () => {
    while (!stopped && next < total) {
      const email = `${tag}-${next++}@example.com`;
      const status = await postContact(baseUrl, email, {
        "Idempotency-Key": idempotencyKey(email),
      });
      statuses.push(status);
      (status === 201 ? acknowledged : unanswered).push(email);
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, client)).then(() => {});
  return {
    acknowledged,
    unanswered,
    statuses,
    done,
    stop: () => {
      stopped = true;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
}

/** /healthz's status, polled until it is `wanted` or `limitMs` passed. */
async function healthBecomes(baseUrl: string, wanted: number, limitMs: number) {
  const deadline = Date.now() + limitMs;
  let status = 0;
  do {
    status = await fetch(`${baseUrl}/healthz`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === wanted) return status;
    await sleep(100);
  } while (Date.now() < deadline);
  return status;
}

// The operator tier runs once: the embedded database's faults always, PostgreSQL's whenever a
// server is configured (TEST_DATABASE_URL, as in CI).
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(adminUrl);

describe.runIf(onPostgres)("on PostgreSQL", { timeout: 90_000 }, () => {
  // Named after the database of TEST_DATABASE_URL, so it stays in that owner's namespace.
  const owner = new URL(adminUrl ?? "postgres://localhost/postgres").pathname.slice(1);
  const database = `${owner || "postgres"}_fault_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "operator-pg-"));
  let server: ServerProcess | undefined;
  let admin: pg.Client;

  const databaseUrl = () => {
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${database}`;
    return url.toString();
  };
  const terminateAppConnections = () =>
    admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
  const storedEmails = async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const result = await client.query<{ email: string }>("select email from contact_submissions");
      return new Set(result.rows.map((row) => row.email));
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    ensureBuild();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    server = await startServer({
      DATABASE_URL: databaseUrl(),
      DATA_DIR: dataDir,
      DISABLE_RATE_LIMITS: "true",
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await admin.query(`alter database ${database} allow_connections true`).catch(() => {});
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stays up while its connections are cut under load, and stores every acknowledged enquiry", async () => {
    const load = runContactLoad(server!.url, "cut", 240);
    for (let round = 1; round <= 3; round++) {
      await until(() => load.statuses.length >= round * 60, 20_000);
      await terminateAppConnections();
    }
    await load.done;
    expect(server!.child.exitCode).toBeNull();
    expect(load.acknowledged.length).toBeGreaterThan(0);
    const stored = await storedEmails();
    expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(server!.output()).toContain("Lost a database connection");
    expect(await healthBecomes(server!.url, 200, 5_000), server!.output().slice(-3_000)).toBe(200);
  });

  it("says 503 while the database is away, and 200 within 5 s of its return", async () => {
    await admin.query(`alter database ${database} allow_connections false`);
    await terminateAppConnections();
    expect(await healthBecomes(server!.url, 503, 10_000)).toBe(503);
    // Requests meanwhile are refused as "try again shortly", not as server bugs.
    expect(await postContact(server!.url, "while-away@example.com")).toBe(503);
    const page = await fetch(`${server!.url}/journal`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    // The outbox and generation workers fail their passes meanwhile, and carry on.
    await sleep(1_000);
    expect(server!.child.exitCode).toBeNull();

    await admin.query(`alter database ${database} allow_connections true`);
    expect(await healthBecomes(server!.url, 200, 5_000), server!.output().slice(-3_000)).toBe(200);
    expect(await postContact(server!.url, "after-return@example.com")).toBe(201);
  });
});

describe("on the embedded database", { timeout: 90_000 }, () => {
  const dataDir = preparedDataDir("operator-kill-");
  let server: ServerProcess | undefined;

  beforeAll(() => ensureBuild(), 180_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("restarts at once after kill -9 mid-load: every acknowledged enquiry stored, retries stored once", async () => {
    const env = { DATA_DIR: dataDir, DISABLE_RATE_LIMITS: "true" };
    server = await startServer(env);
    const load = runContactLoad(server.url, "killed", 10_000);
    await until(() => load.acknowledged.length >= 40, 30_000);
    server.child.kill("SIGKILL");
    await server.exited;
    load.stop();
    await load.done;
    const acknowledged = [...load.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // No wait for the dead process's lock to age: the restart opens the database at once.
    server = await spawnServer(env);
    await until(
      () => server!.output().includes("Ready") || server!.child.exitCode !== null,
      30_000,
    );
    expect(server.output()).not.toContain("already in use");
    expect(server.output()).toContain("Ready");
    expect(await postContact(server.url, "after-restart@example.com")).toBe(201);

    // The clients cut off by the kill retry with the same keys. Some of those enquiries were
    // committed before the kill: the retry answers the stored lead instead of a second one.
    const retried = [...load.unanswered];
    expect(retried.length).toBeGreaterThan(0);
    for (const email of retried) {
      expect(
        await postContact(server.url, email, { "Idempotency-Key": idempotencyKey(email) }),
      ).toBe(201);
    }

    expect(await server.stop("SIGTERM")).toBe(0);
    const database = await PGlite.create(path.join(dataDir, "pgdata"));
    try {
      const result = await database.query<{ email: string }>(
        "select email from contact_submissions",
      );
      const emails = result.rows.map((row) => row.email);
      const stored = new Set(emails);
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(retried.filter((email) => !stored.has(email))).toEqual([]);
      expect(stored.has("after-restart@example.com")).toBe(true);
      expect(emails.length, "no enquiry is stored twice").toBe(stored.size);
    } finally {
      await database.close();
    }
  });
});
