import { findAircraftById } from "~/models/aircraft.server";
import {
  aircraftImagesMissingAlt,
  appendAircraftPhotos,
  findAircraftPhoto,
  listAircraftPhotoMediaIds,
  listAircraftPhotos,
  removeAircraftPhoto,
  reorderAircraftPhotos,
  setAircraftHeroPhoto,
  updateAircraftPhotoText,
} from "~/models/aircraft-image.server";
import { AIRCRAFT_PHOTO_MAX_BYTES, type AircraftPhotoChange } from "~/schemas/aircraft-photos";
import { type Actor, recordAuditAs } from "~/services/actor";
import { NotFoundError, UnsupportedFileError, ValidationError } from "~/services/errors";
import type { UploadedFile } from "~/utils/storage.server";
import { deleteImage, deleteImageUnlessUsed, NOT_AN_IMAGE, storeImage } from "./pipeline.server";

export { aircraftImagesMissingAlt };

/** How large one aircraft photo may be, and what the visitor is told when it is larger. */
export const AIRCRAFT_PHOTO_UPLOAD = {
  maxBytes: AIRCRAFT_PHOTO_MAX_BYTES,
  tooLargeMessage: "Please upload a photo smaller than 20MB.",
};

async function aircraftOrNotFound(aircraftId: string) {
  const aircraft = await findAircraftById(aircraftId);
  if (!aircraft) throw new NotFoundError("Aircraft not found");
  return aircraft;
}

function audit(
  actor: Actor,
  aircraft: { id: string; name: string },
  details: Record<string, unknown>,
) {
  return recordAuditAs(actor, {
    action: "aircraft.images",
    targetType: "aircraft",
    targetId: aircraft.id,
    details: { name: aircraft.name, ...details },
  });
}

/** An aircraft's photos in gallery order; 404 when the aircraft does not exist. */
export async function listAircraftPhotosOf(aircraftId: string) {
  await aircraftOrNotFound(aircraftId);
  return listAircraftPhotos(aircraftId);
}

/** Whether an aircraft exists, checked before a photo upload is read. */
export async function assertAircraftForPhotos(aircraftId: string) {
  await aircraftOrNotFound(aircraftId);
}

/**
 * Adds one uploaded photo at the end of an aircraft's gallery (the first one becomes the hero).
 * It must be a JPEG, PNG, GIF or WebP by its bytes; it is processed into responsive variants.
 */
export async function addAircraftPhotoAs(actor: Actor, aircraftId: string, file: UploadedFile) {
  const aircraft = await aircraftOrNotFound(aircraftId);
  if (file.type && !file.type.startsWith("image/")) throw new UnsupportedFileError(NOT_AN_IMAGE);
  const asset = await storeImage(file.bytes);
  try {
    await appendAircraftPhotos(aircraftId, [asset.id]);
  } catch (error) {
    // The aircraft was deleted meanwhile: its photo has nothing to belong to.
    await deleteImage(asset);
    throw error;
  }
  await audit(actor, aircraft, {
    change: "added",
    // The media library names the photo's file by this address.
    url: asset.src,
    originalName: file.name.slice(0, 200),
    bytes: file.bytes.byteLength,
  });
  return listAircraftPhotos(aircraftId);
}

/** Changes a photo's caption or alt text, or makes it the hero; 404 for an unknown photo. */
export async function changeAircraftPhotoAs(
  actor: Actor,
  aircraftId: string,
  photoId: string,
  change: AircraftPhotoChange,
) {
  const aircraft = await aircraftOrNotFound(aircraftId);
  const photo = await findAircraftPhoto(aircraftId, photoId);
  if (!photo) throw new NotFoundError("Photo not found");
  if (change.caption !== undefined || change.alt !== undefined) {
    await updateAircraftPhotoText(aircraftId, photoId, {
      caption: change.caption ?? photo.caption,
      alt: change.alt ?? photo.alt,
    });
  }
  if (change.hero) await setAircraftHeroPhoto(aircraftId, photoId);
  await audit(actor, aircraft, { change: "edited", photo: photoId, fields: Object.keys(change) });
  return listAircraftPhotos(aircraftId);
}

/** Puts the photos in the given order, which must name each of them exactly once. */
export async function reorderAircraftPhotosAs(actor: Actor, aircraftId: string, ids: string[]) {
  const aircraft = await aircraftOrNotFound(aircraftId);
  if (!(await reorderAircraftPhotos(aircraftId, ids))) {
    throw new ValidationError(
      [{ path: "ids", message: "List every photo of this aircraft once" }],
      "The photos changed meanwhile. Reload and try again.",
    );
  }
  await audit(actor, aircraft, { change: "reordered" });
  return listAircraftPhotos(aircraftId);
}

/** Deletes a photo and its files; 404 for an unknown photo. */
export async function deleteAircraftPhotoAs(actor: Actor, aircraftId: string, photoId: string) {
  const aircraft = await aircraftOrNotFound(aircraftId);
  const mediaId = await removeAircraftPhoto(aircraftId, photoId);
  if (!mediaId) throw new NotFoundError("Photo not found");
  await deleteImageUnlessUsed(mediaId);
  await audit(actor, aircraft, { change: "deleted", photo: photoId });
  return listAircraftPhotos(aircraftId);
}

/**
 * The media of an aircraft's photos, read before the aircraft is deleted; pass them to
 * deletePhotoFiles once it is gone.
 */
export async function photoMediaOf(aircraftId: string) {
  return listAircraftPhotoMediaIds(aircraftId);
}

/** Deletes the processed images of an aircraft that no longer exists. */
export async function deletePhotoFiles(mediaIds: readonly string[]) {
  for (const mediaId of mediaIds) await deleteImageUnlessUsed(mediaId);
}
