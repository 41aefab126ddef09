import {
  emailColumn,
  type InboxColumn,
  inboxColumns,
  LeadInbox,
  PipelineLeadDetail,
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
  const { list, query, detail, error } = loaderData;
  return (
    <LeadInbox
      title="Buying Guide Leads"
      description="Visitors who asked for the private jet buyer's guide."
      rows={list?.rows ?? []}
      total={list?.total ?? 0}
      page={list?.page ?? 1}
      query={query}
      columns={columns}
      emptyText="No ebook leads found."
      error={error}
      detail={
        detail ? (
          <PipelineLeadDetail
            title={`Guide request from ${String(detail.record.name)}`}
            type="ebook"
            detail={detail}
          />
        ) : null
      }
    />
  );
}
