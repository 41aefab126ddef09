import { db } from "~/db/client.server";
import { articleCategories } from "~/db/schema";
import { seedCategories } from "~/db/seed/content/categories";

/** Stores the starter content's journal categories, in their menu order. */
export async function insertSeedCategories() {
  await db()
    .insert(articleCategories)
    .values(seedCategories.map((category, index) => ({ ...category, sortOrder: index })));
}
