// GET one aircraft (visitors: website listings by slug; admins: any, by slug or id);
// PUT and DELETE by id (admin).
import { z } from "zod";
import {
  findAircraftById,
  findAircraftBySlug,
  getWebsiteAircraftBySlug,
} from "~/models/aircraft.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { AircraftUpdateSchema } from "~/schemas/aircraft";
import {
  AIRCRAFT_BODY_LIMIT,
  deleteAircraftAs,
  updateAircraftAs,
} from "~/services/aircraft/aircraft.server";
import { ApiError, json, noContent } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const ById = z.object({ slugOrId: z.uuid() });

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
  PUT: method({
    auth: "admin",
    params: ById,
    body: AircraftUpdateSchema,
    maxBytes: AIRCRAFT_BODY_LIMIT,
    async handle({ actor, params, body }) {
      return json(await updateAircraftAs(actor, params.slugOrId, body));
    },
  }),
  DELETE: method({
    auth: "admin",
    params: ById,
    async handle({ actor, params }) {
      await deleteAircraftAs(actor, params.slugOrId);
      return noContent();
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
