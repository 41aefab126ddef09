/**
 * The URL slug of a title: lowercase, only letters, digits, spaces and hyphens kept,
 * whitespace runs become one hyphen, repeated hyphens collapse. Accents are folded first
 * ("Café" → "cafe") so slugs stay plain ASCII, and edge hyphens are trimmed.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
