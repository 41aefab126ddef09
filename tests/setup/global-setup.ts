import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createPgliteSnapshot, postgresUrl, testEngine, withAdminClient } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteFile: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run; every test file then starts from a copy of that database. */
export default async function setup(project: TestProject) {
  if (testEngine === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-snapshot-"));
    const file = path.join(dir, "migrated.tar");
    await createPgliteSnapshot(file);
    project.provide("pgliteFile", file);
    project.provide("postgresTemplate", "");
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const template = `tpl_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${template}`));
  const handle = await openDatabase({ kind: "postgres", url: postgresUrl(template), poolSize: 1 });
  await migrateDatabase(handle);
  await handle.close();
  project.provide("pgliteFile", "");
  project.provide("postgresTemplate", template);
  return () =>
    withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${template}`)).then(() => {});
}
