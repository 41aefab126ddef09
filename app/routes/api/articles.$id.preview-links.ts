// GET lists an article's working preview links; POST opens a new one (admin). DELETE
// ?linkId= revokes one. A link shows the article as saved to anyone who has it, until it expires.
import { z } from "zod";
import { endpoint, method } from "~/routes/support/endpoint.server";
import {
  listArticlePreviewLinks,
  PREVIEW_LINK_DAYS,
  revokeArticlePreviewAs,
  shareArticlePreviewAs,
} from "~/services/articles/preview-links.server";
import { json, noContent } from "~/utils/api.server";

const params = z.object({ id: z.uuid() });

const api = endpoint({
  GET: method({
    auth: "admin",
    params,
    async handle({ params }) {
      return json({ links: await listArticlePreviewLinks(params.id) });
    },
  }),
  POST: method({
    auth: "admin",
    audit: false,
    params,
    body: z.object({
      days: z.union(PREVIEW_LINK_DAYS.map((days) => z.literal(days))),
    }),
    async handle({ actor, params, body }) {
      return json(await shareArticlePreviewAs(actor, params.id, body), 201);
    },
  }),
  DELETE: method({
    auth: "admin",
    audit: false,
    params,
    query: z.object({ linkId: z.uuid() }),
    async handle({ actor, params, query }) {
      await revokeArticlePreviewAs(actor, params.id, query.linkId);
      return noContent();
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
