import { env } from "~/utils/env.server";

/** Crawlers may read the public site; the back-office, previews and the API are off limits. */
export function loader() {
  const origin = new URL(env().PUBLIC_URL).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /preview",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
