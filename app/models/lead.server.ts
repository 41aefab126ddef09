import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { unionAll } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db, type Executor } from "~/db/client.server";
import type { LeadAttribution } from "~/db/schema";
import {
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  enquiryIdempotencyKeys,
  type LeadStatus,
  leadNotes,
  mailOutbox,
  newsletterSubscribers,
} from "~/db/schema";
import type {
  CrmQuery,
  LeadKind,
  LeadListQuery,
  PipelineLeadType,
  SpamFilter,
} from "~/schemas/lead";
import { leadValueChoices } from "~/schemas/lead-labels";
import { env } from "~/utils/env.server";
import { startOfDayIn, startOfNextDayIn } from "~/utils/format";
import { containsAny } from "./text-search.server";

// ---------------------------------------------------------------------------------------------
// What every admin lead list shares (search, date range, spam, paging), and the CRM pipeline:
// every enquiry of every type in one list, with a status and notes.
// ---------------------------------------------------------------------------------------------

/** The most rows one CSV export holds; the filter narrows larger sets. */
export const EXPORT_ROW_LIMIT = 50_000;

export type LeadFilter = Pick<LeadListQuery, "search" | "from" | "to" | "spam">;
export type Paging = Pick<LeadListQuery, "page" | "pageSize">;

/**
 * The conditions of an inbox filter on one lead table: substring search over `searchColumns`,
 * a calendar-day range on created_at (days of the business time zone, both ends included) and
 * the spam toggle.
 */
export function leadFilterConditions(
  table: { createdAt: AnyPgColumn; isSpam: AnyPgColumn },
  searchColumns: AnyPgColumn[],
  { search, from, to, spam }: Partial<LeadFilter>,
): SQL[] {
  const conditions: SQL[] = [];
  const matches = containsAny(searchColumns, search);
  if (matches) conditions.push(matches);
  const zone = env().BUSINESS_TIMEZONE;
  if (from) conditions.push(gte(table.createdAt, startOfDayIn(from, zone)));
  if (to) conditions.push(lt(table.createdAt, startOfNextDayIn(to, zone)));
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

/**
 * The page actually shown: a page past the end (a bookmark from when the list was longer, a
 * hand-edited URL) becomes the last page, so the list never reads "Showing 981–11 of 11".
 */
export function pageWithin(page: number, pageSize: number, total: number): number {
  return Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));
}

type InboxTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; isSpam: AnyPgColumn };

/**
 * The admin list queries of one lead table, shared by the five inboxes: one filtered page of
 * `columns`, newest first, with the total and the page shown, and the CSV export of every
 * stored field. The detail view reads a lead through getPipelineLead.
 */
export function leadInboxQueries<
  Table extends InboxTable,
  Columns extends Record<string, AnyPgColumn>,
>(table: Table, { columns, search }: { columns: Columns; search: AnyPgColumn[] }) {
  // Drizzle types a select per concrete table; the queries below are the same for each.
  const source = table as PgTable;
  const where = (filter: Partial<LeadFilter>) =>
    and(...leadFilterConditions(table, search, filter));
  const newestFirst = [desc(table.createdAt), desc(table.id)];
  return {
    async list(query: LeadFilter & Paging, executor: Executor = db()) {
      const condition = where(query);
      const [totals] = await executor.select({ n: count() }).from(source).where(condition);
      const total = totals?.n ?? 0;
      const page = pageWithin(query.page, query.pageSize, total);
      const rows = (await executor
        .select(columns as Record<string, AnyPgColumn>)
        .from(source)
        .$dynamic()
        .where(condition)
        .orderBy(...newestFirst)
        .limit(query.pageSize)
        .offset((page - 1) * query.pageSize)) as SelectResultFields<Columns>[];
      return { rows, total, page };
    },
    async export(filter: LeadFilter, executor: Executor = db()) {
      const rows = await executor
        .select()
        .from(source)
        .$dynamic()
        .where(where(filter))
        .orderBy(...newestFirst)
        .limit(EXPORT_ROW_LIMIT);
      return rows as Table["$inferSelect"][];
    },
  };
}

export type InboxPage<Row> = { rows: Row[]; total: number; page: number };

const pipelineTables = {
  contact: contactSubmissions,
  charter: charterSubmissions,
  consultation: consultations,
  ebook: ebookLeads,
} as const;

type PipelineTable = (typeof pipelineTables)[PipelineLeadType];

const leadTables = { ...pipelineTables, newsletter: newsletterSubscribers } as const;

