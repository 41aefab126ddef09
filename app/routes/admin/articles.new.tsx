import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { ArticleForm } from "~/components/admin/articles/article-form";
import { BulkGenerator } from "~/components/admin/articles/bulk-generator";
import { articleNotices } from "~/components/admin/articles/notices";
import { Button } from "~/components/ui/button";
import { requestInfoContext } from "~/context";
import { listArticleCategoryOptions } from "~/models/article.server";
import { findActiveGenerationJob } from "~/models/article-generation-job.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { ArticleSchema } from "~/schemas/article";
import { ARTICLE_FORM_LIMIT, createArticleAs } from "~/services/articles/articles.server";
import { jobView } from "~/services/generation/generation.server";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/articles.new";

export const meta: Route.MetaFunction = () => [{ title: "New Article | Aurum Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [categories, activeJob] = await Promise.all([
    listArticleCategoryOptions(),
    findActiveGenerationJob(user.id),
  ]);
  return { categories, activeJob: activeJob ? jobView(activeJob) : null };
}

const FAILED = "Failed to create article. Please try again.";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const formData = await readForm(request, { maxBytes: ARTICLE_FORM_LIMIT });
  const submission = parseWithZod(formData, { schema: ArticleSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    const article = await createArticleAs(
      { user, ip: context.get(requestInfoContext).ip },
      submission.value,
    );
    const notice = articleNotices[article.status === "published" ? "created-published" : "created"];
    return redirectWithToast("/admin/articles", { type: "success", ...notice });
  } catch (error) {
    const failure = formFailure(error, FAILED);
    const failed = failure.status >= 500;
    const reply = failed
      ? submission.reply({ formErrors: [failure.message] })
      : submission.reply({ fieldErrors: failure.fieldErrors });
    // A failure of the server (not of the input) is also told in a toast.
    const headers = failed
      ? await createToastHeaders({ type: "error", title: "Error", description: FAILED })
      : undefined;
    return data({ result: reply }, { status: failure.status, headers });
  }
}

export default function NewArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"single" | "bulk">(loaderData.activeJob ? "bulk" : "single");

  return (
    <AdminPage
      title="New Article"
      actions={
        <Button asChild variant="ghost">
          <Link to="/admin/articles">
            <ArrowLeft aria-hidden />
            Back to Articles
          </Link>
        </Button>
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">How to create</legend>
        <div className="inline-flex w-fit rounded-md border border-ink-900/15 bg-white p-1">
          {(
            [
              { value: "single", label: "Single Article" },
              { value: "bulk", label: "Bulk Generate with AI" },
            ] as const
          ).map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={mode === option.value}
              onClick={() => setMode(option.value)}
              className="rounded-sm px-4 py-2 text-sm font-medium text-ink-700 aria-pressed:bg-ink-900 aria-pressed:text-ivory-50"
            >
              {option.label}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="max-w-4xl rounded-md border border-ink-900/10 bg-white p-5 sm:p-8">
        {mode === "bulk" ? (
          <>
            <BulkGenerator categories={loaderData.categories} activeJob={loaderData.activeJob} />
            <div className="mt-6 flex justify-end">
              <Button asChild variant="ghost">
                <Link to="/admin/articles">Cancel</Link>
              </Button>
            </div>
          </>
        ) : (
          <ArticleForm
            id="new-article"
            categories={loaderData.categories}
            lastResult={actionData?.result}
            slugFollowsTitle
            submitLabels={{
              draft: "Create Article",
              drafting: "Creating...",
              publish: "Create & Publish",
              publishing: "Publishing...",
            }}
          />
        )}
      </div>
    </AdminPage>
  );
}
