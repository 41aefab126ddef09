import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { aircraft, aircraftImages, mediaAssets } from "~/db/schema";
import type { MediaRendition } from "./media.server";

/** One photo of an aircraft as the admin and the public pages see it. */
export type AircraftPhoto = {
  id: string;
  position: number;
  caption: string;
  alt: string;
  hero: boolean;
  mediaId: string;
  rendition: MediaRendition;
};

const photoColumns = {
  id: aircraftImages.id,
  position: aircraftImages.position,
  caption: aircraftImages.caption,
  alt: aircraftImages.alt,
  hero: aircraftImages.hero,
  mediaId: aircraftImages.mediaId,
  src: mediaAssets.src,
  width: mediaAssets.width,
  height: mediaAssets.height,
  variants: mediaAssets.variants,
};

/** The photo `photoId`, only if it belongs to the aircraft: an id of another's photo names none. */
function photoOf(aircraftId: string, photoId: string) {
  return and(eq(aircraftImages.aircraftId, aircraftId), eq(aircraftImages.id, photoId));
}

function toPhoto({
  src,
  width,
  height,
  variants,
  ...photo
}: {
  id: string;
  position: number;
  caption: string;
  alt: string;
  hero: boolean;
  mediaId: string;
  src: string;
  width: number | null;
  height: number | null;
  variants: MediaRendition["variants"];
}): AircraftPhoto {
  return { ...photo, rendition: { src, width, height, variants } };
}

/** An aircraft's photos in gallery order. */
export async function listAircraftPhotos(
  aircraftId: string,
  executor: Executor = db(),
): Promise<AircraftPhoto[]> {
  const rows = await executor
    .select(photoColumns)
    .from(aircraftImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, aircraftImages.mediaId))
    .where(eq(aircraftImages.aircraftId, aircraftId))
    .orderBy(asc(aircraftImages.position), asc(aircraftImages.createdAt));
  return rows.map(toPhoto);
}

/** The photos of several aircraft, by aircraft id, each in gallery order. */
export async function listPhotosOfAircraft(
  aircraftIds: readonly string[],
  executor: Executor = db(),
): Promise<Map<string, AircraftPhoto[]>> {
  const byAircraft = new Map<string, AircraftPhoto[]>();
  if (aircraftIds.length === 0) return byAircraft;
  const rows = await executor
    .select({ ...photoColumns, aircraftId: aircraftImages.aircraftId })
    .from(aircraftImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, aircraftImages.mediaId))
    .where(inArray(aircraftImages.aircraftId, [...aircraftIds]))
    .orderBy(asc(aircraftImages.position), asc(aircraftImages.createdAt));
  for (const { aircraftId, ...row } of rows) {
    const list = byAircraft.get(aircraftId) ?? [];
    list.push(toPhoto(row));
    byAircraft.set(aircraftId, list);
  }
  return byAircraft;
}

/**
 * The hero photo of an aircraft as a JSON object (src, width, height, variants, alt), for the
 * card columns of aircraft lists; null when it has none.
 */
export const heroPhotoColumn = sql<(MediaRendition & { alt: string }) | null>`(
  select json_build_object('src', hero_media.src, 'width', hero_media.width,
    'height', hero_media.height, 'variants', hero_media.variants, 'alt', hero_photo.alt)
  from aircraft_images hero_photo join media_assets hero_media on hero_media.id = hero_photo.media_id
  where hero_photo.aircraft_id = ${sql.raw('"aircraft"."id"')} and hero_photo.hero)`;

export async function findAircraftPhoto(
  aircraftId: string,
  photoId: string,
  executor: Executor = db(),
) {
  const [row] = await executor
    .select(photoColumns)
    .from(aircraftImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, aircraftImages.mediaId))
    .where(photoOf(aircraftId, photoId))
    .limit(1);
  return row ? toPhoto(row) : null;
}

/**
 * Appends processed images to an aircraft's photos, in the given order. The first photo an
 * aircraft gets becomes its hero.
 */
export async function appendAircraftPhotos(
  aircraftId: string,
  mediaIds: readonly string[],
  executor: Executor = db(),
) {
  if (mediaIds.length === 0) return;
  await executor.transaction(async (tx) => {
    // Serializes concurrent uploads to one aircraft, so positions and the hero stay unique.
    await tx.execute(
      sql`select 1 from ${aircraft} where ${aircraft.id} = ${aircraftId} for update`,
    );
    const [last] = await tx
      .select({
        position: max(aircraftImages.position),
        heroes: sql<number>`count(*) filter (where ${aircraftImages.hero})`.mapWith(Number),
      })
      .from(aircraftImages)
      .where(eq(aircraftImages.aircraftId, aircraftId));
    const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    const hasHero = (last?.heroes ?? 0) > 0;
    await tx.insert(aircraftImages).values(
      mediaIds.map((mediaId, index) => ({
        aircraftId,
        mediaId,
        position: start + index,
        hero: !hasHero && index === 0,
      })),
    );
  });
}

