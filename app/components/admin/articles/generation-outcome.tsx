import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import { GenerateImageButton } from "./generate-image-button";

export type GenerationOutcomeProps = {
  articles: { id: string; title: string; imageError?: string }[];
  failures: { title: string; reason: string }[];
  /** Topics the job never reached (it was cancelled or failed as a whole). */
  unwritten?: string[];
};

/**
 * What a bulk generation did, topic by topic: the drafts it wrote (with a link, and the reason
 * and a retry when the picture failed), the topics it could not write and why, and the topics
 * it never reached.
 */
export function GenerationOutcome({ articles, failures, unwritten = [] }: GenerationOutcomeProps) {
  return (
    <div className="flex flex-col gap-4">
      {articles.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold text-ink-900">
            Completed ({articles.length})
          </h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {articles.map((article) => (
              <li key={article.id} className="flex flex-col gap-1 text-ink-800">
                <span className="flex items-start gap-2">
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  <Link
                    to={`/admin/articles/edit/${article.id}`}
                    className="min-w-0 break-words underline-offset-4 hover:underline"
                  >
                    {article.title}
                  </Link>
                </span>
                {article.imageError ? (
                  <span className="ml-6 flex flex-wrap items-center gap-2 text-amber-900">
                    <CircleAlert aria-hidden className="size-4 shrink-0" />
                    <span>Image failed: {article.imageError}</span>
                    <GenerateImageButton articleId={article.id} title={article.title} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failures.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold text-ink-900">
            Failed ({failures.length})
          </h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {failures.map((failure, index) => (
              <li key={`${failure.title}-${index}`} className="flex items-start gap-2 text-red-900">
                <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 break-words">
                  {failure.title} <span className="text-red-800/80">— {failure.reason}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unwritten.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold text-ink-900">
            Not written ({unwritten.length})
          </h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-6 text-sm text-ink-700">
            {unwritten.map((title, index) => (
              <li key={`${title}-${index}`} className="break-words">
                {title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
