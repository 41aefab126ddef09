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
import type { CharterSubmissionListItem } from "~/models/charter-submission.server";
import { leadInboxes } from "~/services/leads/leads.server";
import { formatAdminDay } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/charter-submissions";
import { csvExportMiddleware, handleLeadAction, loadLeadInbox } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Charter Submissions | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.charter)];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadLeadInbox(request, leadInboxes.charter);
}

export const action = handleLeadAction;

const columns: InboxColumn<CharterSubmissionListItem>[] = [
  { header: "Date", cell: (row) => <DateCell value={row.createdAt} /> },
  {
    header: "Name",
    cell: (row) => (
      <DetailLink id={row.id} spam={row.isSpam} unverified={!row.captchaVerified}>
        {row.fullName}
      </DetailLink>
    ),
  },
  { header: "Email", cell: (row) => <MailLink email={row.email} /> },
  {
    header: "Route",
    cell: (row) => (
      <span>
        {row.departureLocation} <span aria-hidden>→</span>
        <span className="sr-only">to</span> {row.destination}
      </span>
    ),
  },
  {
    header: "Dates",
    cell: (row) => (
      <span className="whitespace-nowrap">
        {formatAdminDay(row.departureDate)}
        {row.returnDate ? (
          <>
            <br />
            <span className="text-muted-foreground">Return {formatAdminDay(row.returnDate)}</span>
          </>
        ) : null}
      </span>
    ),
  },
  { header: "Passengers", cell: (row) => row.passengers },
  {
    header: "Aircraft preference",
    cell: (row) => row.aircraftPreference ?? <span className="text-muted-foreground">—</span>,
  },
  { header: "Verified", cell: (row) => <VerifiedCell verified={row.captchaVerified} /> },
];

export default function CharterSubmissions({ loaderData }: Route.ComponentProps) {
  const { list, query, detail, error } = loaderData;
  const closeHref = useCloseDetailHref();
  return (
    <LeadInbox
      title="Charter Submissions"
      description="Charter quote requests from the inline form and the three-step dialog."
      rows={list?.submissions ?? []}
      total={list?.total ?? 0}
      query={query}
      columns={columns}
      emptyText="No charter submissions found."
      error={error}
      detail={
        detail ? (
          <LeadDetail
            title={`Charter request from ${String(detail.record.fullName)}`}
            record={detail.record}
            closeHref={closeHref}
            pipeline={{ type: "charter", status: detail.status, notes: detail.notes }}
          />
        ) : null
      }
    />
  );
}
