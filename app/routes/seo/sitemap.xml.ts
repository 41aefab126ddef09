import { aircraftCategorySlugs } from "~/db/schema";
import { listWebsiteAircraftForSitemap } from "~/models/aircraft.server";
import { listPublishedArticlesForFeed } from "~/models/article.server";
import { env } from "~/utils/env.server";
import { escapeXml } from "~/utils/xml";

/** The legal pages' date, as their last modification. */
const LEGAL_LAST_MODIFIED = "2025-08-26";

const staticPages: { path: string; lastmod?: string }[] = [
  { path: "/" },
  { path: "/aircraft" },
  { path: "/fleet" },
  { path: "/acquisition" },
  { path: "/charter" },
  { path: "/services" },
  { path: "/about" },
  { path: "/contact" },
  { path: "/ebook-landing" },
  ...aircraftCategorySlugs.map((slug) => ({ path: `/category/${slug}` })),
  { path: "/terms", lastmod: LEGAL_LAST_MODIFIED },
  { path: "/privacy", lastmod: LEGAL_LAST_MODIFIED },
  { path: "/cookies", lastmod: LEGAL_LAST_MODIFIED },
];

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** Every public page, published article and website-listed aircraft (drafts never appear). */
export async function loader() {
  const origin = new URL(env().PUBLIC_URL).origin;
  const [articles, aircraft] = await Promise.all([
    listPublishedArticlesForFeed(),
    listWebsiteAircraftForSitemap(),
  ]);
  const newestArticle = articles.reduce<Date | undefined>(
    (newest, article) => (!newest || article.updatedAt > newest ? article.updatedAt : newest),
    undefined,
  );
  const entries = [
    ...staticPages,
    { path: "/journal", lastmod: newestArticle ? day(newestArticle) : undefined },
    ...articles.map((article) => ({
      path: `/journal/${article.slug}`,
      lastmod: day(article.updatedAt),
    })),
    ...aircraft.map((item) => ({ path: `/aircraft/${item.slug}`, lastmod: day(item.updatedAt) })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, origin).toString())}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
    },
  });
}
