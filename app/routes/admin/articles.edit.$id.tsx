import { Eye } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { z } from "zod";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminPage } from "~/components/admin/admin-shell";
import { ArticleForm } from "~/components/admin/articles/article-form";
import { BackToArticles } from "~/components/admin/articles/article-page";
import { articleNotices } from "~/components/admin/articles/notices";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { findArticleById, listArticleCategoryOptions } from "~/models/article.server";
import { updateArticleAs } from "~/services/articles/articles.server";
import { formatDisplayDate } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/articles.edit.$id";
import { saveArticleForm } from "./article-form.server";

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.article.title ? `Edit: ${data.article.title}` : "Edit Article"} | Aurum Admin`,
  },
];

function articleId(value: string) {
  const id = z.uuid().safeParse(value);
  if (!id.success) throw data("Article not found", { status: 404 });
  return id.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = articleId(params.id);
  const [article, categories] = await Promise.all([
    findArticleById(id, { scope: "any" }),
    listArticleCategoryOptions(),
  ]);
  if (!article) throw data("Article not found", { status: 404 });
  return { article, categories };
}

const FAILED = "Failed to update article. Please try again.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = articleId(params.id);
  return saveArticleForm(
    { user, request, context },
    {
      failureMessage: FAILED,
      async save(actor, input) {
        await updateArticleAs(actor, id, input);
        return redirectWithToast("/admin/articles", { type: "success", ...articleNotices.updated });
      },
    },
  );
}

export default function EditArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, categories } = loaderData;

  return (
    <AdminPage
      title="Edit Article"
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={article.status === "published" ? "success" : "warning"}>
            {article.status === "published" ? "Published" : "Draft"}
          </Badge>
          {article.publishedAt
            ? `Published ${formatDisplayDate(article.publishedAt)}`
            : `Created ${formatDisplayDate(article.createdAt)}`}
          <span aria-hidden>·</span>
          Last updated {formatDisplayDate(article.updatedAt)}
        </span>
      }
      actions={<BackToArticles />}
    >
      <div className="max-w-4xl rounded-md border border-ink-900/10 bg-white p-5 sm:p-8">
        <ArticleForm
          id={`edit-article-${article.id}`}
          defaultValue={{
            title: article.title,
            slug: article.slug,
            author: article.author,
            category: article.category,
            image: article.image,
            excerpt: article.excerpt,
            content: article.content,
          }}
          categories={categories}
          lastResult={actionData?.result}
          slugFollowsTitle={false}
          submitLabels={{
            draft: "Save as Draft",
            drafting: "Saving...",
            publish: "Save & Publish",
            publishing: "Publishing...",
          }}
          extraAction={
            <Button asChild variant="outline" className="sm:mr-auto">
              <a href={`/preview/${article.id}`} target="_blank" rel="noreferrer">
                <Eye aria-hidden />
                Preview<span className="sr-only"> (opens a new tab)</span>
              </a>
            </Button>
          }
        />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied message="You don't have permission to access this area." />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title={notFound ? "Article Not Found" : "Error"}>
      <p className="text-muted-foreground">
        {notFound
          ? "The article you are looking for does not exist or has been deleted."
          : "The article could not be loaded. Please try again."}
      </p>
      <div>
        <Button asChild>
          <Link to="/admin/articles">Back to Articles</Link>
        </Button>
      </div>
    </AdminPage>
  );
}
