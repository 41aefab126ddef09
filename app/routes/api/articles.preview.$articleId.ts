// GET what the preview page shows of an article, draft or not (admin only: drafts are never
// shown to visitors).
import { z } from "zod";
import { findArticleById } from "~/models/article.server";
import { endpoint, method } from "~/routes/support/endpoint.server";
import { ApiError, json } from "~/utils/api.server";
import { env } from "~/utils/env.server";
import { sanitizeArticleHtml } from "~/utils/sanitize.server";

const api = endpoint({
  GET: method({
    auth: "admin",
    params: z.object({ articleId: z.uuid() }),
    async handle({ params }) {
      const article = await findArticleById(params.articleId, { scope: "any" });
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
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
