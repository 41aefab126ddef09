import { count } from "drizzle-orm";
import { readingMinutes } from "~/utils/reading-time";
import type { Database } from "../client.server";
import { aircraft, articleCategories, articles } from "../schema";
import { seedAircraft } from "./content/aircraft";
import { seedArticles } from "./content/articles";
import { seedCategories } from "./content/categories";

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
      .values(seedAircraft)
      .onConflictDoNothing({ target: aircraft.slug })
      .returning({ id: aircraft.id });
    return insertedCategories.length + insertedArticles.length + insertedAircraft.length > 0;
  });
}
