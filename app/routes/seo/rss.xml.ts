import { JOURNAL_DESCRIPTION, JOURNAL_FEED_PATH, JOURNAL_TITLE } from "~/components/journal/feed";
import { listPublishedArticlesForFeed } from "~/models/article.server";
import { env } from "~/utils/env.server";
import { escapeXml } from "~/utils/xml";

/** Feed readers only need the recent articles. */
const FEED_SIZE = 50;

/** RSS 2.0 feed of the journal's published articles, newest first. */
export async function loader() {
  const origin = new URL(env().PUBLIC_URL).origin;
  const articles = await listPublishedArticlesForFeed({ limit: FEED_SIZE });
  const journalUrl = `${origin}/journal`;
  const newest = articles[0]?.publishedAt ?? articles[0]?.updatedAt;
  const items = articles
    .map((article) => {
      const url = `${origin}/journal/${article.slug}`;
      const lines = [
        `<title>${escapeXml(article.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `<description>${escapeXml(article.excerpt)}</description>`,
        `<category>${escapeXml(article.categoryName)}</category>`,
        article.author ? `<dc:creator>${escapeXml(article.author)}</dc:creator>` : "",
        `<pubDate>${(article.publishedAt ?? article.updatedAt).toUTCString()}</pubDate>`,
      ].filter(Boolean);
      return `    <item>\n      ${lines.join("\n      ")}\n    </item>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(JOURNAL_TITLE)}</title>
    <link>${escapeXml(journalUrl)}</link>
    <description>${escapeXml(JOURNAL_DESCRIPTION)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(`${origin}${JOURNAL_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>${
      newest ? `\n    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : ""
    }
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
    },
  });
}
