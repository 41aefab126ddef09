import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { withParams } from "./query-string";

export function Pagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const linkClass = cn(buttonVariants({ variant: "outline", size: "sm" }));
  const disabledClass = cn(linkClass, "pointer-events-none opacity-50");
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0 ? "No rows" : `Showing ${first}–${last} of ${total}`}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link
            to={withParams(location.search, { page: page - 1, id: null })}
            className={linkClass}
            rel="prev"
          >
            <ChevronLeft aria-hidden />
            Previous
          </Link>
        ) : (
          <span aria-disabled className={disabledClass}>
            <ChevronLeft aria-hidden />
            Previous
          </span>
        )}
        <span className="px-1 text-muted-foreground">
          Page {Math.min(page, pages)} of {pages}
        </span>
        {page < pages ? (
          <Link
            to={withParams(location.search, { page: page + 1, id: null })}
            className={linkClass}
            rel="next"
          >
            Next
            <ChevronRight aria-hidden />
          </Link>
        ) : (
          <span aria-disabled className={disabledClass}>
            Next
            <ChevronRight aria-hidden />
          </span>
        )}
      </div>
    </nav>
  );
}
