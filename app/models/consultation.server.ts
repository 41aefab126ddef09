import type { Executor } from "~/db/client.server";
import { insertRows } from "~/db/insert-rows.server";
import { consultations } from "~/db/schema";
import { leadInboxQueries } from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of consultation requests from the public site (enquiries). Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewConsultation = typeof consultations.$inferInsert;
export type Consultation = typeof consultations.$inferSelect;

/** Stores consultation requests in one statement; pass the transaction that also queues their mail. */
export async function insertConsultations(executor: Executor, rows: NewConsultation[]) {
  await insertRows(executor, consultations, rows);
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

export const consultationInbox = leadInboxQueries(consultations, {
  columns: {
    id: consultations.id,
    createdAt: consultations.createdAt,
    name: consultations.name,
    email: consultations.email,
    phone: consultations.phone,
    serviceType: consultations.serviceType,
    message: consultations.message,
    captchaVerified: consultations.captchaVerified,
    isSpam: consultations.isSpam,
    status: consultations.status,
  },
  search: [
    consultations.name,
    consultations.email,
    consultations.phone,
    consultations.serviceType,
    consultations.message,
  ],
});

export type ConsultationListItem = Awaited<
  ReturnType<typeof consultationInbox.list>
>["rows"][number];
