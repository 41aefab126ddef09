import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import type { AircraftListingAnalytics } from "~/models/aircraft.server";
import type { AdminAircraftView } from "./types";

export const ANALYTICS_PERIODS = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "all", label: "All time" },
] as const;

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-md border border-ink-900/10 bg-white p-5">
      <p className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</p>
      <p className="mt-2 font-display text-4xl font-semibold text-ink-900">
        {value.toLocaleString("en-US")}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/**
 * The Analytics tab: listing counts, and the first-party page views and call-to-action clicks
 * of the aircraft list and of each aircraft's page in the chosen period.
 */
export function AircraftAnalytics({
  analytics,
  aircraft,
  period,
}: {
  analytics: AircraftListingAnalytics;
  aircraft: AdminAircraftView[];
  period: string;
}) {
  const [searchParams] = useSearchParams();
  const rows = aircraft
    .map((item) => ({
      item,
      ...(analytics.detailPages[item.slug] ?? { pageViews: 0, ctaClicks: 0 }),
    }))
    .sort((a, b) => b.pageViews - a.pageViews || a.item.name.localeCompare(b.item.name));
  const detailViews = rows.reduce((sum, row) => sum + row.pageViews, 0);
  const detailClicks = rows.reduce((sum, row) => sum + row.ctaClicks, 0);
  const periodLabel = ANALYTICS_PERIODS.find((option) => option.value === period)?.label ?? "";

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="listing-counts">
        <h2 id="listing-counts" className="text-2xl font-semibold text-ink-900">
          Listings
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="On the website" value={analytics.listings.website} />
          <Stat label="Featured" value={analytics.listings.featured} hint="Website listings" />
          <Stat label="Not on the website" value={analytics.listings.unlisted} />
          <Stat
            label="With specification sheet"
            value={analytics.listings.withSpecification}
            hint={`of ${analytics.listings.total} aircraft`}
          />
        </div>
      </section>

      <section aria-labelledby="traffic-heading">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="traffic-heading" className="text-2xl font-semibold text-ink-900">
            Visitors · {periodLabel}
          </h2>
          <Form method="get" className="flex items-end gap-2">
            <input type="hidden" name="tab" value="analytics" />
            {searchParams.get("view") ? (
              <input type="hidden" name="view" value={searchParams.get("view") ?? ""} />
            ) : null}
            <div className="flex flex-col gap-1">
              <Label htmlFor="analytics-period">Period</Label>
              <NativeSelect id="analytics-period" name="period" defaultValue={period}>
                {ANALYTICS_PERIODS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline">
              Apply
            </Button>
          </Form>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Aircraft list page views" value={analytics.listPage.pageViews} />
          <Stat label="Aircraft list CTA clicks" value={analytics.listPage.ctaClicks} />
          <Stat label="Aircraft page views" value={detailViews} hint="All listings" />
          <Stat label="Aircraft page CTA clicks" value={detailClicks} hint="All listings" />
        </div>
        <div className="mt-6">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Aircraft</TableHead>
                <TableHead scope="col" className="text-right">
                  Page views
                </TableHead>
                <TableHead scope="col" className="text-right">
                  CTA clicks
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Click rate
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map(({ item, pageViews, ctaClicks }) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <p className="font-medium text-ink-900">{item.name}</p>
                    <p className="text-xs text-muted-foreground">/aircraft/{item.slug}</p>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {pageViews.toLocaleString("en-US")}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {ctaClicks.toLocaleString("en-US")}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {pageViews > 0 ? `${Math.round((ctaClicks / pageViews) * 100)}%` : "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>
    </div>
  );
}
