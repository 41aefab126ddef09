import {
  emailColumn,
  type InboxColumn,
  inboxColumns,
  PipelineLeadInbox,
  statusColumn,
} from "~/components/admin/lead-inbox";
import type { EbookLeadListItem } from "~/models/ebook-lead.server";
import { leadInboxes } from "~/services/leads/leads.server";
import type { Route } from "./+types/ebook-leads";
import { csvExportMiddleware, handleLeadAction, leadInboxLoader } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Buying Guide Leads | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.ebook)];

export const loader = leadInboxLoader(leadInboxes.ebook);

export const action = handleLeadAction;

const columns: InboxColumn<EbookLeadListItem>[] = inboxColumns(
  { header: "Name", label: (row) => row.name },
  [emailColumn(), statusColumn("ebook", (row) => row.name)],
);

export default function EbookLeads({ loaderData }: Route.ComponentProps) {
  return (
    <PipelineLeadInbox
      data={loaderData}
      type="ebook"
      title="Buying Guide Leads"
      description="Visitors who asked for the private jet buyer's guide."
      columns={columns}
      emptyText="No ebook leads found."
      detailTitle={(record) => `Guide request from ${String(record.name)}`}
    />
  );
}
