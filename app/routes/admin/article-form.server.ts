import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requestInfoContext } from "~/context";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { ArticleSchema } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import { ARTICLE_FORM_LIMIT } from "~/services/articles/articles.server";
import type { SessionUser } from "~/utils/auth.server";
import { createToastHeaders } from "~/utils/toast.server";

/**
 * The action of the new and edit article pages, once the caller has checked the admin: checks
 * the form, then `save`s.
 * An invalid form or a refused save answers the form's reply (errors beside the fields; a
 * failure of the server above the form, and in a toast); an article that is gone answers 404.
 */
export async function saveArticleForm(
  {
    user,
    request,
    context,
  }: { user: SessionUser; request: Request; context: Readonly<RouterContextProvider> },
  {
    failureMessage,
    save,
  }: {
    failureMessage: string;
    save: (actor: Actor, article: z.output<typeof ArticleSchema>) => Promise<Response>;
  },
) {
  const formData = await readForm(request, { maxBytes: ARTICLE_FORM_LIMIT });
  const submission = parseWithZod(formData, { schema: ArticleSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    return await save({ user, ip: context.get(requestInfoContext).ip }, submission.value);
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
