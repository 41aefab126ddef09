import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/** Which engine the integration tests run on: PGlite unless TEST_DB=postgres. */
export const testEngine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

export function postgresUrl(database: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A migrated PGlite saved once per run, loaded per test file (much faster than migrating). */
export async function createPgliteSnapshot(file: string) {
  const handle = await openDatabase({ kind: "pglite-memory" });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** A fresh, migrated, empty database for one test file. */
export async function openTestDatabase(snapshot: {
  pgliteFile?: string;
  postgresTemplate?: string;
}): Promise<DatabaseHandle> {
  if (testEngine === "pglite") {
    const blob = new Blob([fs.readFileSync(snapshot.pgliteFile ?? "")]);
    const client = await PGlite.create({ loadDataDir: blob });
    return openDatabase({ kind: "pglite-memory", client });
  }
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${snapshot.postgresTemplate}`),
  );
  const handle = await openDatabase({ kind: "postgres", url: postgresUrl(name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}
