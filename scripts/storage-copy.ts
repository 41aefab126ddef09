// `npm run storage:copy`: copies the uploads on the local disk (DATA_DIR/uploads) into the
// bucket STORAGE_URL names, verifying each copy by size and SHA-256. Safe to run again.
import path from "node:path";
import { env } from "~/utils/env.server";
import { createLocalStorage, storage } from "~/utils/storage.server";
import { copyStorage } from "~/utils/storage-copy.server";
import { runCli } from "./cli";

await runCli(async () => {
  if (env().storage.kind !== "s3") {
    throw new Error(
      "STORAGE_URL is not set: name the bucket to copy into (STORAGE_URL=s3://bucket/prefix and the S3_* variables).",
    );
  }
  const source = createLocalStorage(path.join(env().dataDir, "uploads"));
  const target = storage();
  console.log(`Copying ${source.description} into ${target.description}`);
  const report = await copyStorage(source, target, (line) => console.log(line));
  console.log(
    `${report.copied.length} copied and verified, ${report.unchanged.length} already present, ${report.mismatched.length} mismatched.`,
  );
  if (report.mismatched.length > 0) {
    throw new Error(`Copies differ from the source: ${report.mismatched.join(", ")}`);
  }
});
