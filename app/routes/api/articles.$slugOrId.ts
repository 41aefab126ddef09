// GET one article by slug (visitors: published only); PUT and DELETE by id (admin).
import { z } from "zod";
import { findArticleBySlug } from "~/models/article.server";
import { endpoint, method, recordByIdMethods } from "~/routes/support/endpoint.server";
import { ArticleSchema } from "~/schemas/article";
import {
  ARTICLE_BODY_LIMIT,
  deleteArticleAs,
  updateArticleAs,
} from "~/services/articles/articles.server";
import { ApiError, json } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const api = endpoint({
  GET: method({
    auth: "public",
    params: z.object({ slugOrId: z.string() }),
    async handle({ request, params }) {
      const user = await getSessionUser(request);
      const article = await findArticleBySlug(params.slugOrId, {
        scope: user?.isAdmin ? "any" : "published",
      });
      if (!article) throw new ApiError(404, "Article not found");
      return json(article);
    },
  }),
  ...recordByIdMethods({
    body: ArticleSchema,
    maxBytes: ARTICLE_BODY_LIMIT,
    update: updateArticleAs,
    remove: deleteArticleAs,
  }),
});

export const loader = api.loader;
export const action = api.action;
