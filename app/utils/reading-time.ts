/** Average adult silent reading speed used for the article reading time. */
export const WORDS_PER_MINUTE = 220;

/** The words of an HTML fragment: tags and entities are not words. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes needed to read an article's HTML, at least one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** "N min read". */
export function readingTime(html: string): string {
  return `${readingMinutes(html)} min read`;
}
