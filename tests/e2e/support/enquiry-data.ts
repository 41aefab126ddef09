import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { e2eDataDir, e2eMailDir } from "../../../playwright.config";
import { parseMail, type ReceivedMail } from "../../support/smtp";

/**
 * Test-only access to what the server stored, without an admin account:
 *
 * - Mail: with no SMTP configured the server writes every message as an `.eml` file under
 *   DATA_DIR/mail; `waitForMail` reads them.
 * - Rows: the server holds its embedded database open (and locked), so `queryStoredRows`
 *   copies the data directory and opens the copy read-only in a separate PGlite. The copy is
 *   crash-consistent: PGlite replays the write-ahead log, so committed rows are all there.
 */

export async function queryStoredRows<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-pgdata-"));
  try {
    fs.cpSync(path.join(e2eDataDir, "pgdata"), copy, { recursive: true });
    const database = await PGlite.create(copy);
    try {
      return (await database.query<Row>(query, params)).rows;
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

export function readMail(): ReceivedMail[] {
  if (!fs.existsSync(e2eMailDir)) return [];
  return fs
    .readdirSync(e2eMailDir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => parseMail(fs.readFileSync(path.join(e2eMailDir, file), "utf8")));
}

export async function waitForMail(
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMail().find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error("No matching .eml file in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A value unique to one test run, so assertions never match another test's data. */
export function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
