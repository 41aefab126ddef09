// `npm run db:migrate`: applies the committed migrations to the configured database.
import { migrateDatabase } from "~/db/migrate.server";
import { openConfiguredDatabase } from "../server/boot";
import { runCli } from "./cli";

await runCli(async () => {
  const handle = await openConfiguredDatabase();
  try {
    // Running servers may be starting up and migrating too: one after the other.
    await handle.exclusively(() => migrateDatabase(handle));
    console.log("Migrations applied.");
  } finally {
    await handle.close();
  }
});
