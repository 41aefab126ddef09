// POST draws a picture for an article with the image model (admin) and answers its URL; with
// an articleId the article's image is replaced too.
import { z } from "zod";
import { requestInfoContext } from "~/context";
import { findArticleById, setArticleImage } from "~/models/article.server";
import { recordAudit } from "~/models/audit-log.server";
import { assertAiConfigured, generateArticleImage } from "~/utils/ai.server";
import { ApiError, assertSameOrigin, handleApi, json, parseJsonBody } from "~/utils/api.server";
import { requireAdminApi } from "~/utils/permissions.server";
import type { Route } from "./+types/generate-article-image";
import { storeGeneratedImage } from "./articles.server";

const GenerateImageSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200),
  excerpt: z.string().trim().max(1000).optional(),
  articleId: z.uuid().optional(),
});

export function loader() {
  return handleApi(async () => {
    throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
    }
    assertSameOrigin(request);
    const user = await requireAdminApi(request);
    const input = await parseJsonBody(request, GenerateImageSchema);
    assertAiConfigured();
    if (input.articleId && !(await findArticleById(input.articleId, { scope: "any" }))) {
      throw new ApiError(404, "Article not found");
    }
    let url: string;
    try {
      url = await storeGeneratedImage(await generateArticleImage(input));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(502, "The image could not be generated. Please try again.");
    }
    if (input.articleId) await setArticleImage(input.articleId, url);
    await recordAudit({
      action: "article.image-upload",
      actorId: user.id,
      actorEmail: user.email,
      targetType: input.articleId ? "article" : "article-image",
      targetId: input.articleId ?? url,
      details: { generated: true, url },
      ip: context.get(requestInfoContext).ip,
    });
    return json({ url }, 201);
  });
}
