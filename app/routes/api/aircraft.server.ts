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
import { recordAudit } from "~/models/audit-log.server";
import {
  type AircraftInput,
  type AircraftUpdate,
  SPECIFICATION_MAX_BYTES,
} from "~/schemas/aircraft";
import { ApiError } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";
import { slugify } from "~/utils/slug";
import { keyFromUploadUrl, readUploadedFile, sniffFileType, storage } from "~/utils/storage.server";
import type { Actor } from "./articles.server";

export const AIRCRAFT_BODY_LIMIT = 256 * 1024;

function unwrap(result: AircraftWriteResult): AdminAircraft {
  if (result.ok) return result.aircraft;
  if (result.reason === "slug-taken") {
    throw new ApiError(409, "An aircraft with this slug already exists.", {
      code: "slug_taken",
      issues: [{ path: "slug", message: "This slug is already in use. Choose another." }],
    });
  }
  throw new ApiError(404, "Aircraft not found");
}

function audit(
  actor: Actor,
  action: "aircraft.create" | "aircraft.update" | "aircraft.delete" | "aircraft.specification",
  targetId: string,
  details: Record<string, unknown>,
) {
  return recordAudit({
    action,
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: "aircraft",
    targetId,
    details,
    ip: actor.ip,
  });
}

/** Creates an aircraft: the name defaults to "make model", the slug to the name's. */
export async function createAircraftAs(actor: Actor, input: AircraftInput) {
  const name = input.name || `${input.make} ${input.model}`;
  const slug = input.slug || slugify(name);
  if (!slug) {
    throw new ApiError(400, "Invalid input", {
      issues: [{ path: "slug", message: "Enter a slug with letters or digits" }],
    });
  }
  const write: AircraftWrite = { ...input, name, slug };
  const created = unwrap(await createAircraft(write, { slugIsExplicit: Boolean(input.slug) }));
  await audit(actor, "aircraft.create", created.id, { name: created.name, slug: created.slug });
  return created;
}

/** Changes the fields sent; an empty name or slug keeps the stored one. */
export async function updateAircraftAs(actor: Actor, id: string, changes: AircraftUpdate) {
  const { name, slug, ...rest } = changes;
  const write: Partial<AircraftWrite> = { ...rest };
  if (name) write.name = name;
  if (slug) write.slug = slug;
  const updated = unwrap(await updateAircraft(id, write));
  await audit(actor, "aircraft.update", updated.id, {
    name: updated.name,
    fields: Object.keys(changes),
  });
  return updated;
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

/** Deletes an aircraft and its specification sheet. */
export async function deleteAircraftAs(actor: Actor, id: string) {
  const deleted = await deleteAircraft(id);
  if (!deleted) throw new ApiError(404, "Aircraft not found");
  await removeStoredFile(deleted.specificationDocumentUrl);
  await audit(actor, "aircraft.delete", deleted.id, { name: deleted.name, slug: deleted.slug });
  return deleted;
}

const NOT_A_PDF = "Please upload a PDF file";

/**
 * Stores an uploaded specification sheet as `{aircraftId}-specification.pdf`, replacing the
 * previous one (spec §7), and records its URL on the aircraft. The URL carries a version so
 * browsers and caches fetch a replaced sheet anew.
 */
export async function uploadSpecificationAs(actor: Actor, id: string, request: Request) {
  if (!(await findAircraftById(id))) throw new ApiError(404, "Aircraft not found");
  const file = await readUploadedFile(request, {
    maxBytes: SPECIFICATION_MAX_BYTES,
    tooLargeMessage: "Please upload a PDF smaller than 20MB.",
  });
  const isPdfName = file.name.toLowerCase().endsWith(".pdf");
  if (!isPdfName || sniffFileType(file.bytes)?.mime !== "application/pdf") {
    throw new ApiError(415, NOT_A_PDF);
  }
  const key = `aircraft-specifications/${id}-specification.pdf`;
  await storage().put(key, file.bytes, { contentType: "application/pdf", overwrite: true });
  const url = `${storage().url(key)}?v=${Date.now()}`;
  if (!(await setAircraftSpecificationDocument(id, url))) {
    // Deleted while the file was uploading.
    await removeStoredFile(url);
    throw new ApiError(404, "Aircraft not found");
  }
  await audit(actor, "aircraft.specification", id, { bytes: file.bytes.byteLength });
  return { specificationDocumentUrl: url };
}
