import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed/seed.server";

declare module "vitest" {
  export interface ProvidedContext {
    preparedPgdata: string;
  }
}

/**
 * Prepares one embedded database (initialised, migrated and seeded) per run, as the server
 * leaves it after its first start; tests copy it into their DATA_DIR (preparedDataDir) instead
 * of paying initdb and the migrations on every server start.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "operator-prepared-"));
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { onlyIfEmpty: true });
  } finally {
    await handle.close();
  }
  project.provide("preparedPgdata", path.join(dataDir, "pgdata"));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
