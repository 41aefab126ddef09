import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, setDatabase } from "~/db/client.server";
import { openTestDatabase } from "./database";

let handle: DatabaseHandle | undefined;
/** As the file found it: test files share a process, and each leaves it as it found it. */
const environment = { ...process.env };
/** Per-process state derived from the environment (each re-created on first use). */
const derivedState = ["__env", "__storage", "__appSecret", "__contentCache"];

// Every test file gets its own fresh, migrated, empty database as the process's database.
beforeAll(async () => {
  handle = await openTestDatabase({
    pgliteFile: inject("pgliteFile"),
    postgresTemplate: inject("postgresTemplate"),
  });
  setDatabase(handle);
});

afterAll(async () => {
  setDatabase(undefined);
  await handle?.close();
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
  Object.assign(process.env, environment);
  for (const key of derivedState) delete (globalThis as Record<string, unknown>)[key];
});
