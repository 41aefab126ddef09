import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ApiError, readBodyLimited } from "./api.server";
import { type Env, env } from "./env.server";
import { createS3Storage } from "./storage-s3.server";

export type PutOptions = { contentType: string; overwrite: boolean };

/** What a driver knows of a stored object without reading it. */
export type StoredObject = {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
  /** Changes whenever the content does; quoted, as in an HTTP ETag. */
  etag: string;
};

/** A stored object and its content, read once from `body`. */
export type StoredObjectBody = StoredObject & { body: Readable };

/** A file's content to store: bytes in memory, or a stream of `size` bytes (copies, restores). */
export type PutBody = Uint8Array | { stream: Readable; size: number };

/**
 * Where uploaded files live (decisions: uploads). Keys are relative paths such as
 * "article-images/1732-ab12cd.webp"; `url` gives the address browsers load them from.
 */
export interface Storage {
  /** Which driver: the uploads route and the CLI tasks name it in what they print. */
  readonly description: string;
  put(key: string, bytes: PutBody, options: PutOptions): Promise<void>;
  url(key: string): string;
  delete(key: string): Promise<void>;
  /** The object's metadata, or null when no object has that key. */
  head(key: string): Promise<StoredObject | null>;
  /** The object with a stream of its content, or null when no object has that key. */
  get(key: string): Promise<StoredObjectBody | null>;
  /** Every object whose key starts with `prefix` (all of them for ""), in key order. */
  list(prefix?: string): Promise<StoredObject[]>;
}

/** A put without overwrite found the key taken. */
export class StorageConflictError extends Error {
  constructor(readonly key: string) {
    super(`A file already exists at ${key}`);
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

export function assertKey(key: string) {
  // Keys come from our own code, but a path must never leave the storage root.
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

/** The type a file is served with when its store keeps none (the local disk): by extension. */
export function contentTypeFromKey(key: string): string {
  const extension = path.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** Hex SHA-256 of a stream's content (the copy and backup tasks verify objects with it). */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(stream, hash);
  return hash.digest("hex");
}

async function writeBody(target: string, body: PutBody, flag: "w" | "wx") {
  if (body instanceof Uint8Array) {
    await fs.writeFile(target, body, { flag });
    return;
  }
  await pipeline(body.stream, createWriteStream(target, { flags: flag }));
}

/** Files under a directory on this machine, served by server/uploads.ts at `publicPrefix`. */
export function createLocalStorage(root: string, publicPrefix = "/uploads"): Storage {
  async function stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await fs.stat(path.join(root, key));
      if (!info.isFile()) return null;
      return {
        key,
        size: info.size,
        contentType: contentTypeFromKey(key),
        lastModified: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      throw error;
    }
  }

  return {
    description: `local directory ${root}`,
    async put(key, bytes, { overwrite }) {
      assertKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      if (!overwrite) {
        try {
          await writeBody(target, bytes, "wx");
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") {
            throw new StorageConflictError(key);
          }
          await fs.rm(target, { force: true });
          throw error;
        }
        return;
      }
      // Write then rename, so a reader never sees a half-written replacement.
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeBody(temporary, bytes, "w");
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    url(key) {
      assertKey(key);
      return `${publicPrefix}/${key}`;
    },
    async delete(key) {
      assertKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    async head(key) {
      assertKey(key);
      return stat(key);
    },
    async get(key) {
      assertKey(key);
      const found = await stat(key);
      if (!found) return null;
      return { ...found, body: createReadStream(path.join(root, key)) };
    },
    async list(prefix = "") {
      let entries: string[];
      try {
        entries = (await fs.readdir(root, { recursive: true })).map(String);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const keys = entries
        .map((entry) => entry.split(path.sep).join("/"))
        // A replacement still being written (".tmp") is not an object yet.
        .filter((key) => key.startsWith(prefix) && isStorageKey(key) && !key.endsWith(".tmp"))
        .sort();
      const objects = await Promise.all(keys.map((key) => stat(key)));
      return objects.filter((object): object is StoredObject => object !== null);
    },
  };
}

const holder = globalThis as typeof globalThis & { __storage?: Storage };

/**
 * The process's storage: the S3 bucket of STORAGE_URL when it names one, else local files
 * under DATA_DIR/uploads.
 */
export function storage(): Storage {
  holder.__storage ??= createConfiguredStorage(env());
  return holder.__storage;
}

/** Replaces the process's storage (tests point it at a temporary directory). */
export function setStorage(driver: Storage | undefined) {
  holder.__storage = driver;
}

/** The storage the environment configures. */
export function createConfiguredStorage(config: Env): Storage {
  if (config.storage.kind === "s3") {
    return createS3Storage({ ...config.storage, publicUrl: config.STORAGE_PUBLIC_URL });
  }
  return createLocalStorage(
    path.join(config.dataDir, "uploads"),
    config.STORAGE_PUBLIC_URL ?? "/uploads",
  );
}

/**
 * The storage key behind one of our upload URLs (served by the site under `/uploads`, or by
 * STORAGE_PUBLIC_URL), or null for any other URL.
 */
export function keyFromUploadUrl(url: string, publicPrefix = "/uploads"): string | null {
  const address = url.split(/[?#]/)[0] ?? "";
  const bases = [publicPrefix, env().STORAGE_PUBLIC_URL].filter((base): base is string => !!base);
  for (const base of bases) {
    if (!address.startsWith(`${base}/`)) continue;
    const key = address.slice(base.length + 1);
    return isStorageKey(key) ? key : null;
  }
  return null;
}

/** A file read from a multipart upload. */
export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

export type SniffedType = { mime: string; extension: string };

/**
 * The real type of an uploaded file from its first bytes; the browser's declared type and the
 * file name are only claims.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: "image/png", extension: "png" };
  }
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return { mime: "image/gif", extension: "gif" };
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: "image/webp", extension: "webp" };
  }
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", extension: "pdf" };
  return null;
}

/** Room for the multipart boundaries and headers around the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The one file of a multipart upload, read with a size limit: a wrong body type is 415, more
 * than `maxBytes` is 413 (checked on the declared length and again while reading), no file
 * in `field` is 400.
 */
export async function readUploadedFile(
  request: Request,
  {
    field = "file",
    maxBytes,
    tooLargeMessage,
  }: {
    field?: string;
    maxBytes: number;
    tooLargeMessage: string;
  },
): Promise<UploadedFile> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, "Expected a file upload (multipart/form-data)");
  }
  const body = await readBodyLimited(request, maxBytes + MULTIPART_OVERHEAD, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "Malformed upload");
  }
  const files = form.getAll(field).filter((value): value is File => typeof value !== "string");
  if (files.length !== 1 || !files[0]) {
    throw new ApiError(400, "Upload exactly one file", {
      issues: [{ path: field, message: "Choose one file" }],
    });
  }
  const file = files[0];
  if (file.size > maxBytes) throw new ApiError(413, tooLargeMessage);
  return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** A unique upload name: timestamp, random string, extension. */
export function uniqueFileName(extension: string): string {
  return `${Date.now()}-${randomBytes(6).toString("hex")}.${extension}`;
}
