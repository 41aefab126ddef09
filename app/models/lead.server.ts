import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { unionAll } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import {
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  type LeadStatus,
  leadNotes,
  newsletterSubscribers,
} from "~/db/schema";
import type { CrmQuery, LeadListQuery, PipelineLeadType, SpamFilter } from "~/schemas/lead";
import { containsAny } from "./text-search.server";

// ---------------------------------------------------------------------------------------------
// What every admin lead list shares (search, date range, spam, paging), and the CRM pipeline:
// every enquiry of every type in one list, with a status and notes.
// ---------------------------------------------------------------------------------------------

/** The most rows one CSV export holds; the filter narrows larger sets. */
export const EXPORT_ROW_LIMIT = 50_000;

export type LeadFilter = Pick<LeadListQuery, "search" | "from" | "to" | "spam">;
export type Paging = Pick<LeadListQuery, "page" | "pageSize">;

function nextDay(isoDay: string): Date {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * The conditions of an inbox filter on one lead table: substring search over `searchColumns`,
 * a calendar-day range on created_at (UTC, both ends included) and the spam toggle.
 */
export function leadFilterConditions(
  table: { createdAt: AnyPgColumn; isSpam: AnyPgColumn },
  searchColumns: AnyPgColumn[],
  { search, from, to, spam }: Partial<LeadFilter>,
): SQL[] {
  const conditions: SQL[] = [];
  const matches = containsAny(searchColumns, search);
  if (matches) conditions.push(matches);
  if (from) conditions.push(gte(table.createdAt, new Date(`${from}T00:00:00Z`)));
  if (to) conditions.push(lt(table.createdAt, nextDay(to)));
  const spamCondition = spamFilterCondition(table.isSpam, spam ?? "exclude");
  if (spamCondition) conditions.push(spamCondition);
  return conditions;
}

function spamFilterCondition(column: AnyPgColumn, spam: SpamFilter): SQL | undefined {
  if (spam === "exclude") return eq(column, false);
  if (spam === "only") return eq(column, true);
  return undefined;
}

export function pageWindow({ page, pageSize }: Paging) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

const pipelineTables = {
  contact: contactSubmissions,
  charter: charterSubmissions,
  consultation: consultations,
  ebook: ebookLeads,
} as const;

type PipelineTable = (typeof pipelineTables)[PipelineLeadType];

/**
 * How one enquiry table appears in the CRM list: the column holding the lead's name, the
 * one-line summary, and the columns the search looks in.
 */
function crmSource(type: PipelineLeadType): {
  table: PipelineTable;
  type: SQL<PipelineLeadType>;
  name: AnyPgColumn;
  summary: SQL<string>;
  searchColumns: AnyPgColumn[];
} {
  switch (type) {
    case "contact": {
      const t = contactSubmissions;
      return {
        table: t,
        type: sql<PipelineLeadType>`'contact'`,
        name: t.fullName,
        summary: sql<string>`${t.inquiryType} || ': ' || left(${t.message}, 160)`,
        searchColumns: [t.fullName, t.email, t.company, t.message],
      };
    }
    case "charter": {
      const t = charterSubmissions;
      return {
        table: t,
        type: sql<PipelineLeadType>`'charter'`,
        name: t.fullName,
        summary: sql<string>`${t.departureLocation} || ' → ' || ${t.destination} || ', ' || ${t.departureDate}::text`,
        searchColumns: [t.fullName, t.email, t.departureLocation, t.destination],
      };
    }
    case "consultation": {
      const t = consultations;
      return {
        table: t,
        type: sql<PipelineLeadType>`'consultation'`,
        name: t.name,
        summary: sql<string>`coalesce(${t.serviceType}, 'consultation') || coalesce(': ' || left(${t.message}, 160), '')`,
        searchColumns: [t.name, t.email, t.phone, t.message],
      };
    }
    case "ebook": {
      const t = ebookLeads;
      return {
        table: t,
        type: sql<PipelineLeadType>`'ebook'`,
        name: t.name,
        summary: sql<string>`'Buying guide download'`,
        searchColumns: [t.name, t.email],
      };
    }
  }
}

/** One enquiry table's rows of the CRM list, in the columns every table shares. */
function crmSelect(type: PipelineLeadType, executor: Executor, filter: Partial<CrmQuery>) {
  const { table: t, type: typeLiteral, name, summary, searchColumns } = crmSource(type);
  const status = filter.status ? [eq(t.status, filter.status)] : [];
  return executor
    .select({
      type: typeLiteral.as("type"),
      id: t.id,
      name: sql<string>`${name}`.as("name"),
      email: t.email,
      summary: summary.as("summary"),
      status: t.status,
      isSpam: t.isSpam,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(and(...leadFilterConditions(t, searchColumns, filter), ...status));
}

const pipelineLeadTypesInOrder: PipelineLeadType[] = [
  "contact",
  "charter",
  "consultation",
  "ebook",
];

type CrmSelect = ReturnType<typeof crmSelect>;
type CrmRow = {
  type: PipelineLeadType;
  id: string;
  name: string;
  email: string;
  summary: string;
  status: LeadStatus;
  isSpam: boolean;
  createdAt: Date | string;
};

/** The CRM list: every enquiry of the chosen types, newest first, one page with its total. */
export async function listPipelineLeads(
  query: Partial<CrmQuery> & Paging,
  executor: Executor = db(),
) {
  const types = query.type ? [query.type] : [...pipelineLeadTypesInOrder];
  // The four selects have the same columns from different tables; Drizzle's set-operator
  // types only accept selects of one table, so the union is typed by hand.
  const [first, second, ...rest] = types.map(
    (type) => crmSelect(type, executor, query) as unknown as CrmSelect,
  );
  if (!first) return { leads: [], total: 0 };
  const combined = second ? unionAll(first, second, ...rest) : first;
  const { limit, offset } = pageWindow(query);
  const leads = (await combined
    .orderBy(desc(sql`"created_at"`), asc(sql`"id"`))
    .limit(limit)
    .offset(offset)) as CrmRow[];
  const totals = await Promise.all(
    types.map((type) =>
      executor
        .select({ n: count() })
        .from(crmSelect(type, executor, query).as("matches"))
        .then(([row]) => row?.n ?? 0),
    ),
  );
  return {
    leads: leads.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt) })),
    total: totals.reduce((sum, n) => sum + n, 0),
  };
}

