import { data, isRouteErrorResponse, useRouteError } from "react-router";
import {
  PreviewArticle,
  PreviewBanner,
  PreviewUnavailable,
} from "~/components/journal/article-preview";
import { openSharedPreview } from "~/services/articles/preview-links.server";
import { env } from "~/utils/env.server";
import { formatAdminDateTime } from "~/utils/format";
import { sanitizeArticleHtml } from "~/utils/sanitize.server";
import type { Route } from "./+types/preview.shared.$token";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Preview: ${loaderData.article.title}` : "Preview Link Expired" },
  { name: "robots", content: "noindex, nofollow" },
];

// A shared draft is for the people who have the link: never stored by a cache, never indexed.
const privateHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};
export const headers: Route.HeadersFunction = () => privateHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const opened = await openSharedPreview(params.token);
  if (opened === null)
    throw data("Preview link not found", { status: 404, headers: privateHeaders });
  if (opened === "expired") {
    throw data("Preview link expired", { status: 410, headers: privateHeaders });
  }
  const { content, ...fields } = opened.article;
  return {
    article: {
      ...fields,
      html: sanitizeArticleHtml(content, { siteOrigin: new URL(env().PUBLIC_URL).origin }),
    },
    expiresAt: opened.expiresAt,
    timeZone: env().BUSINESS_TIMEZONE,
  };
}

export default function SharedArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, expiresAt, timeZone } = loaderData;
  return (
    <>
      <PreviewBanner>
        <span>
          {article.status === "published"
            ? "Shared preview"
            : "Shared preview of an unpublished article"}
        </span>
        <span className="font-normal">
          · This link expires {formatAdminDateTime(expiresAt, timeZone)}
        </span>
      </PreviewBanner>
      <main id="main">
        <PreviewArticle article={article} />
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const expired = isRouteErrorResponse(error) && error.status === 410;
  return (
    <PreviewUnavailable
      title={expired ? "This preview link has expired" : "Preview Not Available"}
      message={
        expired
          ? "Ask the person who shared it for a new link."
          : "This link does not open any article. Check that it was copied whole."
      }
      link={{ to: "/journal", label: "Read the Journal" }}
    />
  );
}
