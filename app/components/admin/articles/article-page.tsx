import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The header button of the new and edit article pages. */
export function BackToArticles() {
  return (
    <Button asChild variant="ghost">
      <Link to="/admin/articles">
        <ArrowLeft aria-hidden />
        Back to Articles
      </Link>
    </Button>
  );
}

/**
 * A titled panel beside the article editor (schedule, preview links); `id` names its heading
 * for the section's label, `summary` stands under the heading.
 */
export function ArticlePanel({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-md border border-ink-900/10 bg-white p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="font-sans text-base font-semibold text-ink-900">
          {title}
        </h2>
        {summary}
      </div>
      {children}
    </section>
  );
}
