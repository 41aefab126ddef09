import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns, type Table } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { fieldLabel, orderedFields } from "~/components/admin/lead-fields";
import { requestInfoContext } from "~/context";
import {
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  newsletterSubscribers,
} from "~/db/schema";
import { recordAudit } from "~/models/audit-log.server";
import {
  exportCharterSubmissions,
  listCharterSubmissions,
} from "~/models/charter-submission.server";
import { exportConsultations, listConsultations } from "~/models/consultation.server";
import {
  exportContactSubmissions,
  listContactSubmissions,
} from "~/models/contact-submission.server";
import { exportEbookLeads, listEbookLeads } from "~/models/ebook-lead.server";
import {
  addLeadNote,
  getPipelineLead,
  type LeadFilter,
  listLeadNotes,
  setLeadStatus,
} from "~/models/lead.server";
import {
  exportNewsletterSubscribers,
  getNewsletterSubscriberForAdmin,
  listNewsletterSubscribers,
} from "~/models/newsletter-subscriber.server";
import {
  LEAD_GONE,
  LeadActionSchema,
  LeadListQuerySchema,
  leadStatusLabels,
  type PipelineLeadType,
} from "~/schemas/lead";
import { type CsvColumn, csvDownload, toCsv } from "~/utils/csv.server";
import { logger } from "~/utils/logger.server";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders } from "~/utils/toast.server";

// Server side of the lead pages (the five inboxes and the CRM): query parsing, the pipeline
// actions, the CSV export and the detail loader.

/**
 * Reads a list's query string. A value that does not parse (a hand-edited URL) falls back to
 * its default instead of failing the page.
 */
export function parseListQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  const raw: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  return schema.parse(raw);
}

export function parseInboxQuery(request: Request) {
  return parseListQuery(request, LeadListQuerySchema);
}

