// `npm run db:seed`: migrates, then loads the starter content (rows already present are kept).
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { openConfiguredDatabase } from "../server/boot";
import { runCli } from "./cli";

await runCli(async () => {
  const handle = await openConfiguredDatabase();
  try {
    await migrateDatabase(handle);
    const inserted = await seedDatabase(handle.db, { onlyIfEmpty: false });
    console.log(
      inserted ? "Seed content loaded." : "Seed content already present; nothing changed.",
    );
  } finally {
    await handle.close();
  }
});
