// POST publishes the selected drafts now (admin).
import { endpoint, method } from "~/routes/support/endpoint.server";
import { PublishArticlesSchema } from "~/schemas/article";
import { publishArticlesAs } from "~/services/articles/articles.server";
import { json } from "~/utils/api.server";

const api = endpoint({
  POST: method({
    auth: "admin",
    body: PublishArticlesSchema,
    async handle({ actor, body }) {
      const published = await publishArticlesAs(actor, body.ids);
      return json({ count: published.length, articles: published });
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
