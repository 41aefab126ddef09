/** The current query string with some keys changed (null removes a key). */
export function withParams(
  search: string | URLSearchParams,
  updates: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(updates)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}
