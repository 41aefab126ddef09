import sanitizeHtml from "sanitize-html";

const tableTags = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];

function isExternal(href: string, siteOrigin: string | undefined) {
  if (!/^https?:\/\//i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/**
 * Article HTML as the site renders it: an allowlist of text, list, quote,
 * link, image and table markup; links only to http(s), mailto or relative targets; external
 * links open no window reference and send no referrer. Images must be the site's own files: one
 * served from another site is dropped (the Content-Security-Policy would block it, and the site
 * must not depend on other servers). Applied on every render, so content stored before a rule
 * changed is still cleaned.
 */
export function sanitizeArticleHtml(html: string, { siteOrigin }: { siteOrigin?: string } = {}) {
  return sanitizeHtml(html, {
    allowedTags: [
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
      "a",
      "img",
      "br",
      "hr",
      "figure",
      "figcaption",
      ...tableTags,
    ],
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) =>
      frame.tag === "img" && (!frame.attribs.src || isExternal(frame.attribs.src, siteOrigin)),
    transformTags: {
      // The page's title is its only h1; deeper levels than h4 read as h4.
      h1: "h2",
      h5: "h4",
      h6: "h4",
      b: "strong",
      i: "em",
      a: (tagName, attribs) => {
        const { rel: _ignored, ...rest } = attribs;
        const href = rest.href ?? "";
        return {
          tagName,
          attribs: isExternal(href, siteOrigin) ? { ...rest, rel: "noopener noreferrer" } : rest,
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: "lazy", decoding: "async" },
      }),
    },
  });
}
