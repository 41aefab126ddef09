import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuild,
  rawRequest,
  runToExit,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from "./server";

/** The pids of a process's children, from /proc (Linux). */
function childPids(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The parent pid is the second field after the parenthesised command name.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) found.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function until(condition: () => boolean | Promise<boolean>, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe("WEB_CONCURRENCY refused where it cannot work", { timeout: 60_000 }, () => {
  beforeAll(() => ensureBuild(), 180_000);

  it("stops with one line on the embedded database, which one process only may open", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workers-embedded-"));
    try {
      const result = await runToExit(process.execPath, ["server.js"], {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        WEB_CONCURRENCY: "2",
        AUTH_SECRET: "s".repeat(40),
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        "WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only. Set WEB_CONCURRENCY=1 or DATABASE_URL.",
      );
      // Nothing was opened: no database files in the data directory.
      expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stops with one line when several processes would each make up their own AUTH_SECRET", async () => {
    const result = await runToExit(process.execPath, ["server.js"], {
      DATABASE_URL: "postgres://app@127.0.0.1:1/unused",
      WEB_CONCURRENCY: "3",
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "WEB_CONCURRENCY=3 needs AUTH_SECRET (at least 32 characters): every process must sign sessions and links with the same secret.",
    );
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(adminUrl))("two workers on PostgreSQL", { timeout: 90_000 }, () => {
  const owner = new URL(adminUrl ?? "postgres://localhost/postgres").pathname.slice(1);
  const database = `${owner || "postgres"}_workers_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workers-pg-"));
  let admin: pg.Client;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ensureBuild();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${database}`;
    server = await spawnServer({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
      AUTH_SECRET: randomBytes(32).toString("hex"),
    });
    await waitUntilHealthy(server, 90_000);
    expect(await until(() => server?.output().includes("(2 workers)") ?? false, 60_000)).toBe(true);
  }, 180_000);

  afterAll(async () => {
    const primary = server?.child.pid;
    const workers = primary ? childPids(primary) : [];
    await server?.stop("SIGKILL");
    for (const pid of workers) if (alive(pid)) process.kill(pid, "SIGKILL");
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("replaces a worker that dies while serving, and keeps answering meanwhile", async () => {
    const primary = server?.child.pid ?? 0;
    const [victim, survivor] = childPids(primary);
    expect(victim && survivor).toBeTruthy();
    process.kill(victim ?? 0, "SIGKILL");
    // Reaped by the primary, which then stops handing it connections.
    expect(await until(() => !alive(victim ?? 0), 5_000)).toBe(true);
    // A visitor's next page opens a new connection; the primary hands it to a live worker.
    for (let index = 0; index < 5; index++) {
      expect((await rawRequest(`${server?.url}/journal`, {})).status).toBe(200);
    }
    // Two workers and the primary said "Listening" at start; the replacement says it too.
    const listening = () => server?.output().split("Listening on").length ?? 0;
    const replaced = await until(() => {
      const workers = childPids(primary);
      return workers.length === 2 && !workers.includes(victim ?? 0) && listening() - 1 === 4;
    }, 30_000);
    expect(replaced).toBe(true);
    expect(server?.output()).toContain("A worker stopped; starting another");
  });

  it("stops every worker with the primary on SIGTERM, exiting 0", async () => {
    const primary = server?.child.pid ?? 0;
    const workers = childPids(primary);
    expect(workers).toHaveLength(2);
    expect(await server?.stop("SIGTERM")).toBe(0);
    expect(await until(() => workers.every((pid) => !alive(pid)), 5_000)).toBe(true);
  });
});
