import {
  emailColumn,
  type InboxColumn,
  inboxColumns,
  LabelCell,
  LeadInbox,
  messageColumn,
  PipelineLeadDetail,
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
  const { list, query, detail, error } = loaderData;
  return (
    <LeadInbox
      title="Contact Submissions"
      description="General enquiries from the home and contact pages."
      rows={list?.rows ?? []}
      total={list?.total ?? 0}
      page={list?.page ?? 1}
      query={query}
      columns={columns}
      emptyText="No contact submissions found."
      error={error}
      detail={
        detail ? (
          <PipelineLeadDetail
            title={`Enquiry from ${String(detail.record.fullName)}`}
            type="contact"
            detail={detail}
          />
        ) : null
      }
    />
  );
}
