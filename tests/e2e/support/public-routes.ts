import type { APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";

/** Every public page of the site (the article page is added with a published slug). */
export const publicRoutes = [
  "/",
  "/aircraft",
  "/aircraft/gulfstream-g500",
  "/fleet",
  "/acquisition",
  "/charter",
  "/services",
  "/about",
  "/contact",
  "/journal",
  "/ebook-landing",
  "/terms",
  "/privacy",
  "/cookies",
  "/category/heavy-jets",
] as const;

export const notFoundPath = "/this-page-does-not-exist";

export const xmlParser = new XMLParser({ ignoreAttributes: false });

export type FeedItem = { title: string; link: string; category: string };

/** The journal's published articles as its RSS feed lists them, newest first. */
export async function publishedArticles(request: APIRequestContext): Promise<FeedItem[]> {
  const response = await request.get("/journal/rss.xml");
  const rss = xmlParser.parse(await response.text()).rss;
  return [rss.channel.item ?? []].flat();
}

/**
 * The path of a published article of the starter content, e.g. `/journal/some-slug`: the oldest
 * in the feed, since articles other tests publish are newer (and may have no cover).
 */
export async function publishedArticlePath(request: APIRequestContext): Promise<string> {
  const oldest = (await publishedArticles(request)).at(-1);
  if (!oldest) throw new Error("The seed has no published article");
  return new URL(oldest.link).pathname;
}
