import { useLocation } from "react-router";
import { truncate } from "~/components/admin/format";
import { leadAttributionCsvColumns } from "~/components/admin/lead-attribution-fields";
import { LeadDetail } from "~/components/admin/lead-detail";
import {
  DateCell,
  DetailLink,
  type InboxColumn,
  InlineStatusForm,
  LeadInbox,
  MailLink,
} from "~/components/admin/lead-inbox";
import { FilterSelect } from "~/components/admin/lead-toolbar";
import { withParams } from "~/components/admin/query-string";
import { listPipelineLeads, type PipelineLead } from "~/models/lead.server";
import {
  CrmQuerySchema,
  dateRangeError,
  leadStatusLabels,
  leadStatusValues,
  leadTypeLabels,
  type PipelineLeadType,
  pipelineLeadTypes,
} from "~/schemas/lead";
import { loadPipelineDetail } from "~/services/leads/leads.server";
import { csvDownload, toCsv } from "~/utils/csv.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/crm";
import { handleLeadAction, loadErrorText, parseListQuery } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "CRM | Aurum Admin" }];

const EXPORT_LIMIT = 50_000;

/** `?export=csv` answers the current filter as a file (a page loader cannot answer a file). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.searchParams.get("export") !== "csv") return next();
    await requireAdmin(request);
    const query = parseListQuery(request, CrmQuerySchema);
    const rangeError = dateRangeError(query);
    if (rangeError) return new Response(rangeError, { status: 400 });
    const { leads } = await listPipelineLeads({ ...query, page: 1, pageSize: EXPORT_LIMIT });
    const csv = toCsv(leads, [
      { header: "Received", value: (lead) => lead.createdAt },
      { header: "Type", value: (lead) => leadTypeLabels[lead.type] },
      { header: "Name", value: (lead) => lead.name },
      { header: "Email", value: (lead) => lead.email },
      { header: "Summary", value: (lead) => lead.summary },
      { header: "Status", value: (lead) => leadStatusLabels[lead.status] },
      { header: "Flagged as spam", value: (lead) => lead.isSpam },
      { header: "Reference", value: (lead) => lead.id },
      ...leadAttributionCsvColumns<PipelineLead>(),
    ]);
    return csvDownload(`crm-leads-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  },
];

/** The opened lead: `?lead=contact:<uuid>` (`type` is the list's filter). */
function openedLead(request: Request): { type: PipelineLeadType; id: string } | null {
  const value = new URL(request.url).searchParams.get("lead") ?? "";
  const [type, id] = value.split(":");
  const known = pipelineLeadTypes.find((candidate) => candidate === type);
  if (!known || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { type: known, id };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(request, CrmQuerySchema);
  const opened = openedLead(request);
  const rangeError = dateRangeError(query);
  if (rangeError) {
    return {
      leads: [] as PipelineLead[],
      total: 0,
      page: 1,
      query,
      detail: null,
      error: rangeError,
    };
  }
  try {
    const [list, detail] = await Promise.all([
      listPipelineLeads(query),
      opened ? loadPipelineDetail(opened.type, opened.id) : null,
    ]);
    return { ...list, query, detail, error: null };
  } catch (error) {
    return {
      leads: [] as PipelineLead[],
      total: 0,
      page: 1,
      query,
      detail: null,
      error: loadErrorText("leads", error),
    };
  }
}

export const action = handleLeadAction;

const columns: InboxColumn<PipelineLead>[] = [
  { header: "Date", cell: (lead) => <DateCell value={lead.createdAt} /> },
  { header: "Type", className: "whitespace-nowrap", cell: (lead) => leadTypeLabels[lead.type] },
  {
    header: "Name",
    cell: (lead) => (
      <DetailLink id={lead.id} open={{ lead: leadKey(lead) }} spam={lead.isSpam}>
        {lead.name}
      </DetailLink>
    ),
  },
  { header: "Email", cell: (lead) => <MailLink email={lead.email} /> },
  {
    header: "Summary",
    className: "max-w-sm",
    cell: (lead) => <span title={lead.summary}>{truncate(lead.summary, 90)}</span>,
  },
  {
    header: "Status",
    cell: (lead) => (
      <InlineStatusForm type={lead.type} id={lead.id} status={lead.status} name={lead.name} />
    ),
  },
];

/** A lead's address across the pipeline (`?lead=`): ids are unique within a type only. */
function leadKey(lead: { type: PipelineLeadType; id: string }) {
  return `${lead.type}:${lead.id}`;
}

export default function Crm({ loaderData }: Route.ComponentProps) {
  const { leads, total, page, query, detail, error } = loaderData;
  const location = useLocation();
  return (
    <LeadInbox
      title="Lead Pipeline"
      description="Every enquiry of every type, newest first. Open one to set its status or add a note."
      tableLabel="Leads"
      rows={leads}
      rowKey={leadKey}
      total={total}
      page={page}
      query={query}
      columns={columns}
      emptyText="No leads found."
      error={error}
      filters={
        <>
          <FilterSelect
            name="type"
            label="Type"
            value={query.type ?? ""}
            options={pipelineLeadTypes}
            labels={leadTypeLabels}
            anyLabel="All types"
          />
          <FilterSelect
            name="status"
            label="Status"
            value={query.status ?? ""}
            options={leadStatusValues}
            labels={leadStatusLabels}
            anyLabel="All statuses"
          />
        </>
      }
      detail={
        detail ? (
          <LeadDetail
            title={`${leadTypeLabels[detail.type]} lead: ${String(detail.record.fullName ?? detail.record.name)}`}
            kind={detail.type}
            record={detail.record}
            closeHref={withParams(location.search, { lead: null })}
            pipeline={{ type: detail.type, status: detail.status, notes: detail.notes }}
          />
        ) : null
      }
    />
  );
}
