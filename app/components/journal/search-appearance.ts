import { imageSource } from "~/components/site/responsive-image";
import type { MediaRendition } from "~/models/media.server";

/** The picture a shared link shows, at an absolute URL, with its size when it is known. */
export type SharedImage = { url: string; width: number | null; height: number | null };

export type ArticleSearchAppearance = {
  title: string;
  /** True when an editor wrote the title for search results: it is then the whole page title. */
  titleWritten: boolean;
  description: string;
  image: SharedImage | null;
};

type ArticleAppearanceFields = {
  title: string;
  excerpt: string;
  image: string | null;
  imageRendition: MediaRendition | null;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
  socialImageRendition: MediaRendition | null;
};

/** The site's own artwork: WebP files under /images whose size the site knows. */
const SITE_ARTWORK = /^\/images\/.+\.webp$/;

function sharedImage(src: string, rendition: MediaRendition | null, origin: string): SharedImage {
  // Networks crop and scale what they are given: the largest variant gives them the most.
  const largest = rendition?.variants.reduce((widest, variant) =>
    variant.width > widest.width ? variant : widest,
  );
  if (largest) {
    return {
      url: new URL(largest.url, origin).toString(),
      width: largest.width,
      height: largest.height,
    };
  }
  const url = new URL(src, origin).toString();
  if (!SITE_ARTWORK.test(src)) return { url, width: null, height: null };
  const { width, height } = imageSource(src, null, "photo");
  return { url, width, height };
}

/**
 * What search results and shared links show for an article: the meta title, meta description
 * and social image an editor wrote, each defaulting to the title, the excerpt and the cover.
 */
export function articleSearchAppearance(
  article: ArticleAppearanceFields,
  origin: string,
): ArticleSearchAppearance {
  const image = article.socialImage
    ? sharedImage(article.socialImage, article.socialImageRendition, origin)
    : article.image
      ? sharedImage(article.image, article.imageRendition, origin)
      : null;
  return {
    title: article.metaTitle ?? article.title,
    titleWritten: article.metaTitle !== null,
    description: article.metaDescription ?? article.excerpt,
    image,
  };
}
