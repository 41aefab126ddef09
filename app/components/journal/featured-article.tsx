import { ArrowRight } from "lucide-react";
import type { PublishedArticleCard } from "~/models/article.server";
import { cn } from "~/utils/cn";
import { ArticleImage } from "./article-image";
import { ArticleMeta, ArticleTitleLink } from "./article-meta";

/**
 * The lead story of the journal's first page: a large picture with the title beneath
 * (`stacked`, beside two cards) or beside it (`wide`, when it stands alone on its row).
 */
export function FeaturedArticle({
  article,
  layout,
  className,
}: {
  article: PublishedArticleCard;
  layout: "stacked" | "wide";
  className?: string;
}) {
  const wide = layout === "wide";
  return (
    <article
      className={cn(
        "group relative grid content-start gap-6",
        wide && "lg:grid-cols-12 lg:items-center lg:gap-12",
        className,
      )}
    >
      <div className={cn("overflow-hidden rounded-sm bg-ink-900", wide && "lg:col-span-7")}>
        <ArticleImage
          src={article.image}
          rendition={article.imageRendition}
          alt={article.imageAlt}
          sizes={wide ? "(min-width: 1024px) 58vw, 100vw" : "(min-width: 1024px) 66vw, 100vw"}
          priority
          className="transition-transform duration-700 ease-out group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={cn(wide && "lg:col-span-5")}>
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
          <span>Featured</span>
          <span aria-hidden className="h-px w-8 bg-gold-600" />
          <span>{article.categoryName}</span>
        </p>
        <h3 className="mt-3 text-3xl leading-tight font-semibold text-balance text-ink-900 sm:text-4xl lg:text-[2.75rem]">
          <ArticleTitleLink slug={article.slug} title={article.title} />
        </h3>
        <p className="mt-4 max-w-2xl text-base leading-7 text-muted-foreground sm:text-lg sm:leading-8">
          {article.excerpt}
        </p>
        <ArticleMeta
          date={article.publishedAt}
          readingMinutes={article.readingMinutes}
          author={article.author}
          className="mt-5 text-ink-600"
        />
        <p
          aria-hidden
          className="mt-6 inline-flex items-center gap-2 text-sm font-medium tracking-wide text-ink-900 group-hover:text-gold-700"
        >
          Read article
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
