import type { MetaDescriptor } from "react-router";
import { business } from "~/config/business";

export type SeoInput = {
  /** The origin the site is served from (PUBLIC_URL), from the root loader. */
  origin: string;
  title: string;
  /**
   * True when `title` was written for search results: it is then the whole page title, not
   * followed by the site's name.
   */
  titleWritten?: boolean;
  description: string;
  /** Path of the canonical URL, e.g. "/journal/some-article" (no query string). */
  path: string;
  /** A site path or absolute URL; defaults to the brand's social image. */
  image?: string | null;
  /** The image's size in pixels, when known: networks lay the card out before loading it. */
  imageSize?: { width: number; height: number } | null;
  type?: "website" | "article";
  /** Structured data objects (schema.org), each emitted as one JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  noIndex?: boolean;
};

function absolute(origin: string, pathOrUrl: string) {
  return new URL(pathOrUrl, origin).toString();
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD of one page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absolute(input.origin, input.path);
  const image = absolute(input.origin, input.image ?? "/images/og-default.jpg");
  const title =
    input.path === "/" || input.titleWritten ? input.title : `${input.title} | ${business.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: business.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(input.imageSize
      ? [
          { property: "og:image:width", content: String(input.imageSize.width) },
          { property: "og:image:height", content: String(input.imageSize.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  for (const item of input.jsonLd ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  }
  return tags;
}

/** The site origin from the root loader's data, for meta functions. */
export function originFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
) {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { origin?: string }
    | undefined;
  return root?.origin ?? "http://localhost:3000";
}
