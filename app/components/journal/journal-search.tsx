import { Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Input } from "~/components/ui/input";
import { SNIPPET_MARK } from "~/utils/search-snippet";
import { ArticleMeta, ArticleTitleLink } from "./article-meta";

/** The longest search the journal reads; longer text is cut, never refused. */
export const JOURNAL_SEARCH_MAX_LENGTH = 200;

/** A GET form, so searching works without JavaScript and every result page has its own URL. */
export function JournalSearchForm({ defaultValue }: { defaultValue: string }) {
  return (
    <Form method="get" action="/journal" role="search" className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor="journal-search" className="sr-only">
        Search the journal
      </label>
      <Input
        id="journal-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={JOURNAL_SEARCH_MAX_LENGTH}
        placeholder="Search articles"
        className="min-w-0 flex-1"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-sm bg-ink-900 px-4 text-sm font-medium text-ivory-50 hover:bg-ink-700"
      >
        <Search aria-hidden className="size-4" />
        Search
      </button>
    </Form>
  );
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

/** The body text around the matches, with the matched words highlighted. */
function Snippet({ text }: { text: string }) {
  // The snippet is plain text cut from the article's HTML; entities are decoded, never parsed.
  const decoded = text.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => ENTITIES[name] ?? "",
  );
  const parts = decoded.split(new RegExp(`${SNIPPET_MARK.start}|${SNIPPET_MARK.stop}`));
  return (
    <p className="mt-3 text-[0.9375rem] leading-7 text-ink-700">
      {parts.map((part, index) =>
        // Odd parts sit between a start and a stop mark: the matched words.
        index % 2 === 1 ? (
          <mark key={index} className="rounded-[2px] bg-gold-300/50 px-0.5 text-ink-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export type JournalSearchResult = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  categoryName: string;
  publishedAt: Date | string;
  readingMinutes: number;
  snippet: string;
};

export function JournalSearchResults({
  search,
  results,
}: {
  search: string;
  results: JournalSearchResult[];
}) {
  if (results.length === 0) {
    return (
      <div className="rounded-sm border border-dashed border-ink-900/20 px-6 py-20 text-center">
        <p className="font-display text-2xl break-words text-ink-900">
          No articles match “{search}”.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          Try fewer or different words, or browse the latest articles.
        </p>
        <Link
          to="/journal"
          className="mt-4 inline-block text-sm font-medium text-gold-700 underline underline-offset-4 hover:text-ink-900"
        >
          View all articles
        </Link>
      </div>
    );
  }
  return (
    <ol className="flex flex-col divide-y divide-ink-900/10">
      {results.map((result) => (
        <li key={result.id} className="py-8 first:pt-0">
          <article className="group relative max-w-3xl">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
              {result.categoryName}
            </p>
            <h3 className="mt-2 text-2xl leading-snug font-semibold text-balance text-ink-900">
              <ArticleTitleLink slug={result.slug} title={result.title} />
            </h3>
            {result.snippet.includes(SNIPPET_MARK.start) ? (
              <Snippet text={result.snippet} />
            ) : (
              <p className="mt-3 text-[0.9375rem] leading-7 text-ink-700">{result.excerpt}</p>
            )}
            <ArticleMeta
              date={result.publishedAt}
              readingMinutes={result.readingMinutes}
              className="mt-3 text-ink-600"
            />
          </article>
        </li>
      ))}
    </ol>
  );
}

/** "Clear search", back to the whole journal. */
export function ClearSearchLink() {
  return (
    <Link
      to="/journal"
      className="inline-flex items-center gap-1 text-sm font-medium text-gold-700 underline-offset-4 hover:text-ink-900 hover:underline"
    >
      <X aria-hidden className="size-4" />
      Clear search
    </Link>
  );
}
