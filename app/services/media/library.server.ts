import type { MediaVariant } from "~/db/schema";
import {
  countMediaAssets,
  countUnusedMediaSince,
  deleteUnusedMediaAssets,
  listMediaLibrary,
  listMediaUsages,
  listOwnedStorageKeys,
  listUsedMediaIds,
  type MediaLibraryRow,
  type MediaPlace,
  type MediaUsage,
  type MediaUsagePlace,
} from "~/models/media.server";
import { type MediaImage, type MediaKind, UNUSED_GRACE_HOURS } from "~/schemas/media";
import { type Actor, recordAuditAs } from "~/services/actor";
import { ConflictError, NotFoundError } from "~/services/errors";
import { env } from "~/utils/env.server";
import { formatByteSize } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { storage } from "~/utils/storage.server";
import { deleteImageUnlessUsed, MEDIA_FOLDER, removeFiles } from "./pipeline.server";

export const MEDIA_LIBRARY_PAGE_SIZE = 24;

export type MediaLibraryItem = MediaImage & {
  originalBytes: number | null;
  /** Whether the site ships the files itself, so the library stores none of them. */
  shipped: boolean;
  storageKeys: string[];
  createdAt: Date;
  usedBy: MediaPlace[];
};

/** The fields of an item that every list of the library shows. */
export function mediaImageOf(item: MediaLibraryItem): MediaImage {
  return {
    id: item.id,
    src: item.src,
    width: item.width,
    height: item.height,
    thumbnail: item.thumbnail,
    name: item.name,
    kind: item.kind,
    alt: item.alt,
  };
}

/** Live places first, so the staged copy of the same place is dropped. */
const PLACE_ORDER: MediaUsagePlace[] = [
  "aircraft",
  "cover",
  "social",
  "body",
  "staged-cover",
  "staged-social",
  "staged-body",
];
const LIVE_PLACE: Partial<Record<MediaUsagePlace, MediaUsagePlace>> = {
  "staged-cover": "cover",
  "staged-social": "social",
  "staged-body": "body",
};

/** An asset's places, each article and aircraft once per place, staged edits only when new. */
export function placesOf(usages: readonly MediaUsage[]): MediaPlace[] {
  const sorted = [...usages].sort(
    (a, b) => PLACE_ORDER.indexOf(a.place) - PLACE_ORDER.indexOf(b.place),
  );
  const seen = new Set<string>();
  const places: MediaPlace[] = [];
  for (const usage of sorted) {
    const target = usage.article?.id ?? usage.aircraft?.id ?? "";
    const live = LIVE_PLACE[usage.place];
    if (seen.has(`${usage.place}:${target}`) || (live && seen.has(`${live}:${target}`))) continue;
    seen.add(`${usage.place}:${target}`);
    places.push({ place: usage.place, article: usage.article, aircraft: usage.aircraft });
  }
  return places;
}

function kindOf(row: MediaLibraryRow, places: readonly MediaPlace[]): MediaKind {
  if (row.origin) return row.origin;
  if (places.some((place) => place.place === "aircraft")) return "aircraft";
  if (row.storageKeys.length === 0) return "artwork";
  if (row.generatedCover) return "generated";
  return "unknown";
}

function nameOf(row: MediaLibraryRow) {
  if (row.originalName) return row.originalName;
  // The site's artwork is named by its folder and file ("gulfstream-g500/cabin.webp"): the
  // file names repeat from one aircraft to the next.
  if (row.storageKeys.length === 0) return row.src.split("/").slice(-2).join("/") || null;
  return null;
}

/** The alt text an image is already shown with: an aircraft photo's, a cover's, a body's. */
function altOf(usages: readonly MediaUsage[]) {
  const described = [...usages]
    .sort((a, b) => PLACE_ORDER.indexOf(a.place) - PLACE_ORDER.indexOf(b.place))
    .find((usage) => usage.alt?.trim());
  return described?.alt?.trim() ?? null;
}

