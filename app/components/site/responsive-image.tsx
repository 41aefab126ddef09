import { clsx } from "clsx";
import type * as React from "react";
import type { MediaRendition } from "~/models/media.server";

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
 * carry their variants in their rendition (see renditionSrcSet).
 */
export function imageSrcSet(src: string, ratio: ImageRatio): string | undefined {
  const match = /^(\/images\/.+)\.webp$/.exec(src);
  if (!match) return undefined;
  const base = match[1];
  const [small, medium] = variantWidths[ratio];
  return `${base}-${small}.webp ${small}w, ${base}-${medium}.webp ${medium}w, ${src} ${ratios[ratio].width}w`;
}

/** The `srcSet` of a processed image: every variant at its real width. */
export function renditionSrcSet(rendition: Pick<MediaRendition, "variants">): string | undefined {
  if (rendition.variants.length === 0) return undefined;
  return rendition.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
}

/**
 * What an `<img>` needs for one picture: a processed image's variants and real size, or the
 * site artwork's variants and the intrinsic size of its ratio.
 */
export function imageSource(
  src: string,
  rendition: MediaRendition | null | undefined,
  ratio: ImageRatio,
): { src: string; srcSet: string | undefined; width: number; height: number } {
  if (rendition?.width && rendition.height) {
    return {
      src: rendition.src,
      srcSet: renditionSrcSet(rendition),
      width: rendition.width,
      height: rendition.height,
    };
  }
  return { src, srcSet: imageSrcSet(src, ratio), ...ratios[ratio] };
}

export type ResponsiveImageProps = Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "loading"
> & {
  src: string;
  /** The processed variants of an uploaded or generated image, when it is one. */
  rendition?: MediaRendition | null;
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
  rendition,
  alt,
  ratio = "wide",
  sizes,
  priority = false,
  className,
  ...props
}: ResponsiveImageProps) {
  const source = imageSource(src, rendition, ratio);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      alt={alt}
      width={source.width}
      height={source.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={clsx("object-cover", className)}
      {...props}
    />
  );
}
