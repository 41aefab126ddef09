import { truncate } from "~/components/admin/format";
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
import type { ConsultationListItem } from "~/models/consultation.server";
import { leadInboxes } from "~/services/leads/leads.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/consultations";
import { csvExportMiddleware, handleLeadAction, loadLeadInbox } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Consultations | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [
  csvExportMiddleware(leadInboxes.consultation),
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadLeadInbox(request, leadInboxes.consultation);
}

export const action = handleLeadAction;

const columns: InboxColumn<ConsultationListItem>[] = [
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
    header: "Phone",
    cell: (row) => (
      <a href={`tel:${row.phone}`} className="whitespace-nowrap underline-offset-4 hover:underline">
        {row.phone}
      </a>
    ),
  },
  {
    header: "Service Interest",
    cell: (row) => row.serviceType ?? <span className="text-muted-foreground">—</span>,
  },
  {
    header: "Message",
    className: "max-w-xs",
    cell: (row) =>
      row.message ? (
        <span title={row.message}>{truncate(row.message, 80)}</span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { header: "Verified", cell: (row) => <VerifiedCell verified={row.captchaVerified} /> },
];

export default function Consultations({ loaderData }: Route.ComponentProps) {
  const { list, query, detail, error } = loaderData;
  const closeHref = useCloseDetailHref();
  return (
    <LeadInbox
      title="Consultation Requests"
      description="Requests from the 'Book Consultation' and 'Schedule Call' dialogs."
      rows={list?.requests ?? []}
      total={list?.total ?? 0}
      query={query}
      columns={columns}
      emptyText="No consultation requests found."
      error={error}
      detail={
        detail ? (
          <LeadDetail
            title={`Consultation request from ${String(detail.record.name)}`}
            record={detail.record}
            closeHref={closeHref}
            pipeline={{ type: "consultation", status: detail.status, notes: detail.notes }}
          />
        ) : null
      }
    />
  );
}
