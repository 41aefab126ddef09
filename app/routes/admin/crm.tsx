import { Link, useLocation } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { Alert } from "~/components/admin/alert";
import { DataTable, Td, Th, Tr } from "~/components/admin/data-table";
import { truncate } from "~/components/admin/format";
import { LeadDetail } from "~/components/admin/lead-detail";
import { DateCell, MailLink } from "~/components/admin/lead-inbox";
import { LeadToolbar } from "~/components/admin/lead-toolbar";
import { Pagination } from "~/components/admin/pagination";
import { withParams } from "~/components/admin/query-string";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { listPipelineLeads, type PipelineLead } from "~/models/lead.server";
import {
  CrmQuerySchema,
  type LeadStatusValue,
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
      query,
      detail: null,
      error: loadErrorText("leads", error),
    };
  }
}

export const action = handleLeadAction;

const statusVariants: Record<LeadStatusValue, "default" | "gold" | "muted" | "success" | "danger"> =
  {
    new: "gold",
    contacted: "muted",
    qualified: "default",
    won: "success",
    lost: "danger",
  };

export default function Crm({ loaderData }: Route.ComponentProps) {
  const { leads, total, query, detail, error } = loaderData;
  const location = useLocation();
  return (
    <AdminPage
      title={`Lead Pipeline (${total})`}
      description="Every enquiry of every type, newest first. Open one to set its status or add a note."
    >
      <LeadToolbar values={query}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-type">Type</Label>
          <NativeSelect id="filter-type" name="type" defaultValue={query.type ?? ""}>
            <option value="">All types</option>
            {pipelineLeadTypes.map((type) => (
              <option key={type} value={type}>
                {leadTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-status">Status</Label>
          <NativeSelect id="filter-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">All statuses</option>
            {leadStatusValues.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </LeadToolbar>

      {detail ? (
        <LeadDetail
          title={`${leadTypeLabels[detail.type]} lead: ${String(detail.record.fullName ?? detail.record.name)}`}
          record={detail.record}
          closeHref={withParams(location.search, { lead: null })}
          pipeline={{ type: detail.type, status: detail.status, notes: detail.notes }}
        />
      ) : null}

      {error ? (
        <Alert tone="error" title={error} />
      ) : leads.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-900/20 bg-white p-8 text-center text-sm text-muted-foreground">
          No leads found.
        </p>
      ) : (
        <DataTable label="Leads">
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Type</Th>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Summary</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <Tr key={`${lead.type}:${lead.id}`} data-testid="lead-row">
                <Td>
                  <DateCell value={lead.createdAt} />
                </Td>
                <Td className="whitespace-nowrap">{leadTypeLabels[lead.type]}</Td>
                <Td>
                  <Link
                    to={withParams(location.search, { lead: `${lead.type}:${lead.id}` })}
                    className="font-medium text-ink-900 underline decoration-ink-900/20 underline-offset-4 hover:text-gold-700"
                  >
                    {lead.name}
                  </Link>
                  {lead.isSpam ? (
                    <Badge variant="danger" className="ml-2">
                      Spam
                    </Badge>
                  ) : null}
                </Td>
                <Td>
                  <MailLink email={lead.email} />
                </Td>
                <Td className="max-w-sm">
                  <span title={lead.summary}>{truncate(lead.summary, 90)}</span>
                </Td>
                <Td>
                  <Badge variant={statusVariants[lead.status]}>
                    {leadStatusLabels[lead.status]}
                  </Badge>
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {error ? null : <Pagination page={query.page} pageSize={query.pageSize} total={total} />}
    </AdminPage>
  );
}
