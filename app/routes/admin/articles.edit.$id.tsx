import { Eye, History } from "lucide-react";
import { useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useRouteError,
} from "react-router";
import { z } from "zod";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminPage } from "~/components/admin/admin-shell";
import { ArticleForm, type ArticleFormValues } from "~/components/admin/articles/article-form";
import { BackToArticles } from "~/components/admin/articles/article-page";
import { articleNotices } from "~/components/admin/articles/notices";
import { SchedulePanel } from "~/components/admin/articles/schedule-panel";
import { SharePreviewPanel } from "~/components/admin/articles/share-preview-panel";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { requestInfoContext } from "~/context";
import { findArticleById, listArticleCategoryOptions } from "~/models/article.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { ARTICLE_FORM_LIMIT } from "~/services/articles/articles.server";
import {
  editedFields,
  saveArticleFromEditorAs,
  unpublishArticleAs,
} from "~/services/articles/editing.server";
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
  const { staged, content: _content, ...summary } = article;
  return {
    article: { ...summary, hasStagedChanges: staged !== null },
    editing: editedFields(article),
    categories,
  };
}

/** An autosave answers its own request; the page's data stays as it is. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
}

const FAILED = "Failed to update article. Please try again.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = articleId(params.id);
  const formData = await readForm(request, { maxBytes: ARTICLE_FORM_LIMIT });
  const editPage = `/admin/articles/edit/${id}`;

  if (formData.get("intent") === "unpublish") {
    try {
      await unpublishArticleAs({ user, ip: context.get(requestInfoContext).ip }, id);
    } catch (error) {
      const failure = formFailure(error, "The article could not be unpublished.");
      throw data(failure.message, { status: failure.status });
    }
    return redirectWithToast(editPage, { type: "success", ...articleNotices.unpublished });
  }

  return saveArticleForm(
    { user, request, context, formData },
    {
      failureMessage: FAILED,
      save: (actor, input) =>
        saveArticleFromEditorAs(actor, id, input, {
          baseVersion: input.baseVersion ?? 0,
          intent:
            input.intent === "autosave"
              ? "autosave"
              : input.status === "published"
                ? "publish"
                : "draft",
          acceptCleaning: input.acceptCleaning,
        }),
      saved: ({ staged }) =>
        redirectWithToast("/admin/articles", {
          type: "success",
          ...(staged ? articleNotices.staged : articleNotices.updated),
        }),
    },
  );
}

function UnpublishButton({ disabled }: { disabled: boolean }) {
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          title={disabled ? "Save or discard your changes first" : undefined}
        >
          Unpublish
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Unpublish this article?</DialogTitle>
          <DialogDescription>
            It leaves the journal, the sitemap and the feed at once and becomes a draft. Changes
            waiting for Update become the draft's text.
          </DialogDescription>
        </DialogHeader>
        <Form method="post" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="unpublish" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep it published
            </Button>
            <Button type="submit" variant="destructive" disabled={navigation.state !== "idle"}>
              Unpublish
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export default function EditArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, editing, categories } = loaderData;
  const live = article.status === "published";
  // "Take theirs" reopens the form with the stored version the conflict showed.
  const [theirs, setTheirs] = useState<{ values: ArticleFormValues; version: number } | null>(null);
  const values = theirs?.values ?? editing;
  const version = theirs && theirs.version > article.version ? theirs.version : article.version;
  const [dirty, setDirty] = useState(false);
  // The answer whose conflict was settled by taking theirs: the reopened form must not show it.
  const [settled, setSettled] = useState<typeof actionData>(undefined);

  return (
    <AdminPage
      title="Edit Article"
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={live ? "success" : "warning"}>{live ? "Published" : "Draft"}</Badge>
          {article.publishedAt
            ? `Published ${formatDisplayDate(article.publishedAt)}`
            : `Created ${formatDisplayDate(article.createdAt)}`}
          <span aria-hidden>·</span>
          Last updated {formatDisplayDate(article.updatedAt)}
        </span>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/admin/articles/${article.id}/revisions`}>
              <History aria-hidden />
              Revisions
            </Link>
          </Button>
          {live ? <UnpublishButton disabled={dirty} /> : null}
          <BackToArticles />
        </div>
      }
    >
      {live && article.hasStagedChanges ? (
        <p role="status" className="max-w-4xl rounded-md bg-amber-50 p-4 text-sm text-amber-900">
          This article has changes waiting for Update. Visitors see the published version until you
          press Update.
        </p>
      ) : null}
      <div className="max-w-4xl rounded-md border border-ink-900/10 bg-white p-5 sm:p-8">
        <ArticleForm
          // Unpublishing or taking the stored version reopens the form on what is stored.
          key={`${article.id}-${article.status}-${theirs?.version ?? ""}`}
          id={`edit-article-${article.id}`}
          defaultValue={values}
          categories={categories}
          reply={actionData === settled ? null : actionData}
          slugFollowsTitle={false}
          baseVersion={version}
          onDirtyChange={setDirty}
          onTakeTheirs={(conflict) => {
            const { version: theirVersion, savedBy: _by, updatedAt: _at, ...fields } = conflict;
            setSettled(actionData);
            setTheirs({ values: fields, version: theirVersion });
          }}
          submitLabels={
            live
              ? {
                  draft: "Save changes",
                  drafting: "Saving...",
                  publish: "Update",
                  publishing: "Updating...",
                }
              : {
                  draft: "Save as Draft",
                  drafting: "Saving...",
                  publish: "Save & Publish",
                  publishing: "Publishing...",
                }
          }
          extraAction={
            <Button asChild variant="outline">
              <a href={`/preview/${article.id}`} target="_blank" rel="noreferrer">
                <Eye aria-hidden />
                Preview<span className="sr-only"> (opens a new tab)</span>
              </a>
            </Button>
          }
        />
      </div>
      <div className="flex max-w-4xl flex-col gap-6">
        {article.status === "draft" ? (
          <SchedulePanel articleId={article.id} scheduledAt={article.scheduledAt} />
        ) : null}
        <SharePreviewPanel articleId={article.id} />
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
