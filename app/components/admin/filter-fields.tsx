import { Search } from "lucide-react";
import type * as React from "react";
import { Form } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/utils/cn";

/**
 * A list's filter form: a plain GET form, so it works before JavaScript loads and the address
 * holds the filter (shareable, kept on reload and paging).
 */
export function FilterForm({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={cn("rounded-md border border-ink-900/10 bg-white p-4", className)}
    >
      {children}
    </Form>
  );
}

/** One labelled control of a list's filter form. */
export function FilterField({
  label,
  id,
  className,
  children,
}: {
  label: string;
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A filter form's search box, a magnifier drawn inside it. */
export function SearchInput({ className, ...props }: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
      />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}

/**
 * The first and last day (`from`, `to`) of a filter form, whose ids start with `idPrefix`;
 * side by side in two columns on a narrow screen.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
}: {
  idPrefix: string;
  from?: string;
  to?: string;
}) {
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
      <FilterField label="From" id={`${idPrefix}-from`}>
        <Input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from ?? ""} />
      </FilterField>
      <FilterField label="To" id={`${idPrefix}-to`}>
        <Input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to ?? ""} />
      </FilterField>
    </div>
  );
}
