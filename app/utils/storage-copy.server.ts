import type { Storage, StoredObject } from "./storage.server";
import { sha256Of } from "./storage.server";

export type CopyReport = {
  copied: string[];
  /** Already in the target with the same size and checksum. */
  unchanged: string[];
  /** Keys whose copy does not match the source (size or SHA-256). */
  mismatched: string[];
};

async function checksum(store: Storage, key: string): Promise<string | null> {
  const object = await store.get(key);
  return object ? sha256Of(object.body) : null;
}

async function sameContent(target: Storage, object: StoredObject, sum: string) {
  const copy = await target.head(object.key);
  return copy !== null && copy.size === object.size && (await checksum(target, object.key)) === sum;
}

/**
 * Copies every object of `source` into `target` (streamed, with its type) and verifies each
 * copy by size and SHA-256 against the source. Objects already there with the same content
 * are left alone, so the copy can be run again after an interruption.
 */
export async function copyStorage(
  source: Storage,
  target: Storage,
  onProgress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], unchanged: [], mismatched: [] };
  for (const object of await source.list()) {
    const sum = await checksum(source, object.key);
    if (sum === null) continue;
    if (await sameContent(target, object, sum)) {
      report.unchanged.push(object.key);
      continue;
    }
    const read = await source.get(object.key);
    if (!read) continue;
    await target.put(
      object.key,
      { stream: read.body, size: read.size },
      { contentType: read.contentType, overwrite: true },
    );
    if (await sameContent(target, object, sum)) {
      report.copied.push(object.key);
      onProgress(`copied ${object.key} (${object.size} bytes, sha256 ${sum.slice(0, 12)}…)`);
    } else {
      report.mismatched.push(object.key);
      onProgress(`MISMATCH ${object.key}: the copy differs from the source`);
    }
  }
  return report;
}
