// GET lists articles (visitors: published only; admins: all, or ?published=true);
// POST creates one (admin).
import { requestInfoContext } from "~/context";
import { findArticles } from "~/models/article.server";
import { ArticleListQuerySchema, ArticleSchema } from "~/schemas/article";
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
import type { Route } from "./+types/articles";
import { ARTICLE_BODY_LIMIT, createArticleAs } from "./articles.server";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseWith(
      ArticleListQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const user = await getSessionUser(request);
    const isAdmin = user?.isAdmin === true;
    // Anonymous callers only ever see published articles, whatever they ask for (decisions 4).
    const { articles, total } = await findArticles({
      scope: isAdmin ? "any" : "published",
      status: isAdmin ? (query.published ? "published" : query.status) : null,
      search: query.search,
      page: query.page,
      pageSize: query.pageSize,
    });
    return json({
      articles,
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
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
    const input = await parseJsonBody(request, ArticleSchema, { maxBytes: ARTICLE_BODY_LIMIT });
    const article = await createArticleAs({ user, ip: context.get(requestInfoContext).ip }, input);
    return json(article, 201);
  });
}
