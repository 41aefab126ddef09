import {
  emailColumn,
  type InboxColumn,
  inboxColumns,
  LabelCell,
  messageColumn,
  PipelineLeadInbox,
  statusColumn,
} from "~/components/admin/lead-inbox";
import type { ContactSubmissionListItem } from "~/models/contact-submission.server";
import { leadInboxes } from "~/services/leads/leads.server";
import type { Route } from "./+types/contact-submissions";
import { csvExportMiddleware, handleLeadAction, leadInboxLoader } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Contact Submissions | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.contact)];

export const loader = leadInboxLoader(leadInboxes.contact);

export const action = handleLeadAction;

const columns: InboxColumn<ContactSubmissionListItem>[] = inboxColumns(
  { header: "Name", label: (row) => row.fullName },
  [
    emailColumn(),
    { header: "Company", cell: (row) => row.company },
    { header: "Location", cell: (row) => row.location },
    {
      header: "Inquiry Type",
      cell: (row) => <LabelCell field="inquiryType" value={row.inquiryType} />,
    },
    messageColumn(),
    statusColumn("contact", (row) => row.fullName),
  ],
);

export default function ContactSubmissions({ loaderData }: Route.ComponentProps) {
  return (
    <PipelineLeadInbox
      data={loaderData}
      type="contact"
      title="Contact Submissions"
      description="General enquiries from the home and contact pages."
      columns={columns}
      emptyText="No contact submissions found."
      detailTitle={(record) => `Enquiry from ${String(record.fullName)}`}
    />
  );
}