/** Every stored field of one enquiry, or null. */
export async function getPipelineLead(
  type: PipelineLeadType,
  id: string,
  executor: Executor = db(),
): Promise<Record<string, unknown> | null> {
  const table = pipelineTables[type];
  const [row] = await executor.select().from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

/** Moves a lead in the pipeline; returns the previous status, or null when there is no lead. */
export async function setLeadStatus(
  { type, id, status }: { type: PipelineLeadType; id: string; status: LeadStatus },
  executor: Executor = db(),
): Promise<LeadStatus | null> {
  const table = pipelineTables[type];
  return executor.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!current) return null;
    await tx.update(table).set({ status }).where(eq(table.id, id));
    return current.status;
  });
}

export async function addLeadNote(
  {
    type,
    id,
    authorEmail,
    body,
  }: { type: PipelineLeadType; id: string; authorEmail: string; body: string },
  executor: Executor = db(),
) {
  const [note] = await executor
    .insert(leadNotes)
    .values({ leadType: type, leadId: id, authorEmail, body })
    .returning({ id: leadNotes.id, createdAt: leadNotes.createdAt });
  return note;
}

export async function listLeadNotes(type: PipelineLeadType, id: string, executor: Executor = db()) {
  return executor
    .select({
      id: leadNotes.id,
      authorEmail: leadNotes.authorEmail,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}

/**
 * Enquiries since `since` by type (the dashboard's figures): the genuine ones, or with
 * `flagged` those the bot checks flagged, which staff review so no real enquiry is missed.
 */
export async function countLeadsSince(
  since: Date,
  { flagged = false }: { flagged?: boolean } = {},
  executor: Executor = db(),
) {
  const recent = (table: { createdAt: AnyPgColumn; isSpam: AnyPgColumn }) =>
    and(gte(table.createdAt, since), eq(table.isSpam, flagged));
  const counts = await Promise.all([
    executor.select({ n: count() }).from(contactSubmissions).where(recent(contactSubmissions)),
    executor.select({ n: count() }).from(charterSubmissions).where(recent(charterSubmissions)),
    executor.select({ n: count() }).from(consultations).where(recent(consultations)),
    executor.select({ n: count() }).from(ebookLeads).where(recent(ebookLeads)),
    executor
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(recent(newsletterSubscribers)),
  ]);
  const [contact, charter, consultation, ebook, newsletter] = counts.map(([row]) => row?.n ?? 0);
  return {
    contact: contact ?? 0,
    charter: charter ?? 0,
    consultation: consultation ?? 0,
    ebook: ebook ?? 0,
    newsletter: newsletter ?? 0,
  };
}

export type PipelineLead = Awaited<ReturnType<typeof listPipelineLeads>>["leads"][number];
export type LeadNote = Awaited<ReturnType<typeof listLeadNotes>>[number];
