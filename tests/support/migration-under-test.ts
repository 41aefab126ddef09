import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase, migrationsFolder } from "~/db/migrate.server";
import { postgresUrl, testEngine, withAdminClient } from "../setup/database";

/** A copy of the committed migrations up to, not including, the one tagged `tag`. */
function migrationsBefore(tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export type DatabaseBeforeMigration = {
  execute: (query: SQL) => Promise<unknown>;
  /** The rows a query returns, with their column names as stored. */
  rows: (query: SQL) => Promise<Record<string, unknown>[]>;
  /** Runs the migration under test and every later one. */
  migrateRest: () => Promise<void>;
};

/**
 * A database of the suite's own (in memory on PGlite, a new database on PostgreSQL) migrated up
 * to the migration `tag`, so that the suite stores rows in the shape before it, then runs it:
 * the rows are the ones a live site had when the migration shipped. Dropped after the suite.
 */
export function databaseBeforeMigration(tag: string): DatabaseBeforeMigration {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  let databaseName: string | undefined;
  const open = () => {
    if (!handle) throw new Error("The database is opened in beforeAll");
    return handle;
  };

  beforeAll(async () => {
    folder = migrationsBefore(tag);
    if (testEngine === "pglite") {
      handle = await openDatabase({ kind: "pglite-memory" });
    } else {
      const name = `m_${process.pid}_${Date.now().toString(36)}`;
      databaseName = name;
      await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
      handle = await openDatabase({ kind: "postgres", url: postgresUrl(name), poolSize: 1 });
    }
    await migrateDatabase(handle, folder);
  });

  afterAll(async () => {
    await handle?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    const name = databaseName;
    if (name) await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
  });

  return {
    execute: (query) => open().db.execute(query),
    rows: async (query) =>
      ((await open().db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows,
    migrateRest: () => migrateDatabase(open()),
  };
}
