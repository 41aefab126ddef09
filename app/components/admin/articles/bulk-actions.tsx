import { type FormEvent, useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { Alert } from "~/components/admin/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import {
  BULK_ACTION_MESSAGES,
  type BulkArticleAction,
  type BulkArticleRef,
  type BulkOutcome,
  bulkArticleActionLabels,
  bulkArticleActions,
} from "~/schemas/article-list";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

/** The form the rows' checkboxes belong to (they sit in the list, outside it). */
export const BULK_FORM_ID = "bulk-articles";
/** The bulk action's fetcher, shared by the bar that submits it and the page that shows its outcome. */
export const BULK_FETCHER_KEY = "bulk-articles";

/**
 * The article list's answer to a bulk action: without JavaScript, a question first (the
 * browser cannot open the confirmation dialog); then what was done, or why nothing was.
 */
export type BulkAnswer =
  | {
      intent: "bulk";
      status: "confirm";
      action: BulkArticleAction;
      category?: string;
      articles: BulkArticleRef[];
    }
  | { intent: "bulk"; status: "done"; outcome: BulkOutcome; category?: string }
  | { intent: "bulk"; status: "error"; message: string };

type Category = { slug: string; name: string };

function articlesText(count: number) {
  return count === 1 ? "1 article" : `${count} articles`;
}

/** What the confirmation asks before a bulk action, and what its button says. */
function bulkQuestion(action: BulkArticleAction, count: number, categoryName: string) {
  const articles = articlesText(count);
  switch (action) {
    case "publish":
      return {
        title: `Publish ${articles}?`,
        description:
          "They go live on the journal, the sitemap and the feed at once. A draft whose cover image has no alt text stays a draft.",
        confirm: "Publish",
        destructive: false,
      };
    case "unpublish":
      return {
        title: `Unpublish ${articles}?`,
        description:
          "They leave the journal, the sitemap and the feed at once and become drafts: their pages answer “not found”. Changes waiting for Update become the drafts' text.",
        confirm: "Unpublish",
        destructive: true,
      };
    case "delete":
      return {
        title: `Delete ${articles}?`,
        description:
          "They are deleted with their revisions and preview links. This cannot be undone.",
        confirm: "Delete",
        destructive: true,
      };
    case "category":
      return {
        title: `Move ${articles} to ${categoryName}?`,
        description: "Published articles are listed under the new category on the journal at once.",
        confirm: "Move",
        destructive: false,
      };
  }
}

const MAX_LISTED = 10;

function SelectedTitles({ articles }: { articles: BulkArticleRef[] }) {
  const hidden = articles.length - MAX_LISTED;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink-800 break-words">
      {articles.slice(0, MAX_LISTED).map((article) => (
        <li key={article.id}>{article.title}</li>
      ))}
      {hidden > 0 ? <li>and {articlesText(hidden)} more</li> : null}
    </ul>
  );
}

const categoryNameOf = (categories: Category[], slug: string | undefined) =>
  categories.find((category) => category.slug === slug)?.name ?? slug ?? "";

/**
 * Select all, the action, the target category and Apply. The rows' checkboxes belong to this
 * form, so without JavaScript it posts the selection and the server asks for confirmation; with
 * it, a dialog asks (focus stays inside, Esc or Cancel closes it) and the answer comes back to
 * the page without a reload.
 */
