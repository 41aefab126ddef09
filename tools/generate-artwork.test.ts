import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const run = promisify(execFile);
const out = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-"));

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

// The committed images are this tool's output: regenerating a scene must give the same bytes,
// so a change to a scene (or to the image pipeline) shows up as a changed file to commit.
test("regenerates a committed scene byte for byte", { timeout: 60_000 }, async () => {
  await run("npx", ["tsx", "tools/generate-artwork.ts", "site/contact"], {
    env: { ...process.env, ARTWORK_OUT: out },
  });
  const produced = fs.readdirSync(path.join(out, "images/site")).sort();
  expect(produced).toEqual(["contact-400.webp", "contact-800.webp", "contact.webp"]);
  for (const file of produced) {
    const committed = fs.readFileSync(path.join("public/images/site", file));
    expect(fs.readFileSync(path.join(out, "images/site", file)).equals(committed)).toBe(true);
  }
});
