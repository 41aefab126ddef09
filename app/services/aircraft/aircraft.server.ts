import { describeListingGaps, type ListingCandidate, listingGaps } from "~/content/aircraft-facts";
import {
  type AdminAircraft,
  type AircraftWrite,
  type AircraftWriteResult,
  createAircraft,
  deleteAircraft,
  findAircraftById,
  setAircraftSpecificationDocument,
  updateAircraft,
} from "~/models/aircraft.server";
import { listAircraftPhotos } from "~/models/aircraft-image.server";
import {
  type AircraftInput,
  type AircraftUpdate,
  SCREENSHOT_MAX_BYTES,
  SPECIFICATION_MAX_BYTES,
} from "~/schemas/aircraft";
import { type Actor, recordAuditAs } from "~/services/actor";
import { changedFields } from "~/services/audit-changes";
import {
  ConflictError,
  NotFoundError,
  UnsupportedFileError,
  UpstreamError,
  ValidationError,
} from "~/services/errors";
import { deletePhotoFiles, photoMediaOf } from "~/services/media/aircraft-photos.server";
import { parseAircraftScreenshot } from "~/utils/ai.server";
import { logger } from "~/utils/logger.server";
import { slugify } from "~/utils/slug";
import {
  keyFromUploadUrl,
  sniffFileType,
  storage,
  type UploadedFile,
} from "~/utils/storage.server";

export const AIRCRAFT_BODY_LIMIT = 256 * 1024;

function unwrap(result: AircraftWriteResult): AdminAircraft {
  if (result.ok) return result.aircraft;
  if (result.reason === "slug-taken") {
    throw new ConflictError("An aircraft with this slug already exists.", {
      code: "slug_taken",
      issues: [{ path: "slug", message: "This slug is already in use. Choose another." }],
    });
  }
  throw new NotFoundError("Aircraft not found");
}

function audit(
  actor: Actor,
  action: "aircraft.create" | "aircraft.update" | "aircraft.delete" | "aircraft.specification",
  targetId: string,
  details: Record<string, unknown>,
) {
  return recordAuditAs(actor, {
    action,
    targetType: "aircraft",
    targetId,
    details,
  });
}

/** Creates an aircraft: the name defaults to "make model", the slug to the name's. */
export async function createAircraftAs(actor: Actor, input: Omit<AircraftInput, "websiteListing">) {
  const name = input.name || `${input.make} ${input.model}`;
  const slug = input.slug || slugify(name);
  if (!slug) {
    throw new ValidationError([{ path: "slug", message: "Enter a slug with letters or digits" }]);
  }
  // A new aircraft is reviewed before it goes live: it is listed with listAircraftAs.
  const write: AircraftWrite = { ...input, name, slug, websiteListing: false, listedAt: null };
  const created = unwrap(await createAircraft(write, { slugIsExplicit: Boolean(input.slug) }));
  await audit(actor, "aircraft.create", created.id, { name: created.name, slug: created.slug });
  return created;
}

/**
 * Changes the fields sent; an empty name or slug keeps the stored one. Putting an aircraft on
 * the website checks that the listing is complete, as the result would be stored (the refusal
 * names what is missing); the first listing starts its days on market.
 */
export async function updateAircraftAs(actor: Actor, id: string, changes: AircraftUpdate) {
  const { name, slug, ...rest } = changes;
  const write: Partial<AircraftWrite> = { ...rest };
  if (name) write.name = name;
  if (slug) write.slug = slug;
  const before = await findAircraftById(id);
  if (changes.websiteListing) {
    if (!before) throw new NotFoundError("Aircraft not found");
    if (!before.websiteListing) {
      assertListable({ ...before, ...write, photos: await listAircraftPhotos(id) });
      write.listedAt = before.listedAt ?? new Date();
    }
  }
  const updated = unwrap(await updateAircraft(id, write));
  await audit(actor, "aircraft.update", updated.id, {
    name: updated.name,
    changes: changedFields(before, updated, Object.keys(write)),
  });
  return updated;
}

function assertListable(candidate: ListingCandidate) {
  const gaps = listingGaps(candidate);
  if (gaps.length === 0) return;
  throw new ValidationError(
    [{ path: "websiteListing", message: describeListingGaps(gaps) }],
    describeListingGaps(gaps),
    { code: "listing_incomplete" },
  );
}

/** Puts an aircraft on the website (when complete) or takes it off. */
export async function setWebsiteListingAs(actor: Actor, id: string, listed: boolean) {
  return updateAircraftAs(actor, id, { websiteListing: listed });
}

async function removeStoredFile(url: string | null) {
  const key = url ? keyFromUploadUrl(url) : null;
  if (!key) return;
  try {
    await storage().delete(key);
  } catch (error) {
    // The record is gone either way; an orphaned file is only wasted space.
    logger().warn({ err: error, key }, "Could not delete a stored file");
  }
}

