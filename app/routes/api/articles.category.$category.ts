// GET one page of the articles of a category (visitors: published only).
import { z } from "zod";
import { findArticles, listArticleCategoryOptions } from "~/models/article.server";
import { endpoint, method, pageFields } from "~/routes/support/endpoint.server";
import { ArticleListQuerySchema } from "~/schemas/article";
import { ApiError, json } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const api = endpoint({
  GET: method({
    auth: "public",
    params: z.object({ category: z.string() }),
    query: ArticleListQuerySchema,
    async handle({ request, params, query }) {
      const categories = await listArticleCategoryOptions();
      const category = categories.find((option) => option.slug === params.category);
      if (!category) throw new ApiError(404, "Category not found");
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
        ...pageFields(total, query),
      });
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
