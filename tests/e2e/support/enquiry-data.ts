import fs from "node:fs";
import path from "node:path";
import { e2eMailDir } from "../../../playwright.config";
import { parseMail, type ReceivedMail } from "../../support/smtp";

/**
 * Mail the server sent: with no SMTP configured it writes every message as an `.eml` file under
 * DATA_DIR/mail, which `waitForMail` reads.
 */

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