/** Deletes an aircraft, its specification sheet and its photos' files. */
export async function deleteAircraftAs(actor: Actor, id: string) {
  const photoMedia = await photoMediaOf(id);
  const deleted = await deleteAircraft(id);
  if (!deleted) throw new NotFoundError("Aircraft not found");
  await removeStoredFile(deleted.specificationDocumentUrl);
  await deletePhotoFiles(photoMedia);
  await audit(actor, "aircraft.delete", deleted.id, { name: deleted.name, slug: deleted.slug });
  return deleted;
}

const NOT_A_PDF = "Please upload a PDF file";

/** How large a specification sheet may be, and what the visitor is told when it is larger. */
export const SPECIFICATION_UPLOAD = {
  maxBytes: SPECIFICATION_MAX_BYTES,
  tooLargeMessage: "Please upload a PDF smaller than 20MB.",
};

/** Whether an aircraft exists, checked before its specification sheet is read. */
export async function assertAircraftExists(id: string) {
  if (!(await findAircraftById(id))) throw new NotFoundError("Aircraft not found");
}

/**
 * The stored name of a sheet: the uploaded file's own name in safe characters, because the file
 * is downloaded under its stored name and a buyer should get "g500-spec-sheet.pdf", not an id.
 */
export function specificationFileName(uploadedName: string) {
  const stem = uploadedName
    .replace(/\.pdf$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, 80);
  return `${stem || "specification"}.pdf`;
}

/**
 * Stores an uploaded specification sheet under the aircraft's folder with its own file name,
 * replacing the previous one (one sheet per aircraft), and records its URL on the aircraft. The
 * URL carries a version so browsers and caches fetch a replaced sheet anew.
 */
export async function uploadSpecificationAs(actor: Actor, id: string, file: UploadedFile) {
  const existing = await findAircraftById(id);
  if (!existing) throw new NotFoundError("Aircraft not found");
  const isPdfName = file.name.toLowerCase().endsWith(".pdf");
  if (!isPdfName || sniffFileType(file.bytes)?.mime !== "application/pdf") {
    throw new UnsupportedFileError(NOT_A_PDF);
  }
  const key = `aircraft-specifications/${id}/${specificationFileName(file.name)}`;
  await storage().put(key, file.bytes, { contentType: "application/pdf", overwrite: true });
  const url = `${storage().url(key)}?v=${Date.now()}`;
  if (!(await setAircraftSpecificationDocument(id, url))) {
    // Deleted while the file was uploading.
    await removeStoredFile(url);
    throw new NotFoundError("Aircraft not found");
  }
  const previous = existing.specificationDocumentUrl;
  if (previous && keyFromUploadUrl(previous) !== key) await removeStoredFile(previous);
  await audit(actor, "aircraft.specification", id, { bytes: file.bytes.byteLength });
  return { specificationDocumentUrl: url };
}

/** How large a listing screenshot or sheet may be, and what the visitor is told when larger. */
export const SCREENSHOT_UPLOAD = {
  maxBytes: SCREENSHOT_MAX_BYTES,
  tooLargeMessage: "Please upload a file smaller than 10MB.",
};

const SCREENSHOT_TYPES = new Set(["image/png", "image/jpeg", "application/pdf"]);
const SCREENSHOT_EXTENSIONS = new Set(["png", "jpg", "jpeg", "pdf"]);

/** A stored name: timestamp, then the original name reduced to safe characters. */
function screenshotKey(name: string) {
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-.]+/, "")
      .slice(-80) || "screenshot";
  return `aircraft-screenshots/${Date.now()}-${safe}`;
}

/**
 * Reads a listing screenshot or PDF sheet with the AI and answers the extracted listing facts
 * for an editor to review, with the stored file's URL.
 */
export async function parseListingScreenshot(file: UploadedFile) {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const sniffed = sniffFileType(file.bytes);
  if (!sniffed || !SCREENSHOT_TYPES.has(sniffed.mime) || !SCREENSHOT_EXTENSIONS.has(extension)) {
    throw new UnsupportedFileError("Please upload a PNG, JPG or PDF file.");
  }
  const key = screenshotKey(file.name);
  await storage().put(key, file.bytes, { contentType: sniffed.mime, overwrite: false });
  try {
    const parsedData = await parseAircraftScreenshot({
      bytes: file.bytes,
      mime: sniffed.mime,
      fileName: file.name,
    });
    return { parsedData, imageUrl: storage().url(key) };
  } catch (error) {
    logger().warn({ err: error, key }, "Parsing an aircraft screenshot failed");
    throw new UpstreamError("Failed to upload or parse screenshot");
  }
}