function smallestVariant(row: MediaLibraryRow): MediaVariant {
  const [smallest] = [...row.variants].sort((a, b) => a.width - b.width);
  return smallest ?? { url: row.src, width: row.width ?? 0, height: row.height ?? 0 };
}

export type MediaLibraryPageQuery = {
  search: string;
  unusedOnly: boolean;
  page: number;
  pageSize: number;
};

async function libraryPage(
  { unusedOnly, ...query }: MediaLibraryPageQuery,
  usedIds: readonly string[] | null,
) {
  const siteOrigin = env().PUBLIC_URL;
  const { rows, total } = await listMediaLibrary({
    ...query,
    excludeIds: unusedOnly ? usedIds : null,
    siteOrigin,
  });
  const usages = await listMediaUsages(
    rows.map((row) => row.id),
    siteOrigin,
  );
  const items = rows.map((row): MediaLibraryItem => {
    const own = usages.filter((usage) => usage.mediaId === row.id);
    const usedBy = placesOf(own);
    return {
      id: row.id,
      src: row.src,
      width: row.width,
      height: row.height,
      thumbnail: smallestVariant(row),
      name: nameOf(row),
      kind: kindOf(row, usedBy),
      alt: altOf(own),
      originalBytes: row.originalBytes,
      shipped: row.storageKeys.length === 0,
      storageKeys: row.storageKeys,
      createdAt: row.createdAt,
      usedBy,
    };
  });
  return { items, total };
}

/** A page of the media library, newest first, each image with where it is used. */
export async function listMediaLibraryPage(query: MediaLibraryPageQuery) {
  const usedIds = query.unusedOnly ? await listUsedMediaIds(env().PUBLIC_URL) : null;
  return libraryPage(query, usedIds);
}

/**
 * The library page: a page of images (as listMediaLibraryPage), how many images there are and
 * how many of them nothing shows.
 */
export async function mediaLibraryOverview(query: MediaLibraryPageQuery) {
  // Which images are used is read once, for the filter and the count alike.
  const usedIds = await listUsedMediaIds(env().PUBLIC_URL);
  const page = await libraryPage(query, usedIds);
  const total = await countMediaAssets();
  return { ...page, counts: { total, unused: total - usedIds.length } };
}

/**
 * The bytes each image's stored files take (the variants and the original), by image id;
 * `missing` counts files its record names that storage does not have.
 */
export async function storedSizes(items: readonly Pick<MediaLibraryItem, "id" | "storageKeys">[]) {
  const sizes = new Map<string, { bytes: number; missing: number }>();
  await Promise.all(
    items.map(async (item) => {
      const found = await Promise.all(item.storageKeys.map((key) => storage().head(key)));
      sizes.set(item.id, {
        bytes: found.reduce((sum, object) => sum + (object?.size ?? 0), 0),
        missing: found.filter((object) => !object).length,
      });
    }),
  );
  return sizes;
}

function describePlace({ place, article, aircraft }: MediaPlace) {
  const title = `“${article?.title ?? "an article"}”`;
  switch (place) {
    case "cover":
      return `as the cover of ${title}`;
    case "body":
      return `in the text of ${title}`;
    case "social":
      return `as the social image of ${title}`;
    case "staged-cover":
      return `as the cover in the unpublished changes to ${title}`;
    case "staged-social":
      return `as the social image in the unpublished changes to ${title}`;
    case "staged-body":
      return `in the unpublished changes to ${title}`;
    case "aircraft":
      return `as a photo of the ${aircraft?.name ?? "aircraft"}`;
  }
}

const LISTED_PLACES = 5;

/** What a refused deletion says: every place (the first few by name) to remove the image from. */
export function inUseMessage(places: readonly MediaPlace[]) {
  if (places.length === 0) return "This image was just put to use, so it was not deleted.";
  const named = places.slice(0, LISTED_PLACES).map(describePlace);
  const more = places.length - named.length;
  if (more > 0) named.push(`${more} more ${more === 1 ? "place" : "places"}`);
  const list =
    named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return `This image is still used ${list}. Remove it there first.`;
}