export function BulkActionBar({
  articles,
  selected,
  onSelectAll,
  categories,
}: {
  articles: BulkArticleRef[];
  selected: string[];
  onSelectAll: (selected: boolean) => void;
  categories: Category[];
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<BulkAnswer>({ key: BULK_FETCHER_KEY });
  const [action, setAction] = useState<BulkArticleAction | "">("");
  const [category, setCategory] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<FormData | null>(null);
  const busy = fetcher.state !== "idle";
  const allSelected = articles.length > 0 && selected.length === articles.length;
  const chosen = articles.filter((article) => selected.includes(article.id));

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason =
      selected.length === 0
        ? BULK_ACTION_MESSAGES.noSelection
        : !action
          ? BULK_ACTION_MESSAGES.noAction
          : action === "category" && !category
            ? BULK_ACTION_MESSAGES.noCategory
            : null;
    setProblem(reason);
    if (!reason) setPending(new FormData(event.currentTarget));
  }

  function confirm() {
    if (!pending) return;
    pending.set("confirmed", "yes");
    void fetcher.submit(pending, { method: "post" });
    setPending(null);
  }

  const question =
    pending && action
      ? bulkQuestion(action, chosen.length, categoryNameOf(categories, category))
      : null;

  return (
    <>
      <Form
        id={BULK_FORM_ID}
        method="post"
        onSubmit={ask}
        aria-label="Act on the selected articles"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="bulk" />
        {hydrated ? (
          <label
            htmlFor="select-all-articles"
            className="flex h-11 items-center gap-2 text-sm text-ink-800"
          >
            <Checkbox
              id="select-all-articles"
              checked={allSelected}
              disabled={articles.length === 0}
              onChange={(event) => onSelectAll(event.currentTarget.checked)}
            />
            Select all on this page
          </label>
        ) : null}
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="bulk-action">Bulk action</Label>
          <NativeSelect
            id="bulk-action"
            name="bulk"
            value={action}
            onChange={(event) => setAction(event.currentTarget.value as BulkArticleAction | "")}
          >
            <option value="">Choose an action</option>
            {bulkArticleActions.map((value) => (
              <option key={value} value={value}>
                {bulkArticleActionLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Without JavaScript the choice of action cannot reveal it, so it is always there. */}
        {!hydrated || action === "category" ? (
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="bulk-category">Move to category</Label>
            <NativeSelect
              id="bulk-category"
              name="category"
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              <option value="">Choose a category</option>
              {categories.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <Button type="submit" variant="outline" disabled={busy}>
          {busy
            ? "Working..."
            : hydrated
              ? `Apply to ${articlesText(selected.length)}`
              : "Apply to selected"}
        </Button>
        {problem ? (
          <p role="alert" className="w-full text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </Form>
      <Dialog open={question !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        {question ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{question.title}</DialogTitle>
              <DialogDescription>{question.description}</DialogDescription>
            </DialogHeader>
            <SelectedTitles articles={chosen} />
            <DialogFooter>
              <Button type="button" variant="outline" autoFocus onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button
                type="button"
                variant={question.destructive ? "destructive" : "default"}
                onClick={confirm}
              >
                {question.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The confirmation of a bulk action when the page works without JavaScript: the server's
 * question, with the selection to post again once confirmed.
 */
export function BulkConfirmation({
  answer,
  categories,
}: {
  answer: Extract<BulkAnswer, { status: "confirm" }>;
  categories: Category[];
}) {
  const location = useLocation();
  const question = bulkQuestion(
    answer.action,
    answer.articles.length,
    categoryNameOf(categories, answer.category),
  );
  return (
    <section
      aria-labelledby="bulk-confirmation-heading"
      className="flex flex-col gap-3 rounded-md border border-gold-500 bg-ivory-50 p-4"
    >
      <h2 id="bulk-confirmation-heading" className="text-xl font-semibold text-ink-900">
        {question.title}
      </h2>
      <p className="text-sm text-muted-foreground">{question.description}</p>
      <SelectedTitles articles={answer.articles} />
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="bulk" value={answer.action} />
        {answer.category ? <input type="hidden" name="category" value={answer.category} /> : null}
        <input type="hidden" name="confirmed" value="yes" />
        {answer.articles.map((article) => (
          <input key={article.id} type="hidden" name="ids" value={article.id} />
        ))}
        <Button type="submit" variant={question.destructive ? "destructive" : "default"}>
          {question.confirm}
        </Button>
        <Link
          to={`${location.pathname}${location.search}`}
          className={cn(buttonVariants({ variant: "outline" }))}
        >
          Cancel
        </Link>
      </Form>
    </section>
  );
}

const doneText: Record<BulkArticleAction, string> = {
  publish: "Published",
  unpublish: "Unpublished",
  delete: "Deleted",
  category: "Moved",
};

/** What a bulk action did, and each article it refused with the reason. */
export function BulkOutcomeAlert({
  outcome,
  categoryName,
}: {
  outcome: BulkOutcome;
  categoryName: string;
}) {
  const { action, done, refused } = outcome;
  const into = action === "category" ? ` to ${categoryName}` : "";
  const title =
    done.length > 0
      ? `${doneText[action]} ${articlesText(done.length)}${into}.`
      : `No article was ${doneText[action].toLowerCase()}${into}.`;
  return (
    <Alert
      tone={refused.length === 0 ? "success" : done.length === 0 ? "error" : "info"}
      title={title}
    >
      {refused.length > 0 ? (
        <>
          <p>
            {refused.length === 1
              ? "1 article was left as it was:"
              : `${refused.length} articles were left as they were:`}
          </p>
          <ul className="list-disc pl-5 break-words">
            {refused.map((article) => (
              <li key={article.id}>
                {article.title}: {article.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