/** Sets a photo's caption and alt text; false when the aircraft has no such photo. */
export async function updateAircraftPhotoText(
  aircraftId: string,
  photoId: string,
  text: { caption: string; alt: string },
  executor: Executor = db(),
) {
  const rows = await executor
    .update(aircraftImages)
    .set(text)
    .where(photoOf(aircraftId, photoId))
    .returning({ id: aircraftImages.id });
  return rows.length > 0;
}

/** Makes one photo the hero (and no other); false when the aircraft has no such photo. */
export async function setAircraftHeroPhoto(
  aircraftId: string,
  photoId: string,
  executor: Executor = db(),
) {
  return executor.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: aircraftImages.id })
      .from(aircraftImages)
      .where(photoOf(aircraftId, photoId))
      .for("update");
    if (!photo) return false;
    await tx
      .update(aircraftImages)
      .set({ hero: false })
      .where(and(eq(aircraftImages.aircraftId, aircraftId), eq(aircraftImages.hero, true)));
    await tx.update(aircraftImages).set({ hero: true }).where(eq(aircraftImages.id, photoId));
    return true;
  });
}

/**
 * Puts an aircraft's photos in the given order. The ids must be exactly the aircraft's photos
 * (false otherwise, changing nothing), so a stale list cannot drop or duplicate a position.
 */
export async function reorderAircraftPhotos(
  aircraftId: string,
  orderedIds: readonly string[],
  executor: Executor = db(),
) {
  return executor.transaction(async (tx) => {
    const current = await tx
      .select({ id: aircraftImages.id })
      .from(aircraftImages)
      .where(eq(aircraftImages.aircraftId, aircraftId))
      .for("update");
    const known = new Set(current.map((row) => row.id));
    if (
      orderedIds.length !== known.size ||
      new Set(orderedIds).size !== orderedIds.length ||
      !orderedIds.every((id) => known.has(id))
    ) {
      return false;
    }
    for (const [position, id] of orderedIds.entries()) {
      await tx.update(aircraftImages).set({ position }).where(eq(aircraftImages.id, id));
    }
    return true;
  });
}

/**
 * Removes a photo from an aircraft and answers its media id, or null when there was none.
 * When it was the hero, the first remaining photo takes its place.
 */
export async function removeAircraftPhoto(
  aircraftId: string,
  photoId: string,
  executor: Executor = db(),
) {
  return executor.transaction(async (tx) => {
    const [removed] = await tx
      .delete(aircraftImages)
      .where(photoOf(aircraftId, photoId))
      .returning({ mediaId: aircraftImages.mediaId, hero: aircraftImages.hero });
    if (!removed) return null;
    if (removed.hero) {
      const [next] = await tx
        .select({ id: aircraftImages.id })
        .from(aircraftImages)
        .where(eq(aircraftImages.aircraftId, aircraftId))
        .orderBy(asc(aircraftImages.position))
        .limit(1);
      if (next) {
        await tx.update(aircraftImages).set({ hero: true }).where(eq(aircraftImages.id, next.id));
      }
    }
    return removed.mediaId;
  });
}

/** The media ids of an aircraft's photos (to remove their files once the aircraft is gone). */
export async function listAircraftPhotoMediaIds(aircraftId: string, executor: Executor = db()) {
  const rows = await executor
    .select({ mediaId: aircraftImages.mediaId })
    .from(aircraftImages)
    .where(eq(aircraftImages.aircraftId, aircraftId));
  return rows.map((row) => row.mediaId);
}

/**
 * The photos of an aircraft that have no alt text: an aircraft may only be listed on the
 * website once every photo says what it shows.
 */
export async function aircraftImagesMissingAlt(aircraftId: string, executor: Executor = db()) {
  return executor
    .select({
      id: aircraftImages.id,
      position: aircraftImages.position,
      caption: aircraftImages.caption,
    })
    .from(aircraftImages)
    .where(and(eq(aircraftImages.aircraftId, aircraftId), sql`btrim(${aircraftImages.alt}) = ''`))
    .orderBy(asc(aircraftImages.position));
}
