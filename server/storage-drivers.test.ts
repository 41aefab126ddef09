import fs from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLocalStorage,
  type Storage,
  StorageConflictError,
  sha256Of,
} from "~/utils/storage.server";
import { copyStorage } from "~/utils/storage-copy.server";
import { createS3Storage } from "~/utils/storage-s3.server";
import { startS3Server } from "../tests/support/s3-server";
import { serveUploads } from "./uploads";

type OpenedStorage = { store: Storage; close: () => Promise<void> };

function temporaryDirectory(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "storage-driver-"));
}

async function openLocal(): Promise<OpenedStorage> {
  const directory = temporaryDirectory();
  return {
    store: createLocalStorage(directory),
    close: async () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}

async function openS3(): Promise<OpenedStorage> {
  const server = await startS3Server({ prefix: "site/media" });
  return { store: createS3Storage(server.settings), close: server.close };
}

const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(store: Storage, key: string): Promise<string | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function revalidate(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "If-None-Match": etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on("error", reject);
  });
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = bytes("%PDF-1.7\nspecification sheet\n%%EOF\n");

describe.each([
  ["local disk", openLocal],
  ["S3-protocol server", openS3],
])("storage on the %s", (_name, open) => {
  let opened: OpenedStorage;
  let site: Server;
  let origin: string;

  beforeAll(async () => {
    opened = await open();
    // The site's own origin: uploads served by the same handler the app mounts.
    const app = express();
    app.use(
      "/uploads",
      serveUploads(() => opened.store),
    );
    app.use((_req, res) => {
      res.status(404).type("text/plain").send("page not found");
    });
    site = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => site.once("listening", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await opened.close();
  });

  it("stores a file and reads back the same bytes, size and type", async () => {
    const { store } = opened;
    await store.put("article-images/1-first.png", PNG, {
      contentType: "image/png",
      overwrite: false,
    });
    const head = await store.head("article-images/1-first.png");
    expect(head).toMatchObject({ key: "article-images/1-first.png", size: PNG.byteLength });
    expect(head?.contentType).toBe("image/png");
    expect(head?.etag).toMatch(/^".+"$/);
    const object = await store.get("article-images/1-first.png");
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk));
    expect(new Uint8Array(Buffer.concat(chunks))).toEqual(PNG);
    expect(store.url("article-images/1-first.png")).toBe("/uploads/article-images/1-first.png");
  });

  it("stores a stream of known size (copies and restores)", async () => {
    const { store } = opened;
    const content = "x".repeat(200_000);
    await store.put(
      "backups/streamed.pdf",
      { stream: Readable.from([Buffer.from(content)]), size: content.length },
      { contentType: "application/pdf", overwrite: false },
    );
    expect((await store.head("backups/streamed.pdf"))?.size).toBe(content.length);
    expect(await readAll(store, "backups/streamed.pdf")).toBe(content);
  });

  it("answers null for a key it does not hold", async () => {
    expect(await opened.store.head("article-images/none.png")).toBeNull();
    expect(await opened.store.get("article-images/none.png")).toBeNull();
  });

  it("lists the objects under a prefix in key order", async () => {
    const { store } = opened;
    for (const key of ["list/b/2.png", "list/a/1.png", "list/b/1.png", "listing.png"]) {
      await store.put(key, PNG, { contentType: "image/png", overwrite: true });
    }
    const listed = await store.list("list/");
    expect(listed.map((object) => object.key)).toEqual([
      "list/a/1.png",
      "list/b/1.png",
      "list/b/2.png",
    ]);
    expect(listed.every((object) => object.size === PNG.byteLength)).toBe(true);
    expect((await store.list("list/b/")).map((object) => object.key)).toEqual([
      "list/b/1.png",
      "list/b/2.png",
    ]);
    const everything = (await store.list()).map((object) => object.key);
    expect(everything).toContain("listing.png");
    expect(everything).toContain("article-images/1-first.png");
    expect(everything).toEqual([...everything].sort());
  });

  it("replaces a file when asked to overwrite, and refuses to otherwise", async () => {
    const { store } = opened;
    const key = "aircraft-specifications/abc-specification.pdf";
    await store.put(key, bytes("first"), { contentType: "application/pdf", overwrite: true });
    const before = await store.head(key);
    await store.put(key, bytes("second version"), {
      contentType: "application/pdf",
      overwrite: true,
    });
    expect(await readAll(store, key)).toBe("second version");
    expect((await store.head(key))?.etag).not.toBe(before?.etag);

    await expect(
      store.put(key, bytes("intruder"), { contentType: "application/pdf", overwrite: false }),
    ).rejects.toBeInstanceOf(StorageConflictError);
    expect(await readAll(store, key)).toBe("second version");
  });

  it("deletes a file, and deleting a missing one is not an error", async () => {
    const { store } = opened;
    await store.put("trash/gone.png", PNG, { contentType: "image/png", overwrite: false });
    await store.delete("trash/gone.png");
    expect(await store.head("trash/gone.png")).toBeNull();
    expect((await store.list("trash/")).length).toBe(0);
    await expect(store.delete("trash/gone.png")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the storage root or are not plain names", async () => {
    const { store } = opened;
    for (const key of ["../escape.png", "a/../../b.png", "/absolute.png", "a//b.png", "", "a/"]) {
      await expect(
        store.put(key, PNG, { contentType: "image/png", overwrite: true }),
      ).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(store.head(key)).rejects.toThrow(/Invalid storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid storage key/);
      expect(() => store.url(key)).toThrow(/Invalid storage key/);
    }
  });

  it("serves a file from the site's origin with its type, cache validators and a sandbox", async () => {
    await opened.store.put("article-images/served.webp", bytes("RIFF....WEBPVP8 "), {
      contentType: "image/webp",
      overwrite: true,
    });
    const answer = await fetch(`${origin}/uploads/article-images/served.webp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(answer.headers.get("content-security-policy")).toBe("sandbox");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-disposition")).toBeNull();
    expect(await answer.text()).toBe("RIFF....WEBPVP8 ");

    const etag = answer.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    // A browser revalidating its copy (fetch() would add Cache-Control: no-cache).
    expect(await revalidate(`${origin}/uploads/article-images/served.webp`, etag)).toBe(304);
    expect(await revalidate(`${origin}/uploads/article-images/served.webp`, '"stale"')).toBe(200);
    const head = await fetch(`${origin}/uploads/article-images/served.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("16");
  });

  it("serves a PDF as a download under its name", async () => {
    await opened.store.put("aircraft-specifications/g500-specification.pdf", PDF, {
      contentType: "application/pdf",
      overwrite: true,
    });
    const answer = await fetch(`${origin}/uploads/aircraft-specifications/g500-specification.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      'attachment; filename="g500-specification.pdf"',
    );
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PDF);
  });

  it("leaves unknown and malformed upload paths to the site's 404 page", async () => {
    for (const pathname of [
      "/uploads/article-images/missing.png",
      "/uploads/..%2F..%2Fetc%2Fpasswd",
      "/uploads/",
    ]) {
      const answer = await fetch(`${origin}${pathname}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe("page not found");
    }
  });
});

describe("copying local uploads into a bucket", () => {
  let local: OpenedStorage;
  let bucket: OpenedStorage;

  beforeAll(async () => {
    local = await openLocal();
    bucket = await openS3();
  });
  afterAll(async () => {
    await local.close();
    await bucket.close();
  });

  it("copies every file with its type, verifies it, and skips what is already there", async () => {
    const files: Record<string, Uint8Array> = {
      "article-images/1-a.png": PNG,
      "aircraft-photos/g500/cabin.png": PNG,
      "aircraft-specifications/g500-specification.pdf": PDF,
    };
    for (const [key, content] of Object.entries(files)) {
      await local.store.put(key, content, { contentType: "ignored/by-disk", overwrite: false });
    }
    const first = await copyStorage(local.store, bucket.store);
    expect(first.copied.sort()).toEqual(Object.keys(files).sort());
    expect(first.mismatched).toEqual([]);
    for (const [key, content] of Object.entries(files)) {
      const copy = await bucket.store.get(key);
      expect(copy?.size).toBe(content.byteLength);
      expect(copy?.contentType).toBe(key.endsWith(".pdf") ? "application/pdf" : "image/png");
      expect(await sha256Of(copy?.body ?? Readable.from([]))).toBe(
        await sha256Of(Readable.from([Buffer.from(content)])),
      );
    }

    // A copy altered in the bucket is copied again; the rest are left alone.
    await bucket.store.put("article-images/1-a.png", bytes("corrupt"), {
      contentType: "image/png",
      overwrite: true,
    });
    const second = await copyStorage(local.store, bucket.store);
    expect(second.copied).toEqual(["article-images/1-a.png"]);
    expect(second.unchanged.length).toBe(2);
    expect(await bucket.store.head("article-images/1-a.png")).toMatchObject({
      size: PNG.byteLength,
    });
  });
});
