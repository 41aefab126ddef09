import { LeadDetail } from "~/components/admin/lead-detail";
import {
  DateCell,
  EmptyCell,
  type InboxColumn,
  inboxColumns,
  LeadInbox,
  useCloseDetailHref,
} from "~/components/admin/lead-inbox";
import { Badge } from "~/components/ui/badge";
import type { NewsletterSubscriberListItem } from "~/models/newsletter-subscriber.server";
import { leadInboxes } from "~/services/leads/leads.server";
import type { Route } from "./+types/newsletter-subscribers";
import { csvExportMiddleware, leadInboxLoader } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter Subscribers | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.newsletter)];

export const loader = leadInboxLoader(leadInboxes.newsletter);

const statusLabels = { pending: "Pending", active: "Active", unsubscribed: "Unsubscribed" };
const statusVariants = { pending: "warning", active: "success", unsubscribed: "muted" } as const;

const columns: InboxColumn<NewsletterSubscriberListItem>[] = inboxColumns(
  { header: "Email", label: (row) => row.email },
  [
    {
      header: "Status",
      cell: (row) => <Badge variant={statusVariants[row.status]}>{statusLabels[row.status]}</Badge>,
    },
    { header: "Source", cell: (row) => row.source ?? <EmptyCell /> },
    {
      header: "Confirmed",
      cell: (row) => (row.confirmedAt ? <DateCell value={row.confirmedAt} /> : <EmptyCell />),
    },
  ],
);

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
