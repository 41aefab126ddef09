// GET one article by id (visitors: published only).
import { z } from "zod";
import { findArticleById } from "~/models/article.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { ApiError, json } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const api = endpoint({
  GET: method({
    auth: "public",
    params: z.object({ id: z.uuid() }),
    async handle({ request, params }) {
      const user = await getSessionUser(request);
      const article = await findArticleById(params.id, {
        scope: user?.isAdmin ? "any" : "published",
      });
      if (!article) throw new ApiError(404, "Article not found");
      return json(article);
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
