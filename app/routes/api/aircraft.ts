// GET lists the website's aircraft (admins: every aircraft with ?all=true); POST creates one
// (admin).
import { z } from "zod";
import { requestInfoContext } from "~/context";
import { aircraftCategorySlugs } from "~/db/schema";
import { listAircraftForAdmin, listWebsiteAircraft } from "~/models/aircraft.server";
import { AircraftSchema } from "~/schemas/aircraft";
import {
  ApiError,
  assertSameOrigin,
  handleApi,
  json,
  parseJsonBody,
  parseWith,
} from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";
import { requireAdminApi } from "~/utils/permissions.server";
import type { Route } from "./+types/aircraft";
import { AIRCRAFT_BODY_LIMIT, createAircraftAs } from "./aircraft.server";

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

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseWith(QuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    let rows: object[];
    if (query.all) {
      const user = await getSessionUser(request);
      if (!user) throw new ApiError(401, "Authentication required");
      if (!user.isAdmin) throw new ApiError(403, "You don't have permission to access this area.");
      rows = await listAircraftForAdmin({ search: query.search, category: query.category });
    } else {
      rows = await listWebsiteAircraft({ search: query.search, category: query.category });
    }
    const start = (query.page - 1) * query.pageSize;
    return json({
      aircraft: rows.slice(start, start + query.pageSize),
      total: rows.length,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(rows.length / query.pageSize),
    });
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "GET, POST" } });
    }
    assertSameOrigin(request);
    const user = await requireAdminApi(request);
    const input = await parseJsonBody(request, AircraftSchema, { maxBytes: AIRCRAFT_BODY_LIMIT });
    const created = await createAircraftAs({ user, ip: context.get(requestInfoContext).ip }, input);
    return json(created, 201);
  });
}
