import type * as React from "react";
import { cn } from "~/utils/cn";

/** Intrinsic sizes of the site's artwork (scripts/generate-artwork.ts): 16:9 and 3:2. */
const ratios = {
  wide: { width: 1600, height: 900 },
  photo: { width: 1600, height: 1067 },
  hero: { width: 1920, height: 1080 },
} as const;

export type ImageRatio = keyof typeof ratios;

const variantWidths: Record<ImageRatio, readonly [number, number]> = {
  wide: [400, 800],
  photo: [400, 800],
  hero: [640, 1280],
};

/**
 * The `srcSet` of one of the site's own images: they are WebP files whose smaller variants sit
 * next to them (`X-400.webp`, `X-800.webp`, or `-640`/`-1280` for hero slides). Uploaded images
 * have no variants and are served as they are.
 */
export function imageSrcSet(src: string, ratio: ImageRatio): string | undefined {
  const match = /^(\/images\/.+)\.webp$/.exec(src);
  if (!match) return undefined;
  const base = match[1];
  const [small, medium] = variantWidths[ratio];
  return `${base}-${small}.webp ${small}w, ${base}-${medium}.webp ${medium}w, ${src} ${ratios[ratio].width}w`;
}

type ResponsiveImageProps = Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "loading"
> & {
  src: string;
  alt: string;
  ratio?: ImageRatio;
  /** The slot width the browser picks a variant for, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: loaded eagerly with high priority. */
  priority?: boolean;
};

/** An image with intrinsic size (no layout shift), WebP variants and lazy loading below the fold. */
export function ResponsiveImage({
  src,
  alt,
  ratio = "wide",
  sizes,
  priority = false,
  className,
  ...props
}: ResponsiveImageProps) {
  const { width, height } = ratios[ratio];
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src, ratio)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("object-cover", className)}
      {...props}
    />
  );
}