/** A deletion refused because something shows the image; `places` says what. */
export class MediaInUseError extends ConflictError {
  constructor(readonly places: MediaPlace[]) {
    super(inUseMessage(places), { code: "media_in_use" });
  }
}

/**
 * Deletes one image and every stored file of it, unless something shows it (then nothing
 * changes and the error names the places). Answers the bytes freed.
 */
export async function deleteMediaAs(actor: Actor, id: string) {
  const outcome = await deleteImageUnlessUsed(id);
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw new NotFoundError("This image no longer exists.");
    throw new MediaInUseError(placesOf(await listMediaUsages([id], env().PUBLIC_URL)));
  }
  await recordAuditAs(actor, {
    action: "media.delete",
    targetType: "media",
    targetId: outcome.asset.src,
    details: { files: outcome.asset.storageKeys.length, bytesFreed: outcome.bytesFreed },
  });
  return { bytesFreed: outcome.bytesFreed };
}

export type RemoveUnusedReport = {
  /** Images deleted, with every file of theirs. */
  removed: number;
  /** Files in the images' storage folder that no image record owned. */
  strayFiles: number;
  bytesFreed: number;
  /** Unused images kept because they were stored within the grace period. */
  keptRecent: number;
};

/**
 * Files under the media folder that no record owns (an interrupted upload or deletion), older
 * than `cutoff`; removes them and answers how many and their bytes.
 */
async function removeStrayFiles(cutoff: Date) {
  // Owners are read before the listing: an upload finishing in between is newer than cutoff.
  const owned = await listOwnedStorageKeys();
  const files = await storage().list(`${MEDIA_FOLDER}/`);
  const strays = files.filter((file) => !owned.has(file.key) && file.lastModified < cutoff);
  let bytes = 0;
  let count = 0;
  for (const stray of strays) {
    try {
      await storage().delete(stray.key);
      bytes += stray.size;
      count += 1;
    } catch (error) {
      logger().warn({ err: error, key: stray.key }, "Could not delete a stray media file");
    }
  }
  return { count, bytes };
}

/**
 * Deletes every image nothing shows (the rule deleting one image follows) that is older than
 * the grace period, with its files, then the files of the media folder no image owns.
 */
export async function removeUnusedMediaAs(
  actor: Actor,
  now = new Date(),
): Promise<RemoveUnusedReport> {
  const siteOrigin = env().PUBLIC_URL;
  const cutoff = new Date(now.getTime() - UNUSED_GRACE_HOURS * 3_600_000);
  const deleted = await deleteUnusedMediaAssets(siteOrigin, cutoff);
  if (!deleted) {
    throw new ConflictError("An image was just put to use. Nothing was removed; try again.");
  }
  let bytesFreed = 0;
  for (const asset of deleted) bytesFreed += await removeFiles(asset.storageKeys);
  const strays = await removeStrayFiles(cutoff);
  const report = {
    removed: deleted.length,
    strayFiles: strays.count,
    bytesFreed: bytesFreed + strays.bytes,
    keptRecent: await countUnusedMediaSince(siteOrigin, cutoff),
  };
  await recordAuditAs(actor, {
    action: "media.remove-unused",
    targetType: "media",
    details: { ...report, images: deleted.map((asset) => asset.src) },
  });
  return report;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What "Remove unused files" tells the user it did. */
export function removeUnusedSummary(report: RemoveUnusedReport) {
  const parts = [plural(report.removed, "unused image", "unused images")];
  if (report.strayFiles > 0) parts.push(plural(report.strayFiles, "stray file", "stray files"));
  let summary =
    report.removed + report.strayFiles > 0
      ? `Removed ${parts.join(" and ")}, freeing ${formatByteSize(report.bytesFreed)}.`
      : "Nothing was removed.";
  if (report.keptRecent > 0) {
    summary += ` Kept ${plural(report.keptRecent, "unused image", "unused images")} stored in the last ${UNUSED_GRACE_HOURS} hours, which may belong to an article not saved yet.`;
  }
  return summary;
}
