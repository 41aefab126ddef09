// `npm run db:backup -- [DIRECTORY]`: the database and the uploads into one new directory
// (default backups/<timestamp>). On the embedded database, stop the server first.
import path from "node:path";
import { createBackup } from "~/db/backup.server";
import { env } from "~/utils/env.server";
import { storage } from "~/utils/storage.server";
import { runCli } from "./cli";

await runCli(async () => {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const directory = path.resolve(process.argv[2] ?? path.join("backups", stamp));
  const manifest = await createBackup(env(), storage(), directory);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written to ${directory}: ${manifest.engine} database (${Object.keys(manifest.tables).length} tables, ${rows} rows), ${manifest.uploads.length} uploads.`,
  );
});
