import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { postgresUrl, testEngine, withAdminClient } from "../setup/database";

/**
 * The migration that moved aircraft pictures into photo rows, run on a database holding rows
 * in the shape before it: every picture, caption and description must come through.
 */
const MIGRATION = "0014_media-pipeline";
const folder = path.resolve("drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

let handle: DatabaseHandle;
let databaseName: string | null = null;

async function apply(tag: string) {
  const text = fs.readFileSync(path.join(folder, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

async function rows<T>(query: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  if (testEngine === "postgres") {
    databaseName = `media_migration_${process.pid}_${Date.now().toString(36)}`;
    const name = databaseName;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    handle = await openDatabase({ kind: "postgres", url: postgresUrl(name), poolSize: 2 });
  } else {
    handle = await openDatabase({ kind: "pglite-memory" });
  }
  const tags = journal.entries.map((entry) => entry.tag);
  for (const tag of tags.slice(0, tags.indexOf(MIGRATION))) await apply(tag);

  await handle.db.execute(sql`
    insert into article_categories (slug, name) values ('aviation', 'Aviation')`);
  await handle.db.execute(sql`
    insert into articles (title, slug, category, category_name, image, status) values
      ('Covered', 'covered', 'aviation', 'Aviation', '/uploads/article-images/a.png', 'published'),
      ('Bare', 'bare', 'aviation', 'Aviation', null, 'published')`);
  const gallery = (slug: string) => [
    {
      url: `/images/aircraft/${slug}/gallery-1.webp`,
      title: "Exterior",
      description: "On the ramp",
    },
    { url: `/images/aircraft/${slug}/hero.webp`, title: "Profile", description: "" },
    { url: "https://photos.invalid/cabin.jpg", title: "", description: "" },
  ];
  await handle.db.execute(sql`
    insert into aircraft (slug, make, model, name, category, hero_image, images, gallery) values
      ('g500', 'Gulfstream', 'G500', 'Gulfstream G500', 'heavy-jets',
        '/images/aircraft/g500/hero.webp',
        ${JSON.stringify(["/images/aircraft/g500/gallery-1.webp", "/uploads/aircraft/extra.png"])}::jsonb,
        ${JSON.stringify(gallery("g500"))}::jsonb),
      ('bare', 'Cessna', 'CJ3', 'Cessna CJ3', 'light-jets', null, '[]'::jsonb, '[]'::jsonb)`);
  await apply(MIGRATION);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  const name = databaseName;
  if (name) await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
});

describe(`migration ${MIGRATION}`, () => {
  it("moves every aircraft picture into ordered photos with the hero, captions and alt text", async () => {
    const photos = await rows<{
      slug: string;
      src: string;
      position: number;
      hero: boolean;
      caption: string;
      alt: string;
      width: number | null;
      height: number | null;
      variants: { url: string; width: number; height: number }[];
    }>(`
      select a.slug, m.src, p.position, p.hero, p.caption, p.alt, m.width, m.height, m.variants
      from aircraft_images p join aircraft a on a.id = p.aircraft_id
      join media_assets m on m.id = p.media_id order by a.slug, p.position`);
    expect(photos.map(({ variants: _variants, ...photo }) => photo)).toEqual([
      {
        slug: "g500",
        src: "/images/aircraft/g500/hero.webp",
        position: 0,
        hero: true,
        // The hero was also in the gallery: one photo, with the gallery's caption.
        caption: "Profile",
        alt: "Gulfstream G500: Profile",
        width: 1600,
        height: 900,
      },
      {
        slug: "g500",
        src: "/images/aircraft/g500/gallery-1.webp",
        position: 1,
        hero: false,
        caption: "Exterior",
        alt: "On the ramp",
        width: 1600,
        height: 1067,
      },
      {
        slug: "g500",
        src: "https://photos.invalid/cabin.jpg",
        position: 2,
        hero: false,
        caption: "",
        alt: "Gulfstream G500",
        width: null,
        height: null,
      },
      {
        slug: "g500",
        src: "/uploads/aircraft/extra.png",
        position: 3,
        hero: false,
        caption: "",
        alt: "Gulfstream G500",
        width: null,
        height: null,
      },
    ]);
    expect(photos[1]?.variants).toEqual([
      { url: "/images/aircraft/g500/gallery-1-400.webp", width: 400, height: 267 },
      { url: "/images/aircraft/g500/gallery-1-800.webp", width: 800, height: 533 },
      { url: "/images/aircraft/g500/gallery-1.webp", width: 1600, height: 1067 },
    ]);
    expect(photos[2]?.variants).toEqual([]);
  });

  it("drops the old picture columns and describes existing covers by their title", async () => {
    const columns = await rows<{ column_name: string }>(`
      select column_name from information_schema.columns where table_name = 'aircraft'`);
    const names = columns.map((column) => column.column_name);
    expect(names).not.toContain("hero_image");
    expect(names).not.toContain("gallery");
    expect(names).not.toContain("images");
    const covers = await rows<{ slug: string; image_alt: string }>(
      "select slug, image_alt from articles order by slug",
    );
    expect(covers).toEqual([
      { slug: "bare", image_alt: "" },
      { slug: "covered", image_alt: "Covered" },
    ]);
  });
});
