import { ExternalLink, Eye, Pencil, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { AdminTime } from "~/components/admin/admin-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { BULK_FORM_ID } from "./bulk-actions";

export type ArticleRowData = {
  id: string;
  title: string;
  slug: string;
  author: string;
  categoryName: string;
  status: "draft" | "published";
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  publishedAt: string | Date | null;
  scheduledAt: string | Date | null;
  /** Page views and enquiries sent from the article in the last 30 days (published only). */
  figures?: { views: number; enquiries: number };
};

/**
 * One article in the admin list: what it is, when, and its actions. Its checkbox belongs to
 * the bulk actions' form, so a selection posts even before JavaScript loads.
 */
export function ArticleRow({
  article,
  selected,
  onSelectedChange,
}: {
  article: ArticleRowData;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const deleter = useFetcher();
  const deleting = deleter.state !== "idle" && deleter.formData?.get("id") === article.id;
  const checkboxId = `select-${article.id}`;
  return (
    <li
      className={`flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-5 ${deleting ? "opacity-50" : ""}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Checkbox
          id={checkboxId}
          name="ids"
          value={article.id}
          form={BULK_FORM_ID}
          className="mt-1"
          checked={selected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
          aria-label={`Select "${article.title}"`}
        />
        {article.image ? (
          <img
            src={article.image}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            className="hidden h-12 w-16 shrink-0 rounded-sm object-cover sm:block"
          />
        ) : (
          <div aria-hidden className="hidden h-12 w-16 shrink-0 rounded-sm bg-ivory-200 sm:block" />
        )}
        <div className="min-w-0">
          <p className="font-medium text-ink-900 break-words">{article.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <Badge variant={article.status === "published" ? "success" : "warning"}>
              {article.status === "published"
                ? "Published"
                : article.scheduledAt
                  ? "Scheduled"
                  : "Draft"}
            </Badge>
            <span>{article.categoryName}</span>
            <span aria-hidden>·</span>
            <span>{article.author || "No author"}</span>
            <span aria-hidden>·</span>
            <span>
              Updated <AdminTime value={article.updatedAt} />
            </span>
            {article.status === "published" && article.publishedAt ? (
              <>
                <span aria-hidden>·</span>
                <span>
                  Published <AdminTime value={article.publishedAt} />
                </span>
              </>
            ) : null}
            {article.status === "draft" && article.scheduledAt ? (
              <>
                <span aria-hidden>·</span>
                <span>
                  Publishes <AdminTime value={article.scheduledAt} />
                </span>
              </>
            ) : null}
          </p>
          <p className="mt-0.5 truncate text-xs text-ink-400">/{article.slug}</p>
          {article.figures ? (
            <p className="mt-0.5 text-xs text-ink-700" data-testid="article-figures">
              Last 30 days: {article.figures.views} {article.figures.views === 1 ? "view" : "views"}
              {" · "}
              {article.figures.enquiries}{" "}
              {article.figures.enquiries === 1 ? "enquiry" : "enquiries"}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:justify-end">
        {article.status === "published" ? (
          <Button asChild variant="ghost" size="sm">
            <a href={`/journal/${article.slug}`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              View
              <span className="sr-only"> "{article.title}" on the journal (opens a new tab)</span>
            </a>
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="sm">
          <a href={`/preview/${article.id}`} target="_blank" rel="noreferrer">
            <Eye aria-hidden />
            Preview<span className="sr-only"> "{article.title}" (opens a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/admin/articles/edit/${article.id}`}>
            <Pencil aria-hidden />
            Edit<span className="sr-only"> "{article.title}"</span>
          </Link>
        </Button>
        <deleter.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Are you sure you want to delete "${article.title}"?`)) {
              event.preventDefault();
            }
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={article.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            disabled={deleting}
          >
            <Trash2 aria-hidden />
            {deleting ? "Deleting..." : "Delete"}
            <span className="sr-only"> "{article.title}"</span>
          </Button>
        </deleter.Form>
      </div>
    </li>
  );
}
