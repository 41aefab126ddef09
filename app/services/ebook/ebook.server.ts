import { randomUUID } from "node:crypto";
import { business } from "~/config/business";
import type { LeadAttribution } from "~/db/schema";
import { BUYERS_GUIDE_TITLE } from "~/emails/wording";
import { type EbookLead, insertEbookLeads } from "~/models/ebook-lead.server";
import type { EbookInput } from "~/schemas/ebook";
import { assessSubmission } from "~/services/enquiries/bot-protection.server";
import { idempotencyScope } from "~/services/enquiries/idempotency.server";
import {
  absolute,
  receivedAt,
  type StoredEnquiry,
  staffMail,
  storeEnquiry,
} from "~/services/enquiries/intake.server";

// ---------------------------------------------------------------------------------------------
// Buying-guide leads

const BUYERS_GUIDE_PATH = "/guides/private-jet-buyers-guide.pdf";

/** The staff notification of a buying-guide lead. */
export function ebookStaffMail(
  row: Pick<EbookLead, "id" | "createdAt" | "name" | "email" | "captchaVerified">,
) {
  return staffMail({
    kind: "ebook.staff-notification",
    relatedId: row.id,
    subject: `New buying-guide lead: ${row.name}`,
    heading: "New buying-guide lead",
    intro: `${row.name} downloaded ${BUYERS_GUIDE_TITLE}.`,
    fields: [
      { label: "Name", value: row.name },
      { label: "Email", value: row.email },
      { label: "Received", value: receivedAt(row.createdAt) },
    ],
    adminPath: "/admin/ebook-leads",
    replyTo: row.email,
    unverified: !row.captchaVerified,
  });
}

export async function submitEbookLead(
  input: EbookInput,
  attribution: LeadAttribution | null = null,
): Promise<StoredEnquiry> {
  const assessment = await assessSubmission(input);
  const row = { id: randomUUID(), createdAt: new Date(), name: input.name, email: input.email };
  return storeEnquiry(
    idempotencyScope("ebook", input),
    assessment,
    attribution,
    () => [
      {
        to: row.email,
        subject: `Your copy of ${BUYERS_GUIDE_TITLE}`,
        kind: "ebook.delivery",
        relatedId: row.id,
        headers: { "Reply-To": business.email },
        template: "ebook-delivery",
        props: {
          name: row.name,
          guideUrl: absolute(BUYERS_GUIDE_PATH),
          contactUrl: absolute("/contact"),
        },
      },
      ebookStaffMail({ ...row, captchaVerified: assessment.captchaVerified }),
    ],
    row,
    insertEbookLeads,
  );
}
