import { Download, X } from "lucide-react";
import type * as React from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { type SpamFilter, spamFilterLabels, spamFilterValues } from "~/schemas/lead";
import { cn } from "~/utils/cn";
import { timeZoneLabel } from "~/utils/format";
import { useBusinessTimeZone } from "./admin-time";
import { DateRangeFields, FilterField, FilterForm, SearchInput } from "./filter-fields";
import { withParams } from "./query-string";

export type ToolbarValues = {
  search?: string;
  from?: string;
  to?: string;
  spam: SpamFilter;
};

/**
 * The filters of a lead list: search, a date range, the spam toggle, plus any extra selects.
 * A plain GET form, so it works before JavaScript loads and the URL always holds the filter
 * (shareable, and the CSV export takes the same query).
 */
export function LeadToolbar({
  values,
  exportLabel = "Export CSV",
  children,
}: {
  values: ToolbarValues;
  exportLabel?: string;
  children?: React.ReactNode;
}) {
  const location = useLocation();
  const timeZone = useBusinessTimeZone();
  const exportHref = `${location.pathname}${withParams(location.search, {
    export: "csv",
    page: null,
    id: null,
  })}`;
  const filtered = Boolean(values.search || values.from || values.to || values.spam !== "exclude");
  return (
    <FilterForm label="Filter the list" className="flex flex-wrap items-end gap-3">
      <FilterField label="Search" id="filter-search" className="min-w-56 flex-1">
        <SearchInput
          id="filter-search"
          name="search"
          defaultValue={values.search ?? ""}
          placeholder="Name, email, message…"
        />
      </FilterField>
      <DateRangeFields idPrefix="filter" from={values.from} to={values.to} />
      <FilterSelect
        name="spam"
        label="Show"
        value={values.spam}
        options={spamFilterValues}
        labels={spamFilterLabels}
      />
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">Apply</Button>
        {filtered ? (
          <Link to={location.pathname} className={cn(buttonVariants({ variant: "ghost" }), "px-3")}>
            <X aria-hidden />
            Clear
          </Link>
        ) : null}
        <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden />
          {exportLabel}
        </a>
      </div>
      <p className="w-full text-xs text-muted-foreground">
        Dates and times are in {timeZone} ({timeZoneLabel(timeZone)}). The export holds every row of
        the current filter (its times in UTC, ISO 8601).
      </p>
    </FilterForm>
  );
}

/** One select of the toolbar (`filter-<name>`), with an optional first choice for no filter. */
export function FilterSelect<Value extends string>({
  name,
  label,
  value,
  options,
  labels,
  anyLabel,
}: {
  name: string;
  label: string;
  value: Value | "";
  options: readonly Value[];
  labels: Record<Value, string>;
  anyLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <NativeSelect id={`filter-${name}`} name={name} defaultValue={value}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
