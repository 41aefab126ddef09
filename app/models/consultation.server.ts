import { and, count, desc } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { consultations } from "~/db/schema";
import {
  EXPORT_ROW_LIMIT,
  type LeadFilter,
  leadFilterConditions,
  type Paging,
} from "./lead.server";

// ---------------------------------------------------------------------------------------------
// Intake of consultation requests from the public site (enquiries). Admin list and search functions follow.
// ---------------------------------------------------------------------------------------------

export type NewConsultation = typeof consultations.$inferInsert;

/** Stores one consultation request; pass the transaction that also queues its mail. */
export async function insertConsultation(executor: Executor, values: NewConsultation) {
  const [row] = await executor
    .insert(consultations)
    .values(values)
    .returning({ id: consultations.id, createdAt: consultations.createdAt });
  if (!row) throw new Error("Insert returned no row");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Admin inbox (accounts and lead inbox): the paged, filtered list and the CSV export. The
// detail view reads every stored field through getPipelineLead in lead.server.ts.
// ---------------------------------------------------------------------------------------------

const consultationSearchColumns = [
  consultations.name,
  consultations.email,
  consultations.phone,
  consultations.serviceType,
  consultations.message,
];

function consultationInboxWhere(filter: LeadFilter) {
  return and(...leadFilterConditions(consultations, consultationSearchColumns, filter));
}

/** One page of consultation requests, newest first, with the total that matches the filter. */
export async function listConsultations(query: LeadFilter & Paging, executor: Executor = db()) {
  const where = consultationInboxWhere(query);
  const [requests, [totals]] = await Promise.all([
    executor
      .select({
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
      })
      .from(consultations)
      .where(where)
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ n: count() }).from(consultations).where(where),
  ]);
  return { requests, total: totals?.n ?? 0 };
}

/** Every stored field of every request the filter matches, newest first (CSV export). */
export async function exportConsultations(filter: LeadFilter, executor: Executor = db()) {
  return executor
    .select()
    .from(consultations)
    .where(consultationInboxWhere(filter))
    .orderBy(desc(consultations.createdAt), desc(consultations.id))
    .limit(EXPORT_ROW_LIMIT);
}

export type ConsultationListItem = Awaited<
  ReturnType<typeof listConsultations>
>["requests"][number];
