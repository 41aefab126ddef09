import { X } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { type ReportColumn, ReportTable } from "~/components/admin/analytics/report-table";
import { TrafficChart } from "~/components/admin/analytics/traffic-chart";
import { withParams } from "~/components/admin/query-string";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import {
  AnalyticsReportQuerySchema,
  type ReportTableName,
  reportFilterLabels,
  reportPeriodLabels,
  reportPeriods,
} from "~/schemas/analytics-report";
import {
  type AnalyticsReport,
  analyticsReport,
  type ReportFilters,
  reportRange,
} from "~/services/analytics/analytics.server";
import { type CsvColumn, csvDownload, toCsv } from "~/utils/csv.server";
import { formatAdminDay } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Aurum Admin" }];

function readQuery(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = AnalyticsReportQuerySchema.parse(params);
  const filters: ReportFilters = {};
  for (const key of Object.keys(reportFilterLabels) as (keyof typeof reportFilterLabels)[]) {
    const value = query[key];
    if (value) filters[key] = value;
  }
  const range = reportRange(query.period, { from: query.from, to: query.to });
  return { query, filters, range };
}

type Row = { key: string; visitors?: number; events?: number };

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : `${(value * 100).toFixed(1)}%`;

/** The rows and CSV columns of each exportable table. */
function exportOf(report: AnalyticsReport, table: ReportTableName) {
  const traffic = report.current.daily.map((point) => ({ key: point.day, ...point }));
  const figures: CsvColumn<Row & Record<string, unknown>>[] = [
    { header: "Visitors", value: (row) => row.visitors },
    { header: "Events", value: (row) => row.events },
  ];
  const conversionColumns: CsvColumn<Row & Record<string, unknown>>[] = [
    { header: "Visitors", value: (row) => row.visitors },
    { header: "Enquiries", value: (row) => row.enquiries },
    { header: "Conversion rate", value: (row) => percent(row.conversion as number | null) },
  ];
  switch (table) {
    case "traffic":
      return {
        rows: traffic,
        columns: [
          { header: "Day", value: (row: Row & Record<string, unknown>) => row.key },
          { header: "Visitors", value: (row: Row & Record<string, unknown>) => row.visitors },
          { header: "Page views", value: (row: Row & Record<string, unknown>) => row.pageViews },
        ],
      };
    case "forms":
      return {
        rows: report.tables.forms,
        columns: [
          { header: "Form", value: (row: Row & Record<string, unknown>) => row.key },
          { header: "Starts", value: (row: Row & Record<string, unknown>) => row.starts },
          {
            header: "Submissions",
            value: (row: Row & Record<string, unknown>) => row.submissions,
          },
        ],
      };
    case "sources":
    case "campaigns":
    case "enquiriesBySource":
    case "enquiriesByPage":
      return {
        rows: report.tables[table],
        columns: [{ header: "Key", value: (row: Row) => row.key }, ...conversionColumns],
      };
    default:
      return {
        rows: report.tables[table],
        columns: [{ header: "Key", value: (row: Row) => row.key }, ...figures],
      };
  }
}

