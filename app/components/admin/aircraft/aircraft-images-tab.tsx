import type { AdminAircraftView } from "./types";

/** The Images tab: the main image, the gallery and any other picture, read-only. */
export function AircraftImagesTab({ aircraft }: { aircraft: AdminAircraftView | null }) {
  const pictures = aircraft
    ? [
        ...(aircraft.heroImage
          ? [{ url: aircraft.heroImage, title: "Main image", description: "" }]
          : []),
        ...aircraft.gallery,
        ...aircraft.images
          .filter(
            (url) => url !== aircraft.heroImage && !aircraft.gallery.some((g) => g.url === url),
          )
          .map((url) => ({ url, title: "", description: "" })),
      ]
    : [];
  if (pictures.length === 0) {
    return <p className="text-sm text-muted-foreground">No images for this aircraft yet.</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pictures.map((picture, index) => (
        <li
          key={`${picture.url}-${index}`}
          className="overflow-hidden rounded-md border border-ink-900/10 bg-white"
        >
          <img
            src={picture.url}
            alt={picture.title || `Image ${index + 1}`}
            loading="lazy"
            className="aspect-[3/2] w-full object-cover"
          />
          {picture.title || picture.description ? (
            <div className="p-3">
              {picture.title ? (
                <p className="text-sm font-medium text-ink-900">{picture.title}</p>
              ) : null}
              {picture.description ? (
                <p className="mt-0.5 text-xs text-muted-foreground">{picture.description}</p>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
