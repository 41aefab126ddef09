import { diffArrays } from "diff";
import sanitizeHtml from "sanitize-html";
import { isAllowedArticleLink } from "./article-link";

const tableTags = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];

/**
 * The markup an article body may hold. The article editor's document schema produces exactly
 * this set (see app/components/admin/articles/editor/extensions.ts), so what the editor shows
 * is what is published.
 */
const allowedTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "blockquote",
  "strong",
  "em",
  "code",
  "pre",
  "a",
  "img",
  "br",
  "hr",
  "figure",
  "figcaption",
  ...tableTags,
];

const allowedAttributes = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  ol: ["start", "type"],
  code: ["class"],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
};

function isExternal(href: string, siteOrigin: string | undefined) {
  if (!/^https?:\/\//i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** One of the site's own files: a root-relative path, or an absolute URL of the site. */
function isSiteImage(src: string | undefined, siteOrigin: string | undefined) {
  if (!src) return false;
  if (src.startsWith("/") && !src.startsWith("//")) return true;
  if (!siteOrigin || !/^https?:\/\//i.test(src)) return false;
  try {
    return new URL(src).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * HTML written the way browsers (and so the editor) serialize it, so that content the cleaning
 * keeps is byte for byte what the editor wrote: void elements as `<br>`, not sanitize-html's
 * `<br />`; `<` and `>` in attribute values as they are (sanitize-html escapes them, so each
 * `<…>` match is exactly one tag); no-break spaces as `&nbsp;`.
 */
function asBrowsersWriteIt(html: string) {
  return html
    .replace(/<[^>]*>/g, (tag) =>
      (tag.endsWith(" />") ? `${tag.slice(0, -3)}>` : tag)
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">"),
    )
    .replaceAll("\u00a0", "&nbsp;");
}

/**
 * An article body as it is stored: only the allowed markup; a link whose target is not
 * http(s), mailto or a path of the site loses its link and keeps its text (a dead link would
 * still look like one); an image that is not one of the site's own files is dropped (the
 * Content-Security-Policy would block it, and the site must not depend on other servers), and
 * a figure left without its image goes with it.
 */
export function cleanArticleHtml(html: string, { siteOrigin }: { siteOrigin?: string } = {}) {
  // A link is unwrapped in two passes: the first renames it to an allowed <span>, the second
  // drops every <span> and keeps its text. (Renaming it straight to a disallowed tag makes
  // sanitize-html close the next link of the same depth with that tag's name.)
  const marked = sanitizeHtml(html, {
    allowedTags: [...allowedTags, "span"],
    allowedAttributes,
    allowedClasses: { code: ["language-*"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) =>
      (frame.tag === "img" && !isSiteImage(frame.attribs.src, siteOrigin)) ||
      (frame.tag === "figure" && frame.mediaChildren.length === 0),
    transformTags: {
      // The page's title is its only h1; deeper levels than h4 read as h4.
      h1: "h2",
      h5: "h4",
      h6: "h4",
      b: "strong",
      i: "em",
      a: (tagName, attribs) =>
        isAllowedArticleLink(attribs.href)
          ? { tagName, attribs }
          : { tagName: "span", attribs: {} },
    },
  });
  return asBrowsersWriteIt(
    sanitizeHtml(marked, {
      allowedTags,
      allowedAttributes,
      allowedClasses: { code: ["language-*"] },
      allowedSchemes: ["http", "https", "mailto"],
      allowProtocolRelative: false,
    }),
  );
}

/**
 * Article HTML as a page renders it: the stored form (cleanArticleHtml, applied again so
 * content stored before a rule changed is still cleaned), external links opening no window
 * reference and sending no referrer, images loading lazily.
 */
export function sanitizeArticleHtml(html: string, { siteOrigin }: { siteOrigin?: string } = {}) {
  return asBrowsersWriteIt(
    sanitizeHtml(cleanArticleHtml(html, { siteOrigin }), {
      allowedTags,
      allowedAttributes: {
        ...allowedAttributes,
        a: [...allowedAttributes.a, "rel"],
        img: [...allowedAttributes.img, "loading", "decoding"],
      },
      allowedClasses: { code: ["language-*"] },
      transformTags: {
        a: (tagName, attribs) => ({
          tagName,
          attribs: isExternal(attribs.href ?? "", siteOrigin)
            ? { ...attribs, rel: "noopener noreferrer" }
            : attribs,
        }),
        img: (tagName, attribs) => ({
          tagName,
          attribs: { ...attribs, loading: "lazy", decoding: "async" },
        }),
      },
    }),
  );
}

/** The same HTML written by the same serializer with nothing removed, to compare against. */
function reserialized(html: string) {
  return asBrowsersWriteIt(
    sanitizeHtml(html, {
      allowedTags: false,
      allowedAttributes: false,
      allowVulnerableTags: true,
      // Every scheme, so a link the cleaning unwraps shows with the target it had.
      allowedSchemes: [
        "http",
        "https",
        "mailto",
        "tel",
        "ftp",
        "javascript",
        "data",
        "vbscript",
        "file",
      ],
      allowProtocolRelative: true,
    }),
  );
}

/** One place where storing would change an article body: what goes, and what replaces it. */
export type ArticleHtmlChange = { removed: string; added: string };

const MAX_REPORTED_CHANGES = 20;
const MAX_FRAGMENT = 160;

function tokens(html: string) {
  return html.match(/<[^>]*>|[^<]+/g) ?? [];
}

function shorten(fragment: string) {
  return fragment.length > MAX_FRAGMENT ? `${fragment.slice(0, MAX_FRAGMENT)}…` : fragment;
}

/**
 * What cleanArticleHtml would change in `html` (at most twenty places), so a save can ask
 * first instead of rewriting content silently. Empty when it would store the HTML as it is.
 */
export function articleHtmlChanges(html: string, options: { siteOrigin?: string } = {}) {
  const before = reserialized(html);
  const after = cleanArticleHtml(html, options);
  if (before === after) return { clean: after, changes: [] as ArticleHtmlChange[] };
  const changes: ArticleHtmlChange[] = [];
  let pending: ArticleHtmlChange | null = null;
  for (const part of diffArrays(tokens(before), tokens(after))) {
    if (!part.added && !part.removed) {
      if (pending) changes.push(pending);
      pending = null;
      continue;
    }
    pending ??= { removed: "", added: "" };
    if (part.removed) pending.removed += part.value.join("");
    else pending.added += part.value.join("");
  }
  if (pending) changes.push(pending);
  return {
    clean: after,
    changes: changes
      .slice(0, MAX_REPORTED_CHANGES)
      .map((change) => ({ removed: shorten(change.removed), added: shorten(change.added) })),
  };
}
