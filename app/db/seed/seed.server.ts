import { count } from "drizzle-orm";
import { readingMinutes } from "~/utils/reading-time";
import type { Database } from "../client.server";
import {
  aircraft,
  aircraftImages,
  articleCategories,
  articles,
  type MediaVariant,
  mediaAssets,
} from "../schema";
import { seedAircraft } from "./content/aircraft";
import { seedArticles } from "./content/articles";
import { seedCategories } from "./content/categories";

/**
 * The site's artwork as a media asset: 1,600 px wide with 400 and 800 px variants beside it
 * (tools/generate-artwork.ts); its files ship with the site, so the asset owns none.
 */
function artworkAsset(url: string, height: number) {
  const base = url.replace(/\.webp$/, "");
  // The artwork's resizer rounds a half pixel down (1,067 / 2 → 533).
  const scaled = (divisor: number) => Math.ceil(height / divisor - 0.5);
  const variants: MediaVariant[] = [
    { url: `${base}-400.webp`, width: 400, height: scaled(4) },
    { url: `${base}-800.webp`, width: 800, height: scaled(2) },
    { url, width: 1600, height },
  ];
  return { src: url, width: 1600, height, variants, storageKeys: [] };
}

/**
 * Loads the starter content. Idempotent: rows are matched by slug and left alone when present,
 * so running it twice, or on a database that staff have edited, changes nothing.
 * Returns whether anything was inserted.
 */
export async function seedDatabase(
  db: Database,
  { onlyIfEmpty }: { onlyIfEmpty: boolean },
): Promise<boolean> {
  if (onlyIfEmpty) {
    const [row] = await db.select({ n: count() }).from(articleCategories);
    if ((row?.n ?? 0) > 0) return false;
  }
  if (seedArticles.length === 0 || seedAircraft.length === 0) {
    throw new Error("The seed content is missing");
  }
  return db.transaction(async (tx) => {
    const categoryNames = new Map<string, string>(seedCategories.map((c) => [c.slug, c.name]));
    const insertedCategories = await tx
      .insert(articleCategories)
      .values(seedCategories.map((category, index) => ({ ...category, sortOrder: index })))
      .onConflictDoNothing({ target: articleCategories.slug })
      .returning({ id: articleCategories.id });
    const insertedArticles = await tx
      .insert(articles)
      .values(
        seedArticles.map((article) => {
          const publishedAt = article.publishedAt ? new Date(article.publishedAt) : null;
          const createdAt = publishedAt ?? new Date("2026-11-01T09:00:00Z");
          return {
            ...article,
            imageAlt: article.image ? article.title : "",
            categoryName: categoryNames.get(article.category) ?? article.category,
            readingMinutes: readingMinutes(article.content),
            publishedAt,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .onConflictDoNothing({ target: articles.slug })
      .returning({ id: articles.id });
    const insertedAircraft = await tx
      .insert(aircraft)
      .values(seedAircraft.map(({ heroImage: _hero, gallery: _gallery, ...fields }) => fields))
      .onConflictDoNothing({ target: aircraft.slug })
      .returning({ id: aircraft.id, slug: aircraft.slug });
    for (const row of insertedAircraft) {
      const seed = seedAircraft.find((candidate) => candidate.slug === row.slug);
      if (!seed) continue;
      const photos = [
        { url: seed.heroImage, caption: "", alt: `The ${seed.name}`, height: 900, hero: true },
        ...seed.gallery.map((photo) => ({
          url: photo.url,
          caption: photo.title,
          alt: photo.description,
          height: 1067,
          hero: false,
        })),
      ];
      const assets = await tx
        .insert(mediaAssets)
        .values(photos.map((photo) => artworkAsset(photo.url, photo.height)))
        .onConflictDoNothing({ target: mediaAssets.src })
        .returning({ id: mediaAssets.id, src: mediaAssets.src });
      const assetIds = new Map(assets.map((asset) => [asset.src, asset.id]));
      await tx.insert(aircraftImages).values(
        photos.flatMap((photo, position) => {
          const mediaId = assetIds.get(photo.url);
          return mediaId
            ? [
                {
                  aircraftId: row.id,
                  mediaId,
                  position,
                  caption: photo.caption,
                  alt: photo.alt,
                  hero: photo.hero,
                },
              ]
            : [];
        }),
      );
    }
    return insertedCategories.length + insertedArticles.length + insertedAircraft.length > 0;
  });
}
