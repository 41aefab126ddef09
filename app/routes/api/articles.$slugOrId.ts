// GET one article by slug (visitors: published only); PUT and DELETE by id (admin).
import { z } from "zod";
import { findArticleBySlug } from "~/models/article.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { ArticleSchema } from "~/schemas/article";
import {
  ARTICLE_BODY_LIMIT,
  deleteArticleAs,
  updateArticleAs,
} from "~/services/articles/articles.server";
import { ApiError, json, noContent } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const ById = z.object({ slugOrId: z.uuid() });

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
  PUT: method({
    auth: "admin",
    params: ById,
    body: ArticleSchema,
    maxBytes: ARTICLE_BODY_LIMIT,
    async handle({ actor, params, body }) {
      return json(await updateArticleAs(actor, params.slugOrId, body));
    },
  }),
  DELETE: method({
    auth: "admin",
    params: ById,
    async handle({ actor, params }) {
      await deleteArticleAs(actor, params.slugOrId);
      return noContent();
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
