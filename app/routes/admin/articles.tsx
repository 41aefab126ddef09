import { Plus, RefreshCw, Search, Send } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useFetcher,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from "react-router";
import { z } from "zod";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminPage } from "~/components/admin/admin-shell";
import { Alert } from "~/components/admin/alert";
import { ArticleRow, type ArticleRowData } from "~/components/admin/articles/article-row";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { requestInfoContext } from "~/context";
import { countArticlesByStatus, findArticles } from "~/models/article.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { pageParam, readForm } from "~/routes/support/form.server";
import { recentPageFigures } from "~/services/analytics/analytics.server";
import { deleteArticleAs, publishArticlesAs } from "~/services/articles/articles.server";
import { requireAdmin } from "~/utils/permissions.server";
import { createToastHeaders } from "~/utils/toast.server";
import type { Route } from "./+types/articles";

/** Rows per section; each section pages on its own. */
const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = () => [{ title: "Articles | Aurum Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const search = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const draftPage = pageParam(url.searchParams.get("draftPage"));
  const publishedPage = pageParam(url.searchParams.get("publishedPage"));
  const [counts, drafts, published] = await Promise.all([
    countArticlesByStatus(),
    findArticles({
      scope: "any",
      status: "draft",
      search,
      page: draftPage,
      pageSize: PAGE_SIZE,
    }),
    findArticles({
      scope: "any",
      status: "published",
      search,
      page: publishedPage,
      pageSize: PAGE_SIZE,
    }),
  ]);
  const figures = await recentPageFigures(
    published.articles.map((article) => `/journal/${article.slug}`),
  );
  return {
    search,
    counts,
    pageSize: PAGE_SIZE,
    drafts: { ...drafts, page: draftPage },
    published: {
      ...published,
      articles: published.articles.map((article) => ({
        ...article,
        figures: figures.get(`/journal/${article.slug}`),
      })),
      page: publishedPage,
    },
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("publish"), ids: z.array(z.uuid()).max(500) }),
]);

export type ArticlesActionData = { ok: boolean; intent: "delete" | "publish" };

const DELETE_FAILED = "Failed to delete article. Please try again.";
const PUBLISH_FAILED = "Failed to publish articles. Please try again.";
const NO_SELECTION = "Please select articles to publish.";

