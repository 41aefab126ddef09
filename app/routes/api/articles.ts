// GET lists articles (visitors: published only; admins: all, or ?published=true);
// POST creates one (admin).
import { findArticles } from "~/models/article.server";
import { endpoint, method, pageFields } from "~/routes/support/endpoint.server";
import { ArticleListQuerySchema, ArticleSchema } from "~/schemas/article";
import { ARTICLE_BODY_LIMIT, createArticleAs } from "~/services/articles/articles.server";
import { json } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";

const api = endpoint({
  GET: method({
    auth: "public",
    query: ArticleListQuerySchema,
    async handle({ request, query }) {
      const user = await getSessionUser(request);
      const isAdmin = user?.isAdmin === true;
      // Anonymous callers only ever see published articles, whatever they ask for.
      const { articles, total } = await findArticles({
        scope: isAdmin ? "any" : "published",
        status: isAdmin ? (query.published ? "published" : query.status) : null,
        search: query.search,
        page: query.page,
        pageSize: query.pageSize,
      });
      return json({
        articles,
        ...pageFields(total, query),
      });
    },
  }),
  POST: method({
    auth: "admin",
    body: ArticleSchema,
    maxBytes: ARTICLE_BODY_LIMIT,
    async handle({ actor, body }) {
      return json(await createArticleAs(actor, body), 201);
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