/** `?export=<table>` answers that table of the current view as CSV (a loader cannot answer a file). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "GET" || !new URL(request.url).searchParams.has("export")) {
      return next();
    }
    await requireAdmin(request);
    const { query, filters, range } = readQuery(request);
    if (!query.export) return next();
    const report = await analyticsReport(range, filters);
    const { rows, columns } = exportOf(report, query.export);
    return csvDownload(
      `analytics-${query.export}-${range.from}-${range.to}.csv`,
      toCsv(rows as (Row & Record<string, unknown>)[], columns as CsvColumn<Row>[]),
    );
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { query, filters, range } = readQuery(request);
  const report = await analyticsReport(range, filters);
  return { report, period: query.period };
}

const number = new Intl.NumberFormat("en-GB");

function Change({
  current,
  previous,
  display,
}: {
  current: number;
  previous: number;
  display: string;
}) {
  if (previous === 0) {
    return <span className="text-xs text-muted-foreground">no previous figure</span>;
  }
  const change = (current - previous) / previous;
  const sign = change > 0 ? "+" : "";
  return (
    <span className={change >= 0 ? "text-xs text-emerald-700" : "text-xs text-destructive"}>
      {`${sign}${(change * 100).toFixed(0)}%`} vs previous period ({display})
    </span>
  );
}

function Total({
  label,
  value,
  previous,
  display,
  previousDisplay,
}: {
  label: string;
  value: number;
  previous: number;
  display?: string;
  previousDisplay?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-ink-900/10 bg-white p-4">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="flex flex-col">
        <span className="text-3xl font-semibold text-ink-900 lining-nums">
          {display ?? number.format(value)}
        </span>
        <Change
          current={value}
          previous={previous}
          display={previousDisplay ?? number.format(previous)}
        />
      </dd>
    </div>
  );
}

const visitorColumns: ReportColumn<Row>[] = [
  { header: "Visitors", value: (row) => number.format(row.visitors ?? 0), numeric: true },
  { header: "Views", value: (row) => number.format(row.events ?? 0), numeric: true },
];

type ConversionRow = Row & { enquiries?: number; conversion?: number | null };

const conversionColumns: ReportColumn<ConversionRow>[] = [
  { header: "Visitors", value: (row) => number.format(row.visitors ?? 0), numeric: true },
  { header: "Enquiries", value: (row) => number.format(row.enquiries ?? 0), numeric: true },
  { header: "Conversion", value: (row) => percent(row.conversion), numeric: true },
];

const describeDirect = (key: string) => (key === "(direct)" ? "Direct / none" : key);

type ReportRow = ConversionRow & { starts?: number; submissions?: number };

/** The tables under the chart, in reading order; `filter` makes a row's key narrow the report. */
const tableViews: {
  id: Exclude<ReportTableName, "traffic">;
  title: string;
  keyLabel: string;
  filter?: keyof typeof reportFilterLabels;
  columns: ReportColumn<ReportRow>[];
  formatKey?: (key: string) => string;
  omitKey?: string;
}[] = [
  { id: "pages", title: "Top pages", keyLabel: "Page", filter: "page", columns: visitorColumns },
  {
    id: "sources",
    title: "Sources",
    keyLabel: "Source",
    filter: "source",
    columns: conversionColumns,
    formatKey: describeDirect,
  },
  {
    id: "articles",
    title: "Top articles",
    keyLabel: "Article",
    filter: "page",
    columns: visitorColumns,
  },
  {
    id: "aircraft",
    title: "Top aircraft",
    keyLabel: "Aircraft",
    filter: "page",
    columns: visitorColumns,
  },
  {
    id: "campaigns",
    title: "Campaigns",
    keyLabel: "Campaign",
    filter: "campaign",
    columns: conversionColumns,
  },
  {
    id: "enquiriesBySource",
    title: "Enquiries by source",
    keyLabel: "Source",
    filter: "source",
    columns: conversionColumns,
    formatKey: describeDirect,
  },
  {
    id: "enquiriesByPage",
    title: "Enquiries by page",
    keyLabel: "Sending page",
    filter: "page",
    columns: conversionColumns,
  },
  {
    id: "devices",
    title: "Devices",
    keyLabel: "Device",
    filter: "device",
    columns: visitorColumns,
  },
  {
    id: "countries",
    title: "Countries",
    keyLabel: "Country",
    filter: "country",
    columns: visitorColumns,
    omitKey: "(unknown)",
  },
  {
    id: "cta",
    title: "Call-to-action clicks",
    keyLabel: "Button",
    columns: [
      { header: "Visitors", value: (row) => number.format(row.visitors ?? 0), numeric: true },
      { header: "Clicks", value: (row) => number.format(row.events ?? 0), numeric: true },
    ],
  },
  {
    id: "forms",
    title: "Enquiry forms",
    keyLabel: "Form",
    columns: [
      { header: "Started", value: (row) => number.format(row.starts ?? 0), numeric: true },
      { header: "Sent", value: (row) => number.format(row.submissions ?? 0), numeric: true },
    ],
  },
];

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report, period } = loaderData;
  const { search } = useLocation();
  const { current, previous, tables, range, filters } = report;
  const activeFilters = Object.entries(filters).filter(([, value]) => value) as [
    keyof typeof reportFilterLabels,
    string,
  ][];
  return (
    <AdminPage
      title="Analytics"
      description={`${formatAdminDay(range.from)} – ${formatAdminDay(range.to)} (UTC), compared with ${formatAdminDay(report.previousRange.from)} – ${formatAdminDay(report.previousRange.to)}. No cookies, no addresses: visitors are counted per day.`}
    >
      <Form
        method="get"
        aria-label="Report period"
        className="flex flex-wrap items-end gap-3 rounded-md border border-ink-900/10 bg-white p-4"
      >
        {activeFilters.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="analytics-period">Period</Label>
          <NativeSelect id="analytics-period" name="period" defaultValue={period}>
            {reportPeriods.map((value) => (
              <option key={value} value={value}>
                {reportPeriodLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="analytics-from">From (custom)</Label>
          <Input id="analytics-from" type="date" name="from" defaultValue={range.from} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="analytics-to">To (custom)</Label>
          <Input id="analytics-to" type="date" name="to" defaultValue={range.to} />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>

      {activeFilters.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Active filters</legend>
          <span className="text-sm text-ink-700">Filtered by</span>
          {activeFilters.map(([key, value]) => (
            <Link
              key={key}
              to={withParams(search, { [key]: null, export: null })}
              className="inline-flex items-center gap-1 rounded-full border border-gold-500/50 bg-gold-500/10 px-3 py-1 text-sm text-ink-900"
              aria-label={`Remove filter ${reportFilterLabels[key]}: ${value}`}
            >
              {reportFilterLabels[key]}: {describeDirect(value)}
              <X aria-hidden className="size-3.5" />
            </Link>
          ))}
        </fieldset>
      ) : null}

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Total label="Visitors" value={current.visitors} previous={previous.visitors} />
        <Total label="Page views" value={current.pageViews} previous={previous.pageViews} />
        <Total label="Enquiries" value={current.enquiries} previous={previous.enquiries} />
        <Total
          label="Conversion rate"
          value={current.conversion ?? 0}
          previous={previous.conversion ?? 0}
          display={percent(current.conversion)}
          previousDisplay={percent(previous.conversion)}
        />
      </dl>

      <section
        aria-labelledby="report-traffic"
        className="flex min-w-0 flex-col gap-3 rounded-md border border-ink-900/10 bg-white p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="report-traffic" className="font-sans text-base font-semibold text-ink-900">
            Visitors and page views over time
          </h2>
          <a
            href={withParams(search, { export: "traffic" })}
            className="text-xs text-gold-700 underline-offset-4 hover:underline"
            download
          >
            CSV<span className="sr-only"> of visitors and page views per day</span>
          </a>
        </div>
        <TrafficChart points={current.daily} />
        <details>
          <summary className="cursor-pointer text-sm text-gold-700">
            Show the figures as a table
          </summary>
          <div className="mt-2 max-h-80 overflow-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className="text-left text-xs font-semibold text-ink-700">
                    Day
                  </th>
                  <th scope="col" className="text-right text-xs font-semibold text-ink-700">
                    Visitors
                  </th>
                  <th scope="col" className="text-right text-xs font-semibold text-ink-700">
                    Page views
                  </th>
                </tr>
              </thead>
              <tbody>
                {current.daily.map((point) => (
                  <tr key={point.day} className="border-t border-ink-900/5">
                    <th scope="row" className="text-left font-normal">
                      {formatAdminDay(point.day)}
                    </th>
                    <td className="text-right tabular-nums">{number.format(point.visitors)}</td>
                    <td className="text-right tabular-nums">{number.format(point.pageViews)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {tableViews.map(({ omitKey, ...view }) => (
          <ReportTable
            key={view.id}
            {...view}
            rows={(tables[view.id] as ReportRow[]).filter((row) => row.key !== omitKey)}
          />
        ))}
      </div>
    </AdminPage>
  );
}
