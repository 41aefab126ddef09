import { diffWords } from "diff";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-shell";
import { AdminTime, useBusinessTimeZone } from "~/components/admin/admin-time";
import { articleText } from "~/components/admin/articles/article-text";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { requestInfoContext } from "~/context";
import { findArticleById } from "~/models/article.server";
import {
  findArticleRevision,
  listArticleRevisions,
  type RevisionText,
} from "~/models/article-revision.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { restoreArticleRevisionAs } from "~/services/articles/editing.server";
import { formatAdminDateTime } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/articles.$id.revisions";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Revisions${data ? `: ${data.article.title}` : ""} | Aurum Admin` },
];

const Id = z.uuid();

function uuidOrNull(value: string | null) {
  const parsed = Id.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function revisionText(revision: RevisionText) {
  const searchAndSocial = [
    `Meta title: ${revision.metaTitle ?? "(the title)"}`,
    `Meta description: ${revision.metaDescription ?? "(the excerpt)"}`,
    `Social image: ${revision.socialImage ?? "(the cover)"}`,
  ].join("\n");
  return `${revision.title}\n\n${revision.excerpt}\n\n${articleText(revision.content)}\n\n${searchAndSocial}`;
}

const kindLabels = { save: "Saved", autosave: "Autosaved", restore: "Restored" } as const;

/**
 * An article's revisions, newest first; `?from=&to=` compares two of them word by word
 * (title, excerpt, body as text, then the search and social fields), the older on the left by
 * default.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = uuidOrNull(params.id);
  const article = id ? await findArticleById(id, { scope: "any" }) : null;
  if (!id || !article) throw data("Article not found", { status: 404 });
  const revisions = await listArticleRevisions(id);
  const url = new URL(request.url);
  const fromId = uuidOrNull(url.searchParams.get("from")) ?? revisions[1]?.id ?? null;
  const toId = uuidOrNull(url.searchParams.get("to")) ?? revisions[0]?.id ?? null;
  const [from, to] = await Promise.all([
    fromId ? findArticleRevision(id, fromId) : null,
    toId ? findArticleRevision(id, toId) : null,
  ]);
  const comparison =
    from && to
      ? {
          fromId: from.id,
          toId: to.id,
          parts: diffWords(revisionText(from), revisionText(to)).map((part) => ({
            value: part.value,
            change: part.added ? "added" : part.removed ? "removed" : "same",
          })),
        }
      : null;
  return { article: { id: article.id, title: article.title }, revisions, comparison };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = uuidOrNull(params.id);
  if (!id) throw data("Article not found", { status: 404 });
  const form = await readForm(request);
  const revisionId = uuidOrNull(String(form.get("revisionId") ?? ""));
  if (form.get("intent") !== "restore" || !revisionId) {
    throw data("Unknown request", { status: 400 });
  }
  let staged: boolean;
  try {
    ({ staged } = await restoreArticleRevisionAs(
      { user, ip: context.get(requestInfoContext).ip },
      id,
      revisionId,
    ));
  } catch (error) {
    const failure = formFailure(error, "The revision could not be restored.");
    throw data(failure.message, { status: failure.status });
  }
  return redirectWithToast(`/admin/articles/edit/${id}`, {
    type: "success",
    title: "Revision Restored",
    description: staged
      ? "The revision is restored as changes waiting for Update."
      : "The revision is restored as a new revision.",
  });
}

/** The radio that picks a revision as one end (`from`, `to`) of the comparison. */
function ComparedEnd({
  name,
  label,
  revisionId,
  chosenId,
}: {
  name: "from" | "to";
  label: string;
  revisionId: string;
  chosenId: string | undefined;
}) {
  return (
    <label className="flex items-center gap-1">
      <input type="radio" name={name} value={revisionId} defaultChecked={chosenId === revisionId} />
      {label}
    </label>
  );
}

export default function ArticleRevisionsPage({ loaderData }: Route.ComponentProps) {
  const timeZone = useBusinessTimeZone();
  const { article, revisions, comparison } = loaderData;
  const navigation = useNavigation();
  return (
    <AdminPage
      title="Revisions"
      description={article.title}
      actions={
        <Button asChild variant="ghost">
          <Link to={`/admin/articles/edit/${article.id}`}>
            <ArrowLeft aria-hidden />
            Back to the article
          </Link>
        </Button>
      }
    >
      {revisions.length === 0 ? (
        <p className="text-muted-foreground">No revision yet: one is kept at every save.</p>
      ) : (
        <div className="grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Form method="get" className="flex flex-col gap-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-ink-800">
                Choose two revisions to compare (older, newer)
              </legend>
              <ol className="flex flex-col gap-2">
                {revisions.map((revision) => (
                  <li
                    key={revision.id}
                    className="flex flex-col gap-2 rounded-md border border-ink-900/10 bg-white p-3 text-sm"
                    data-testid="revision"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={revision.kind === "save" ? "success" : "warning"}>
                        {kindLabels[revision.kind]}
                      </Badge>
                      <AdminTime value={revision.updatedAt} />
                    </div>
                    <p className="break-words text-ink-900">{revision.title}</p>
                    <p className="break-words text-xs text-muted-foreground">
                      {revision.authorEmail}
                    </p>
                    <div className="flex flex-wrap items-center gap-3">
                      <ComparedEnd
                        name="from"
                        label="Older"
                        revisionId={revision.id}
                        chosenId={comparison?.fromId}
                      />
                      <ComparedEnd
                        name="to"
                        label="Newer"
                        revisionId={revision.id}
                        chosenId={comparison?.toId}
                      />
                      <Button
                        type="submit"
                        form={`restore-${revision.id}`}
                        size="sm"
                        variant="outline"
                        disabled={navigation.state !== "idle"}
                      >
                        Restore
                        <span className="sr-only">
                          {" "}
                          the revision of {formatAdminDateTime(revision.updatedAt, timeZone)}
                        </span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ol>
            </fieldset>
            <Button type="submit" variant="outline" className="self-start">
              Compare
            </Button>
          </Form>
          {revisions.map((revision) => (
            <Form key={revision.id} id={`restore-${revision.id}`} method="post" hidden>
              <input type="hidden" name="intent" value="restore" />
              <input type="hidden" name="revisionId" value={revision.id} />
            </Form>
          ))}
          <section
            aria-label="Comparison"
            className="min-w-0 rounded-md border border-ink-900/10 bg-white p-4"
          >
            {comparison ? (
              <>
                <p className="mb-3 text-xs text-muted-foreground">
                  <del className="bg-red-100 text-red-900">Removed</del> and{" "}
                  <ins className="bg-green-100 text-green-900 no-underline">added</ins> words, from
                  the older to the newer revision.
                </p>
                <pre
                  className="whitespace-pre-wrap break-words font-sans text-sm leading-6 text-ink-800"
                  data-testid="revision-diff"
                >
                  {comparison.parts.map((part, index) =>
                    part.change === "added" ? (
                      <ins key={index} className="bg-green-100 text-green-900 no-underline">
                        {part.value}
                      </ins>
                    ) : part.change === "removed" ? (
                      <del key={index} className="bg-red-100 text-red-900">
                        {part.value}
                      </del>
                    ) : (
                      <span key={index}>{part.value}</span>
                    ),
                  )}
                </pre>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">A comparison needs two revisions.</p>
            )}
          </section>
        </div>
      )}
    </AdminPage>
  );
}
