// GET lists the website's aircraft (admins: every aircraft with ?all=true); POST creates one
// (admin).
import { z } from "zod";
import { ACCESS_DENIED_MESSAGE } from "~/content/access-denied";
import { aircraftCategorySlugs } from "~/db/schema";
import { listAircraftForAdmin, listWebsiteAircraft } from "~/models/aircraft.server";
import { endpoint, method, pageFields } from "~/routes/support/endpoint.server";
import { AircraftSchema } from "~/schemas/aircraft";
import { AIRCRAFT_BODY_LIMIT, createAircraftAs } from "~/services/aircraft/aircraft.server";
import { ApiError, json } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const QuerySchema = z.object({
  all: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  search: z.string().trim().max(200).optional(),
  category: z.enum(aircraftCategorySlugs).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

const api = endpoint({
  GET: method({
    auth: "public",
    query: QuerySchema,
    async handle({ request, query }) {
      let rows: object[];
      if (query.all) {
        const user = await getSessionUser(request);
        if (!user) throw new ApiError(401, "Authentication required");
        if (!user.isAdmin) throw new ApiError(403, ACCESS_DENIED_MESSAGE);
        rows = await listAircraftForAdmin({ search: query.search, category: query.category });
      } else {
        rows = await listWebsiteAircraft({ search: query.search, category: query.category });
      }
      const start = (query.page - 1) * query.pageSize;
      return json({
        aircraft: rows.slice(start, start + query.pageSize),
        ...pageFields(rows.length, query),
      });
    },
  }),
  POST: method({
    auth: "admin",
    body: AircraftSchema,
    maxBytes: AIRCRAFT_BODY_LIMIT,
    async handle({ actor, body }) {
      return json(await createAircraftAs(actor, body), 201);
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
