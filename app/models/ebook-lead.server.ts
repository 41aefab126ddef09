import { and, count, desc } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { ebookLeads } from "~/db/schema";
import {
  EXPORT_ROW_LIMIT,
  type LeadFilter,
  leadFilterConditions,
  type Paging,
} from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of buying-guide leads from the public site (enquiries). Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewEbookLead = typeof ebookLeads.$inferInsert;

/** Stores one buying-guide lead; pass the transaction that also queues its mail. */
export async function insertEbookLead(executor: Executor, values: NewEbookLead) {
  const [row] = await executor
    .insert(ebookLeads)
    .values(values)
    .returning({ id: ebookLeads.id, createdAt: ebookLeads.createdAt });
  if (!row) throw new Error("Insert returned no row");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

function ebookInboxWhere(filter: LeadFilter) {
  return and(...leadFilterConditions(ebookLeads, [ebookLeads.name, ebookLeads.email], filter));
}

/** One page of buying-guide leads, newest first, with the total that matches the filter. */
export async function listEbookLeads(query: LeadFilter & Paging, executor: Executor = db()) {
  const where = ebookInboxWhere(query);
  const [leads, [totals]] = await Promise.all([
    executor
      .select({
        id: ebookLeads.id,
        createdAt: ebookLeads.createdAt,
        name: ebookLeads.name,
        email: ebookLeads.email,
        captchaVerified: ebookLeads.captchaVerified,
        isSpam: ebookLeads.isSpam,
        status: ebookLeads.status,
      })
      .from(ebookLeads)
      .where(where)
      .orderBy(desc(ebookLeads.createdAt), desc(ebookLeads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ n: count() }).from(ebookLeads).where(where),
  ]);
  return { leads, total: totals?.n ?? 0 };
}

/** Every stored field of every lead the filter matches, newest first (CSV export). */
export async function exportEbookLeads(filter: LeadFilter, executor: Executor = db()) {
  return executor
    .select()
    .from(ebookLeads)
    .where(ebookInboxWhere(filter))
    .orderBy(desc(ebookLeads.createdAt), desc(ebookLeads.id))
    .limit(EXPORT_ROW_LIMIT);
}

export type EbookLeadListItem = Awaited<ReturnType<typeof listEbookLeads>>["leads"][number];
