import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

/**
 * The journal URL of one page of a category or of a search (page 1 and "all" stay out of the
 * query string).
 */
export function journalHref(category: string | null, page: number, search?: string | null) {
  const query = new URLSearchParams();
  if (search) query.set("q", search);
  if (category) query.set("category", category);
  if (page > 1) query.set("page", String(page));
  const queryString = query.toString();
  return queryString ? `/journal?${queryString}` : "/journal";
}

const linkClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-sm px-3 text-sm font-medium transition-colors";

/** Server-side paging of the journal: previous, the page numbers, next. */
export function JournalPagination({
  category,
  page,
  pageCount,
  search,
}: {
  category: string | null;
  page: number;
  pageCount: number;
  search?: string | null;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Journal pages" className="mt-16 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={journalHref(category, page - 1, search)}
              rel="prev"
              className={cn(linkClass, "text-ink-900 hover:bg-ink-900/5")}
            >
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={journalHref(category, number, search)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={cn(
                linkClass,
                number === page
                  ? "bg-ink-900 text-ivory-50"
                  : "border border-ink-900/15 text-ink-900 hover:border-ink-900/40",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link
              to={journalHref(category, page + 1, search)}
              rel="next"
              className={cn(linkClass, "text-ink-900 hover:bg-ink-900/5")}
            >
              Next
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
