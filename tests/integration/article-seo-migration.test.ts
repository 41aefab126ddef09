import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase, migrationsFolder } from "~/db/migrate.server";
import { postgresUrl, testEngine, withAdminClient } from "../setup/database";

/**
 * The migration that gives articles search and social fields, run on a live article whose
 * edits were staged before the fields existed: its staged edit names them, empty, like the
 * live article, and keeps everything else it held.
 */

const MIGRATION_TAG = "0018_article-seo";

/** The committed migrations up to, not including, the one under test. */
function migrationsBefore(tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let handle: DatabaseHandle;
let databaseName: string | null = null;
let folderBefore: string;

async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (testEngine === "pglite") return openDatabase({ kind: "pglite-memory" });
  databaseName = `m_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName}`));
  return openDatabase({ kind: "postgres", url: postgresUrl(databaseName), poolSize: 1 });
}

const stagedBefore = {
  title: "Pending title",
  slug: "staged-story",
  excerpt: "Pending excerpt",
  content: "<p>Pending</p>",
  author: "Desk",
  image: null,
  imageAlt: "",
  category: "aviation",
};

beforeAll(async () => {
  folderBefore = migrationsBefore(MIGRATION_TAG);
  handle = await openEmptyDatabase();
  await migrateDatabase(handle, folderBefore);
  await handle.db.execute(sql`
    insert into article_categories (slug, name) values ('aviation', 'Aviation')`);
  await handle.db.execute(sql`
    insert into articles (title, slug, category, category_name, status, staged)
    values ('Live title', 'staged-story', 'aviation', 'Aviation', 'published',
      ${JSON.stringify(stagedBefore)}::jsonb),
      ('Nothing pending', 'plain-story', 'aviation', 'Aviation', 'published', null)`);
  await migrateDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(folderBefore, { recursive: true, force: true });
  if (databaseName) {
    const name = databaseName;
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
  }
});

describe("adding search and social fields to articles", () => {
  it("names the new fields empty in edits staged before them, and stages nothing new", async () => {
    const result = await handle.db.execute(sql`
      select slug, meta_title, meta_description, social_image, staged from articles order by slug`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toEqual([
      {
        slug: "plain-story",
        meta_title: null,
        meta_description: null,
        social_image: null,
        staged: null,
      },
      {
        slug: "staged-story",
        meta_title: null,
        meta_description: null,
        social_image: null,
        staged: { ...stagedBefore, metaTitle: null, metaDescription: null, socialImage: null },
      },
    ]);
  });
});
