/**
 * The characters around a matched word in a search snippet; the query that makes snippets
 * removes them from the article text first, so they cannot be confused with content.
 */
export const SNIPPET_MARK = { start: "\u0002", stop: "\u0003" } as const;
