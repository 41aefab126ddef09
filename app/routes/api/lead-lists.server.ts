import type { InboxPage } from "~/models/lead.server";
import { method } from "~/routes/support/endpoint.server";
import { dateRangeError, LeadListQuerySchema } from "~/schemas/lead";
import { ValidationError } from "~/services/errors";
import { leadInboxes } from "~/services/leads/leads.server";
import { json } from "~/utils/api.server";

/**
 * The admin JSON lists (GET /api/contact-submissions, /api/charter-submissions,
 * /api/newsletter-subscribers): the same rows as the admin inboxes, filtered and paginated with
 * the same query (`?search=&from=&to=&spam=exclude|only|all&page=&pageSize=`). A page past
 * the end answers the last page (and says which); a From day after the To day is a 400.
 */
function adminList<Row>(
  list: (query: typeof LeadListQuerySchema._zod.output) => Promise<InboxPage<Row>>,
) {
  return method({
    auth: "admin",
    query: LeadListQuerySchema,
    async handle({ query }) {
      const rangeError = dateRangeError(query);
      if (rangeError)
        throw new ValidationError([{ path: "from", message: rangeError }], rangeError);
      const { rows, total, page } = await list(query);
      return json({ items: rows, total, page, pageSize: query.pageSize });
    },
  });
}

export const listContactSubmissions = adminList(leadInboxes.contact.list);
export const listCharterSubmissions = adminList(leadInboxes.charter.list);
export const listNewsletterSubscribers = adminList(leadInboxes.newsletter.list);
