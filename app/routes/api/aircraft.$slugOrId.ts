// GET one aircraft (visitors: website listings by slug; admins: any, by slug or id);
// PUT and DELETE by id (admin).
import { z } from "zod";
import { requestInfoContext } from "~/context";
import {
  findAircraftById,
  findAircraftBySlug,
  getWebsiteAircraftBySlug,
} from "~/models/aircraft.server";
import { AircraftUpdateSchema } from "~/schemas/aircraft";
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
import type { Route } from "./+types/aircraft.$slugOrId";
import { AIRCRAFT_BODY_LIMIT, deleteAircraftAs, updateAircraftAs } from "./aircraft.server";

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await getSessionUser(request);
    const found = user?.isAdmin
      ? isUuid(params.slugOrId)
        ? await findAircraftById(params.slugOrId)
        : await findAircraftBySlug(params.slugOrId)
      : await getWebsiteAircraftBySlug(params.slugOrId);
    if (!found) throw new ApiError(404, "Aircraft not found");
    return json(found);
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "GET, PUT, DELETE" } });
    }
    const id = parseWith(z.uuid(), params.slugOrId, { notFound: true });
    assertSameOrigin(request);
    const user = await requireAdminApi(request);
    const actor = { user, ip: context.get(requestInfoContext).ip };
    if (request.method === "DELETE") {
      await deleteAircraftAs(actor, id);
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    const changes = await parseJsonBody(request, AircraftUpdateSchema, {
      maxBytes: AIRCRAFT_BODY_LIMIT,
    });
    return json(await updateAircraftAs(actor, id, changes));
  });
}