/** The answer to a row's delete or the bulk publish; its message travels in the toast cookie. */
async function answer(
  result: ArticlesActionData,
  message: { title: string; description: string },
  status = 200,
) {
  const headers = await createToastHeaders({ type: result.ok ? "success" : "error", ...message });
  return data(result, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const actor = { user, ip: context.get(requestInfoContext).ip };
  const formData = await readForm(request);
  const parsed = ActionSchema.safeParse({
    intent: formData.get("intent"),
    id: formData.get("id") ?? undefined,
    ids: formData.getAll("ids"),
  });
  if (!parsed.success) {
    const intent = formData.get("intent") === "publish" ? "publish" : "delete";
    return answer(
      { ok: false, intent },
      { title: "Error", description: "The request was not understood." },
      400,
    );
  }
  const input = parsed.data;
  if (input.intent === "delete") {
    try {
      await deleteArticleAs(actor, input.id);
      return answer(
        { ok: true, intent: "delete" },
        { title: "Article Deleted", description: "The article has been successfully deleted." },
      );
    } catch (error) {
      const failure = formFailure(error, DELETE_FAILED);
      return answer(
        { ok: false, intent: "delete" },
        { title: "Error", description: DELETE_FAILED },
        failure.status,
      );
    }
  }
  try {
    const published = await publishArticlesAs(actor, input.ids);
    return answer(
      { ok: true, intent: "publish" },
      {
        title: "Articles Published",
        description: `Successfully published ${published.length} articles.`,
      },
    );
  } catch (error) {
    const failure = formFailure(error, PUBLISH_FAILED);
    // Only an invalid selection has a message worth showing; anything else says what failed.
    const description = failure.status === 400 ? failure.message : PUBLISH_FAILED;
    const title = description === NO_SELECTION ? "No Articles Selected" : "Error";
    return answer({ ok: false, intent: "publish" }, { title, description }, failure.status);
  }
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

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { search, counts, drafts, published, pageSize } = loaderData;
  const publisher = useFetcher<ArticlesActionData>({ key: "publish-articles" });
  const navigation = useNavigation();
  const searching = navigation.location?.pathname === "/admin/articles";

  const draftIds = useMemo(() => drafts.articles.map((article) => article.id), [drafts.articles]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A selection only holds drafts still on screen (after publishing, paging or searching).
  const selection = draftIds.filter((id) => selected.has(id));
  const allSelected = draftIds.length > 0 && selection.length === draftIds.length;
  const publishing = publisher.state !== "idle";

  useEffect(() => {
    if (publisher.state === "idle" && publisher.data?.ok) setSelected(new Set());
  }, [publisher.state, publisher.data]);

  const empty = counts.total === 0 || drafts.total + published.total === 0;

  return (
    <AdminPage
      title="Articles"
      description={`${counts.total} total · ${counts.drafts} drafts · ${counts.published} published`}
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
      <Form method="get" role="search" className="flex gap-2" aria-label="Search articles">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <label htmlFor="article-search" className="sr-only">
            Search articles
          </label>
          <Input
            id="article-search"
            type="search"
            name="q"
            defaultValue={search}
            placeholder="Search by title, slug, author or category"
            className="pl-9"
          />
        </div>
        <Button type="submit" variant="outline" disabled={searching}>
          Search
        </Button>
      </Form>

      {empty ? (
        <div className="rounded-md border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center">
          {search ? (
            <>
              <p className="text-ink-800">No articles found matching your search.</p>
              <Button asChild variant="link" className="mt-2">
                <Link to="/admin/articles">Clear search</Link>
              </Button>
            </>
          ) : (
            <>
              <p className="text-ink-800">No articles found in database.</p>
              <div className="mt-4 flex justify-center">
                <RefreshButton label="Refresh Database" />
              </div>
            </>
          )}
        </div>
      ) : (
        <>
          <section aria-labelledby="drafts-heading">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="drafts-heading" className="text-2xl font-semibold text-ink-900">
                Draft Articles <span className="text-ink-400">({drafts.total})</span>
              </h2>
              {drafts.articles.length > 0 ? (
                <div className="flex flex-wrap items-center gap-4">
                  <label
                    htmlFor="select-all-drafts"
                    className="flex items-center gap-2 text-sm text-ink-800"
                  >
                    <Checkbox
                      id="select-all-drafts"
                      checked={allSelected}
                      onChange={(event) =>
                        setSelected(event.currentTarget.checked ? new Set(draftIds) : new Set())
                      }
                    />
                    Select All Drafts
                  </label>
                  {selection.length > 0 ? (
                    <publisher.Form method="post">
                      <input type="hidden" name="intent" value="publish" />
                      {selection.map((id) => (
                        <input key={id} type="hidden" name="ids" value={id} />
                      ))}
                      <Button type="submit" variant="gold" size="sm" disabled={publishing}>
                        <Send aria-hidden />
                        {publishing
                          ? "Publishing..."
                          : `Publish ${selection.length} Article${selection.length === 1 ? "" : "s"}`}
                      </Button>
                    </publisher.Form>
                  ) : null}
                </div>
              ) : null}
            </div>
            <ArticleList
              articles={drafts.articles}
              emptyText={search ? "No drafts match your search." : "No drafts."}
              selected={selected}
              onSelectedChange={(id, value) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (value) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
            />
            <Pager param="draftPage" page={drafts.page} total={drafts.total} pageSize={pageSize} />
          </section>

          <section aria-labelledby="published-heading" className="mt-6">
            <h2 id="published-heading" className="text-2xl font-semibold text-ink-900">
              Published Articles <span className="text-ink-400">({published.total})</span>
            </h2>
            <ArticleList
              articles={published.articles}
              emptyText={
                search ? "No published articles match your search." : "No published articles."
              }
            />
            <Pager
              param="publishedPage"
              page={published.page}
              total={published.total}
              pageSize={pageSize}
            />
          </section>
        </>
      )}
    </AdminPage>
  );
}

function ArticleList({
  articles,
  emptyText,
  selected,
  onSelectedChange,
}: {
  articles: ArticleRowData[];
  emptyText: string;
  selected?: Set<string>;
  onSelectedChange?: (id: string, selected: boolean) => void;
}) {
  if (articles.length === 0) {
    return (
      <p className="mt-4 rounded-md border border-ink-900/10 bg-white px-5 py-8 text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-ink-900/10 rounded-md border border-ink-900/10 bg-white">
      {articles.map((article) => (
        <ArticleRow
          key={article.id}
          article={article}
          selected={selected?.has(article.id)}
          onSelectedChange={
            onSelectedChange ? (value) => onSelectedChange(article.id, value) : undefined
          }
        />
      ))}
    </ul>
  );
}

function Pager({
  param,
  page,
  total,
  pageSize,
}: {
  param: string;
  page: number;
  total: number;
  pageSize: number;
}) {
  const [searchParams] = useSearchParams();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(param, String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
      <span className="text-muted-foreground">
        Page {page} of {pages}
      </span>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page - 1)} preventScrollReset>
              Previous
            </Link>
          </Button>
        ) : null}
        {page < pages ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(page + 1)} preventScrollReset>
              Next
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied message="You don't have permission to access this area." />;
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Failed to load articles";
  return (
    <AdminPage title="Articles">
      <Alert tone="error" title="Error Loading Articles">
        <p>{message}</p>
        <Button asChild variant="outline" size="sm" className="mt-3">
          <a href="/admin/articles">
            <RefreshCw aria-hidden />
            Refresh
          </a>
        </Button>
      </Alert>
    </AdminPage>
  );
}
