// GET one page of the articles of a category (visitors: published only).
import { findArticles, listArticleCategoryOptions } from "~/models/article.server";
import { ArticleListQuerySchema } from "~/schemas/article";
import { ApiError, handleApi, json, parseWith } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";
import type { Route } from "./+types/articles.category.$category";

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const categories = await listArticleCategoryOptions();
    const category = categories.find((option) => option.slug === params.category);
    if (!category) throw new ApiError(404, "Category not found");
    const query = parseWith(
      ArticleListQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const user = await getSessionUser(request);
    const isAdmin = user?.isAdmin === true;
    const { articles, total } = await findArticles({
      scope: isAdmin ? "any" : "published",
      status: isAdmin ? (query.published ? "published" : query.status) : null,
      category: category.slug,
      search: query.search,
      page: query.page,
      pageSize: query.pageSize,
    });
    return json({
      category,
      articles,
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
    });
  });
}
