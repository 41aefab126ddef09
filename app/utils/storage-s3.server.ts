import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "./env.server";
import {
  assertKey,
  contentTypeFromKey,
  type Storage,
  StorageConflictError,
  type StoredObject,
} from "./storage.server";

/** The same lifetime the site gives files it serves itself; new content gets a new key. */
const OBJECT_CACHE_CONTROL = "public, max-age=3600";

type S3StorageOptions = S3Settings & { publicUrl?: string | undefined };

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, B2, …) under an optional key prefix.
 * The site serves them at `/uploads` (server/uploads.ts); `publicUrl`, when set, is where
 * browsers load them instead (a CDN or the bucket's public address, mapping to the prefix).
 */
/** What S3 tells of an object, with the defaults of a server that leaves some out. */
function storedObject(
  key: string,
  found: { ContentLength?: number; ContentType?: string; LastModified?: Date; ETag?: string },
): StoredObject {
  return {
    key,
    size: found.ContentLength ?? 0,
    contentType: found.ContentType ?? contentTypeFromKey(key),
    lastModified: found.LastModified ?? new Date(0),
    etag: found.ETag ?? "",
  };
}

type Sdk = typeof import("@aws-sdk/client-s3");

export function createS3Storage(options: S3StorageOptions): Storage {
  // The SDK (a fifth of a second of processor time to load) comes with the first operation on
  // the bucket, so a server whose pages touch no upload starts without it.
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import("@aws-sdk/client-s3").then((sdk) => {
      // The SDK warns on stderr, at the first client, that its releases after January 2027 will
      // need Node 22. The version pinned here runs on the Node the site supports; whoever
      // upgrades the SDK meets its engines field then, so the warning only adds noise.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
      const client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Many S3-compatible servers reject the SDK's default trailing CRC checksums (and the
        // aws-chunked bodies that carry them); send and check checksums only where S3 requires
        // them.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { sdk, client };
    });
    return connection;
  };
  const bucket = options.bucket;
  const root = options.prefix ? `${options.prefix}/` : "";
  const objectKey = (key: string) => `${root}${key}`;

  async function head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const { sdk, client } = await connect();
    try {
      const found = await client.send(
        new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
      );
      return storedObject(key, found);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    description: `S3 bucket s3://${bucket}/${root}`,
    async put(key, bytes, { contentType, overwrite }) {
      assertKey(key);
      // Servers that ignore If-None-Match would overwrite silently: look first, and let the
      // condition catch a writer that races us on servers that honour it.
      if (!overwrite && (await head(key))) throw new StorageConflictError(key);
      const body =
        bytes instanceof Uint8Array
          ? { Body: bytes, ContentLength: bytes.byteLength }
          : { Body: bytes.stream, ContentLength: bytes.size };
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...body,
            ContentType: contentType,
            CacheControl: OBJECT_CACHE_CONTROL,
            IfNoneMatch: overwrite ? undefined : "*",
          }),
        );
      } catch (error) {
        if (!overwrite && statusOf(error) === 412) throw new StorageConflictError(key);
        throw error;
      }
    },
    url(key) {
      assertKey(key);
      return `${options.publicUrl ?? "/uploads"}/${key}`;
    },
    async delete(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    head,
    async get(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const found = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(found.Body instanceof Readable)) throw new Error("Expected a stream body");
        return { ...storedObject(key, found), body: found.Body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(prefix = "") {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      const { sdk, client } = await connect();
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: objectKey(prefix),
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(root.length) ?? "";
          objects.push({
            key,
            size: item.Size ?? 0,
            // Listings carry no type; the extension names it (what the put set for our keys).
            contentType: contentTypeFromKey(key),
            lastModified: item.LastModified ?? new Date(0),
            etag: item.ETag ?? "",
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
