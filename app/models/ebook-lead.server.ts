import type { Executor } from "~/db/client.server";
import { insertRows } from "~/db/insert-rows.server";
import { ebookLeads } from "~/db/schema";
import { leadInboxQueries } from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of buying-guide leads from the public site (enquiries). Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewEbookLead = typeof ebookLeads.$inferInsert;
export type EbookLead = typeof ebookLeads.$inferSelect;

/** Stores buying-guide leads in one statement; pass the transaction that also queues their mail. */
export async function insertEbookLeads(executor: Executor, rows: NewEbookLead[]) {
  await insertRows(executor, ebookLeads, rows);
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

export const ebookInbox = leadInboxQueries(ebookLeads, {
  columns: {
    id: ebookLeads.id,
    createdAt: ebookLeads.createdAt,
    name: ebookLeads.name,
    email: ebookLeads.email,
    captchaVerified: ebookLeads.captchaVerified,
    isSpam: ebookLeads.isSpam,
    status: ebookLeads.status,
  },
  search: [ebookLeads.name, ebookLeads.email],
});

export type EbookLeadListItem = Awaited<ReturnType<typeof ebookInbox.list>>["rows"][number];
