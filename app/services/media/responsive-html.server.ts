import { findRenditionsBySrc, type MediaRendition } from "~/models/media.server";

/** The article body column: at most about 720 CSS px wide, the full width below it. */
export const ARTICLE_BODY_IMAGE_SIZES = "(min-width: 768px) 720px, 100vw";

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/i;
const SIZE_ATTRIBUTES = /\s(?:srcset|sizes|width|height)="[^"]*"/gi;

function decodeAttribute(value: string) {
  return value.replaceAll("&amp;", "&");
}

/** The path of one of our images, whether the body names it relative or on our origin. */
function localPath(src: string, siteOrigin: string) {
  if (src.startsWith(`${siteOrigin}/`)) return src.slice(siteOrigin.length);
  return src;
}

/**
 * Gives every image of a sanitized article body that is a processed upload its `srcset`,
 * `sizes` and real width and height, so the body loads the variant its column needs and keeps
 * its layout while loading. Other images are left as they are.
 */
export async function withResponsiveBodyImages(html: string, siteOrigin: string) {
  const tags = html.match(IMG_TAG) ?? [];
  if (tags.length === 0) return html;
  const paths = tags.flatMap((tag) => {
    const src = SRC_ATTRIBUTE.exec(tag)?.[1];
    return src ? [localPath(decodeAttribute(src), siteOrigin)] : [];
  });
  const renditions = await findRenditionsBySrc(paths);
  if (renditions.size === 0) return html;
  return html.replace(IMG_TAG, (tag) => {
    const src = SRC_ATTRIBUTE.exec(tag)?.[1];
    const rendition = src ? renditions.get(localPath(decodeAttribute(src), siteOrigin)) : undefined;
    return rendition ? responsiveTag(tag, rendition) : tag;
  });
}

function responsiveTag(tag: string, rendition: MediaRendition) {
  if (!rendition.width || !rendition.height) return tag;
  const srcSet = rendition.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  const attributes = ` srcset="${srcSet}" sizes="${ARTICLE_BODY_IMAGE_SIZES}" width="${rendition.width}" height="${rendition.height}"`;
  const stripped = tag.replace(SIZE_ATTRIBUTES, "");
  return stripped.replace(/^<img\b/i, `<img${attributes}`);
}

/** The processed variants of one image URL, or null when it is not a processed image. */
export async function renditionOf(src: string | null) {
  if (!src) return null;
  return (await findRenditionsBySrc([src])).get(src) ?? null;
}
