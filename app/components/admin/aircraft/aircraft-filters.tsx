import { Search } from "lucide-react";
import { Link } from "react-router";
import { FilterForm } from "~/components/admin/filter-fields";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { AircraftCategoryOptions, AircraftStatusOptions } from "./aircraft-field-row";

export type AircraftFilterValues = {
  q: string;
  category: string;
  status: string;
  listing: "website" | "unlisted" | "all";
  featured: "any" | "yes" | "no";
};

/** The Search & Filter tab's form: a GET form, so results have an address and work without JS. */
export function AircraftFilters({ values, view }: { values: AircraftFilterValues; view: string }) {
  return (
    <FilterForm
      label="Filter aircraft"
      className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <input type="hidden" name="tab" value="filter" />
      <input type="hidden" name="view" value={view} />
      <Field id="filter-q" label="Search" className="lg:col-span-2">
        <Input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={values.q}
          placeholder="Name, make, model, registration, serial or location"
        />
      </Field>
      <Field id="filter-category" label="Category">
        <NativeSelect id="filter-category" name="category" defaultValue={values.category}>
          <option value="">All categories</option>
          <AircraftCategoryOptions />
        </NativeSelect>
      </Field>
      <Field id="filter-status" label="Status">
        <NativeSelect id="filter-status" name="status" defaultValue={values.status}>
          <option value="">Any status</option>
          <AircraftStatusOptions />
        </NativeSelect>
      </Field>
      <Field id="filter-listing" label="Listing">
        <NativeSelect id="filter-listing" name="listing" defaultValue={values.listing}>
          <option value="website">On the website</option>
          <option value="unlisted">Not on the website</option>
          <option value="all">All aircraft</option>
        </NativeSelect>
      </Field>
      <Field id="filter-featured" label="Featured">
        <NativeSelect id="filter-featured" name="featured" defaultValue={values.featured}>
          <option value="any">Any</option>
          <option value="yes">Featured only</option>
          <option value="no">Not featured</option>
        </NativeSelect>
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6 lg:justify-end">
        <Button asChild variant="ghost">
          <Link to={`?tab=filter&view=${view}`}>Reset</Link>
        </Button>
        <Button type="submit">
          <Search aria-hidden />
          Apply Filters
        </Button>
      </div>
    </FilterForm>
  );
}
