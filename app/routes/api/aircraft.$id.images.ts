// An aircraft's photos (admin): GET lists them in gallery order, POST adds one uploaded photo
// (multipart, field "file"), PUT sets their order. Each answers the photos as they now are.
import { z } from "zod";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { AircraftPhotoOrderSchema } from "~/schemas/aircraft-photos";
import {
  AIRCRAFT_PHOTO_UPLOAD,
  addAircraftPhotoAs,
  assertAircraftForPhotos,
  listAircraftPhotosOf,
  reorderAircraftPhotosAs,
} from "~/services/media/aircraft-photos.server";
import { json } from "~/utils/api.server";
import { readUploadedFile } from "~/utils/storage.server";

const params = z.object({ id: z.uuid() });

const api = endpoint({
  GET: method({
    auth: "admin",
    params,
    async handle({ params }) {
      return json({ photos: await listAircraftPhotosOf(params.id) });
    },
  }),
  POST: method({
    auth: "admin",
    audit: false,
    params,
    async handle({ request, actor, params }) {
      await assertAircraftForPhotos(params.id);
      const file = await readUploadedFile(request, AIRCRAFT_PHOTO_UPLOAD);
      return json({ photos: await addAircraftPhotoAs(actor, params.id, file) }, 201);
    },
  }),
  PUT: method({
    auth: "admin",
    audit: false,
    params,
    body: AircraftPhotoOrderSchema,
    async handle({ actor, params, body }) {
      return json({ photos: await reorderAircraftPhotosAs(actor, params.id, body.ids) });
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
