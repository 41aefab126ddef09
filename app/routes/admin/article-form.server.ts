import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { type ArticleEditorInput, ArticleEditorSchema } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import { ARTICLE_FORM_LIMIT } from "~/services/articles/articles.server";
import type { EditorSaveOutcome } from "~/services/articles/editing.server";
import type { SessionUser } from "~/utils/auth.server";
import { createToastHeaders } from "~/utils/toast.server";

/**
 * The action of the new and edit article pages, once the caller has checked the admin: checks
 * the form, then `save`s.
 * An invalid form or a refused save answers the form's reply (errors beside the fields; a
 * failure of the server above the form, and in a toast); an article that is gone answers 404.
 * A save the server holds back answers what the editor must decide: the cleaning storing
 * would do to the body (`review`), or the newer stored version (`conflict`). An autosave
 * answers the version it stored. Both are questions, not failures, so they answer 200.
 */
export async function saveArticleForm(
  {
    user,
    request,
    context,
    formData: given,
  }: {
    user: SessionUser;
    request: Request;
    context: Readonly<RouterContextProvider>;
    formData?: FormData;
  },
  {
    failureMessage,
    save,
    saved,
  }: {
    failureMessage: string;
    save: (actor: Actor, article: ArticleEditorInput) => Promise<EditorSaveOutcome>;
    saved: (outcome: Extract<EditorSaveOutcome, { status: "saved" }>) => Promise<Response>;
  },
) {
  const formData = given ?? (await readForm(request, { maxBytes: ARTICLE_FORM_LIMIT }));
  const submission = parseWithZod(formData, { schema: ArticleEditorSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    const outcome = await save({ user, ip: context.get(requestInfoContext).ip }, submission.value);
    switch (outcome.status) {
      case "needs-review":
        return { review: outcome.changes };
      case "stale":
        return { conflict: outcome.theirs };
      case "saved":
        if (submission.value.intent === "autosave") {
          return {
            autosaved: { version: outcome.article.version, at: new Date().toISOString() },
          };
        }
        return await saved(outcome);
    }
  } catch (error) {
    const failure = formFailure(error, failureMessage);
    if (failure.status === 404) throw data("Article not found", { status: 404 });
    const failed = failure.status >= 500;
    const reply = failed
      ? submission.reply({ formErrors: [failure.message] })
      : submission.reply({ fieldErrors: failure.fieldErrors });
    const headers = failed
      ? await createToastHeaders({ type: "error", title: "Error", description: failureMessage })
      : undefined;
    return data({ result: reply }, { status: failure.status, headers });
  }
}
