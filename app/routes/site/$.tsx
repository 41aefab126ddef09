import { data, redirect } from "react-router";
import { notFoundMeta } from "~/components/error-boundary";
import { NotFoundView } from "~/components/error-views";
import { requestInfoContext } from "~/context";
import { findRenamedArticleSlug, isPublishedArticleSlug } from "~/models/article.server";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/$";

const articleSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/{slug}` of a published article moves to the journal (301), also by a slug the article had
 * before a rename; anything else is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (articleSlug.test(path)) {
    if (await isPublishedArticleSlug(path)) throw redirect(`/journal/${path}`, 301);
    const renamed = await findRenamedArticleSlug(path);
    if (renamed) throw redirect(`/journal/${renamed}`, 301);
  }
  logger().warn(
    { path: new URL(request.url).pathname, requestId: context.get(requestInfoContext).requestId },
    "Page not found",
  );
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta;

export default function NotFound() {
  return <NotFoundView />;
}
