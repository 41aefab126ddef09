import { Plus, RefreshCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { data, Link, useFetcher, useLocation, useRevalidator } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-shell";
import { Alert } from "~/components/admin/alert";
import { ArticleFilters } from "~/components/admin/articles/article-filters";
import { ArticleRow, type ArticleRowData } from "~/components/admin/articles/article-row";
import {
  BULK_FETCHER_KEY,
  BulkActionBar,
  type BulkAnswer,
  BulkConfirmation,
  BulkOutcomeAlert,
} from "~/components/admin/articles/bulk-actions";
import { ListLoadError } from "~/components/admin/list-load-error";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { requestInfoContext } from "~/context";
import {
  type ArticleListStatus,
  countArticlesByStatus,
  findArticles,
  listArticleAuthors,
  listArticleCategoryOptions,
} from "~/models/article.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import {
  ARTICLE_LIST_PAGE_SIZE,
  type ArticleListQuery,
  type ArticleStatusFilter,
  articleStatusFilterLabels,
  BulkArticleActionSchema,
  isFiltered,
  readArticleListQuery,
} from "~/schemas/article-list";
import type { Actor } from "~/services/actor";
import { recentPageFigures } from "~/services/analytics/analytics.server";
import { deleteArticleAs } from "~/services/articles/articles.server";
import { applyBulkArticleActionAs } from "~/services/articles/bulk-actions.server";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders } from "~/utils/toast.server";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => [{ title: "Articles | Aurum Admin" }];

/** The status filter as the article model reads it ("draft" means not scheduled either). */
const listStatus: Record<ArticleStatusFilter, ArticleListStatus | null> = {
  all: null,
  draft: "unscheduled-draft",
  scheduled: "scheduled",
  published: "published",
};

function listFilter(query: ArticleListQuery) {
  return {
    scope: "any" as const,
    status: listStatus[query.status],
    category: query.category || null,
    author: query.author || null,
    search: query.search,
    days:
      query.from || query.to
        ? { field: query.dateField, from: query.from, to: query.to }
        : undefined,
    sort: query.sort,
    pageSize: ARTICLE_LIST_PAGE_SIZE,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { query, notices } = readArticleListQuery(new URL(request.url).searchParams);
  const [counts, categories, authors] = await Promise.all([
    countArticlesByStatus(),
    listArticleCategoryOptions(),
    listArticleAuthors(),
  ]);
  if (query.category && !categories.some((category) => category.slug === query.category)) {
    notices.push(`There is no category “${query.category}”, so that filter was ignored.`);
    query.category = "";
  }
  let list = await findArticles({ ...listFilter(query), page: query.page });
  const lastPage = Math.max(1, Math.ceil(list.total / ARTICLE_LIST_PAGE_SIZE));
  // A page past the end (a bookmark from when the list was longer) shows the last one.
  if (query.page > lastPage) {
    query.page = lastPage;
    list = await findArticles({ ...listFilter(query), page: lastPage });
  }
  const figures = await recentPageFigures(
    list.articles
      .filter((article) => article.status === "published")
      .map((article) => `/journal/${article.slug}`),
  );
  return {
    query,
    notices,
    counts: {
      all: counts.total,
      draft: counts.drafts,
      scheduled: counts.scheduled,
      published: counts.published,
    } satisfies Record<ArticleStatusFilter, number>,
    categories,
    authors,
    pageSize: ARTICLE_LIST_PAGE_SIZE,
    total: list.total,
    articles: list.articles.map((article) => ({
      ...article,
      figures: article.status === "published" ? figures.get(`/journal/${article.slug}`) : undefined,
    })),
  };
}

const RowDeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export type ArticlesActionData = { ok: boolean; intent: "delete" } | BulkAnswer;

const DELETE_FAILED = "Failed to delete article. Please try again.";
const BULK_FAILED = "The articles could not be changed. Please try again.";

/** The answer to a row's delete; its message travels in the toast cookie. */
async function answerDelete(
  ok: boolean,
  message: { title: string; description: string },
  status = 200,
) {
  const headers = await createToastHeaders({ type: ok ? "success" : "error", ...message });
  return data({ ok, intent: "delete" as const }, { status, headers });
}

async function deleteRow(actor: Actor, formData: FormData) {
  const parsed = RowDeleteSchema.safeParse({
    intent: formData.get("intent"),
    id: formData.get("id"),
  });
  if (!parsed.success) {
    return answerDelete(
      false,
      { title: "Error", description: "The request was not understood." },
      400,
    );
  }
  try {
    await deleteArticleAs(actor, parsed.data.id);
    return answerDelete(true, {
      title: "Article Deleted",
      description: "The article has been successfully deleted.",
    });
  } catch (error) {
    const failure = formFailure(error, DELETE_FAILED);
    return answerDelete(false, { title: "Error", description: DELETE_FAILED }, failure.status);
  }
}

/**
 * A bulk action of the list. Confirmed (the dialog sends `confirmed`), it runs and answers
 * what was done and refused. Unconfirmed (a browser without JavaScript), it changes nothing
 * and answers the question, with the selected articles' titles.
 */
async function bulkAction(actor: Actor, formData: FormData) {
  const fail = (message: string, status: number) =>
    data<BulkAnswer>({ intent: "bulk", status: "error", message }, { status });
  const parsed = BulkArticleActionSchema.safeParse({
    bulk: formData.get("bulk") || undefined,
    ids: formData.getAll("ids"),
    category: formData.get("category") || undefined,
    confirmed: formData.get("confirmed") || undefined,
  });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? BULK_FAILED, 400);
  const input = parsed.data;
  const category = input.bulk === "category" ? input.category : undefined;
  if (!input.confirmed) {
    const ids = [...new Set(input.ids)];
    const { articles } = await findArticles({
      scope: "any",
      ids,
      sort: "title",
      pageSize: ids.length,
    });
    if (articles.length === 0) return fail("The selected articles no longer exist.", 404);
    return data<BulkAnswer>({
      intent: "bulk",
      status: "confirm",
      action: input.bulk,
      category,
      articles: articles.map(({ id, title }) => ({ id, title })),
    });
  }
  try {
    const outcome = await applyBulkArticleActionAs(actor, input);
    return data<BulkAnswer>({ intent: "bulk", status: "done", outcome, category });
  } catch (error) {
    const failure = formFailure(error, BULK_FAILED);
    return fail(failure.status < 500 ? failure.message : BULK_FAILED, failure.status);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const actor = { user, ip: context.get(requestInfoContext).ip };
  const formData = await readForm(request);
  return formData.get("intent") === "bulk"
    ? bulkAction(actor, formData)
    : deleteRow(actor, formData);
}

function RefreshButton({ label = "Refresh" }: { label?: string }) {
  const revalidator = useRevalidator();
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested && revalidator.state === "idle") {
      setRequested(false);
      toast.success("Articles Refreshed", { description: "Refreshed article list from database." });
    }
  }, [requested, revalidator.state]);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => {
        setRequested(true);
        void revalidator.revalidate();
      }}
      disabled={revalidator.state !== "idle"}
    >
      <RefreshCw aria-hidden className={revalidator.state !== "idle" ? "animate-spin" : ""} />
      {label}
    </Button>
  );
}

