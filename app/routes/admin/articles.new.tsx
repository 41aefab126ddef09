import { useState } from "react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";
import { ArticleForm } from "~/components/admin/articles/article-form";
import { BackToArticles } from "~/components/admin/articles/article-page";
import { BulkGenerator } from "~/components/admin/articles/bulk-generator";
import { articleNotices } from "~/components/admin/articles/notices";
import { SegmentedChoice } from "~/components/admin/segmented-choice";
import { Button } from "~/components/ui/button";
import { listArticleCategoryOptions } from "~/models/article.server";
import { findActiveGenerationJob } from "~/models/article-generation-job.server";
import { createArticleFromEditorAs } from "~/services/articles/editing.server";
import { jobView } from "~/services/generation/generation.server";
import { isAiConfigured } from "~/utils/ai.server";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/articles.new";
import { saveArticleForm } from "./article-form.server";

export const meta: Route.MetaFunction = () => [{ title: "New Article | Aurum Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [categories, activeJob] = await Promise.all([
    listArticleCategoryOptions(),
    findActiveGenerationJob(user.id),
  ]);
  return {
    categories,
    activeJob: activeJob ? jobView(activeJob) : null,
    aiConfigured: isAiConfigured(),
  };
}

const FAILED = "Failed to create article. Please try again.";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return saveArticleForm(
    { user, request, context },
    {
      failureMessage: FAILED,
      save: (actor, input) =>
        createArticleFromEditorAs(actor, input, { acceptCleaning: input.acceptCleaning }),
      saved: ({ article }) => {
        const notice =
          articleNotices[article.status === "published" ? "created-published" : "created"];
        return redirectWithToast("/admin/articles", { type: "success", ...notice });
      },
    },
  );
}

export default function NewArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"single" | "bulk">(loaderData.activeJob ? "bulk" : "single");

  return (
    <AdminPage title="New Article" actions={<BackToArticles />}>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">How to create</legend>
        <div className="inline-flex w-fit rounded-md border border-ink-900/15 bg-white p-1">
          <SegmentedChoice
            options={[
              { value: "single", label: "Single Article" },
              { value: "bulk", label: "Bulk Generate with AI" },
            ]}
            value={mode}
            onChange={setMode}
            className="px-4 py-2"
          />
        </div>
      </fieldset>
      <div className="max-w-4xl rounded-md border border-ink-900/10 bg-white p-5 sm:p-8">
        {mode === "bulk" ? (
          <>
            <BulkGenerator
              categories={loaderData.categories}
              activeJob={loaderData.activeJob}
              aiConfigured={loaderData.aiConfigured}
            />
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
            reply={actionData}
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
