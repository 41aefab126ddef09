import {
  emailColumn,
  type InboxColumn,
  inboxColumns,
  LabelCell,
  messageColumn,
  PipelineLeadInbox,
  statusColumn,
} from "~/components/admin/lead-inbox";
import type { ConsultationListItem } from "~/models/consultation.server";
import { leadInboxes } from "~/services/leads/leads.server";
import type { Route } from "./+types/consultations";
import { csvExportMiddleware, handleLeadAction, leadInboxLoader } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Consultations | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [
  csvExportMiddleware(leadInboxes.consultation),
];

export const loader = leadInboxLoader(leadInboxes.consultation);

export const action = handleLeadAction;

const columns: InboxColumn<ConsultationListItem>[] = inboxColumns(
  { header: "Name", label: (row) => row.name },
  [
    emailColumn(),
    {
      header: "Phone",
      cell: (row) => (
        <a
          href={`tel:${row.phone}`}
          className="whitespace-nowrap underline-offset-4 hover:underline"
        >
          {row.phone}
        </a>
      ),
    },
    {
      header: "Service Interest",
      cell: (row) => <LabelCell field="serviceType" value={row.serviceType} />,
    },
    messageColumn(),
    statusColumn("consultation", (row) => row.name),
  ],
);

export default function Consultations({ loaderData }: Route.ComponentProps) {
  return (
    <PipelineLeadInbox
      data={loaderData}
      type="consultation"
      title="Consultation Requests"
      description="Requests from the 'Book Consultation' and 'Schedule Call' dialogs."
      columns={columns}
      emptyText="No consultation requests found."
      detailTitle={(record) => `Consultation request from ${String(record.name)}`}
    />
  );
}
