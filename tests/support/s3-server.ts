import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/utils/env.server";

export type LocalS3Server = {
  /** Settings for createS3Storage (or the S3_* variables of a server process). */
  settings: S3Settings;
  /** The environment variables that point a server process at this bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * An S3-protocol server on a free loopback port, storing its objects in a temporary directory:
 * the bucket is made at start and everything is removed on close.
 */
export async function startS3Server({
  bucket = "uploads",
  prefix = "",
}: {
  bucket?: string;
  prefix?: string;
} = {}): Promise<LocalS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts this fixed key pair only.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    settings: {
      kind: "s3",
      bucket,
      prefix,
      endpoint,
      region: "us-east-1",
      ...credentials,
      forcePathStyle: true,
    },
    env: {
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
