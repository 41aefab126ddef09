import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { z } from "zod";
import { ArticleView } from "~/components/journal/article-view";
import { findArticleById } from "~/models/article.server";
import { env } from "~/utils/env.server";
import { requireAdmin } from "~/utils/permissions.server";
import { readingMinutes } from "~/utils/reading-time";
import { sanitizeArticleHtml } from "~/utils/sanitize.server";
import type { Route } from "./+types/preview.$articleId";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Preview: ${loaderData.article.title}` : "Preview Not Available" },
  { name: "robots", content: "noindex, nofollow" },
];

// Drafts are private: only admins see a preview, never a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = z.uuid().safeParse(params.articleId);
  if (!id.success) throw data("Article ID is required", { status: 404 });
  const article = await findArticleById(id.data, { scope: "any" });
  if (!article) throw data("Failed to fetch article", { status: 404 });
  const { content, ...fields } = article;
  return {
    article: {
      ...fields,
      html: sanitizeArticleHtml(content, { siteOrigin: new URL(env().PUBLIC_URL).origin }),
      readingMinutes: readingMinutes(content),
    },
  };
}

export default function ArticlePreviewPage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const published = article.status === "published";
  return (
    <>
      <div
        role="status"
        className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-orange-500 px-4 py-2.5 text-center text-sm font-semibold text-ink-950"
      >
        <Eye aria-hidden className="size-4 shrink-0" />
        PREVIEW MODE - This is how your article will appear to visitors
      </div>
      <main id="main">
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

        <footer className="border-t border-orange-300 bg-orange-50">
          <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-8">
            <p className="font-semibold text-orange-900">
              {published
                ? "Preview Mode - Article is published"
                : "Preview Mode - Article is not yet published"}
            </p>
            <div className="flex flex-wrap gap-4 text-sm font-medium">
              <Link
                to={`/admin/articles/edit/${article.id}`}
                className="inline-flex items-center gap-1.5 text-ink-900 underline underline-offset-4 hover:text-gold-700"
              >
                <Pencil aria-hidden className="size-4" />
                Edit Article
              </Link>
              <Link
                to="/admin/articles"
                className="inline-flex items-center gap-1.5 text-ink-900 underline underline-offset-4 hover:text-gold-700"
              >
                <ArrowLeft aria-hidden className="size-4" />
                Back to Admin
              </Link>
            </div>
          </div>
        </footer>
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main
      id="main"
      className="flex min-h-[70vh] flex-col items-center justify-center bg-ink-950 px-6 py-24 text-center text-ivory-50"
    >
      <h1 className="text-4xl font-semibold">
        {denied ? "Access Denied" : "Preview Not Available"}
      </h1>
      <p className="mt-4 max-w-md text-ivory-200">
        {denied
          ? "You don't have permission to access this area."
          : "This article could not be found. It may have been deleted."}
      </p>
      <Link
        to="/admin/articles"
        className="mt-10 inline-flex h-11 items-center rounded-sm bg-gold-500 px-6 text-sm font-medium text-ink-950 hover:bg-gold-400"
      >
        Back to Articles
      </Link>
    </main>
  );
}
