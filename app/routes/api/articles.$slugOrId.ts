// GET one article by slug (visitors: published only); PUT and DELETE by id (admin).
import { z } from "zod";
import { requestInfoContext } from "~/context";
import { findArticleBySlug } from "~/models/article.server";
import { ArticleSchema } from "~/schemas/article";
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
import type { Route } from "./+types/articles.$slugOrId";
import { ARTICLE_BODY_LIMIT, deleteArticleAs, updateArticleAs } from "./articles.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await getSessionUser(request);
    const article = await findArticleBySlug(params.slugOrId, {
      scope: user?.isAdmin ? "any" : "published",
    });
    if (!article) throw new ApiError(404, "Article not found");
    return json(article);
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
      await deleteArticleAs(actor, id);
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    const input = await parseJsonBody(request, ArticleSchema, { maxBytes: ARTICLE_BODY_LIMIT });
    return json(await updateArticleAs(actor, id, input));
  });
}
