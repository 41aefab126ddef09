import type * as React from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import {
  type LeadStatusValue,
  leadStatusLabels,
  leadStatusValues,
  type PipelineLeadType,
  type SpamFilter,
} from "~/schemas/lead";
import { leadValueLabel } from "~/schemas/lead-labels";
import { useHydrated } from "~/utils/use-hydrated";
import { AdminPage } from "./admin-shell";
import { AdminTime } from "./admin-time";
import { Alert } from "./alert";
import { DataTable, Td, Th, Tr } from "./data-table";
import { truncate } from "./format";
import { LeadDetail, type LeadNoteView } from "./lead-detail";
import { LeadRef } from "./lead-ref";
import { LeadToolbar } from "./lead-toolbar";
import { Pagination } from "./pagination";
import { withParams } from "./query-string";

export type InboxColumn<Row> = {
  header: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
};

export type InboxQuery = {
  search?: string;
  from?: string;
  to?: string;
  spam: SpamFilter;
  page: number;
  pageSize: number;
};

/**
 * One lead inbox: title with the count, the filter toolbar, the opened lead's details, the
 * table (or the empty / error text) and the pages.
 */
export function LeadInbox<Row extends { id: string }>({
  title,
  description,
  rows,
  total,
  page,
  query,
  columns,
  emptyText,
  error,
  detail,
  filters,
  tableLabel = title,
  rowKey = (row) => row.id,
}: {
  title: string;
  description: string;
  rows: Row[];
  total: number;
  /** The page shown (a page past the end shows the last one). */
  page: number;
  query: InboxQuery;
  columns: InboxColumn<Row>[];
  emptyText: string;
  error: string | null;
  detail?: React.ReactNode;
  filters?: React.ReactNode;
  tableLabel?: string;
  rowKey?: (row: Row) => string;
}) {
  return (
    <AdminPage title={`${title} (${total})`} description={description}>
      <LeadToolbar values={query}>{filters}</LeadToolbar>
      {detail}
      {error ? (
        <Alert tone="error" title={error} />
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-900/20 bg-white p-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <DataTable label={tableLabel}>
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column.header}>{column.header}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Tr key={rowKey(row)} data-testid="lead-row">
                {columns.map((column) => (
                  <Td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </Td>
                ))}
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {error ? null : <Pagination page={page} pageSize={query.pageSize} total={total} />}
    </AdminPage>
  );
}

/**
 * The cell that opens a lead's details (`?id=`, or the page's own `open` parameters), keeping
 * the filter and page; a lead the bot checks flagged carries a Spam badge, one sent without the
 * browser's check an Unverified one.
 */
export function DetailLink({
  id,
  open = { id },
  spam,
  unverified,
  children,
}: {
  id: string;
  open?: Record<string, string>;
  spam?: boolean;
  unverified?: boolean;
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <>
      <Link
        to={withParams(location.search, open)}
        className="font-medium text-ink-900 underline decoration-ink-900/20 underline-offset-4 hover:text-gold-700 hover:decoration-gold-600"
      >
        {children}
      </Link>
      {spam ? (
        <Badge variant="danger" className="ml-2">
          Spam
        </Badge>
      ) : unverified ? (
        <Badge
          variant="warning"
          className="ml-2"
          title="Sent without the browser check (no JavaScript): probably a person"
        >
          Unverified
        </Badge>
      ) : null}
    </>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-gold-700 underline-offset-4 hover:underline">
      {email}
    </a>
  );
}

export function DateCell({ value }: { value: Date | string }) {
  return <AdminTime value={value} className="whitespace-nowrap tabular-nums" />;
}

/** A stored coded value (an inquiry type, a passenger bucket) as staff read it. */
export function LabelCell({ field, value }: { field: string; value: string | null }) {
  return value ? leadValueLabel(field, value) : <EmptyCell />;
}

/**
 * A lead's pipeline status as a small form in its row: choosing another status saves it at
 * once; before scripts run (or without them) the Save button beside it submits the form.
 */
export function InlineStatusForm({
  type,
  id,
  status,
  name,
}: {
  type: PipelineLeadType;
  id: string;
  status: LeadStatusValue;
  name: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" ? (pending as LeadStatusValue) : status;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <LeadRef intent="status" leadId={id} type={type} />
      <NativeSelect
        name="status"
        aria-label={`Status of ${name}`}
        key={`${id}-${status}`}
        defaultValue={shown}
        className="h-8 min-w-28 py-0 text-sm"
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
      >
        {leadStatusValues.map((value) => (
          <option key={value} value={value}>
            {leadStatusLabels[value]}
          </option>
        ))}
      </NativeSelect>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className={hydrated ? "sr-only" : undefined}
        disabled={fetcher.state !== "idle"}
      >
        Save
      </Button>
    </fetcher.Form>
  );
}

/** The Status column of a pipeline inbox: the status, changed in place. */
export function statusColumn<Row extends { id: string; status: LeadStatusValue }>(
  type: PipelineLeadType,
  name: (row: Row) => string,
): InboxColumn<Row> {
  return {
    header: "Status",
    cell: (row) => (
      <InlineStatusForm type={type} id={row.id} status={row.status} name={name(row)} />
    ),
  };
}

export function VerifiedCell({ verified }: { verified: boolean }) {
  return (
    <span className={verified ? "text-emerald-800" : "text-red-800"}>
      {verified ? "Yes" : "No"}
    </span>
  );
}

/** The detail view's close link: the list as it was, without `?id=`. */
export function useCloseDetailHref() {
  const location = useLocation();
  return withParams(location.search, { id: null });
}

/** A cell with nothing stored: a dash, muted. */
export function EmptyCell() {
  return <span className="text-muted-foreground">—</span>;
}

type InboxRow = { id: string; isSpam: boolean; createdAt: Date | string; captchaVerified: boolean };

/**
 * The columns of an inbox: the date received, the lead's name (opening its details), the
 * page's own columns, and whether the visitor passed the bot check.
 */
export function inboxColumns<Row extends InboxRow>(
  opener: { header: string; label: (row: Row) => React.ReactNode },
  columns: InboxColumn<Row>[],
): InboxColumn<Row>[] {
  return [
    { header: "Date", cell: (row) => <DateCell value={row.createdAt} /> },
    {
      header: opener.header,
      cell: (row) => (
        <DetailLink id={row.id} spam={row.isSpam} unverified={!row.captchaVerified}>
          {opener.label(row)}
        </DetailLink>
      ),
    },
    ...columns,
    { header: "Verified", cell: (row) => <VerifiedCell verified={row.captchaVerified} /> },
  ];
}

/** The Email column of an enquiry inbox: the address as a mail link. */
export function emailColumn<Row extends { email: string }>(): InboxColumn<Row> {
  return { header: "Email", cell: (row) => <MailLink email={row.email} /> };
}

/** The visitor's message, cut to a line (the whole of it on hover). */
export function messageColumn<Row extends { message: string | null }>(): InboxColumn<Row> {
  return {
    header: "Message",
    className: "max-w-xs",
    cell: (row) =>
      row.message ? <span title={row.message}>{truncate(row.message, 80)}</span> : <EmptyCell />,
  };
}

/** The details of an enquiry opened from its inbox, with its pipeline status and notes. */
export function PipelineLeadDetail({
  title,
  type,
  detail,
  children,
}: {
  title: string;
  type: PipelineLeadType;
  detail: { record: Record<string, unknown>; status: LeadStatusValue; notes: LeadNoteView[] };
  /** More sections below the stored fields. */
  children?: React.ReactNode;
}) {
  const closeHref = useCloseDetailHref();
  return (
    <LeadDetail
      title={title}
      kind={type}
      record={detail.record}
      closeHref={closeHref}
      pipeline={{ type, status: detail.status, notes: detail.notes }}
    >
      {children}
    </LeadDetail>
  );
}

/** What an inbox loader answers (loadLeadInbox): the page of leads, or why there is none. */
type PipelineInboxData<Row> = {
  list: { rows: Row[]; total: number; page: number } | null;
  query: InboxQuery;
  detail: React.ComponentProps<typeof PipelineLeadDetail>["detail"] | null;
  error: string | null;
};

/** The inbox of one pipeline lead type, with the opened lead's status and notes. */
export function PipelineLeadInbox<Row extends { id: string }>({
  data,
  type,
  detailTitle,
  ...inbox
}: {
  data: PipelineInboxData<Row>;
  type: PipelineLeadType;
  detailTitle: (record: Record<string, unknown>) => string;
  title: string;
  description: string;
  columns: InboxColumn<Row>[];
  emptyText: string;
}) {
  const { list, query, detail, error } = data;
  return (
    <LeadInbox
      {...inbox}
      rows={list?.rows ?? []}
      total={list?.total ?? 0}
      page={list?.page ?? 1}
      query={query}
      error={error}
      detail={
        detail ? (
          <PipelineLeadDetail title={detailTitle(detail.record)} type={type} detail={detail} />
        ) : null
      }
    />
  );
}
