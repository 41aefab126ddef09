/**
 * Where an article's link may point: an http(s) or mailto address, or a path of this site
 * ("/contact", "#fleet"). The editor refuses other links and the server's cleaning unwraps
 * them, so both apply this one rule.
 */
export function isAllowedArticleLink(href: string | null | undefined) {
  if (!href) return false;
  const target = href.trim();
  if (target.startsWith("//")) return false;
  if (target.startsWith("/") || target.startsWith("#")) return true;
  return /^(https?:|mailto:)/i.test(target);
}
