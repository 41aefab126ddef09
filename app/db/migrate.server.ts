import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.server";

/**
 * The committed drizzle-kit migrations, found by walking up from this module: the same code
 * runs from app/db/ and bundled from the build directory.
 */
export const migrationsFolder = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));

function findMigrationsFolder(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/ migrations folder above ${start}`);
  }
}

export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder) {
  if (handle.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the concrete driver type
    await migratePglite(handle.db as any, { migrationsFolder: folder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the concrete driver type
    await migrateNodePostgres(handle.db as any, { migrationsFolder: folder });
  }
}
