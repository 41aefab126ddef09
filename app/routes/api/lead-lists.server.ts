import type { LoaderFunctionArgs } from "react-router";
import { listCharterSubmissions } from "~/models/charter-submission.server";
import { listContactSubmissions } from "~/models/contact-submission.server";
import { listNewsletterSubscribers } from "~/models/newsletter-subscriber.server";
import { LeadListQuerySchema } from "~/schemas/lead";
import { handleApi, json, parseWith } from "~/utils/api.server";
import { requireAdminApi } from "~/utils/permissions.server";

/**
 * The admin JSON lists (spec §7 GET /api/contact-submissions, /api/charter-submissions,
 * /api/newsletter-subscribers): the same rows as the admin pages, filtered and paginated with
 * the same query (`?search=&from=&to=&spam=exclude|only|all&page=&pageSize=`).
 */
function adminList<Item>(
  list: (query: ReturnType<typeof parseQuery>) => Promise<{ items: Item[]; total: number }>,
) {
  return ({ request }: LoaderFunctionArgs) =>
    handleApi(async () => {
      await requireAdminApi(request);
      const query = parseQuery(request);
      const { items, total } = await list(query);
      return json({ items, total, page: query.page, pageSize: query.pageSize });
    });
}

function parseQuery(request: Request) {
  return parseWith(LeadListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
}

export const listContactSubmissionsApi = adminList(async (query) => {
  const { submissions, total } = await listContactSubmissions(query);
  return { items: submissions, total };
});

export const listCharterSubmissionsApi = adminList(async (query) => {
  const { submissions, total } = await listCharterSubmissions(query);
  return { items: submissions, total };
});

export const listNewsletterSubscribersApi = adminList(async (query) => {
  const { subscribers, total } = await listNewsletterSubscribers(query);
  return { items: subscribers, total };
});
