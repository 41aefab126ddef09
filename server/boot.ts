import {
  type DatabaseHandle,
  openDatabase,
  setConnectionErrorListener,
  setDatabase,
} from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { hasAnyAdmin } from "~/models/user.server";
import { watchContentChanges } from "~/utils/content-cache.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { startBackgroundWork } from "./background";

export type Services = { close: () => Promise<void> };

/** Opens the database for this process's configuration (locking an embedded data directory). */
export function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const config = env();
  return config.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : openDatabase({ kind: "pglite", dataDir: config.dataDir });
}

/**
 * Everything the server needs before it accepts requests: a valid environment, the database
 * opened and migrated, seed content in an empty database, and the background workers.
 */
export async function bootServices(): Promise<Services> {
  const config = env();
  const log = logger();
  setConnectionErrorListener((error) =>
    log.warn({ err: error }, "Lost a database connection; the next query opens a new one"),
  );
  const handle = await openConfiguredDatabase();
  setDatabase(handle);
  log.info(
    { database: handle.kind, dataDir: handle.kind === "pglite" ? config.dataDir : undefined },
    "Database open",
  );
  const seeded = await handle.exclusively(async () => {
    await migrateDatabase(handle);
    return seedDatabase(handle.db, { onlyIfEmpty: true });
  });
  if (seeded) log.info("Seeded an empty database with the starter content");
  if (!(await hasAnyAdmin({ adminEmails: config.ADMIN_EMAILS }, handle.db))) {
    log.warn(
      "No admin account yet. Create one with: npm run admin:create -- --email you@example.com " +
        "(stop the server first on the embedded database), or sign up at /admin/login with an " +
        "email listed in ADMIN_EMAILS.",
    );
  }
  const stopWatchingContent = await watchContentChanges(handle);
  const background = startBackgroundWork();
  return {
    async close() {
      await background.stop();
      await stopWatchingContent();
      await handle.close();
      setDatabase(undefined);
    },
  };
}
