import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createLocalStorage, setStorage } from "~/utils/storage.server";

export type TemporaryUploads = {
  /** The folder the app stores uploads in, set once the suite's beforeAll hooks have run. */
  dir: string;
  /** The file behind a stored upload's `/uploads/...` address. */
  fileOf: (url: string) => string;
  /** The files left in a stored image's folder (its variants and original). */
  filesBeside: (url: string) => string[];
};

/**
 * Stores the suite's uploads in a fresh temporary folder through the local storage driver,
 * removed with everything in it after the suite, so that files are checked on disk and no test
 * sees another file's uploads.
 */
export function temporaryUploads(prefix = "uploads-"): TemporaryUploads {
  const uploads: TemporaryUploads = {
    dir: "",
    fileOf: (url) => path.join(uploads.dir, url.replace(/^\/uploads\//, "")),
    filesBeside: (url) => {
      const folder = path.dirname(uploads.fileOf(url));
      return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    },
  };
  beforeAll(() => {
    uploads.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    setStorage(createLocalStorage(uploads.dir));
  });
  afterAll(() => {
    setStorage(undefined);
    fs.rmSync(uploads.dir, { recursive: true, force: true });
  });
  return uploads;
}
