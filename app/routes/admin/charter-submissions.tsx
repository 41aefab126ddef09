import {
  emailColumn,
  type InboxColumn,
  inboxColumns,
  LabelCell,
  PipelineLeadInbox,
  statusColumn,
} from "~/components/admin/lead-inbox";
import type { CharterSubmissionListItem } from "~/models/charter-submission.server";
import { leadInboxes } from "~/services/leads/leads.server";
import { formatAdminDay } from "~/utils/format";
import type { Route } from "./+types/charter-submissions";
import { csvExportMiddleware, handleLeadAction, leadInboxLoader } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Charter Submissions | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.charter)];

export const loader = leadInboxLoader(leadInboxes.charter);

export const action = handleLeadAction;

const columns: InboxColumn<CharterSubmissionListItem>[] = inboxColumns(
  { header: "Name", label: (row) => row.fullName },
  [
    emailColumn(),
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
    {
      header: "Passengers",
      cell: (row) => <LabelCell field="passengers" value={row.passengers} />,
    },
    {
      header: "Aircraft preference",
      cell: (row) => <LabelCell field="aircraftPreference" value={row.aircraftPreference} />,
    },
    statusColumn("charter", (row) => row.fullName),
  ],
);

export default function CharterSubmissions({ loaderData }: Route.ComponentProps) {
  return (
    <PipelineLeadInbox
      data={loaderData}
      type="charter"
      title="Charter Submissions"
      description="Charter quote requests from the inline form and the three-step dialog."
      columns={columns}
      emptyText="No charter submissions found."
      detailTitle={(record) => `Charter request from ${String(record.fullName)}`}
    />
  );
}
