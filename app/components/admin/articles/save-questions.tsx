import { AdminTime } from "~/components/admin/admin-time";
import { Button } from "~/components/ui/button";
import type { StagedArticleFields } from "~/db/schema";
import { articleText } from "./article-text";

/** What storing would change in the body: the markup that goes and what replaces it. */
export type HtmlChange = { removed: string; added: string };

/** The stored article a save ran into: newer than the version the editor loaded. */
export type ArticleConflict = StagedArticleFields & {
  version: number;
  updatedAt: string | Date;
  savedBy: string | null;
};

type Side = { title: string; excerpt: string; content: string };

function Column({ heading, note, side }: { heading: string; note: string; side: Side }) {
  return (
    <section
      aria-label={heading}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-ink-900/10 bg-white p-4"
    >
      <h3 className="text-base font-semibold text-ink-900">{heading}</h3>
      <p className="text-xs text-muted-foreground">{note}</p>
      <p className="font-medium text-ink-900 break-words">{side.title}</p>
      {side.excerpt ? <p className="text-sm text-ink-700 break-words">{side.excerpt}</p> : null}
      <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-words text-sm text-ink-800 font-sans">
        {articleText(side.content)}
      </pre>
    </section>
  );
}

/**
 * A save refused because someone saved the article after it was loaded: both versions side by
 * side. "Keep mine" saves these edits over theirs (knowingly); "Take theirs" reloads the form
 * with the stored version. Nothing is overwritten until one is chosen.
 */
export function ConflictView({
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: Side;
  theirs: ArticleConflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h2 className="text-lg font-semibold text-ink-900">
          This article was changed by someone else
        </h2>
        <p className="text-sm text-ink-700">
          {theirs.savedBy ?? "Another editor"} saved it at <AdminTime value={theirs.updatedAt} />,
          after you opened it. Your changes are not saved yet. Choose which version to keep.
        </p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Column heading="Yours" note="Your unsaved edits" side={mine} />
        <Column heading="Theirs" note="The version now stored" side={theirs} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button type="button" variant="outline" onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </div>
    </div>
  );
}

/**
 * A save held back because storing would change the body (markup the site does not publish):
 * what would go, and the choice to save anyway or keep editing.
 */
export function ReviewView({
  changes,
  onAccept,
  onCancel,
}: {
  changes: HtmlChange[];
  onAccept: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h2 className="text-lg font-semibold text-ink-900">Saving would change the content</h2>
      <p className="text-sm text-ink-700">
        The site publishes only safe markup. These parts of the content would be changed:
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {changes.map((change, index) => (
          <li key={index} className="min-w-0 rounded-sm bg-white p-2">
            <span className="font-medium">Removed:</span>{" "}
            <code className="break-all">{change.removed}</code>
            {change.added ? (
              <>
                {" "}
                <span className="font-medium">kept as:</span>{" "}
                <code className="break-all">{change.added}</code>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onAccept}>
          Save with these changes
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Keep editing
        </Button>
      </div>
    </div>
  );
}
