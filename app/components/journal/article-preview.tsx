import { Eye } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { ArticleView, type ViewedArticle } from "./article-view";

/** The bar above a preview saying it is one (kept in view while scrolling). */
export function PreviewBanner({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 bg-orange-500 px-4 py-2.5 text-center text-sm font-semibold text-ink-950"
    >
      <Eye aria-hidden className="size-4 shrink-0" />
      {children}
    </div>
  );
}

/** An article as the journal will show it, dated by its publication or, unpublished, creation. */
export function PreviewArticle({
  article,
}: {
  article: ViewedArticle & {
    categoryName: string;
    publishedAt: Date | string | null;
    createdAt: Date | string;
  };
}) {
  return (
    <ArticleView
      article={article}
      date={article.publishedAt ?? article.createdAt}
      headerClassName="pt-16 md:pt-24"
      category={
        <span className="inline-flex rounded-full border border-gold-400/60 px-3 py-1 text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
          {article.categoryName}
        </span>
      }
    />
  );
}

/** What a preview link shows when it cannot show the article. */
export function PreviewUnavailable({
  title,
  message,
  link,
}: {
  title: string;
  message: string;
  link: { to: string; label: string };
}) {
  return (
    <main
      id="main"
      className="flex min-h-[70vh] flex-col items-center justify-center bg-ink-950 px-6 py-24 text-center text-ivory-50"
    >
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-4 max-w-md text-ivory-200">{message}</p>
      <Link
        to={link.to}
        className="mt-10 inline-flex h-11 items-center rounded-sm bg-gold-500 px-6 text-sm font-medium text-ink-950 hover:bg-gold-400"
      >
        {link.label}
      </Link>
    </main>
  );
}
