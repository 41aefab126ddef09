// GET what the preview page shows of an article, draft or not (admin only: decisions 4).
import { z } from "zod";
import { findArticleById } from "~/models/article.server";
import { ApiError, handleApi, json, parseWith } from "~/utils/api.server";
import { env } from "~/utils/env.server";
import { requireAdminApi } from "~/utils/permissions.server";
import { sanitizeArticleHtml } from "~/utils/sanitize.server";
import type { Route } from "./+types/articles.preview.$articleId";

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = parseWith(z.uuid(), params.articleId, { notFound: true });
    await requireAdminApi(request);
    const article = await findArticleById(id, { scope: "any" });
    if (!article) throw new ApiError(404, "Article not found");
    return json({
      id: article.id,
      slug: article.slug,
      status: article.status,
      title: article.title,
      author: article.author,
      category: article.category,
      categoryName: article.categoryName,
      publishedAt: article.publishedAt,
      createdAt: article.createdAt,
      date: article.publishedAt ?? article.createdAt,
      image: article.image,
      excerpt: article.excerpt,
      content: sanitizeArticleHtml(article.content, { siteOrigin: env().PUBLIC_URL }),
    });
  });
}
