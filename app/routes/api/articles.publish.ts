// POST publishes the selected drafts now (admin).
import { requestInfoContext } from "~/context";
import { PublishArticlesSchema } from "~/schemas/article";
import { ApiError, assertSameOrigin, handleApi, json, parseJsonBody } from "~/utils/api.server";
import { requireAdminApi } from "~/utils/permissions.server";
import type { Route } from "./+types/articles.publish";
import { publishArticlesAs } from "./articles.server";

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
    const { ids } = await parseJsonBody(request, PublishArticlesSchema);
    const published = await publishArticlesAs(
      { user, ip: context.get(requestInfoContext).ip },
      ids,
    );
    return json({ count: published.length, articles: published });
  });
}
