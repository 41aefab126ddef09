import { ExternalLink, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminTime } from "~/components/admin/admin-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { MediaPlace } from "~/models/media.server";
import { type MediaImage, mediaKindLabels } from "~/schemas/media";
import { formatByteSize } from "~/utils/format";

/** One image of the media library page. */
export type MediaCardData = MediaImage & {
  originalBytes: number | null;
  /** What its stored files take; null for the site's artwork, whose files ship with the site. */
  stored: { bytes: number; files: number; missing: number } | null;
  createdAt: Date | string;
  usedBy: MediaPlace[];
};

/** What staff call an image that has no file name. */
export function mediaTitle(item: Pick<MediaCardData, "name">) {
  return item.name ?? "Unnamed image";
}

const linkClass =
  "font-medium text-ink-900 underline decoration-ink-900/20 underline-offset-4 hover:text-gold-700";

/** A place that shows an image, as a link to where staff change it. */
export function MediaPlaceLink({ place }: { place: MediaPlace }) {
  if (place.aircraft) {
    const query = new URLSearchParams({ tab: "filter", listing: "all", q: place.aircraft.name });
    return (
      <>
        Photo of{" "}
        <Link to={`/admin/aircraft?${query}`} className={linkClass}>
          {place.aircraft.name}
        </Link>
      </>
    );
  }
  if (!place.article) return null;
  const prefix = {
    cover: "Cover of",
    social: "Social image of",
    body: "Text of",
    "staged-cover": "Cover in unpublished changes to",
    "staged-social": "Social image in unpublished changes to",
    "staged-body": "Unpublished changes to",
    aircraft: "",
  }[place.place];
  return (
    <>
      {prefix}{" "}
      <Link to={`/admin/articles/edit/${place.article.id}`} className={linkClass}>
        “{place.article.title}”
      </Link>
    </>
  );
}

export function MediaPlaceList({ places }: { places: MediaPlace[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {places.map((place) => (
        <li
          key={`${place.place}:${place.article?.id ?? place.aircraft?.id}`}
          className="break-words"
        >
          <MediaPlaceLink place={place} />
        </li>
      ))}
    </ul>
  );
}

function sizeText(item: MediaCardData) {
  if (!item.stored) return "Shipped with the site";
  const parts = [`${formatByteSize(item.stored.bytes)} in ${item.stored.files} files`];
  if (item.originalBytes !== null) parts.push(`original ${formatByteSize(item.originalBytes)}`);
  return parts.join(" · ");
}

/**
 * An image with what the library knows of it and where it is used. Delete posts the form
 * (before JavaScript, at once; the server still refuses an image in use); `onDelete` lets the
 * page ask first.
 */
export function MediaCard({
  item,
  onDelete,
}: {
  item: MediaCardData;
  onDelete: (item: MediaCardData, trigger: HTMLElement | null) => void;
}) {
  const title = mediaTitle(item);
  const headingId = `media-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="media-item"
      className="flex min-w-0 flex-col overflow-hidden rounded-md border border-ink-900/10 bg-white"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-ivory-200">
        <img
          src={item.thumbnail.url}
          width={item.thumbnail.width || undefined}
          height={item.thumbnail.height || undefined}
          alt={item.alt ?? ""}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id={headingId}
            className="min-w-0 font-sans text-sm font-medium break-all text-ink-900"
          >
            {title}
          </h2>
          <Badge variant={item.kind === "generated" ? "gold" : "muted"}>
            {mediaKindLabels[item.kind]}
          </Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink-800">
          <dt className="text-muted-foreground">Dimensions</dt>
          <dd className="tabular-nums">
            {item.width && item.height ? `${item.width} × ${item.height} px` : "Unknown"}
          </dd>
          <dt className="text-muted-foreground">Size</dt>
          <dd className="min-w-0 break-words">
            {sizeText(item)}
            {item.stored?.missing ? (
              <span className="block text-red-800">
                {item.stored.missing} {item.stored.missing === 1 ? "file is" : "files are"} missing
                from storage
              </span>
            ) : null}
          </dd>
          <dt className="text-muted-foreground">Added</dt>
          <dd>
            <AdminTime value={item.createdAt} />
          </dd>
        </dl>
        <div>
          <p className="font-medium text-ink-900">Used by</p>
          {item.usedBy.length > 0 ? (
            <MediaPlaceList places={item.usedBy} />
          ) : (
            <p className="text-muted-foreground">Not used anywhere</p>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-1 border-t border-ink-900/10 pt-3">
          <Button asChild variant="ghost" size="sm">
            <a href={item.src} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              Open<span className="sr-only"> {title} (opens a new tab)</span>
            </a>
          </Button>
          <Form
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              onDelete(item, (event.nativeEvent as SubmitEvent).submitter);
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10"
            >
              <Trash2 aria-hidden />
              Delete<span className="sr-only"> {title}</span>
            </Button>
          </Form>
        </div>
      </div>
    </li>
  );
}
