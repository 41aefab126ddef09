// POST stores an article image (admin) and answers its public URL.
import { requestInfoContext } from "~/context";
import { ApiError, assertSameOrigin, handleApi, json } from "~/utils/api.server";
import { requireAdminApi } from "~/utils/permissions.server";
import type { Route } from "./+types/article-images";
import { storeArticleImageAs } from "./articles.server";

export function loader() {
  return handleApi(async () => {
    throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
    }
    assertSameOrigin(request);
    const user = await requireAdminApi(request);
    const stored = await storeArticleImageAs(
      { user, ip: context.get(requestInfoContext).ip },
      request,
    );
    return json(stored, 201);
  });
}
