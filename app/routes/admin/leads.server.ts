import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns, type Table } from "drizzle-orm";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { leadAttributionCsvColumns } from "~/components/admin/lead-attribution-fields";
import { fieldLabel, orderedFields } from "~/components/admin/lead-fields";
import { requestInfoContext } from "~/context";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import {
  dateRangeError,
  type LeadAction,
  LeadActionSchema,
  LeadListQuerySchema,
} from "~/schemas/lead";
import { isCodedLeadField, leadValueLabel } from "~/schemas/lead-labels";
import type { Actor } from "~/services/actor";
import {
  addLeadNoteAs,
  deleteLeadAs,
  deleteLeadNoteAs,
  editLeadNoteAs,
  type LeadInboxSource,
  resendStaffNotificationAs,
  setLeadSpamAs,
  setLeadStatusAs,
} from "~/services/leads/leads.server";
import { type CsvColumn, csvDownload, toCsv } from "~/utils/csv.server";
import { logger } from "~/utils/logger.server";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders } from "~/utils/toast.server";

// The HTTP side of the lead pages (the five inboxes and the CRM): query parsing, the pipeline
// forms, the CSV export and the inbox loader. The work itself is in the leads service.

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

/** The page's 'Error loading … : {message}' line, without leaking database internals. */
export function loadErrorText(what: string, error: unknown): string {
  logger().error({ err: error }, `Loading ${what} failed`);
  return `Error loading ${what}: the database did not answer. Please try again.`;
}

/**
 * The loader of an inbox: one filtered page of its rows and the lead opened with `?id=`, if
 * any. A database failure becomes the page's error line instead of an error boundary, so the
 * filters stay usable. The caller checks the admin session first.
 */
export async function loadLeadInbox<Row, Detail>(
  request: Request,
  source: LeadInboxSource<Row, Detail>,
) {
  const query = parseInboxQuery(request);
  const id = openedLeadId(request);
  const rangeError = dateRangeError(query);
  if (rangeError) return { list: null, query, detail: null, error: rangeError };
  try {
    const [list, detail] = await Promise.all([source.list(query), id ? source.detail(id) : null]);
    return { list, query, detail, error: null };
  } catch (error) {
    return { list: null, query, detail: null, error: loadErrorText(source.noun, error) };
  }
}

/** The loader of an inbox page: the admin session is checked, then the inbox is read. */
export function leadInboxLoader<Row, Detail>(source: LeadInboxSource<Row, Detail>) {
  return async ({ request }: { request: Request }) => {
    await requireAdmin(request);
    return loadLeadInbox(request, source);
  };
}

/** Runs one lead form's use case; answers the confirmation. */
function runLeadAction(actor: Actor, action: LeadAction): Promise<string> {
  const lead = { type: action.leadType, id: action.leadId };
  switch (action.intent) {
    case "status":
      return setLeadStatusAs(actor, { ...lead, type: action.leadType, status: action.status });
    case "note":
      return addLeadNoteAs(actor, { ...lead, type: action.leadType, body: action.body });
    case "note-edit":
      return editLeadNoteAs(actor, {
        type: action.leadType,
        id: action.leadId,
        noteId: action.noteId,
        body: action.body,
      });
    case "note-delete":
      return deleteLeadNoteAs(actor, {
        type: action.leadType,
        id: action.leadId,
        noteId: action.noteId,
      });
    case "mark-spam":
    case "mark-not-spam":
      return setLeadSpamAs(actor, { ...lead, spam: action.intent === "mark-spam" });
    case "resend-notification":
      return resendStaffNotificationAs(actor, { type: action.leadType, id: action.leadId }).then(
        () => "Notification queued for staff",
      );
    case "delete":
      return deleteLeadAs(actor, { ...lead, reason: action.reason });
  }
}

/** The list a deleted lead was opened from, without the lead. */
function listWithoutLead(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["id", "lead", "index", "_data"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname.replace(/\.data$/, "")}${search ? `?${search}` : ""}`;
}

/**
 * The lead forms of the inboxes and the CRM: status (in the detail view and inline in each
 * row), notes (add, edit, delete), spam / not spam, re-send the staff notification, delete. A
 * refusal answers the form's submission reply (errors beside the fields, or above the form
 * when the lead is gone); a success answers a fresh reply and the confirmation as a toast, and
 * a deletion goes back to the list, since the opened lead is gone.
 */
export async function handleLeadAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const user = await requireAdmin(request);
  const actor = { user, ip: context.get(requestInfoContext).ip };
  const submission = parseWithZod(await readForm(request), { schema: LeadActionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    const message = await runLeadAction(actor, submission.value);
    const toast = { type: "success" as const, title: message };
    if (submission.value.intent === "delete") {
      return redirect(listWithoutLead(request), { headers: await createToastHeaders(toast) });
    }
    // A saved note empties its form; the other forms keep what they show.
    return data(
      { result: submission.reply({ resetForm: submission.value.intent === "note" }) },
      { headers: await createToastHeaders(toast) },
    );
  } catch (error) {
    const failure = formFailure(error, "The lead could not be updated. Please try again.");
    return data(
      { result: submission.reply({ formErrors: [failure.message] }) },
      {
        status: failure.status,
        headers: await createToastHeaders({ type: "error", title: failure.message }),
      },
    );
  }
}

/**
 * A stored value as a spreadsheet cell: coded values by their label, and the further details
 * of a quote request as "Label: value" lines (an empty set is an empty cell, not "{}").
 */
function csvValue(key: string, value: unknown): unknown {
  if (typeof value === "string" && isCodedLeadField(key)) return leadValueLabel(key, value);
  if (value && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, nested]) => nested !== null && nested !== undefined && nested !== "")
      .map(([name, nested]) => {
        const shown =
          typeof nested === "boolean" ? (nested ? "Yes" : "No") : csvValue(name, nested);
        return `${fieldLabel(name)}: ${String(shown)}`;
      })
      .join("\n");
  }
  return value;
}

/** CSV columns for every stored field of a table, in reading order, labelled like the detail. */
function columnsOf(table: Table): CsvColumn<Record<string, unknown>>[] {
  const keys = Object.keys(getTableColumns(table));
  const columns = orderedFields(keys.filter((key) => key !== "attribution")).map((key) => ({
    header: fieldLabel(key),
    value: (row: Record<string, unknown>) => csvValue(key, row[key]),
  }));
  return keys.includes("attribution")
    ? [...columns, ...leadAttributionCsvColumns<Record<string, unknown>>()]
    : columns;
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
    const query = parseInboxQuery(request);
    const rangeError = dateRangeError(query);
    if (rangeError) return new Response(rangeError, { status: 400 });
    const rows = await source.export(query);
    const day = new Date().toISOString().slice(0, 10);
    return csvDownload(`${source.csvName}-${day}.csv`, toCsv(rows, columnsOf(source.table)));
  };
}