export default function ArticlesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, notices, counts, categories, authors, articles, total, pageSize } = loaderData;
  const bulk = useFetcher<BulkAnswer>({ key: BULK_FETCHER_KEY });
  const { search } = useLocation();
  // An answer belongs to the list it was given on: filtering or paging leaves it behind.
  const [answeredOn, setAnsweredOn] = useState<string | null>(null);
  useEffect(() => {
    if (bulk.state !== "idle") setAnsweredOn(search);
  }, [bulk.state, search]);
  // With JavaScript the bar's fetcher carries the answer; without, the page's own post does.
  const answer =
    (answeredOn === search ? bulk.data : undefined) ??
    (actionData?.intent === "bulk" ? actionData : undefined);

  const pageIds = useMemo(() => articles.map((article) => article.id), [articles]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A selection only holds articles still on screen (after an action, paging or filtering).
  const selection = pageIds.filter((id) => selected.has(id));

  useEffect(() => {
    if (bulk.state === "idle" && bulk.data?.status === "done") setSelected(new Set());
  }, [bulk.state, bulk.data]);

  const heading = query.status === "all" ? "All Articles" : articleStatusFilterLabels[query.status];

  return (
    <AdminPage
      title="Articles"
      description={`${counts.all} total · ${counts.draft} drafts · ${counts.scheduled} scheduled · ${counts.published} published`}
      actions={
        <>
          <RefreshButton />
          <Button asChild variant="gold">
            <Link to="/admin/articles/new">
              <Plus aria-hidden />
              New Article
            </Link>
          </Button>
        </>
      }
    >
      <ArticleFilters query={query} counts={counts} categories={categories} authors={authors} />

      {notices.length > 0 ? (
        <Alert tone="info" title="Some filters were ignored">
          <ul className="list-disc pl-5">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {answer?.status === "confirm" ? (
        <BulkConfirmation answer={answer} categories={categories} />
      ) : answer?.status === "done" ? (
        <BulkOutcomeAlert
          outcome={answer.outcome}
          categoryName={
            categories.find((category) => category.slug === answer.category)?.name ?? ""
          }
        />
      ) : answer?.status === "error" ? (
        <Alert tone="error" title="Nothing was changed">
          <p>{answer.message}</p>
        </Alert>
      ) : null}

      {counts.all === 0 ? (
        <div className="rounded-md border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center">
          <p className="text-ink-800">No articles found in database.</p>
          <div className="mt-4 flex justify-center">
            <RefreshButton label="Refresh Database" />
          </div>
        </div>
      ) : (
        <section aria-labelledby="articles-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <h2 id="articles-heading" className="text-2xl font-semibold text-ink-900">
              {heading} <span className="text-ink-400">({total})</span>
            </h2>
            <BulkActionBar
              articles={articles}
              selected={selection}
              onSelectAll={(value) => setSelected(value ? new Set(pageIds) : new Set())}
              categories={categories}
            />
          </div>
          {articles.length === 0 ? (
            <div className="rounded-md border border-dashed border-ink-900/20 bg-white px-6 py-12 text-center">
              <p className="text-ink-800">No articles match these filters.</p>
              {isFiltered(query) ? (
                <Button asChild variant="link" className="mt-2">
                  <Link to="/admin/articles">Clear filters</Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <ul className="divide-y divide-ink-900/10 rounded-md border border-ink-900/10 bg-white">
              {articles.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article satisfies ArticleRowData}
                  selected={selected.has(article.id)}
                  onSelectedChange={(value) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (value) next.add(article.id);
                      else next.delete(article.id);
                      return next;
                    })
                  }
                />
              ))}
            </ul>
          )}
          {articles.length > 0 ? (
            <Pagination page={query.page} pageSize={pageSize} total={total} />
          ) : null}
        </section>
      )}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <ListLoadError
      pageTitle="Articles"
      alertTitle="Error Loading Articles"
      fallback="Failed to load articles"
      href="/admin/articles"
    />
  );
}