/** A coded column as its label (the shared label table), for summaries built in SQL. */
function labelled(column: AnyPgColumn, field: string): SQL<string> {
  const choices = leadValueChoices(field);
  if (choices.length === 0) return sql<string>`${column}`;
  const cases = choices.map((choice) => sql`when ${choice.value} then ${choice.label}`);
  return sql<string>`(case ${column} ${sql.join(cases, sql` `)} else ${column} end)`;
}

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
        summary: sql<string>`${labelled(t.inquiryType, "inquiryType")} || ': ' || left(${t.message}, 160)`,
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
        summary: sql<string>`coalesce(${labelled(t.serviceType, "serviceType")}, 'Consultation') || coalesce(': ' || left(${t.message}, 160), '')`,
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
      attribution: t.attribution,
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
  attribution: LeadAttribution | null;
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
  if (!first) return { leads: [], total: 0, page: 1 };
  const combined = second ? unionAll(first, second, ...rest) : first;
  const totals = await Promise.all(
    types.map((type) =>
      executor
        .select({ n: count() })
        .from(crmSelect(type, executor, query).as("matches"))
        .then(([row]) => row?.n ?? 0),
    ),
  );
  const total = totals.reduce((sum, n) => sum + n, 0);
  const page = pageWithin(query.page, query.pageSize, total);
  const { limit, offset } = pageWindow({ page, pageSize: query.pageSize });
  const leads = (await combined
    .orderBy(desc(sql`"created_at"`), asc(sql`"id"`))
    .limit(limit)
    .offset(offset)) as CrmRow[];
  return {
    leads: leads.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt) })),
    total,
    page,
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

/** Rewrites a note; false when the note (of that lead) does not exist. */
export async function updateLeadNote(
  { type, id, noteId, body }: { type: PipelineLeadType; id: string; noteId: string; body: string },
  executor: Executor = db(),
): Promise<boolean> {
  const updated = await executor
    .update(leadNotes)
    .set({ body, updatedAt: sql`now()` })
    .where(and(eq(leadNotes.id, noteId), eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .returning({ id: leadNotes.id });
  return updated.length > 0;
}

/** Deletes a note; false when the note (of that lead) does not exist. */
export async function deleteLeadNote(
  { type, id, noteId }: { type: PipelineLeadType; id: string; noteId: string },
  executor: Executor = db(),
): Promise<boolean> {
  const deleted = await executor
    .delete(leadNotes)
    .where(and(eq(leadNotes.id, noteId), eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .returning({ id: leadNotes.id });
  return deleted.length > 0;
}

/**
 * Sets a lead's spam flag (`spamReason` with it); returns whether it was flagged before, or
 * null when there is no lead. The row stays locked until `executor`'s transaction ends, so
 * two clicks cannot both see it flagged.
 */
export async function setLeadSpam(
  {
    kind,
    id,
    isSpam,
    spamReason,
  }: { kind: LeadKind; id: string; isSpam: boolean; spamReason: string | null },
  executor: Executor,
): Promise<boolean | null> {
  const table = leadTables[kind];
  const [current] = await executor
    .select({ isSpam: table.isSpam })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  if (!current) return null;
  await executor.update(table).set({ isSpam, spamReason }).where(eq(table.id, id));
  return current.isSpam;
}

/** Whether a message of `kind` about the record `relatedId` was ever queued. */
export async function hasQueuedMail(relatedId: string, kind: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, relatedId), eq(mailOutbox.kind, kind)))
    .limit(1);
  return Boolean(row);
}

/**
 * Erases a lead: the row, its notes, the mail about it (queued or sent, which repeats what the
 * person typed) and its retry keys. Returns false when there is no lead.
 */
export async function eraseLead(kind: LeadKind, id: string, executor: Executor): Promise<boolean> {
  const table = leadTables[kind];
  const deleted = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (deleted.length === 0) return false;
  await executor
    .delete(leadNotes)
    .where(and(eq(leadNotes.leadType, kind), eq(leadNotes.leadId, id)));
  await executor.delete(mailOutbox).where(eq(mailOutbox.relatedId, id));
  await executor.delete(enquiryIdempotencyKeys).where(eq(enquiryIdempotencyKeys.leadId, id));
  return true;
}

/** The email of each lead of `kind` among `ids` that still exists. */
export async function leadEmailsById(kind: LeadKind, ids: string[], executor: Executor = db()) {
  const table = leadTables[kind];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await executor
    .select({ id: table.id, email: table.email })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function listLeadNotes(type: PipelineLeadType, id: string, executor: Executor = db()) {
  return executor
    .select({
      id: leadNotes.id,
      authorEmail: leadNotes.authorEmail,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      updatedAt: leadNotes.updatedAt,
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
