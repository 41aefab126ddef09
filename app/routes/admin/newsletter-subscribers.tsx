import { LeadDetail } from "~/components/admin/lead-detail";
import {
  DateCell,
  EmptyCell,
  type InboxColumn,
  inboxColumns,
  LabelCell,
  LeadInbox,
  useCloseDetailHref,
} from "~/components/admin/lead-inbox";
import { Badge } from "~/components/ui/badge";
import type { NewsletterSubscriberListItem } from "~/models/newsletter-subscriber.server";
import { leadValueLabel } from "~/schemas/lead-labels";
import { leadInboxes } from "~/services/leads/leads.server";
import type { Route } from "./+types/newsletter-subscribers";
import { csvExportMiddleware, handleLeadAction, leadInboxLoader } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter Subscribers | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.newsletter)];

export const loader = leadInboxLoader(leadInboxes.newsletter);

export const action = handleLeadAction;

const statusVariants = { pending: "warning", active: "success", unsubscribed: "muted" } as const;

const columns: InboxColumn<NewsletterSubscriberListItem>[] = inboxColumns(
  { header: "Email", label: (row) => row.email },
  [
    {
      header: "Status",
      cell: (row) => (
        <Badge variant={statusVariants[row.status]}>{leadValueLabel("status", row.status)}</Badge>
      ),
    },
    { header: "Source", cell: (row) => <LabelCell field="source" value={row.source} /> },
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
      rows={list?.rows ?? []}
      total={list?.total ?? 0}
      page={list?.page ?? 1}
      query={query}
      columns={columns}
      emptyText="No newsletter subscribers found."
      error={error}
      detail={
        detail ? (
          <LeadDetail
            title={`Subscriber ${detail.email}`}
            kind="newsletter"
            record={detail}
            closeHref={closeHref}
          />
        ) : null
      }
    />
  );
}
