// One aircraft photo (admin): PATCH sets its caption or alt text or makes it the hero, DELETE
// removes it and its files. Each answers the aircraft's photos as they now are.
import { z } from "zod";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { AircraftPhotoChangeSchema } from "~/schemas/aircraft-photos";
import {
  changeAircraftPhotoAs,
  deleteAircraftPhotoAs,
} from "~/services/media/aircraft-photos.server";
import { json } from "~/utils/api.server";

const params = z.object({ id: z.uuid(), imageId: z.uuid() });

const api = endpoint({
  PATCH: method({
    auth: "admin",
    audit: false,
    params,
    body: AircraftPhotoChangeSchema,
    async handle({ actor, params, body }) {
      return json({
        photos: await changeAircraftPhotoAs(actor, params.id, params.imageId, body),
      });
    },
  }),
  DELETE: method({
    auth: "admin",
    audit: false,
    params,
    async handle({ actor, params }) {
      return json({ photos: await deleteAircraftPhotoAs(actor, params.id, params.imageId) });
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
