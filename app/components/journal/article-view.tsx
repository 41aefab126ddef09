import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MediaRendition } from "~/models/media.server";
import { cn } from "~/utils/cn";
import { ArticleImage } from "./article-image";
import { ArticleMeta } from "./article-meta";

export type ViewedArticle = {
  title: string;
  excerpt: string | null;
  image: string | null;
  imageAlt: string;
  imageRendition?: MediaRendition | null;
  author: string | null;
  html: string;
  readingMinutes: number;
};

/**
 * An article as visitors read it: the dark header, the image overlapping it, the excerpt and the
 * sanitized body. The journal page and the admin preview both render it, so a preview shows
 * exactly what will be published.
 */
export function ArticleView({
  article,
  date,
  category,
  headerClassName,
  children,
}: {
  article: ViewedArticle;
  date: Date | string;
  /** The category label above the title (a link on the public page). */
  category: ReactNode;
  headerClassName?: string;
  /** Shown below the body, inside the article. */
  children?: ReactNode;
}) {
  return (
    <article>
      <header className="bg-ink-950 pb-40 text-ivory-50 md:pb-56">
        <div className={cn("mx-auto max-w-4xl px-5 sm:px-8", headerClassName)}>
          <Link
            to="/journal"
            className="inline-flex items-center gap-2 text-sm text-ivory-200 hover:text-gold-300"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to Journal
          </Link>
          <p className="mt-10">{category}</p>
          <h1 className="mt-4 text-4xl leading-[1.08] font-semibold text-balance sm:text-5xl md:text-6xl">
            {article.title}
          </h1>
          <ArticleMeta
            date={date}
            readingMinutes={article.readingMinutes}
            author={article.author}
            className="mt-8 text-ivory-200"
          />
        </div>
      </header>

      <div className="mx-auto -mt-32 max-w-5xl px-5 sm:px-8 md:-mt-44">
        <div className="overflow-hidden rounded-sm bg-ink-900 shadow-2xl shadow-ink-950/30">
          <ArticleImage
            src={article.image}
            rendition={article.imageRendition}
            alt={article.imageAlt}
            sizes="(min-width: 1024px) 1024px, 100vw"
            priority
          />
        </div>
      </div>

      <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8 md:py-20">
        {article.excerpt ? (
          <p className="font-display text-2xl leading-snug text-ink-800 italic md:text-[1.75rem]">
            {article.excerpt}
          </p>
        ) : null}
        <div
          className="prose-article mt-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitizeArticleHtml)
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        {children}
      </div>
    </article>
  );
}
