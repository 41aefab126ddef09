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
};

export type OpenOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; client?: PGlite };

/** Opens the database the options describe. Embedded data directories are locked first. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    return {
      db: drizzleNodePostgres(pool, { schema }) as unknown as Database,
      kind: "postgres",
      close: () => pool.end(),
      listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
    };
  }
  if (options.kind === "pglite-memory") {
    const client = options.client ?? new PGlite();
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: "pglite",
      close: () => client.close(),
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const release = await acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, "pgdata"));
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        await release();
      },
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
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
