import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ArticleCard } from "~/components/journal/article-card";
import { ArticleNotFound } from "~/components/journal/article-not-found";
import { ArticleView } from "~/components/journal/article-view";
import { JournalLoadingStatus } from "~/components/journal/journal-loading-status";
import { articleSearchAppearance } from "~/components/journal/search-appearance";
import { ShareArticleButton } from "~/components/journal/share-article-button";
import { Container } from "~/components/site/section-heading";
import { business } from "~/config/business";
import {
  findRenamedArticleSlug,
  getPublishedArticleBySlug,
  listPublishedArticleCards,
} from "~/models/article.server";
import { withResponsiveBodyImages } from "~/services/media/responsive-html.server";
import { cachedPublicRead } from "~/utils/content-cache.server";
import { env } from "~/utils/env.server";
import { pageNotFound, publicPageHeaders } from "~/utils/http-cache";
import { sanitizeArticleHtml } from "~/utils/sanitize.server";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/journal.$slug";

export const headers = publicPageHeaders;

/** How many other articles of the same category close the page. */
const MORE_COUNT = 3;

export async function loader({ params }: Route.LoaderArgs) {
  const page = await cachedPublicRead(`journal-article:${params.slug}`, () =>
    readArticlePage(params.slug),
  );
  if (page) return page;
  const renamed = await findRenamedArticleSlug(params.slug);
  if (renamed) throw redirect(`/journal/${renamed}`, 301);
  pageNotFound();
}

/** Everything the page shows of a published article, its body cleaned and given image sizes. */
async function readArticlePage(slug: string) {
  const article = await getPublishedArticleBySlug(slug);
  if (!article) return null;
  const origin = new URL(env().PUBLIC_URL).origin;
  const {
    content,
    metaTitle: _metaTitle,
    metaDescription: _metaDescription,
    socialImage: _socialImage,
    socialImageRendition: _socialImageRendition,
    ...fields
  } = article;
  const sameCategory = await listPublishedArticleCards({
    category: article.category,
    pageSize: MORE_COUNT + 1,
  });
  return {
    article: {
      ...fields,
      html: await withResponsiveBodyImages(
        sanitizeArticleHtml(content, { siteOrigin: origin }),
        origin,
      ),
    },
    url: `${origin}/journal/${article.slug}`,
    appearance: articleSearchAppearance(article, origin),
    more: sameCategory.filter((item) => item.id !== article.id).slice(0, MORE_COUNT),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    return [
      { title: `Article Not Found | ${business.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { article, url, appearance } = loaderData;
  const published = new Date(article.publishedAt).toISOString();
  const modified = new Date(article.updatedAt).toISOString();
  const image = appearance.image;
  return [
    ...seoMeta({
      origin,
      title: appearance.title,
      titleWritten: appearance.titleWritten,
      description: appearance.description,
      path: `/journal/${article.slug}`,
      image: image?.url,
      imageSize: image?.width && image.height ? { width: image.width, height: image.height } : null,
      type: "article",
      jsonLd: [
        {
          "@type": "BlogPosting",
          "@id": `${url}#article`,
          headline: appearance.title,
          description: appearance.description,
          image: image ? [image.url] : undefined,
          datePublished: published,
          dateModified: modified,
          author: article.author
            ? { "@type": "Person", name: article.author }
            : { "@id": `${origin}/#organization` },
          publisher: { "@id": `${origin}/#organization` },
          articleSection: article.categoryName,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
          isPartOf: { "@id": `${origin}/journal#blog` },
        },
      ],
    }),
    { property: "article:published_time", content: published },
    { property: "article:modified_time", content: modified },
    { property: "article:section", content: article.categoryName },
    ...(article.author ? [{ property: "article:author", content: article.author }] : []),
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, url, more } = loaderData;
  return (
    <main id="main">
      <JournalLoadingStatus />
      <ArticleView
        article={article}
        date={article.publishedAt}
        headerClassName="pt-32 md:pt-40"
        category={
          <Link
            to={`/journal?category=${article.category}`}
            className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase hover:text-gold-400"
          >
            {article.categoryName}
          </Link>
        }
      >
        <footer className="mt-16 flex flex-col gap-6 border-t border-ink-900/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to="/journal"
            className="inline-flex items-center gap-2 text-sm font-medium text-ink-900 hover:text-gold-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to Journal
          </Link>
          <ShareArticleButton title={article.title} text={article.excerpt} url={url} />
        </footer>
      </ArticleView>

      {more.length > 0 ? (
        <section aria-labelledby="more-heading" className="bg-ivory-100 py-20 md:py-24">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="more-heading" className="text-4xl font-semibold text-ink-900">
                More in {article.categoryName}
              </h2>
              <Link
                to="/journal"
                className="text-sm font-medium text-gold-700 underline underline-offset-4 hover:text-ink-900"
              >
                All articles
              </Link>
            </div>
            <div className="mt-10 grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3">
              {more.map((item) => (
                <ArticleCard key={item.id} article={item} />
              ))}
            </div>
          </Container>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ArticleNotFound /> }} />;
}
