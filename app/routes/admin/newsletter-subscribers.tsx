import { LeadDetail } from "~/components/admin/lead-detail";
import {
  DateCell,
  DetailLink,
  type InboxColumn,
  LeadInbox,
  useCloseDetailHref,
  VerifiedCell,
} from "~/components/admin/lead-inbox";
import { Badge } from "~/components/ui/badge";
import type { NewsletterSubscriberListItem } from "~/models/newsletter-subscriber.server";
import { leadInboxes } from "~/services/leads/leads.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/newsletter-subscribers";
import { csvExportMiddleware, loadLeadInbox } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter Subscribers | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.newsletter)];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadLeadInbox(request, leadInboxes.newsletter);
}

const statusLabels = { pending: "Pending", active: "Active", unsubscribed: "Unsubscribed" };
const statusVariants = { pending: "warning", active: "success", unsubscribed: "muted" } as const;

const columns: InboxColumn<NewsletterSubscriberListItem>[] = [
  { header: "Date", cell: (row) => <DateCell value={row.createdAt} /> },
  {
    header: "Email",
    cell: (row) => (
      <DetailLink id={row.id} spam={row.isSpam} unverified={!row.captchaVerified}>
        {row.email}
      </DetailLink>
    ),
  },
  {
    header: "Status",
    cell: (row) => <Badge variant={statusVariants[row.status]}>{statusLabels[row.status]}</Badge>,
  },
  {
    header: "Source",
    cell: (row) => row.source ?? <span className="text-muted-foreground">—</span>,
  },
  {
    header: "Confirmed",
    cell: (row) =>
      row.confirmedAt ? (
        <DateCell value={row.confirmedAt} />
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { header: "Verified", cell: (row) => <VerifiedCell verified={row.captchaVerified} /> },
];

export default function NewsletterSubscribers({ loaderData }: Route.ComponentProps) {
  const { list, query, detail, error } = loaderData;
  const closeHref = useCloseDetailHref();
  return (
    <LeadInbox
      title="Newsletter Subscribers"
      description="Signups of the journal newsletter (double opt-in)."
      rows={list?.subscribers ?? []}
      total={list?.total ?? 0}
      query={query}
      columns={columns}
      emptyText="No newsletter subscribers found."
      error={error}
      detail={
        detail ? (
          <LeadDetail title={`Subscriber ${detail.email}`} record={detail} closeHref={closeHref} />
        ) : null
      }
    />
  );
}
