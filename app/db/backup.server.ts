import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Env } from "~/utils/env.server";
import { type Storage, sha256Of } from "~/utils/storage.server";
import { restrictToOwner } from "./client.server";
import { acquireDataDirLock } from "./lock.server";

const run = promisify(execFile);

/** Written last: a backup directory without it is incomplete. */
const MANIFEST = "manifest.json";
const PGLITE_DUMP = "database.tar.gz";
const POSTGRES_DUMP = "database.dump";
const UPLOADS = "uploads";
/** The generated signing secret under DATA_DIR: signed links and sessions stay valid. */
const SECRET = path.join("secrets", "signing-secret");

export type BackupManifest = {
  format: 1;
  createdAt: string;
  engine: "pglite" | "postgres";
  /** Rows per table ("schema.table") at the time of the dump. */
  tables: Record<string, number>;
  uploads: { key: string; size: number; contentType: string; sha256: string }[];
  secret: boolean;
};

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every table of the application's schemas (public and the migrations' journal). */
export async function tableRowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query(
      `select count(*)::int as count from "${String(schema)}"."${String(name)}"`,
    );
    counts[`${String(schema)}.${String(name)}`] = Number(row?.count ?? 0);
  }
  return counts;
}

function pgliteQuery(client: PGlite): Query {
  return async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
}

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** pg_dump and pg_restore take the connection string; a failure prints their stderr. */
async function runPostgresTool(tool: string, args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed${stderr ? `: ${stderr}` : ""}`);
  }
}

async function backupUploads(store: Storage, directory: string) {
  const uploads: BackupManifest["uploads"] = [];
  for (const object of await store.list()) {
    const read = await store.get(object.key);
    if (!read) continue;
    const target = path.join(directory, UPLOADS, object.key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const file = await fs.open(target, "wx", 0o600);
    try {
      await file.writeFile(read.body);
    } finally {
      await file.close();
    }
    const sha256 = await sha256Of(createReadStream(target));
    const { size } = await fs.stat(target);
    uploads.push({ key: object.key, size, contentType: read.contentType, sha256 });
  }
  return uploads;
}

/**
 * Writes a backup into `directory` (created; it must not exist): the database (PGlite: its
 * data directory, taken while this process holds the lock, so the server must be stopped;
 * PostgreSQL: `pg_dump -Fc`, consistent while the server runs), every upload of `store`, the
 * generated signing secret, and a manifest with row counts and checksums.
 */
export async function createBackup(
  config: Env,
  store: Storage,
  directory: string,
): Promise<BackupManifest> {
  await fs.mkdir(path.dirname(directory), { recursive: true });
  await fs.mkdir(directory, { mode: 0o700 });
  let engine: BackupManifest["engine"];
  let tables: Record<string, number>;
  if (config.DATABASE_URL) {
    engine = "postgres";
    tables = await withPostgres(config.DATABASE_URL, tableRowCounts);
    await runPostgresTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(directory, POSTGRES_DUMP)}`,
      `--dbname=${config.DATABASE_URL}`,
    ]);
  } else {
    engine = "pglite";
    const release = await acquireDataDirLock(config.dataDir);
    try {
      const client = await PGlite.create(path.join(config.dataDir, "pgdata"));
      try {
        tables = await tableRowCounts(pgliteQuery(client));
        const dump = await client.dumpDataDir("gzip");
        await fs.writeFile(
          path.join(directory, PGLITE_DUMP),
          new Uint8Array(await dump.arrayBuffer()),
          { mode: 0o600 },
        );
      } finally {
        await client.close();
      }
    } finally {
      await release();
    }
  }
  const uploads = await backupUploads(store, directory);
  const secretFile = path.join(config.dataDir, SECRET);
  const secret = await exists(secretFile);
  if (secret) {
    await fs.mkdir(path.join(directory, "secrets"), { mode: 0o700 });
    await fs.copyFile(secretFile, path.join(directory, SECRET));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine,
    tables,
    uploads,
    secret,
  };
  await fs.writeFile(path.join(directory, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

async function readManifest(directory: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(directory, MANIFEST), "utf8"));
  } catch {
    throw new Error(`${directory} is not a complete backup (no readable ${MANIFEST}).`);
  }
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