/** The id of the lead opened in the detail view (`?id=`), when it looks like one. */
export function openedLeadId(request: Request): string | null {
  const id = new URL(request.url).searchParams.get("id");
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** Every stored field of one enquiry with its notes, or null. */
export async function loadPipelineDetail(type: PipelineLeadType, id: string) {
  const [record, notes] = await Promise.all([getPipelineLead(type, id), listLeadNotes(type, id)]);
  if (!record) return null;
  return { type, record, status: record.status as keyof typeof leadStatusLabels, notes };
}

/** The spec's 'Error loading … : {message}' line, without leaking database internals. */
export function loadErrorText(what: string, error: unknown): string {
  logger().error({ err: error }, `Loading ${what} failed`);
  return `Error loading ${what}: the database did not answer. Please try again.`;
}

type InboxQuery = ReturnType<typeof parseInboxQuery>;

type LeadInboxSource<List, Detail> = {
  /** Start of the export's file name. */
  csvName: string;
  /** What the error line says could not be loaded. */
  noun: string;
  table: Table;
  list: (query: InboxQuery) => Promise<List>;
  export: (filter: LeadFilter) => Promise<Record<string, unknown>[]>;
  detail: (id: string) => Promise<Detail>;
};

const inbox = <List, Detail>(source: LeadInboxSource<List, Detail>) => source;

/** Where each of the five inboxes reads its rows, its export and its opened lead. */
export const leadInboxes = {
  contact: inbox({
    csvName: "contact-submissions",
    noun: "contact submissions",
    table: contactSubmissions,
    list: listContactSubmissions,
    export: exportContactSubmissions,
    detail: (id) => loadPipelineDetail("contact", id),
  }),
  charter: inbox({
    csvName: "charter-submissions",
    noun: "charter submissions",
    table: charterSubmissions,
    list: listCharterSubmissions,
    export: exportCharterSubmissions,
    detail: (id) => loadPipelineDetail("charter", id),
  }),
  consultation: inbox({
    csvName: "consultations",
    noun: "consultation requests",
    table: consultations,
    list: listConsultations,
    export: exportConsultations,
    detail: (id) => loadPipelineDetail("consultation", id),
  }),
  ebook: inbox({
    csvName: "ebook-leads",
    noun: "ebook leads",
    table: ebookLeads,
    list: listEbookLeads,
    export: exportEbookLeads,
    detail: (id) => loadPipelineDetail("ebook", id),
  }),
  newsletter: inbox({
    csvName: "newsletter-subscribers",
    noun: "newsletter subscribers",
    table: newsletterSubscribers,
    list: listNewsletterSubscribers,
    export: exportNewsletterSubscribers,
    detail: getNewsletterSubscriberForAdmin,
  }),
};

/**
 * The loader of an inbox: one filtered page of its rows and the lead opened with `?id=`, if
 * any. A database failure becomes the page's error line instead of an error boundary, so the
 * filters stay usable. The caller checks the admin session first.
 */
export async function loadLeadInbox<List, Detail>(
  request: Request,
  source: LeadInboxSource<List, Detail>,
) {
  const query = parseInboxQuery(request);
  const id = openedLeadId(request);
  try {
    const [list, detail] = await Promise.all([source.list(query), id ? source.detail(id) : null]);
    return { list, query, detail, error: null };
  } catch (error) {
    return { list: null, query, detail: null, error: loadErrorText(source.noun, error) };
  }
}

/**
 * The pipeline forms of the detail view: set a status, add a note. A refusal answers the form's
 * submission reply (errors beside the fields, or above the form when the lead is gone); a
 * success answers a fresh reply and the confirmation as a toast.
 */
export async function handleLeadAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const user = await requireAdmin(request, { audit: false });
  const ip = context.get(requestInfoContext).ip;
  const submission = parseWithZod(await request.formData(), { schema: LeadActionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
  const gone = () =>
    data({ result: submission.reply({ formErrors: [LEAD_GONE] }) }, { status: 404 });
  // A saved note empties its form; the status form keeps the status just set.
  const done = async (message: string) =>
    data(
      { result: submission.reply({ resetForm: input.intent === "note" }) },
      { headers: await createToastHeaders({ type: "success", title: message }) },
    );
  if (input.intent === "status") {
    const previous = await setLeadStatus({
      type: input.leadType,
      id: input.leadId,
      status: input.status,
    });
    if (previous === null) return gone();
    if (previous !== input.status) {
      await recordAudit({
        action: "lead.status",
        actorId: user.id,
        actorEmail: user.email,
        targetType: input.leadType,
        targetId: input.leadId,
        details: { from: previous, to: input.status },
        ip,
      });
    }
    return done(`Status set to ${leadStatusLabels[input.status]}`);
  }
  const lead = await getPipelineLead(input.leadType, input.leadId);
  if (!lead) return gone();
  const note = await addLeadNote({
    type: input.leadType,
    id: input.leadId,
    authorEmail: user.email,
    body: input.body,
  });
  await recordAudit({
    action: "lead.note",
    actorId: user.id,
    actorEmail: user.email,
    targetType: input.leadType,
    targetId: input.leadId,
    details: { noteId: note?.id },
    ip,
  });
  return done("Note added");
}

/** CSV columns for every stored field of a table, in reading order, labelled like the detail. */
function columnsOf(table: Table): CsvColumn<Record<string, unknown>>[] {
  return orderedFields(Object.keys(getTableColumns(table))).map((key) => ({
    header: fieldLabel(key),
    value: (row) => row[key],
  }));
}

/**
 * The export of a list page: `?export=csv` with the page's filter answers a CSV file of every
 * matching row. It runs as route middleware because a page loader cannot answer a file.
 */
export function csvExportMiddleware(source: LeadInboxSource<unknown, unknown>) {
  return async ({ request }: { request: Request }, next: () => Promise<Response>) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.searchParams.get("export") !== "csv") return next();
    await requireAdmin(request);
    const rows = await source.export(parseInboxQuery(request));
    const day = new Date().toISOString().slice(0, 10);
    return csvDownload(`${source.csvName}-${day}.csv`, toCsv(rows, columnsOf(source.table)));
  };
}
