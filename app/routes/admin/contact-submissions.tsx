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
import type { ContactSubmissionListItem } from "~/models/contact-submission.server";
import { leadInboxes } from "~/services/leads/leads.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/contact-submissions";
import { csvExportMiddleware, handleLeadAction, loadLeadInbox } from "./leads.server";

export const meta: Route.MetaFunction = () => [{ title: "Contact Submissions | Aurum Admin" }];

export const middleware: Route.MiddlewareFunction[] = [csvExportMiddleware(leadInboxes.contact)];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadLeadInbox(request, leadInboxes.contact);
}

export const action = handleLeadAction;

const columns: InboxColumn<ContactSubmissionListItem>[] = [
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
  { header: "Company", cell: (row) => row.company },
  { header: "Location", cell: (row) => row.location },
  { header: "Inquiry Type", cell: (row) => row.inquiryType },
  {
    header: "Message",
    className: "max-w-xs",
    cell: (row) => <span title={row.message}>{truncate(row.message, 80)}</span>,
  },
  { header: "Verified", cell: (row) => <VerifiedCell verified={row.captchaVerified} /> },
];

export default function ContactSubmissions({ loaderData }: Route.ComponentProps) {
  const { list, query, detail, error } = loaderData;
  const closeHref = useCloseDetailHref();
  return (
    <LeadInbox
      title="Contact Submissions"
      description="General enquiries from the home and contact pages."
      rows={list?.submissions ?? []}
      total={list?.total ?? 0}
      query={query}
      columns={columns}
      emptyText="No contact submissions found."
      error={error}
      detail={
        detail ? (
          <LeadDetail
            title={`Enquiry from ${String(detail.record.fullName)}`}
            record={detail.record}
            closeHref={closeHref}
            pipeline={{ type: "contact", status: detail.status, notes: detail.notes }}
          />
        ) : null
      }
    />
  );
}