function notEmpty(where: string): Error {
  return new Error(
    `${where} is not empty: restore only into an empty database (create a new one, or move the old one aside).`,
  );
}

function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>) {
  const differences = Object.entries(expected)
    .filter(([table, count]) => actual[table] !== count)
    .map(([table, count]) => `${table}: ${String(actual[table] ?? "missing")} of ${count}`);
  if (differences.length > 0) {
    throw new Error(`Restored rows differ from the backup: ${differences.join(", ")}`);
  }
}

async function restoreUploads(manifest: BackupManifest, store: Storage, directory: string) {
  for (const upload of manifest.uploads) {
    const file = path.join(directory, UPLOADS, upload.key);
    if ((await sha256Of(createReadStream(file))) !== upload.sha256) {
      throw new Error(`The backup's copy of ${upload.key} is damaged (checksum mismatch).`);
    }
    await store.put(
      upload.key,
      { stream: createReadStream(file), size: upload.size },
      { contentType: upload.contentType, overwrite: true },
    );
    const stored = await store.get(upload.key);
    if (!stored || (await sha256Of(stored.body)) !== upload.sha256) {
      throw new Error(`The restored ${upload.key} differs from the backup.`);
    }
  }
}

/**
 * Restores a backup of `createBackup` into the configured database, which must be empty (no
 * table at all), and puts its uploads back into `store`; checks row counts and checksums.
 */
export async function restoreBackup(
  config: Env,
  store: Storage,
  directory: string,
): Promise<BackupManifest> {
  const manifest = await readManifest(directory);
  const target = config.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.engine !== target) {
    throw new Error(
      `This backup is of the ${manifest.engine === "pglite" ? "embedded" : "PostgreSQL"} database; restore it with ${manifest.engine === "pglite" ? "DATABASE_URL unset" : "DATABASE_URL set"}.`,
    );
  }
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    const existing = await withPostgres(url, tableRowCounts);
    if (Object.keys(existing).length > 0) throw notEmpty(`The database of DATABASE_URL`);
    await runPostgresTool("pg_restore", [
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      `--dbname=${url}`,
      path.join(directory, POSTGRES_DUMP),
    ]);
    assertSameCounts(manifest.tables, await withPostgres(url, tableRowCounts));
  } else {
    await fs.mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    const release = await acquireDataDirLock(config.dataDir);
    try {
      const pgdata = path.join(config.dataDir, "pgdata");
      if (await exists(pgdata)) {
        const current = await PGlite.create(pgdata);
        const existing = await tableRowCounts(pgliteQuery(current)).finally(() => current.close());
        if (Object.keys(existing).length > 0) throw notEmpty(`The embedded database in ${pgdata}`);
        await fs.rm(pgdata, { recursive: true, force: true });
      }
      const dump = await fs.readFile(path.join(directory, PGLITE_DUMP));
      const client = await PGlite.create(pgdata, { loadDataDir: new Blob([dump]) });
      try {
        assertSameCounts(manifest.tables, await tableRowCounts(pgliteQuery(client)));
      } finally {
        await client.close();
        restrictToOwner(pgdata);
      }
    } finally {
      await release();
    }
  }
  await restoreUploads(manifest, store, directory);
  const secretFile = path.join(config.dataDir, SECRET);
  if (manifest.secret && !(await exists(secretFile))) {
    await fs.mkdir(path.dirname(secretFile), { recursive: true, mode: 0o700 });
    await fs.copyFile(path.join(directory, SECRET), secretFile);
    await fs.chmod(secretFile, 0o600);
  }
  return manifest;
}
