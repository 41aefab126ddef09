import { z } from "zod";
import { isCalendarDate, isStorableText, text } from "./primitives";

/**
 * The admin article list: what its query string may say (filters, sort, search, page) and the
 * bulk actions it posts. Client-safe: the filter form's choices come from here too.
 */

export const articleStatusFilters = ["all", "draft", "scheduled", "published"] as const;
export type ArticleStatusFilter = (typeof articleStatusFilters)[number];
export const articleStatusFilterLabels: Record<ArticleStatusFilter, string> = {
  all: "All",
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

export const articleSorts = ["updated", "oldest", "title", "published"] as const;
export type ArticleSort = (typeof articleSorts)[number];
export const articleSortLabels: Record<ArticleSort, string> = {
  updated: "Newest updated",
  oldest: "Oldest updated",
  title: "Title A–Z",
  published: "Newest published",
};

/** Which date a date range applies to. */
export const articleDateFields = ["updated", "published"] as const;
export type ArticleDateField = (typeof articleDateFields)[number];
export const articleDateFieldLabels: Record<ArticleDateField, string> = {
  updated: "Updated",
  published: "Published",
};

export const ARTICLE_LIST_PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 100_000;

export type ArticleListQuery = {
  search: string;
  status: ArticleStatusFilter;
  category: string;
  author: string;
  dateField: ArticleDateField;
  from: string;
  to: string;
  sort: ArticleSort;
  page: number;
};

/** The list as it opens: every article, the most recently updated first. */
export const defaultArticleListQuery: ArticleListQuery = {
  search: "",
  status: "all",
  category: "",
  author: "",
  dateField: "updated",
  from: "",
  to: "",
  sort: "updated",
  page: 1,
};

/** The URL parameter of each part of the list's state. */
export const articleListParams = {
  search: "q",
  status: "status",
  category: "category",
  author: "author",
  dateField: "dates",
  from: "from",
  to: "to",
  sort: "sort",
  page: "page",
} as const satisfies Record<keyof ArticleListQuery, string>;

function oneOf<Value extends string>(values: readonly Value[], value: string | null) {
  return values.find((candidate) => candidate === value);
}

/** A value typed into the URL, short enough to quote back in a message. */
function quoted(value: string) {
  return `“${value.length > 40 ? `${value.slice(0, 39)}…` : value}”`;
}

/**
 * Reads the list's state from its URL. A hand-edited or stale URL never fails the page: a
 * value that does not parse falls back to its default, and a date or search that is dropped
 * is named in `notices`, so the editor knows why the list is wider than they asked.
 */
export function readArticleListQuery(params: URLSearchParams): {
  query: ArticleListQuery;
  notices: string[];
} {
  const notices: string[] = [];
  const read = (key: keyof ArticleListQuery) => params.get(articleListParams[key])?.trim() ?? "";

  let search = read("search").slice(0, MAX_SEARCH_LENGTH);
  if (!isStorableText(search)) {
    notices.push("The search contained characters that cannot be searched, so it was ignored.");
    search = "";
  }
  const author = read("author");
  const category = read("category");
  const day = (key: "from" | "to", label: string) => {
    const value = read(key);
    if (!value || isCalendarDate(value)) return value;
    notices.push(
      `The ${label} date ${quoted(value)} is not a valid date (YYYY-MM-DD), so it was ignored.`,
    );
    return "";
  };
  let from = day("from", "From");
  let to = day("to", "To");
  if (from && to && from > to) {
    notices.push(
      `The From date (${from}) is after the To date (${to}), so the date range was ignored.`,
    );
    from = "";
    to = "";
  }
  const page = Number(read("page"));
  return {
    query: {
      search,
      status: oneOf(articleStatusFilters, read("status")) ?? defaultArticleListQuery.status,
      category: /^[a-z0-9-]{1,80}$/.test(category) ? category : "",
      author: author.length <= 120 && isStorableText(author) ? author : "",
      dateField: oneOf(articleDateFields, read("dateField")) ?? defaultArticleListQuery.dateField,
      from,
      to,
      sort: oneOf(articleSorts, read("sort")) ?? defaultArticleListQuery.sort,
      page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    },
    notices,
  };
}

/** Whether the list is narrowed by anything (the sort and the page narrow nothing). */
export function isFiltered(query: ArticleListQuery): boolean {
  return Boolean(
    query.search ||
      query.status !== "all" ||
      query.category ||
      query.author ||
      query.from ||
      query.to,
  );
}

export const bulkArticleActions = ["publish", "unpublish", "delete", "category"] as const;
export type BulkArticleAction = (typeof bulkArticleActions)[number];
export const bulkArticleActionLabels: Record<BulkArticleAction, string> = {
  publish: "Publish",
  unpublish: "Unpublish",
  delete: "Delete",
  category: "Change category",
};

export const BULK_ACTION_MESSAGES = {
  noSelection: "Select at least one article.",
  noAction: "Choose what to do with the selected articles.",
  noCategory: "Choose the category to move the articles to.",
} as const;

/**
 * A bulk action of the article list: what to do, to which articles (at most a few pages of
 * them), the target category when moving them, and whether the editor confirmed it.
 */
export const BulkArticleActionSchema = z
  .object({
    bulk: z.enum(bulkArticleActions, { error: BULK_ACTION_MESSAGES.noAction }),
    ids: z
      .array(z.uuid("Unknown article"))
      .min(1, BULK_ACTION_MESSAGES.noSelection)
      .max(500, "Select at most 500 articles at a time."),
    category: text().trim().max(80).optional(),
    confirmed: z.literal("yes").optional(),
  })
  .superRefine((value, context) => {
    if (value.bulk === "category" && !value.category) {
      context.addIssue({
        code: "custom",
        path: ["category"],
        message: BULK_ACTION_MESSAGES.noCategory,
      });
    }
  });
export type BulkArticleActionInput = z.output<typeof BulkArticleActionSchema>;

export type BulkArticleRef = { id: string; title: string };
export type BulkRefusal = BulkArticleRef & { reason: string };
/** What a bulk action did: the articles it changed, and those it refused with the reason. */
export type BulkOutcome = {
  action: BulkArticleAction;
  done: BulkArticleRef[];
  refused: BulkRefusal[];
};
