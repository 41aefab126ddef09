import type * as React from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { SpamFilter } from "~/schemas/lead";
import { formatAdminDateTime, isoDate } from "~/utils/format";
import { AdminPage } from "./admin-shell";
import { Alert } from "./alert";
import { DataTable, Td, Th, Tr } from "./data-table";
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
  query,
  columns,
  emptyText,
  error,
  detail,
  filters,
}: {
  title: string;
  description: string;
  rows: Row[];
  total: number;
  query: InboxQuery;
  columns: InboxColumn<Row>[];
  emptyText: string;
  error: string | null;
  detail?: React.ReactNode;
  filters?: React.ReactNode;
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
        <DataTable label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column.header}>{column.header}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Tr key={row.id} data-testid="lead-row">
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
      {error ? null : <Pagination page={query.page} pageSize={query.pageSize} total={total} />}
    </AdminPage>
  );
}

/**
 * The cell that opens a lead's details (`?id=`), keeping the filter and page; a lead the bot
 * checks flagged carries a Spam badge, one sent without the browser's check an Unverified one.
 */
export function DetailLink({
  id,
  spam,
  unverified,
  children,
}: {
  id: string;
  spam?: boolean;
  unverified?: boolean;
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <>
      <Link
        to={withParams(location.search, { id })}
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
  return (
    <time dateTime={isoDate(value)} className="whitespace-nowrap tabular-nums">
      {formatAdminDateTime(value)}
    </time>
  );
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
