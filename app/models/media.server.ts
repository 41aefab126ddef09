import { eq, inArray, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { aircraftImages, articles, type MediaVariant, mediaAssets } from "~/db/schema";

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type MediaAssetInsert = Omit<typeof mediaAssets.$inferInsert, "id" | "createdAt">;

/** What a page needs to render a stored image responsively. */
export type MediaRendition = {
  src: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
};

export async function insertMediaAsset(values: MediaAssetInsert, executor: Executor = db()) {
  const [row] = await executor.insert(mediaAssets).values(values).returning();
  if (!row) throw new Error("Inserting a media asset returned no row");
  return row;
}

export async function findMediaAssetById(id: string, executor: Executor = db()) {
  const [row] = await executor.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
  return row ?? null;
}

export async function findMediaAssetBySrc(src: string, executor: Executor = db()) {
  const [row] = await executor.select().from(mediaAssets).where(eq(mediaAssets.src, src)).limit(1);
  return row ?? null;
}

/** The renditions of the given image URLs that are media assets, by URL. */
export async function findRenditionsBySrc(
  srcs: readonly string[],
  executor: Executor = db(),
): Promise<Map<string, MediaRendition>> {
  const unique = [...new Set(srcs)];
  if (unique.length === 0) return new Map();
  const rows = await executor
    .select({
      src: mediaAssets.src,
      width: mediaAssets.width,
      height: mediaAssets.height,
      variants: mediaAssets.variants,
    })
    .from(mediaAssets)
    .where(inArray(mediaAssets.src, unique));
  return new Map(rows.map((row) => [row.src, row]));
}

export async function deleteMediaAssetRow(id: string, executor: Executor = db()) {
  const [row] = await executor.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning();
  return row ?? null;
}

/**
 * Whether anything still shows the asset: an article's cover, social image or body, or an
 * aircraft photo. A body is matched on the URL text, which is how the sanitizer keeps our own
 * images.
 */
export async function isMediaAssetInUse(
  asset: Pick<MediaAsset, "id" | "src">,
  executor: Executor = db(),
) {
  const [article] = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(
      or(
        eq(articles.image, asset.src),
        eq(articles.socialImage, asset.src),
        sql`strpos(${articles.content}, ${asset.src}) > 0`,
      ),
    )
    .limit(1);
  if (article) return true;
  const [photo] = await executor
    .select({ id: aircraftImages.id })
    .from(aircraftImages)
    .where(eq(aircraftImages.mediaId, asset.id))
    .limit(1);
  return Boolean(photo);
}
