// GET one article by id (visitors: published only).
import { z } from "zod";
import { findArticleById } from "~/models/article.server";
import { ApiError, handleApi, json, parseWith } from "~/utils/api.server";
import { getSessionUser } from "~/utils/auth.server";
import type { Route } from "./+types/articles.id.$id";

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = parseWith(z.uuid(), params.id, { notFound: true });
    const user = await getSessionUser(request);
    const article = await findArticleById(id, { scope: user?.isAdmin ? "any" : "published" });
    if (!article) throw new ApiError(404, "Article not found");
    return json(article);
  });
}
