import type { Executor } from "~/db/client.server";
import { insertRows } from "~/db/insert-rows.server";
import { charterSubmissions } from "~/db/schema";
import { leadInboxQueries } from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of charter requests (inline form and 3-step modal) from the public site (enquiries).
// Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewCharterSubmission = typeof charterSubmissions.$inferInsert;
export type CharterSubmission = typeof charterSubmissions.$inferSelect;

/** Stores charter requests in one statement; pass the transaction that also queues their mail. */
export async function insertCharterSubmissions(executor: Executor, rows: NewCharterSubmission[]) {
  await insertRows(executor, charterSubmissions, rows);
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

export const charterInbox = leadInboxQueries(charterSubmissions, {
  columns: {
    id: charterSubmissions.id,
    createdAt: charterSubmissions.createdAt,
    source: charterSubmissions.source,
    fullName: charterSubmissions.fullName,
    email: charterSubmissions.email,
    phone: charterSubmissions.phone,
    departureLocation: charterSubmissions.departureLocation,
    destination: charterSubmissions.destination,
    departureDate: charterSubmissions.departureDate,
    returnDate: charterSubmissions.returnDate,
    passengers: charterSubmissions.passengers,
    aircraftPreference: charterSubmissions.aircraftPreference,
    specialRequests: charterSubmissions.specialRequests,
    captchaVerified: charterSubmissions.captchaVerified,
    isSpam: charterSubmissions.isSpam,
    status: charterSubmissions.status,
  },
  search: [
    charterSubmissions.fullName,
    charterSubmissions.email,
    charterSubmissions.phone,
    charterSubmissions.departureLocation,
    charterSubmissions.destination,
    charterSubmissions.specialRequests,
  ],
});

export type CharterSubmissionListItem = Awaited<
  ReturnType<typeof charterInbox.list>
>["rows"][number];
