import { ResponsiveImage } from "~/components/site/responsive-image";
import type { MediaRendition } from "~/models/media.server";
import { cn } from "~/utils/cn";

/** An article's picture at 3:2, or a quiet branded panel when the article has none. */
export function ArticleImage({
  src,
  rendition,
  alt,
  sizes,
  priority,
  className,
}: {
  src: string | null;
  rendition?: MediaRendition | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        aria-hidden
        className={cn(
          "aspect-[3/2] bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950",
          className,
        )}
      />
    );
  }
  return (
    <ResponsiveImage
      src={src}
      rendition={rendition}
      alt={alt}
      ratio="photo"
      sizes={sizes}
      priority={priority}
      className={cn("aspect-[3/2] w-full", className)}
    />
  );
}
