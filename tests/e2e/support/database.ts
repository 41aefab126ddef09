import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * The e2e server's database, and direct SQL on it for the tests.
 *
 * PostgreSQL whenever one is available: on TEST_DATABASE_URL's server (or a PostgreSQL answering
 * on 127.0.0.1:5432), a database named after TEST_DATABASE_URL's with `_e2e_<port>` appended,
 * dropped and created again before the server starts and left after the run for inspection,
 * like DATA_DIR. Tests read rows with plain SQL over one small pool.
 * Without PostgreSQL (or with E2E_DATABASE_URL set to an empty string) the server keeps its
 * embedded database under DATA_DIR; that database is locked by the server, so a query copies
 * its data directory and opens the copy in a second PGlite — correct but seconds per query.
 */

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

function localPostgresAnswers(): boolean {
  const probe = spawnSync("pg_isready", ["-h", "127.0.0.1", "-p", "5432", "-t", "2"]);
  return probe.status === 0;
}

/**
 * The PostgreSQL URL the e2e server on `port` uses, or "" for the embedded database. Decided once
 * by the runner process; its workers inherit the answer through E2E_DATABASE_URL.
 */
export function resolveE2eDatabaseUrl(port: number): string {
  const decided = process.env.E2E_DATABASE_URL;
  if (decided !== undefined) return decided;
  const server = process.env.TEST_DATABASE_URL || (localPostgresAnswers() ? LOCAL_POSTGRES : "");
  if (!server) return "";
  const url = new URL(server);
  const base = url.pathname.slice(1);
  url.pathname = `/${base && base !== "postgres" ? `${base}_` : ""}e2e_${port}`;
  return url.toString();
}

function databaseName(url: string) {
  return new URL(url).pathname.slice(1);
}

async function withMaintenanceClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** An empty database for one run: the previous run's database (and its connections) go first. */
export async function recreateE2eDatabase(url: string) {
  const name = pg.escapeIdentifier(databaseName(url));
  await withMaintenanceClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
}

let pool: pg.Pool | undefined;

/** Rows the server stored, read with plain SQL (the same SQL works on both engines). */
export async function queryDatabase<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return queryEmbeddedCopy<Row>(query, params);
  pool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
  return (await pool.query(query, params)).rows as Row[];
}

async function queryEmbeddedCopy<Row>(query: string, params: unknown[]): Promise<Row[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-pgdata-"));
  try {
    // Crash-consistent: PGlite replays the write-ahead log, so committed rows are all there.
    fs.cpSync(path.join(dataDir, "pgdata"), copy, { recursive: true });
    const database = await PGlite.create(copy);
    try {
      return (await database.query<Row>(query, params)).rows;
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
