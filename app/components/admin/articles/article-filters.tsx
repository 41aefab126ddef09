import { X } from "lucide-react";
import { Link } from "react-router";
import { useBusinessTimeZone } from "~/components/admin/admin-time";
import { FilterField, FilterForm, SearchInput } from "~/components/admin/filter-fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  type ArticleListQuery,
  type ArticleStatusFilter,
  articleDateFieldLabels,
  articleDateFields,
  articleSortLabels,
  articleSorts,
  articleStatusFilterLabels,
  articleStatusFilters,
  isFiltered,
  articleListParams as param,
} from "~/schemas/article-list";
import { cn } from "~/utils/cn";
import { timeZoneLabel } from "~/utils/format";

/**
 * The article list's search, filters and sort: a plain GET form, so it works before
 * JavaScript loads and the URL holds the whole list (shareable, kept on reload and paging).
 * Applying it starts again at the first page.
 */
export function ArticleFilters({
  query,
  counts,
  categories,
  authors,
}: {
  query: ArticleListQuery;
  counts: Record<ArticleStatusFilter, number>;
  categories: { slug: string; name: string }[];
  authors: string[];
}) {
  const timeZone = useBusinessTimeZone();
  return (
    <FilterForm
      label="Filter articles"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterField label="Search" id="article-search" className="sm:col-span-2">
        <SearchInput
          id="article-search"
          name={param.search}
          defaultValue={query.search}
          placeholder="Words in the title, excerpt or text; slug, author"
        />
      </FilterField>
      <FilterField label="Status" id="filter-status">
        <NativeSelect id="filter-status" name={param.status} defaultValue={query.status}>
          {articleStatusFilters.map((status) => (
            <option key={status} value={status}>
              {articleStatusFilterLabels[status]} ({counts[status]})
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField label="Category" id="filter-category">
        <NativeSelect id="filter-category" name={param.category} defaultValue={query.category}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField label="Author" id="filter-author">
        <NativeSelect id="filter-author" name={param.author} defaultValue={query.author}>
          <option value="">All authors</option>
          {authors.map((author) => (
            <option key={author} value={author}>
              {author}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField label="Sort by" id="filter-sort">
        <NativeSelect id="filter-sort" name={param.sort} defaultValue={query.sort}>
          {articleSorts.map((sort) => (
            <option key={sort} value={sort}>
              {articleSortLabels[sort]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:col-span-2 sm:grid-cols-3">
        <legend className="sr-only">Date range</legend>
        <FilterField label="Date" id="filter-dates">
          <NativeSelect id="filter-dates" name={param.dateField} defaultValue={query.dateField}>
            {articleDateFields.map((field) => (
              <option key={field} value={field}>
                {articleDateFieldLabels[field]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField label="From" id="filter-from">
          <Input id="filter-from" name={param.from} type="date" defaultValue={query.from} />
        </FilterField>
        <FilterField label="To" id="filter-to">
          <Input id="filter-to" name={param.to} type="date" defaultValue={query.to} />
        </FilterField>
      </fieldset>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Apply filters</Button>
        {isFiltered(query) ? (
          <Link to="/admin/articles" className={cn(buttonVariants({ variant: "ghost" }), "px-3")}>
            <X aria-hidden />
            Clear filters
          </Link>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Dates are days in {timeZone} ({timeZoneLabel(timeZone)}), both ends included.
        </p>
      </div>
    </FilterForm>
  );
}
