import { z } from "zod";
import { text } from "./primitives";

/** One aircraft photo upload: camera files are often larger than an article image. */
export const AIRCRAFT_PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** `PATCH /api/aircraft/{id}/images/{imageId}`: the caption, the alt text, or making it the hero. */
export const AircraftPhotoChangeSchema = z
  .object({
    caption: text().trim().max(200, "At most 200 characters").optional(),
    alt: text().trim().max(300, "At most 300 characters").optional(),
    hero: z.literal(true).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send a caption, alt text or hero",
  });
export type AircraftPhotoChange = z.output<typeof AircraftPhotoChangeSchema>;

/** `PUT /api/aircraft/{id}/images`: every photo id of the aircraft, in the new order. */
export const AircraftPhotoOrderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
});
