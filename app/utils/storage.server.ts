import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ApiError, readBodyLimited } from "./api.server";
import { env } from "./env.server";

export type PutOptions = { contentType: string; overwrite: boolean };

/**
 * Where uploaded files live (decisions: uploads). Keys are relative paths such as
 * "article-images/1732-ab12cd.webp"; `url` gives the address browsers load them from.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  url(key: string): string;
  delete(key: string): Promise<void>;
}

/** A put without overwrite found the key taken. */
export class StorageConflictError extends Error {
  constructor(readonly key: string) {
    super(`A file already exists at ${key}`);
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertKey(key: string) {
  // Keys come from our own code, but a path must never leave the storage root.
  if (!KEY_PATTERN.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Files under a directory on this machine, served by server/app.ts at `publicPrefix`. */
export function createLocalStorage(root: string, publicPrefix = "/uploads"): Storage {
  return {
    async put(key, bytes, { overwrite }) {
      assertKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      if (!overwrite) {
        try {
          await fs.writeFile(target, bytes, { flag: "wx" });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") {
            throw new StorageConflictError(key);
          }
          throw error;
        }
        return;
      }
      // Write then rename, so a reader never sees a half-written replacement.
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temporary, bytes);
      try {
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
  };
}

const holder = globalThis as typeof globalThis & { __storage?: Storage };

/** The process's storage: local files under DATA_DIR/uploads. */
export function storage(): Storage {
  holder.__storage ??= createLocalStorage(path.join(env().dataDir, "uploads"));
  return holder.__storage;
}

/** Replaces the process's storage (tests point it at a temporary directory). */
export function setStorage(driver: Storage | undefined) {
  holder.__storage = driver;
}

/** The storage key behind one of our public upload URLs, or null for any other URL. */
export function keyFromUploadUrl(url: string, publicPrefix = "/uploads"): string | null {
  const pathname = url.split(/[?#]/)[0] ?? "";
  if (!pathname.startsWith(`${publicPrefix}/`)) return null;
  const key = pathname.slice(publicPrefix.length + 1);
  return KEY_PATTERN.test(key) ? key : null;
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
