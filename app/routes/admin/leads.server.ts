import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns, type Table } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { fieldLabel, orderedFields } from "~/components/admin/lead-fields";
import { requestInfoContext } from "~/context";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { LeadActionSchema, LeadListQuerySchema } from "~/schemas/lead";
import {
  addLeadNoteAs,
  type LeadInboxSource,
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

/** The loader of an inbox page: the admin session is checked, then the inbox is read. */
export function leadInboxLoader<List, Detail>(source: LeadInboxSource<List, Detail>) {
  return async ({ request }: { request: Request }) => {
    await requireAdmin(request);
    return loadLeadInbox(request, source);
  };
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
  const actor = { user, ip: context.get(requestInfoContext).ip };
  const submission = parseWithZod(await readForm(request), { schema: LeadActionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { leadType: type, leadId: id, ...input } = submission.value;
  try {
    const message =
      input.intent === "status"
        ? await setLeadStatusAs(actor, { type, id, status: input.status })
        : await addLeadNoteAs(actor, { type, id, body: input.body });
    // A saved note empties its form; the status form keeps the status just set.
    return data(
      { result: submission.reply({ resetForm: input.intent === "note" }) },
      { headers: await createToastHeaders({ type: "success", title: message }) },
    );
  } catch (error) {
    const failure = formFailure(error, "The lead could not be updated. Please try again.");
    return data(
      { result: submission.reply({ formErrors: [failure.message] }) },
      { status: failure.status },
    );
  }
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
