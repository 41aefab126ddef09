import { Download } from "lucide-react";
import { Link, useLocation } from "react-router";
import { withParams } from "~/components/admin/query-string";
import { cn } from "~/utils/cn";

export type ReportColumn<Row> = {
  header: string;
  value: (row: Row) => React.ReactNode;
  numeric?: boolean;
};

/**
 * One report as a table. When `filter` is given, each row's key is a link that filters every
 * report by it (kept in the address, so the view can be shared and the back button undoes it).
 */
export function ReportTable<Row extends { key: string }>({
  id,
  title,
  rows,
  columns,
  filter,
  keyLabel,
  formatKey = (key) => key,
}: {
  id: string;
  title: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  filter?: string;
  keyLabel: string;
  formatKey?: (key: string) => string;
}) {
  const { search } = useLocation();
  return (
    <section
      aria-labelledby={`report-${id}`}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-ink-900/10 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`report-${id}`} className="font-sans text-base font-semibold text-ink-900">
          {title}
        </h2>
        <a
          href={withParams(search, { export: id })}
          className="inline-flex items-center gap-1 text-xs text-gold-700 underline-offset-4 hover:underline"
          download
        >
          <Download aria-hidden className="size-3.5" />
          CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th
                  scope="col"
                  className="py-1.5 pr-3 text-left text-xs font-semibold text-ink-700"
                >
                  {keyLabel}
                </th>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={cn(
                      "py-1.5 pl-3 text-xs font-semibold whitespace-nowrap text-ink-700",
                      column.numeric ? "text-right" : "text-left",
                    )}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-ink-900/5">
                  <th scope="row" className="max-w-[16rem] py-1.5 pr-3 text-left font-normal">
                    {filter ? (
                      <Link
                        to={withParams(search, { [filter]: row.key, export: null })}
                        className="break-words text-ink-900 underline decoration-ink-900/20 underline-offset-4 hover:decoration-gold-500"
                        aria-label={`Filter every report by ${keyLabel.toLowerCase()} ${formatKey(row.key)}`}
                      >
                        {formatKey(row.key)}
                      </Link>
                    ) : (
                      <span className="break-words">{formatKey(row.key)}</span>
                    )}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={cn(
                        "py-1.5 pl-3 tabular-nums",
                        column.numeric ? "text-right" : "text-left",
                      )}
                    >
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
