import { Search, Upload } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { type MediaListAnswer, type MediaListItem, mediaKindLabels } from "~/schemas/media";
import { cn } from "~/utils/cn";

/** Library images per page of the picker: four rows of three on a wide dialog. */
const PICKER_PAGE_SIZE = 12;

export type ChosenImage = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
};

type Listing =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; answer: MediaListAnswer };

const LOAD_FAILED = "The media library could not be loaded. Please try again.";

/** A page of the library from the admin API; the picker shows its error instead of throwing. */
function useLibraryPage(open: boolean, search: string, page: number) {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ page: String(page), pageSize: String(PICKER_PAGE_SIZE) });
    if (search) query.set("q", search);
    setListing({ state: "loading" });
    fetch(`/api/media?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as
          | (MediaListAnswer & { error?: string })
          | null;
        if (!response.ok || !body?.items) {
          setListing({ state: "failed", message: body?.error ?? LOAD_FAILED });
          return;
        }
        setListing({ state: "ready", answer: body });
      })
      .catch(() => {
        // A request dropped for a newer search or page is not a failure.
        if (!controller.signal.aborted) setListing({ state: "failed", message: LOAD_FAILED });
      });
    return () => controller.abort();
  }, [open, search, page]);
  return listing;
}

/**
 * The image button's dialog: upload a new image (the editor's file input), or insert one from
 * the media library with its alt text, which can be changed before inserting.
 */
export function InsertImageDialog({
  open,
  onOpenChange,
  onUpload,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUpload: () => void;
  onChoose: (image: ChosenImage) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaListItem | null>(null);
  const [alt, setAlt] = useState("");
  const listing = useLibraryPage(open, search, page);

  const reset = useCallback(() => {
    setTyped("");
    setSearch("");
    setPage(1);
    setChosen(null);
    setAlt("");
  }, []);

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  // The dialog's forms sit inside the article form in React's tree: their submit events must
  // not reach it.
  function handled(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
  }

  const answer = listing.state === "ready" ? listing.answer : null;
  const first = answer && answer.total > 0 ? (answer.page - 1) * answer.pageSize + 1 : 0;
  const last = answer ? Math.min(answer.total, answer.page * answer.pageSize) : 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Insert an image</DialogTitle>
          <DialogDescription>
            Upload a new image, or insert one from the media library.
          </DialogDescription>
        </DialogHeader>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              close(false);
              onUpload();
            }}
          >
            <Upload aria-hidden />
            Upload from this computer
          </Button>
        </div>

        <section aria-labelledby={`${id}-library`} className="flex min-w-0 flex-col gap-3">
          <h3 id={`${id}-library`} className="text-lg font-semibold text-ink-900">
            Insert image from library
          </h3>
          <form
            aria-label="Search the media library"
            className="flex gap-2"
            onSubmit={(event) => {
              handled(event);
              setSearch(typed.trim());
              setPage(1);
            }}
          >
            <label htmlFor={`${id}-search`} className="sr-only">
              Search the library by file name or alt text
            </label>
            <Input
              id={`${id}-search`}
              type="search"
              value={typed}
              placeholder="Search by file name or alt text"
              onChange={(event) => setTyped(event.currentTarget.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="outline" className="px-4">
              <Search aria-hidden />
              <span className="sr-only sm:not-sr-only">Search</span>
            </Button>
          </form>

          <div aria-live="polite" className="text-sm text-muted-foreground">
            {listing.state === "loading"
              ? "Loading images…"
              : listing.state === "failed"
                ? null
                : answer && answer.total === 0
                  ? search
                    ? "No images match your search."
                    : "The library has no images yet."
                  : `Showing ${first}–${last} of ${answer?.total}`}
          </div>
          {listing.state === "failed" ? (
            <p role="alert" className="text-sm text-red-800">
              {listing.message}
            </p>
          ) : null}

          {answer && answer.items.length > 0 ? (
            <ul aria-label="Library images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {answer.items.map((item) => {
                const selected = chosen?.id === item.id;
                const name = item.name ?? "Unnamed image";
                return (
                  <li key={item.id} className="min-w-0">
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => {
                        setChosen(item);
                        setAlt(item.alt ?? "");
                      }}
                      className={cn(
                        "flex w-full flex-col gap-1 rounded-md border bg-white p-1.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-gold-600",
                        selected ? "border-gold-600 ring-2 ring-gold-500" : "border-ink-900/10",
                      )}
                    >
                      <img
                        src={item.thumbnail.url}
                        width={item.thumbnail.width || undefined}
                        height={item.thumbnail.height || undefined}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="aspect-[3/2] w-full rounded-sm bg-ivory-200 object-cover"
                      />
                      <span className="truncate font-medium text-ink-900">{name}</span>
                      <span className="truncate text-muted-foreground">
                        {item.alt || mediaKindLabels[item.kind]}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}

          {answer && answer.totalPages > 1 ? (
            <nav aria-label="Library pages" className="flex items-center justify-between gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={answer.page <= 1}
                onClick={() => setPage(answer.page - 1)}
              >
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {answer.page} of {answer.totalPages}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={answer.page >= answer.totalPages}
                onClick={() => setPage(answer.page + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}

          {chosen ? (
            <form
              // Stays in view at the dialog's foot while the grid above it scrolls.
              className="sticky -bottom-6 -mx-6 flex flex-col gap-2 border-t border-ink-900/10 bg-ivory-50 px-6 py-3 sm:-bottom-8 sm:-mx-8 sm:flex-row sm:items-end sm:px-8"
              onSubmit={(event) => {
                handled(event);
                onChoose({
                  src: chosen.src,
                  alt: alt.trim(),
                  width: chosen.width,
                  height: chosen.height,
                });
                close(false);
              }}
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={`${id}-alt`} className="text-sm font-medium text-ink-800">
                  Alt text
                </label>
                <Input
                  id={`${id}-alt`}
                  value={alt}
                  placeholder="What the image shows"
                  onChange={(event) => setAlt(event.currentTarget.value)}
                />
              </div>
              <Button type="submit" variant="gold">
                Insert image
                <span className="sr-only"> “{chosen.name ?? "Unnamed image"}”</span>
              </Button>
            </form>
          ) : null}
        </section>
      </DialogContent>
    </Dialog>
  );
}
