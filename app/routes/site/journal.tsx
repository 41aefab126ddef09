import { Rss } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { notFoundMeta } from "~/components/error-boundary";
import { NotFoundView } from "~/components/error-views";
import { ArticleCard } from "~/components/journal/article-card";
import { CategoryFilter } from "~/components/journal/category-filter";
import { FeaturedArticle } from "~/components/journal/featured-article";
import { JOURNAL_DESCRIPTION, JOURNAL_FEED_PATH, JOURNAL_TITLE } from "~/components/journal/feed";
import {
  JournalLoadingStatus,
  useJournalLoading,
} from "~/components/journal/journal-loading-status";
import {
  ClearSearchLink,
  JOURNAL_SEARCH_MAX_LENGTH,
  JournalSearchForm,
  JournalSearchResults,
} from "~/components/journal/journal-search";
import { JournalPagination, journalHref } from "~/components/journal/pagination";
import { Deferred, deferUntilNeeded } from "~/components/site/deferred";
import { PageHero } from "~/components/site/page-hero";
import { Container } from "~/components/site/section-heading";
import {
  JOURNAL_PAGE_SIZE,
  listArticleCategoriesWithCounts,
  listPublishedArticleCards,
  searchPublishedArticles,
} from "~/models/article.server";
import { isStorableText } from "~/schemas/primitives";
import { cn } from "~/utils/cn";
import { cachedPublicRead } from "~/utils/content-cache.server";
import { pageNotFound, publicPageHeaders } from "~/utils/http-cache";
import { originFromMatches, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/journal";

export { enquiryAction as action } from "./enquiry-action.server";

export const headers = publicPageHeaders;

const HERO_IMAGE = "/images/journal/singapore-to-london-nonstop.webp";

// The signup forms' code (the form library and its validation) stays out of the first load, as
// on the home page: it comes when the visitor nears or touches a form; the server's HTML is a
// working form meanwhile.
const newsletterForm = deferUntilNeeded(() =>
  import("~/components/forms/newsletter-form").then((module) => module.NewsletterForm),
);

/**
 * `?category=` (a category slug, "all" or absent) and `?page=` (from 1), paged on the server.
 * An unknown category shows the empty list with status 404, so it is never indexed.
 * `?q=` searches the published articles instead, best match first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").trim().slice(0, JOURNAL_SEARCH_MAX_LENGTH);
  const pageParam = query.get("page");
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isSafeInteger(page) || page < 1) pageNotFound();
  if (search) return searchLoaderData(search, page);

  const categoryParam = query.get("category");
  const category = categoryParam && categoryParam !== "all" ? categoryParam : null;

  const categories = await cachedPublicRead("article-categories-with-counts", () =>
    listArticleCategoriesWithCounts(),
  );
  const current = category ? categories.find((item) => item.slug === category) : undefined;
  const unknownCategory = Boolean(category && !current);

  const allCount = categories.reduce((sum, item) => sum + item.count, 0);
  // Every article belongs to a listed category, so the counts give the total without a query,
  // and a page past the end is refused before anything is read or cached for it.
  const total = unknownCategory ? 0 : (current?.count ?? allCount);
  const pageCount = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
  if (page > pageCount) pageNotFound();
  const articles = unknownCategory
    ? []
    : await cachedPublicRead(`journal-cards:${current?.slug ?? "all"}:${page}`, () =>
        listPublishedArticleCards({ category, page, pageSize: JOURNAL_PAGE_SIZE }),
      );

  return data(
    {
      categories,
      allCount,
      category: current?.slug ?? null,
      categoryName: current?.name ?? null,
      unknownCategory,
      page,
      pageCount,
      total,
      articles,
      search: null,
      results: [],
    },
    unknownCategory ? { status: 404, headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

async function searchLoaderData(search: string, page: number) {
  // Text PostgreSQL cannot take (a NUL typed into the URL) matches nothing.
  const { articles: results, total } = isStorableText(search)
    ? await searchPublishedArticles({ query: search, page, pageSize: JOURNAL_PAGE_SIZE })
    : { articles: [], total: 0 };
  const pageCount = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
  if (page > pageCount) pageNotFound();
  return data({
    categories: [],
    allCount: 0,
    category: null,
    categoryName: null,
    unknownCategory: false,
    page,
    pageCount,
    total,
    articles: [],
    search,
    results,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta;
    return [{ title: "Error loading articles" }, { name: "robots", content: "noindex" }];
  }
  const { categoryName, category, page, unknownCategory, search } = loaderData;
  if (search) {
    return seoMeta({
      origin,
      title: `Search: ${search} · Journal`,
      description: JOURNAL_DESCRIPTION,
      path: journalHref(null, page, search),
      // A results page is a view of other pages, not content of its own.
      noIndex: true,
    });
  }
  const title = [categoryName, "Journal", page > 1 ? `Page ${page}` : null]
    .filter(Boolean)
    .join(" · ");
  const path = journalHref(category, page);
  return [
    ...seoMeta({
      origin,
      title,
      description: categoryName
        ? `${categoryName} articles from the ${JOURNAL_TITLE}. ${JOURNAL_DESCRIPTION}`
        : JOURNAL_DESCRIPTION,
      path,
      image: loaderData.articles[0]?.image,
      noIndex: unknownCategory,
      jsonLd: [
        {
          "@type": "Blog",
          "@id": `${origin}/journal#blog`,
          name: JOURNAL_TITLE,
          description: JOURNAL_DESCRIPTION,
          url: new URL(path, origin).toString(),
          publisher: { "@id": `${origin}/#organization` },
          blogPost: loaderData.articles.map((article) => ({
            "@type": "BlogPosting",
            headline: article.title,
            url: `${origin}/journal/${article.slug}`,
            datePublished: new Date(article.publishedAt).toISOString(),
          })),
        },
      ],
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: JOURNAL_TITLE,
      href: `${origin}${JOURNAL_FEED_PATH}`,
    },
  ];
};

function JournalHero() {
  return (
    <PageHero
      eyebrow="The Journal"
      title="Perspectives on private aviation"
      description="Market intelligence, aircraft spotlights and the art of travelling well, from the advisors behind every Aurum transaction."
      image={HERO_IMAGE}
    />
  );
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const {
    articles,
    categories,
    allCount,
    category,
    categoryName,
    page,
    pageCount,
    total,
    search,
    results,
  } = loaderData;
  const loading = useJournalLoading() === "articles";
  const [featured, ...rest] = page === 1 ? articles : [];
  const cards = page === 1 ? rest : articles;
  const featuredBesideCards = cards.length >= 2;

  return (
    <main id="main">
      <JournalHero />
      <JournalLoadingStatus />

      <section aria-label="Journal updates" className="border-b border-ink-900/10 bg-ivory-100">
        <Container className="flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-xl text-sm leading-6 text-ink-800">
            New articles, market reports and off-market opportunities, delivered to your inbox.
          </p>
          <div className="md:min-w-[22rem]">
            <Deferred
              code={newsletterForm}
              props={{ variant: "collapsible" }}
              fallback={<div className="h-11" />}
            />
          </div>
        </Container>
      </section>

      <section aria-labelledby="articles-heading" className="py-16 md:py-24">
        <Container>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2
                id="articles-heading"
                className="text-4xl font-semibold break-words text-ink-900 md:text-5xl"
              >
                {search ? `Results for “${search}”` : (categoryName ?? "Latest articles")}
              </h2>
              <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
                {total === 1 ? "1 article" : `${total} articles`}
                {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : ""}
              </p>
            </div>
            <a
              href={JOURNAL_FEED_PATH}
              className="inline-flex items-center gap-2 text-sm font-medium text-gold-700 hover:text-ink-900"
            >
              <Rss className="size-4" aria-hidden />
              RSS feed
            </a>
          </div>

          <div className="mt-8 flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <JournalSearchForm key={search ?? ""} defaultValue={search ?? ""} />
              {search ? <ClearSearchLink /> : null}
            </div>
            {search ? null : (
              <CategoryFilter categories={categories} total={allCount} active={category} />
            )}
          </div>

          <div
            aria-busy={loading}
            className={cn("mt-12 transition-opacity", loading && "opacity-50")}
          >
            {search ? (
              <JournalSearchResults search={search} results={results} />
            ) : articles.length === 0 ? (
              <div className="rounded-sm border border-dashed border-ink-900/20 px-6 py-20 text-center">
                <p className="font-display text-2xl text-ink-900">
                  No articles found in this category.
                </p>
                <Link
                  to="/journal"
                  className="mt-4 inline-block text-sm font-medium text-gold-700 underline underline-offset-4 hover:text-ink-900"
                >
                  View all articles
                </Link>
              </div>
            ) : (
              <div className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3">
                {featured ? (
                  <FeaturedArticle
                    article={featured}
                    layout={featuredBesideCards ? "stacked" : "wide"}
                    className={cn(
                      "md:col-span-2",
                      featuredBesideCards ? "lg:row-span-2" : "lg:col-span-3",
                    )}
                  />
                ) : null}
                {cards.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </div>
            )}
          </div>

          <JournalPagination
            category={category}
            page={page}
            pageCount={pageCount}
            search={search}
          />
        </Container>
      </section>

      <section
        aria-labelledby="journal-newsletter-heading"
        className="bg-ink-950 py-20 text-ivory-50 md:py-28"
      >
        <Container className="grid gap-10 md:grid-cols-2 md:items-center">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
              Newsletter
            </p>
            <h2
              id="journal-newsletter-heading"
              className="mt-3 text-4xl font-semibold text-balance md:text-5xl"
            >
              The market, before it reaches the market
            </h2>
            <p className="mt-5 max-w-lg leading-7 text-ivory-200">
              A considered monthly letter: pricing shifts, new listings and the journal's best
              reading. No noise, and you can unsubscribe at any time.
            </p>
          </div>
          <Deferred
            code={newsletterForm}
            props={{ variant: "inline" }}
            fallback={<div className="min-h-32" />}
          />
        </Container>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <main id="main">
      <JournalHero />
      <Container className="py-24 text-center">
        <p className="font-display text-3xl text-ink-900">Error loading articles</p>
        <p className="mt-3 text-muted-foreground">
          The journal could not be loaded just now. Please try again in a moment.
        </p>
        <a
          href="/journal"
          className="mt-8 inline-flex h-11 items-center rounded-sm bg-ink-900 px-6 text-sm font-medium text-ivory-50 hover:bg-ink-700"
        >
          Try again
        </a>
      </Container>
    </main>
  );
}
