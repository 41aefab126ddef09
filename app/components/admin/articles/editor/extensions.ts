import { type Extensions, mergeAttributes, Node } from "@tiptap/core";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedArticleLink } from "~/utils/article-link";

export type FigureAttributes = {
  src: string;
  alt: string;
  caption: string;
  width: number | null;
  height: number | null;
};

function imageAttributes(img: Element) {
  return {
    src: img.getAttribute("src"),
    alt: img.getAttribute("alt") ?? "",
    width: Number(img.getAttribute("width")) || null,
    height: Number(img.getAttribute("height")) || null,
  };
}

/**
 * An image of the site with its alt text and an optional plain-text caption, written as
 * `<figure><img src alt><figcaption>…</figcaption></figure>`. A bare `<img>` of older content
 * opens as a figure without caption.
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    // Written by renderHTML below, from the image and the caption, not as attributes of <figure>.
    const attribute = (fallback: string | null) => ({
      default: fallback,
      rendered: false,
      parseHTML: () => null,
    });
    return {
      src: attribute(null),
      alt: attribute(""),
      caption: attribute(""),
      width: attribute(null),
      height: attribute(null),
    };
  },
  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (element) => {
          const img = element.querySelector("img[src]");
          if (!img) return false;
          const caption = element.querySelector("figcaption")?.textContent?.trim() ?? "";
          return { ...imageAttributes(img), caption };
        },
      },
      { tag: "img[src]", getAttrs: (element) => imageAttributes(element) },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, caption, width, height } = node.attrs as FigureAttributes;
    const image = [
      "img",
      mergeAttributes(
        { src, alt },
        width ? { width: String(width) } : {},
        height ? { height: String(height) } : {},
      ),
    ] as const;
    return caption ? ["figure", image, ["figcaption", caption]] : ["figure", image];
  },
});

/** Tables as plain markup: no column widths or inline styles, which the site does not publish. */
const PlainTable = Table.extend({
  renderHTML() {
    return ["table", ["tbody", 0]];
  },
});

/**
 * The article editor's document schema. It produces exactly the markup the server keeps
 * (cleanArticleHtml): headings h2–h4, paragraphs, bold, italic, inline code, lists, quotes,
 * code blocks, rules, line breaks, links to http(s), mailto or the site's paths, figures and
 * tables. `figureView` gives figures their editing controls in the browser.
 */
export function articleExtensions({ figureView }: { figureView?: typeof Figure } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedArticleLink(url),
      },
    }),
    figureView ?? Figure,
    PlainTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}
