import { ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `%` and `_` typed by staff are matched literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Case-insensitive substring search for `search` in any of `columns`; no condition when the
 * search is blank.
 */
export function containsAny(columns: AnyPgColumn[], search: string | null | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern))) as SQL | undefined;
}
