// PUT sets when a draft publishes itself ({ publishAt: ISO date-time }), or clears it
// ({ publishAt: null }) (admin). The scheduled publishing worker publishes it on time.
import { z } from "zod";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { scheduleArticleAs } from "~/services/articles/scheduling.server";
import { json } from "~/utils/api.server";

const api = endpoint({
  PUT: method({
    auth: "admin",
    audit: false,
    params: z.object({ id: z.uuid() }),
    body: z.object({ publishAt: z.iso.datetime({ offset: true }).nullable() }),
    async handle({ actor, params, body }) {
      const publishAt = body.publishAt === null ? null : new Date(body.publishAt);
      return json(await scheduleArticleAs(actor, params.id, publishAt));
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
