import { Link } from "react-router";
import { cn } from "~/utils/cn";
import { formatDisplayDate, isoDate } from "~/utils/format";

/** Date and reading time of an article, e.g. "November 22, 2026 · 6 min read". */
export function ArticleMeta({
  date,
  readingMinutes,
  author,
  className,
}: {
  date: Date | string;
  readingMinutes: number;
  author?: string | null;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)}>
      {author ? (
        <>
          <span>{author}</span>
          <span aria-hidden>·</span>
        </>
      ) : null}
      <time dateTime={isoDate(date)}>{formatDisplayDate(date)}</time>
      <span aria-hidden>·</span>
      <span>{readingMinutes} min read</span>
    </p>
  );
}

/**
 * An article's title as the link to it, stretched over its whole card (the card is
 * `relative group`), so the card is one target with one accessible name.
 */
export function ArticleTitleLink({ slug, title }: { slug: string; title: string }) {
  return (
    <Link
      to={`/journal/${slug}`}
      prefetch="intent"
      className="after:absolute after:inset-0 after:content-[''] group-hover:text-gold-700"
    >
      {title}
    </Link>
  );
}
