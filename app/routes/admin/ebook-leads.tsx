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
import { ebookLeads } from "~/db/schema";
import {
  type EbookLeadListItem,
  exportEbookLeads,
  listEbookLeads,
} from "~/models/ebook-lead.server";
import { leadStatusLabels } from "~/schemas/lead";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/ebook-leads";
import {
  csvExportMiddleware,
  handleLeadAction,
  loadErrorText,
  loadPipelineDetail,
  openedLeadId,
  parseInboxQuery,
} from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Buying Guide Leads | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [
  csvExportMiddleware("ebook-leads", ebookLeads, exportEbookLeads),
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseInboxQuery(request);
  const id = openedLeadId(request);
  try {
    const [list, detail] = await Promise.all([
      listEbookLeads(query),
      id ? loadPipelineDetail("ebook", id) : null,
    ]);
    return { ...list, query, detail, error: null };
  } catch (error) {
    return {
      leads: [] as EbookLeadListItem[],
      total: 0,
      query,
      detail: null,
      error: loadErrorText("ebook leads", error),
    };
  }
}

export const action = handleLeadAction;

const columns: InboxColumn<EbookLeadListItem>[] = [
  { header: "Date", cell: (row) => <DateCell value={row.createdAt} /> },
  {
    header: "Name",
    cell: (row) => (
      <DetailLink id={row.id} spam={row.isSpam}>
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
  const { leads, total, query, detail, error } = loaderData;
  const closeHref = useCloseDetailHref();
  return (
    <LeadInbox
      title="Buying Guide Leads"
      description="Visitors who asked for the private jet buyer's guide."
      rows={leads}
      total={total}
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
