import { method } from "~/routes/support/endpoint.server";
import { LeadListQuerySchema } from "~/schemas/lead";
import { leadInboxes } from "~/services/leads/leads.server";
import { json } from "~/utils/api.server";

/**
 * The admin JSON lists (GET /api/contact-submissions, /api/charter-submissions,
 * /api/newsletter-subscribers): the same rows as the admin inboxes, filtered and paginated with
 * the same query (`?search=&from=&to=&spam=exclude|only|all&page=&pageSize=`).
 */
function adminList<Item>(
  list: (
    query: typeof LeadListQuerySchema._zod.output,
  ) => Promise<{ items: Item[]; total: number }>,
) {
  return method({
    auth: "admin",
    query: LeadListQuerySchema,
    async handle({ query }) {
      const { items, total } = await list(query);
      return json({ items, total, page: query.page, pageSize: query.pageSize });
    },
  });
}

export const listContactSubmissions = adminList(async (query) => {
  const { submissions, total } = await leadInboxes.contact.list(query);
  return { items: submissions, total };
});

export const listCharterSubmissions = adminList(async (query) => {
  const { submissions, total } = await leadInboxes.charter.list(query);
  return { items: submissions, total };
});

export const listNewsletterSubscribers = adminList(async (query) => {
  const { subscribers, total } = await leadInboxes.newsletter.list(query);
  return { items: subscribers, total };
});
