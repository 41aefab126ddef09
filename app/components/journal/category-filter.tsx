import { Link } from "react-router";
import type { ArticleCategoryWithCount } from "~/models/article.server";
import { cn } from "~/utils/cn";

/**
 * The journal's category bar: plain links (`?category=`), so it works before JavaScript loads,
 * each with the real number of published articles. Empty categories are left out unless chosen.
 */
export function CategoryFilter({
  categories,
  total,
  active,
}: {
  categories: ArticleCategoryWithCount[];
  total: number;
  active: string | null;
}) {
  const items = [
    { slug: null, name: "All", count: total },
    ...categories.filter((category) => category.count > 0 || category.slug === active),
  ];
  return (
    // `relative`: the visually hidden counts are absolutely positioned; without a positioned
    // ancestor inside the scroller they are placed against the page and widen it.
    <nav
      aria-label="Article categories"
      className="relative -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-2 sm:flex-wrap sm:min-w-0">
        {items.map((item) => {
          const current = item.slug === active;
          return (
            <li key={item.slug ?? "all"}>
              <Link
                to={item.slug ? `/journal?category=${item.slug}` : "/journal"}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
                  current
                    ? "border-ink-900 bg-ink-900 text-ivory-50"
                    : "border-ink-900/15 bg-white text-ink-800 hover:border-ink-900/40",
                )}
              >
                <span>{item.name}</span>
                <span
                  aria-hidden
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs tabular-nums",
                    current ? "bg-ivory-50/15 text-ivory-50" : "bg-ivory-200 text-ink-800",
                  )}
                >
                  {item.count}
                </span>
                <span className="sr-only">
                  {` (${item.count} ${item.count === 1 ? "article" : "articles"})`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
