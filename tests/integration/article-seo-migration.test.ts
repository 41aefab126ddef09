import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/migration-under-test";

/**
 * The migration that gives articles search and social fields, run on a live article whose
 * edits were staged before the fields existed: its staged edit names them, empty, like the
 * live article, and keeps everything else it held.
 */

const MIGRATION_TAG = "0018_article-seo";

const database = databaseBeforeMigration(MIGRATION_TAG);

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
  await database.execute(sql`
    insert into article_categories (slug, name) values ('aviation', 'Aviation')`);
  await database.execute(sql`
    insert into articles (title, slug, category, category_name, status, staged)
    values ('Live title', 'staged-story', 'aviation', 'Aviation', 'published',
      ${JSON.stringify(stagedBefore)}::jsonb),
      ('Nothing pending', 'plain-story', 'aviation', 'Aviation', 'published', null)`);
  await database.migrateRest();
});

describe("adding search and social fields to articles", () => {
  it("names the new fields empty in edits staged before them, and stages nothing new", async () => {
    const rows = await database.rows(sql`
      select slug, meta_title, meta_description, social_image, staged from articles order by slug`);
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
