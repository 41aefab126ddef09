const BLOCK_END =
  /<\/(p|h2|h3|h4|li|blockquote|pre|figure|figcaption|tr|table)>|<br\s*\/?>|<hr\s*\/?>/gi;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": "\u00a0",
};

/**
 * An article body as plain text, one block a line, images as "[Image: alt]", for showing two
 * versions side by side and comparing revisions.
 */
export function articleText(html: string) {
  return html
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, "[Image: $1]")
    .replace(/<\/t[dh]>/gi, " | ")
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{2,}/g, "\n")
    .trim();
}
