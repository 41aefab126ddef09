import { ArrowLeft, Pencil } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { z } from "zod";
import {
  PreviewArticle,
  PreviewBanner,
  PreviewUnavailable,
} from "~/components/journal/article-preview";
import { findArticleById } from "~/models/article.server";
import { renditionOf, withResponsiveBodyImages } from "~/services/media/responsive-html.server";
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
  // A published article previews the edits waiting for Update, if any.
  const { staged, version: _version, ...stored } = article;
  const { content, ...fields } = { ...stored, ...staged };
  const origin = new URL(env().PUBLIC_URL).origin;
  return {
    article: {
      ...fields,
      imageRendition: await renditionOf(article.image),
      html: await withResponsiveBodyImages(
        sanitizeArticleHtml(content, { siteOrigin: origin }),
        origin,
      ),
      readingMinutes: readingMinutes(content),
    },
  };
}

export default function ArticlePreviewPage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const published = article.status === "published";
  return (
    <>
      <PreviewBanner>PREVIEW MODE - This is how your article will appear to visitors</PreviewBanner>
      <main id="main">
        <PreviewArticle article={article} />

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
    <PreviewUnavailable
      title={denied ? "Access Denied" : "Preview Not Available"}
      message={
        denied
          ? "You don't have permission to access this area."
          : "This article could not be found. It may have been deleted."
      }
      link={{ to: "/admin/articles", label: "Back to Articles" }}
    />
  );
}
