// PUT uploads an aircraft's specification sheet (admin, one PDF, replaces the previous one).
import { z } from "zod";
import { requestInfoContext } from "~/context";
import { ApiError, assertSameOrigin, handleApi, json, parseWith } from "~/utils/api.server";
import { requireAdminApi } from "~/utils/permissions.server";
import type { Route } from "./+types/aircraft.$id.specification";
import { uploadSpecificationAs } from "./aircraft.server";

export function loader() {
  return handleApi(async () => {
    throw new ApiError(405, "Method not allowed", { headers: { Allow: "PUT" } });
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "PUT" } });
    }
    const id = parseWith(z.uuid(), params.id, { notFound: true });
    assertSameOrigin(request);
    const user = await requireAdminApi(request);
    const result = await uploadSpecificationAs(
      { user, ip: context.get(requestInfoContext).ip },
      id,
      request,
    );
    return json(result);
  });
}
