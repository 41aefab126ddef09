import { XMLValidator } from "fast-xml-parser";
import { expect, test } from "./support/fixtures";
import { publicRoutes, publishedArticles, xmlParser } from "./support/public-routes";

/** The aircraft the seed lists on the website, and those it keeps off it. */
const listedAircraft = [
  "gulfstream-iv-sp",
  "gulfstream-g500",
  "bombardier-global-6000",
  "embraer-phenom-300e",
];
const unlistedAircraft = ["cessna-citation-ultra", "embraer-phenom-300"];

test("/sitemap.xml lists every public page, published article and listed aircraft", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const sitemap = xmlParser.parse(xml);
  expect(sitemap.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const entries: { loc: string; lastmod?: string }[] = [sitemap.urlset.url].flat();
  const locs = entries.map((entry) => entry.loc);
  const url = (path: string) => new URL(path, baseURL).toString();

  for (const path of publicRoutes) expect(locs, path).toContain(url(path));
  const articles = await publishedArticles(request);
  expect(articles.length).toBeGreaterThan(0);
  for (const article of articles) expect(locs).toContain(article.link);
  expect(locs.filter((loc) => loc.includes("/journal/"))).toHaveLength(articles.length);
  for (const slug of listedAircraft) {
    const entry = entries.find((item) => item.loc === url(`/aircraft/${slug}`));
    expect(entry?.lastmod, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  for (const slug of unlistedAircraft) expect(locs).not.toContain(url(`/aircraft/${slug}`));
  for (const loc of locs.filter((item) => item.includes("/journal/"))) {
    expect(entries.find((item) => item.loc === loc)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  for (const path of ["/admin", "/preview", "/api"]) {
    expect(locs.some((loc) => new URL(loc).pathname.startsWith(path))).toBe(false);
  }
  expect(new Set(locs).size).toBe(locs.length);
});

test("/robots.txt keeps crawlers out of /admin, /preview and /api and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  for (const path of ["/admin", "/preview", "/api"]) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
});

test("/journal/rss.xml is an RSS 2.0 feed whose items open published articles", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/journal/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const rss = xmlParser.parse(xml).rss;
  expect(rss["@_version"]).toBe("2.0");
  expect(rss.channel.link).toBe(new URL("/journal", baseURL).toString());
  const items: { title: string; link: string; guid: unknown; pubDate: string }[] = [
    rss.channel.item,
  ].flat();
  expect(items.length).toBeGreaterThan(0);
  const dates = items.map((item) => new Date(item.pubDate).getTime());
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  for (const item of items.slice(0, 3)) {
    const page = await request.get(item.link);
    expect(page.status(), item.link).toBe(200);
    expect(await page.text()).toContain(
      item.title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    );
  }
});
