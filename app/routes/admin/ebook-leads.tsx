import { LeadDetail } from "~/components/admin/lead-detail";
import {
  DateCell,
  DetailLink,
  type InboxColumn,
  LeadInbox,
  MailLink,
  useCloseDetailHref,
  VerifiedCell,
} from "~/components/admin/lead-inbox";
import { Badge } from "~/components/ui/badge";
import type { EbookLeadListItem } from "~/models/ebook-lead.server";
import { leadStatusLabels } from "~/schemas/lead";
import { leadInboxes } from "~/services/leads/leads.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/ebook-leads";
import { csvExportMiddleware, handleLeadAction, loadLeadInbox } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Buying Guide Leads | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.ebook)];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadLeadInbox(request, leadInboxes.ebook);
}

export const action = handleLeadAction;

const columns: InboxColumn<EbookLeadListItem>[] = [
  { header: "Date", cell: (row) => <DateCell value={row.createdAt} /> },
  {
    header: "Name",
    cell: (row) => (
      <DetailLink id={row.id} spam={row.isSpam} unverified={!row.captchaVerified}>
        {row.name}
      </DetailLink>
    ),
  },
  { header: "Email", cell: (row) => <MailLink email={row.email} /> },
  {
    header: "Status",
    cell: (row) => <Badge variant="muted">{leadStatusLabels[row.status]}</Badge>,
  },
  { header: "Verified", cell: (row) => <VerifiedCell verified={row.captchaVerified} /> },
];

export default function EbookLeads({ loaderData }: Route.ComponentProps) {
  const { list, query, detail, error } = loaderData;
  const closeHref = useCloseDetailHref();
  return (
    <LeadInbox
      title="Buying Guide Leads"
      description="Visitors who asked for the private jet buyer's guide."
      rows={list?.leads ?? []}
      total={list?.total ?? 0}
      query={query}
      columns={columns}
      emptyText="No ebook leads found."
      error={error}
      detail={
        detail ? (
          <LeadDetail
            title={`Guide request from ${String(detail.record.name)}`}
            record={detail.record}
            closeHref={closeHref}
            pipeline={{ type: "ebook", status: detail.status, notes: detail.notes }}
          />
        ) : null
      }
    />
  );
}
