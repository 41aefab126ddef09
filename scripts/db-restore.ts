// `npm run db:restore -- DIRECTORY`: a backup of db:backup into the configured database, which
// must be empty, and its uploads into the configured storage.
import path from "node:path";
import { restoreBackup } from "~/db/backup.server";
import { env } from "~/utils/env.server";
import { storage } from "~/utils/storage.server";
import { runCli } from "./cli";

await runCli(async () => {
  const source = process.argv[2];
  if (!source) throw new Error("Usage: npm run db:restore -- BACKUP_DIRECTORY");
  const directory = path.resolve(source);
  const manifest = await restoreBackup(env(), storage(), directory);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${directory}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.uploads.length} uploads, all verified.`,
  );
});
