import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, openDatabase } from "~/db/client.server";
import { migrateDatabase, migrationsFolder } from "~/db/migrate.server";
import { articleCategories } from "~/db/schema";
import { readingMinutes, WORDS_PER_MINUTE } from "~/utils/reading-time";
import {
  createArticle,
  getPublishedArticleBySlug,
  listPublishedArticleCards,
  updateArticle,
} from "./article.server";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const body = (n: number) =>
  `<h2>Title &amp; more</h2><p>${words(n)}</p><script>var a = 1;</script><style>p{}</style>`;

const input = {
  title: "Reading time",
  slug: "reading-time",
  excerpt: "",
  author: "",
  image: null,
  category: "aviation",
  status: "published" as const,
  metaTitle: null,
  metaDescription: null,
  socialImage: null,
};

beforeAll(async () => {
  await db().insert(articleCategories).values({ slug: "aviation", name: "Aviation" });
});

describe("stored reading time", () => {
  it("is computed from the body on create and on update, and read back by public pages", async () => {
    const created = await createArticle({ ...input, content: body(3 * WORDS_PER_MINUTE) });
    if (!created.ok) throw new Error(created.reason);
    // Three minutes of words, plus the heading's two ("Title", "more").
    expect((await getPublishedArticleBySlug("reading-time"))?.readingMinutes).toBe(4);

    await updateArticle(created.article.id, { ...input, content: body(10) });
    const [card] = await listPublishedArticleCards();
    expect(card?.readingMinutes).toBe(1);
    expect(card).not.toHaveProperty("content");
  });
});

describe("the reading-time migration", { timeout: 60_000 }, () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("fills the column of existing articles as the application would", async () => {
    // The migrations as they were before the column, then all of them.
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
    const columnIndex = journal.entries.findIndex((entry: { tag: string }) =>
      entry.tag.endsWith("_article_reading_minutes"),
    );
    journal.entries = journal.entries.slice(0, columnIndex);
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const handle = await openDatabase({ kind: "pglite-memory" });
    try {
      await migrateDatabase(handle, folder);
      await handle.db.execute(sql`insert into article_categories (slug, name) values ('a', 'A')`);
      const contents = [body(0), body(219), body(700), "<p>Ünïcödé wörds, 2027 — and… more</p>"];
      for (const [index, content] of contents.entries()) {
        await handle.db.execute(
          sql`insert into articles (title, slug, content, category, category_name)
              values (${`t${index}`}, ${`s${index}`}, ${content}, 'a', 'A')`,
        );
      }
      await migrateDatabase(handle);
      const result = await handle.db.execute<{ content: string; reading_minutes: number }>(
        sql`select content, reading_minutes from articles order by slug`,
      );
      const rows = (result as unknown as { rows: { content: string; reading_minutes: number }[] })
        .rows;
      expect(rows.map((row) => row.reading_minutes)).toEqual(
        rows.map((row) => readingMinutes(row.content)),
      );
      expect(rows.map((row) => row.reading_minutes)).toEqual([1, 2, 4, 1]);
    } finally {
      await handle.close();
    }
  });
});
