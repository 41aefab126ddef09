import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./lock.server";
import {
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
  type Unlisten,
} from "./notifications.server";
import * as schema from "./schema";

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or an open transaction: model functions accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Subscribes to a LISTEN/NOTIFY channel of this database. */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>;
  /**
   * Runs `work` while holding this database's start-up lock: processes and instances that
   * share a PostgreSQL database migrate and seed it one after the other, never side by side.
   */
  exclusively: <Result>(work: () => Promise<Result>) => Promise<Result>;
};

/** The key of the PostgreSQL advisory lock that serialises migrating and seeding. */
const STARTUP_LOCK_KEY = 4_711_014;

/**
 * The lock is a session-level advisory lock on a connection of its own, so the work may use
 * any connection of the pool; it is released when that connection ends, even by a crash.
 */
async function holdingStartupLock<Result>(pool: pg.Pool, work: () => Promise<Result>) {
  const client = await pool.connect();
  try {
    // The wait for another process's migrations may outlast the statement timeout.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release(true);
  }
}

/** An embedded database has one process by construction (the data directory lock). */
const runAlone = <Result>(work: () => Promise<Result>) => work();

export type OpenOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; client?: PGlite };

/**
 * How long a query waits for a connection, and how long one statement may run. While the
 * database is away, requests fail within these bounds (and /healthz says 503) instead of
 * queueing without end; the pool reconnects by itself when it returns.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3_000;
export const POSTGRES_STATEMENT_TIMEOUT_MS = 15_000;

/** Called with errors of pool connections, idle or in use (a failover, a terminated backend). */
type ConnectionErrorListener = (error: Error) => void;

let onConnectionError: ConnectionErrorListener = (error) =>
  console.error(`PostgreSQL connection lost: ${error.message}`);

/** Where lost-connection errors are reported (the server sends them to its log). */
export function setConnectionErrorListener(listener: ConnectionErrorListener) {
  onConnectionError = listener;
}

/**
 * A pool whose broken connections never take the process down: node-postgres emits `error` on
 * the pool (idle clients) and on each client (checked-out ones) when the server ends a
 * connection, and an unhandled `error` event is a crash. The broken client is discarded and
 * the next query opens a fresh connection.
 */
function createPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    query_timeout: POSTGRES_STATEMENT_TIMEOUT_MS + 1_000,
    keepAlive: true,
  });
  pool.on("error", (error) => onConnectionError(error));
  pool.on("connect", (client) => {
    client.on("error", (error) => onConnectionError(error));
    releaseWhenBeginFails(client);
  });
  return pool;
}

const BEGIN = /^\s*begin\b/i;

/**
 * Drizzle's transactions on a pool send BEGIN before the block whose `finally` gives the
 * connection back. A BEGIN that fails (its connection cut by a failover or a terminated
 * backend) would keep a dead connection checked out for good; a few such cuts under load and
 * every slot of the pool is held, each query waits out the connect timeout, and the site
 * answers 503 until it restarts. Released with the error, the connection leaves the pool.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const [config] = args;
    const text = typeof config === "string" ? config : (config as { text?: unknown })?.text;
    if (result instanceof Promise && typeof text === "string" && BEGIN.test(text)) {
      result.catch((error: Error) => client.release(error));
    }
    return result;
  }) as typeof client.query;
}

/** The data directory is the operator's alone: it holds the database, mail and secrets. */
function createPrivateDirectory(directory: string) {
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  fs.chmodSync(directory, 0o700);
}

/**
 * PGlite's file system layer creates its files world-readable whatever the umask: make the
 * tree the owner's alone (0700 directories keep out even files it adds while running).
 */
export function restrictToOwner(directory: string) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    const target = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(target, 0o700);
    else if (entry.isFile()) fs.chmodSync(target, 0o600);
  }
  fs.chmodSync(directory, 0o700);
}

/** Opens the database the options describe. Embedded data directories are locked first. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = createPool(options.url, options.poolSize ?? 10);
    return {
      db: drizzleNodePostgres(pool, { schema }) as unknown as Database,
      kind: "postgres",
      close: () => pool.end(),
      listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
      exclusively: (work) => holdingStartupLock(pool, work),
    };
  }
  if (options.kind === "pglite-memory") {
    const client = options.client ?? new PGlite();
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: "pglite",
      close: () => client.close(),
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      exclusively: runAlone,
    };
  }
  createPrivateDirectory(options.dataDir);
  const release = await acquireDataDirLock(options.dataDir);
  try {
    const pgdata = path.join(options.dataDir, "pgdata");
    const client = await PGlite.create(pgdata);
    restrictToOwner(pgdata);
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        restrictToOwner(pgdata);
        await release();
      },
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      exclusively: runAlone,
    };
  } catch (error) {
    await release();
    throw error;
  }
}

// One instance per process, kept on globalThis so the dev server's module reloads and the
// separately bundled server entry share it.
const holder = globalThis as typeof globalThis & { __database?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__database = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  if (!holder.__database) throw new Error("The database is not open yet");
  return holder.__database;
}

/** The process's database. */
export function db(): Database {
  return getDatabaseHandle().db;
}
