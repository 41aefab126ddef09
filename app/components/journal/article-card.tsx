import type { PublishedArticleCard } from "~/models/article.server";
import { cn } from "~/utils/cn";
import { ArticleImage } from "./article-image";
import { ArticleMeta, ArticleTitleLink } from "./article-meta";

type CardArticle = Pick<
  PublishedArticleCard,
  | "slug"
  | "title"
  | "excerpt"
  | "image"
  | "imageAlt"
  | "imageRendition"
  | "categoryName"
  | "publishedAt"
  | "readingMinutes"
>;

/**
 * A journal card: picture, category, title, excerpt, date and reading time. The title's link
 * covers the whole card, so the card is one tab stop with the title as its name.
 */
export function ArticleCard({
  article,
  headingLevel: Heading = "h3",
  imageSizes = "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw",
  className,
}: {
  article: CardArticle;
  headingLevel?: "h2" | "h3";
  imageSizes?: string;
  className?: string;
}) {
  return (
    <article className={cn("group relative flex flex-col", className)}>
      <div className="overflow-hidden rounded-sm bg-ink-900">
        <ArticleImage
          src={article.image}
          rendition={article.imageRendition}
          alt={article.imageAlt}
          sizes={imageSizes}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <p className="mt-5 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
        {article.categoryName}
      </p>
      <Heading className="mt-2 text-2xl leading-snug font-semibold text-balance text-ink-900">
        <ArticleTitleLink slug={article.slug} title={article.title} />
      </Heading>
      <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-7 text-muted-foreground">
        {article.excerpt}
      </p>
      <ArticleMeta
        date={article.publishedAt}
        readingMinutes={article.readingMinutes}
        className="mt-4 text-ink-600"
      />
    </article>
  );
}
