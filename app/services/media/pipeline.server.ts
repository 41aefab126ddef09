import { randomUUID } from "node:crypto";
import type { OutputInfo } from "sharp";
import type { MediaVariant } from "~/db/schema";
import {
  type DeleteUnusedResult,
  deleteMediaAssetIfUnused,
  deleteMediaAssetRow,
  findMediaAssetBySrc,
  insertMediaAsset,
  type MediaAsset,
} from "~/models/media.server";
import { UnsupportedFileError } from "~/services/errors";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { type SniffedType, sniffFileType, storage } from "~/utils/storage.server";

/**
 * The widths pages ask for. The widest slots are the gallery lightbox and the article hero
 * (about 800 CSS px, 1,200 in the lightbox at most); 1,600 covers them on a 2x screen. Cards
 * and gallery thumbnails (about 400 CSS px) take 400 or 800.
 */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
const WIDEST = 1600;

/** The storage folder of processed images: one sub-folder per asset. */
export const MEDIA_FOLDER = "media";

/** Larger inputs are refused before decoding: a small file can still claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export const NOT_AN_IMAGE = "Please upload an image file.";

/** The sniffed type of an image upload, or the domain error a visitor sees. */
export function assertWebImage(bytes: Uint8Array): SniffedType {
  const sniffed = sniffFileType(bytes);
  if (!sniffed || !ACCEPTED_TYPES.has(sniffed.mime)) throw new UnsupportedFileError(NOT_AN_IMAGE);
  return sniffed;
}

/** The widths to render for an image `width` pixels wide: never wider than the image itself. */
export function variantWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((candidate) => candidate < width);
  const widest = Math.min(width, WIDEST);
  if (!widths.includes(widest)) widths.push(widest);
  return widths;
}

/**
 * Processes an uploaded or generated image into WebP variants at the layout's widths, stores
 * them and the untouched original (which no page references) and records the asset. The bytes
 * must be a JPEG, PNG, GIF or WebP by their signature; one that does not decode is refused as
 * not an image. EXIF orientation is applied and metadata dropped.
 */
export async function storeImage(bytes: Uint8Array): Promise<MediaAsset> {
  const sniffed = assertWebImage(bytes);
  let oriented: { data: Buffer; info: OutputInfo };
  // The image library (native, a sixth of a second to load) comes with the first image.
  const { default: sharp } = await import("sharp");
  try {
    // One decode, rotated upright; every variant is resized from this buffer.
    oriented = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedFileError(NOT_AN_IMAGE);
  }
  const { width, height, channels } = oriented.info;
  const folder = `${MEDIA_FOLDER}/${randomUUID()}`;
  const written: string[] = [];
  try {
    const variants: MediaVariant[] = [];
    for (const target of variantWidths(width)) {
      const { data, info } = await sharp(oriented.data, { raw: { width, height, channels } })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const key = `${folder}/w${info.width}.webp`;
      await storage().put(key, data, { contentType: "image/webp", overwrite: false });
      written.push(key);
      variants.push({ url: storage().url(key), width: info.width, height: info.height });
    }
    const originalKey = `${folder}/original.${sniffed.extension}`;
    await storage().put(originalKey, bytes, { contentType: sniffed.mime, overwrite: false });
    written.push(originalKey);
    const main = variants[variants.length - 1];
    if (!main) throw new Error("An image produced no variants");
    return await insertMediaAsset({
      src: main.url,
      width: main.width,
      height: main.height,
      variants,
      storageKeys: written,
      originalType: sniffed.mime,
      originalBytes: bytes.byteLength,
    });
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
}

/** Removes stored files and answers how many bytes they took. */
export async function removeFiles(keys: readonly string[]) {
  let freed = 0;
  for (const key of keys) {
    try {
      const found = await storage().head(key);
      await storage().delete(key);
      freed += found?.size ?? 0;
    } catch (error) {
      // A file left behind costs disk space only; the record is what pages read.
      logger().warn({ err: error, key }, "Could not delete a media file");
    }
  }
  return freed;
}

/** Deletes an asset's record and then its files. */
export async function deleteImage(asset: Pick<MediaAsset, "id" | "storageKeys">) {
  const deleted = await deleteMediaAssetRow(asset.id);
  if (deleted) await removeFiles(deleted.storageKeys);
}

/**
 * Deletes an asset with its files unless something shows it (the rule of deleteMediaAssetIfUnused),
 * answering the outcome and the bytes its files took.
 */
export async function deleteImageUnlessUsed(
  id: string,
): Promise<DeleteUnusedResult & { bytesFreed: number }> {
  const outcome = await deleteMediaAssetIfUnused(id, env().PUBLIC_URL);
  if (!outcome.ok) return { ...outcome, bytesFreed: 0 };
  return { ...outcome, bytesFreed: await removeFiles(outcome.asset.storageKeys) };
}

/**
 * Deletes the asset behind an image URL once nothing shows it any more (a replaced or deleted
 * cover). URLs that are not media assets (the site's artwork, other addresses) are left alone.
 */
export async function deleteImageIfUnused(src: string | null | undefined) {
  if (!src) return;
  const asset = await findMediaAssetBySrc(src);
  if (asset) await deleteImageUnlessUsed(asset.id);
}
