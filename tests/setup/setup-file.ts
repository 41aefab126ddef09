import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, setDatabase } from "~/db/client.server";
import { openTestDatabase } from "./database";

let handle: DatabaseHandle | undefined;

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
});
