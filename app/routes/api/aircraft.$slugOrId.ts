// GET one aircraft (visitors: website listings by slug; admins: any, by slug or id);
// PUT and DELETE by id (admin).
import { z } from "zod";
import {
  findAircraftById,
  findAircraftBySlug,
  getWebsiteAircraftBySlug,
} from "~/models/aircraft.server";
import { endpoint, method, recordByIdMethods } from "~/routes/support/endpoint.server";
import { AircraftUpdateSchema } from "~/schemas/aircraft";
import {
  AIRCRAFT_BODY_LIMIT,
  deleteAircraftAs,
  updateAircraftAs,
} from "~/services/aircraft/aircraft.server";
import { ApiError, json } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const isUuid = (value: string) => z.uuid().safeParse(value).success;

const api = endpoint({
  GET: method({
    auth: "public",
    params: z.object({ slugOrId: z.string() }),
    async handle({ request, params: { slugOrId } }) {
      const user = await getSessionUser(request);
      const found = user?.isAdmin
        ? isUuid(slugOrId)
          ? await findAircraftById(slugOrId)
          : await findAircraftBySlug(slugOrId)
        : await getWebsiteAircraftBySlug(slugOrId);
      if (!found) throw new ApiError(404, "Aircraft not found");
      return json(found);
    },
  }),
  ...recordByIdMethods({
    body: AircraftUpdateSchema,
    maxBytes: AIRCRAFT_BODY_LIMIT,
    update: updateAircraftAs,
    remove: deleteAircraftAs,
  }),
});

export const loader = api.loader;
export const action = api.action;
