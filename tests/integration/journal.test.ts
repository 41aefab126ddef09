import { desc } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { aircraft, analyticsEvents, articles } from "~/db/schema";
import { seedCategories } from "~/db/seed/content/categories";
import {
  getPublishedArticleBySlug,
  JOURNAL_PAGE_SIZE,
  listArticleCategoriesWithCounts,
  listPublishedArticleCards,
  listPublishedArticlesForFeed,
} from "~/models/article.server";
import { action as eventsAction, loader as eventsLoader } from "~/routes/api/events";
import { loader as robotsLoader } from "~/routes/seo/robots.txt";
import { loader as rssLoader } from "~/routes/seo/rss.xml";
import { loader as sitemapLoader } from "~/routes/seo/sitemap.xml";
import { loader as blogLoader } from "~/routes/site/blog";
import { loader as journalLoader } from "~/routes/site/journal";
import { loader as articleLoader } from "~/routes/site/journal.$slug";
import { env } from "~/utils/env.server";
import { insertSeedCategories } from "../support/article-categories";

const origin = new URL(env().PUBLIC_URL).origin;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { ip: "203.0.113.5", requestId: "t" });
  return provider;
}

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
type AnyArgs = any;
function args(path: string, params: Record<string, string> = {}, init?: RequestInit): AnyArgs {
  return { request: new Request(`${origin}${path}`, init), params, context: context() };
}

async function thrownStatus(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
  throw new Error("expected the loader to throw");
}

/** 14 published market-trends articles, 2 published technology, 1 technology draft. */
beforeAll(async () => {
  await insertSeedCategories();
  const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 9));
  const rows = [
    ...Array.from({ length: 14 }, (_, i) => ({
      slug: `market-${i + 1}`,
      title: `Market report ${i + 1}`,
      category: "market-trends",
      categoryName: "Market Trends",
      publishedAt: day(i),
    })),
    {
      slug: "tech-a",
      title: "Avionics & <upgrades>",
      category: "technology",
      categoryName: "Technology",
      publishedAt: day(20),
    },
    {
      slug: "tech-b",
      title: "Connectivity",
      category: "technology",
      categoryName: "Technology",
      publishedAt: day(21),
    },
  ].map((row) => ({
    ...row,
    excerpt: `About ${row.title}`,
    content: `<p>${words(700)}</p><script>alert(1)</script><a href="https://example.org">src</a>`,
    // What the article model stores on write for this body (700 words at 220 a minute).
    readingMinutes: 4,
    author: "Editorial Team",
    image: `/images/journal/${row.slug}.webp`,
    status: "published" as const,
    updatedAt: row.publishedAt,
  }));
  await db()
    .insert(articles)
    .values([
      ...rows,
      {
        slug: "secret-draft",
        title: "Unpublished",
        category: "technology",
        categoryName: "Technology",
        status: "draft",
        content: "<p>draft</p>",
      },
    ]);
  await db()
    .insert(aircraft)
    .values([
      {
        slug: "gulfstream-g500",
        make: "Gulfstream",
        model: "G500",
        name: "Gulfstream G500",
        category: "ultra-long-range",
        websiteListing: true,
        updatedAt: new Date("2026-10-05T00:00:00Z"),
      },
      {
        slug: "cessna-citation-ultra",
        make: "Cessna",
        model: "Citation Ultra",
        name: "Cessna Citation Ultra",
        category: "light-jets",
        websiteListing: false,
      },
    ]);
});

describe("article model (public reads)", () => {
  it("lists published article cards newest first, paged, with reading time", async () => {
    const first = await listPublishedArticleCards({ page: 1, pageSize: JOURNAL_PAGE_SIZE });
    expect(first).toHaveLength(12);
    expect(first.map((a) => a.slug).slice(0, 3)).toEqual(["tech-b", "tech-a", "market-14"]);
    expect(first[0]?.readingMinutes).toBe(4);
    expect(first[0]).not.toHaveProperty("content");
    const second = await listPublishedArticleCards({ page: 2 });
    expect(second).toHaveLength(4);
    expect(second.map((a) => a.slug)).not.toContain("secret-draft");
  });

  it("filters by category", async () => {
    const tech = await listPublishedArticleCards({ category: "technology" });
    expect(tech.map((a) => a.slug)).toEqual(["tech-b", "tech-a"]);
  });

  it("counts published articles per category, drafts excluded, every category listed", async () => {
    const categories = await listArticleCategoriesWithCounts();
    expect(categories.map((c) => c.slug)).toEqual(seedCategories.map((c) => c.slug));
    const counts = Object.fromEntries(categories.map((c) => [c.slug, c.count]));
    expect(counts).toMatchObject({ "market-trends": 14, technology: 2, business: 0 });
  });

  it("reads one published article and never a draft", async () => {
    expect((await getPublishedArticleBySlug("tech-a"))?.title).toBe("Avionics & <upgrades>");
    expect(await getPublishedArticleBySlug("secret-draft")).toBeNull();
    expect(await getPublishedArticleBySlug("missing")).toBeNull();
    const feed = await listPublishedArticlesForFeed({ limit: 3 });
    expect(feed.map((a) => a.slug)).toEqual(["tech-b", "tech-a", "market-14"]);
  });
});

describe("journal page loader", () => {
  it("pages by 12 and reports the category counts", async () => {
    const { data: page1 } = await journalLoader(args("/journal"));
    expect(page1.articles).toHaveLength(12);
    expect(page1.pageCount).toBe(2);
    expect(page1.allCount).toBe(16);
    const { data: page2 } = await journalLoader(args("/journal?page=2"));
    expect(page2.articles).toHaveLength(4);
  });

  it("filters by ?category= and shows an empty category as empty", async () => {
    const { data: tech } = await journalLoader(args("/journal?category=technology"));
    expect(tech.articles.map((a) => a.slug)).toEqual(["tech-b", "tech-a"]);
    expect(tech.categoryName).toBe("Technology");
    const { data: empty } = await journalLoader(args("/journal?category=business"));
    expect(empty.articles).toEqual([]);
    const { data: all } = await journalLoader(args("/journal?category=all"));
    expect(all.total).toBe(16);
  });

  it("shows an unknown category as empty, with status 404 and no caching", async () => {
    const result = await journalLoader(args("/journal?category=nope"));
    expect(result.init?.status).toBe(404);
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(result.data).toMatchObject({ articles: [], total: 0, category: null });
  });

  it("answers 404 for a page out of range", async () => {
    expect(await thrownStatus(() => journalLoader(args("/journal?page=3")))).toBe(404);
    expect(await thrownStatus(() => journalLoader(args("/journal?page=0")))).toBe(404);
    expect(await thrownStatus(() => journalLoader(args("/journal?page=x")))).toBe(404);
  });

  it("sends /blog to the market-trends category", async () => {
    let response: unknown;
    try {
      blogLoader();
    } catch (error) {
      response = error;
    }
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("Location")).toBe("/journal?category=market-trends");
  });
});

describe("article page loader", () => {
  it("returns sanitized HTML, the reading time and other articles of the category", async () => {
    const result = await articleLoader(args("/journal/tech-a", { slug: "tech-a" }));
    expect(result.article.html).not.toContain("<script");
    expect(result.article.html).toContain('rel="noopener noreferrer"');
    expect(result.article.readingMinutes).toBe(4);
    expect(result.url).toBe(`${origin}/journal/tech-a`);
    expect(result.more.map((a) => a.slug)).toEqual(["tech-b"]);
  });

  it("answers 404 for drafts and unknown slugs", async () => {
    for (const slug of ["secret-draft", "does-not-exist"]) {
      expect(await thrownStatus(() => articleLoader(args(`/journal/${slug}`, { slug })))).toBe(404);
    }
  });
});

describe("search-engine documents", () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it("sitemap.xml lists public pages, published articles and listed aircraft", async () => {
    const response = await sitemapLoader();
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    expect(response.headers.get("Cache-Control")).toMatch(/public/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries: { loc: string; lastmod?: string }[] = [parser.parse(xml).urlset.url].flat();
    const locs = entries.map((entry) => entry.loc);
    for (const path of ["/", "/aircraft", "/journal", "/about", "/contact", "/terms", "/privacy"]) {
      expect(locs).toContain(new URL(path, origin).toString());
    }
    expect(locs).toContain(`${origin}/journal/tech-a`);
    expect(locs).toContain(`${origin}/aircraft/gulfstream-g500`);
    expect(locs).not.toContain(`${origin}/journal/secret-draft`);
    expect(locs).not.toContain(`${origin}/aircraft/cessna-citation-ultra`);
    expect(entries.find((e) => e.loc === `${origin}/journal/tech-b`)?.lastmod).toBe("2026-10-22");
    expect(entries.find((e) => e.loc === `${origin}/aircraft/gulfstream-g500`)?.lastmod).toBe(
      "2026-10-05",
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("robots.txt keeps crawlers out of /admin, /preview and /api and names the sitemap", async () => {
    const response = robotsLoader();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /preview",
        "Disallow: /api",
        `Sitemap: ${origin}/sitemap.xml`,
      ]),
    );
  });

  it("rss.xml is an RSS 2.0 feed of the published articles, escaped", async () => {
    const response = await rssLoader();
    expect(response.headers.get("Content-Type")).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    const items: { title: string; link: string; pubDate: string }[] = [rss.channel.item].flat();
    expect(items).toHaveLength(16);
    expect(items[0]?.link).toBe(`${origin}/journal/tech-b`);
    expect(items[1]?.title).toBe("Avionics & <upgrades>");
    expect(new Date(items[0]?.pubDate ?? "").toISOString()).toBe("2026-10-22T09:00:00.000Z");
    expect(items.map((item) => item.link)).not.toContain(`${origin}/journal/secret-draft`);
  });
});

describe("POST /api/events", () => {
  // A browser names itself and its reader's languages; requests without them are not counted.
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    eventsAction(
      args(
        "/api/events",
        {},
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: origin,
            "User-Agent":
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
            "Accept-Language": "en-GB,en;q=0.9",
            ...headers,
          },
          body: typeof body === "string" ? body : JSON.stringify(body),
        },
      ),
    );

  it("stores a page view and a call-to-action click", async () => {
    expect((await post({ name: "page_view", path: "/journal", referrer: "" })).status).toBe(204);
    const click = await post({
      name: "cta_click",
      category: "engagement",
      label: "Explore Collection",
      path: "/",
    });
    expect(click.status).toBe(204);
    const rows = await db()
      .select({
        name: analyticsEvents.name,
        category: analyticsEvents.category,
        label: analyticsEvents.label,
        path: analyticsEvents.path,
        referrer: analyticsEvents.referrer,
      })
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.createdAt));
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: "page_view", category: null, label: null, path: "/journal", referrer: null },
        {
          name: "cta_click",
          category: "engagement",
          label: "Explore Collection",
          path: "/",
          referrer: null,
        },
      ]),
    );
  });

  it("rejects unknown names, bad paths, oversized bodies and other sites with an error", async () => {
    expect((await post({ name: "purchase", path: "/" })).status).toBe(400);
    expect((await post({ name: "page_view", path: "https://evil.example/" })).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ name: "cta_click", path: "/", label: "x".repeat(201) })).status).toBe(400);
    const big = await post({ name: "page_view", path: `/${"a".repeat(5000)}` });
    expect(big.status).toBe(413);
    expect(
      (await post({ name: "page_view", path: "/" }, { Origin: "https://evil.example" })).status,
    ).toBe(403);
    const wrongType = await eventsAction(
      args("/api/events", {}, { method: "POST", headers: { Origin: origin }, body: "x" }),
    );
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: expect.any(String) });
  });

  it("does not count crawlers and answers GET with 405", async () => {
    const before = (await db().select().from(analyticsEvents)).length;
    const bot = await post(
      { name: "page_view", path: "/" },
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    );
    expect(bot.status).toBe(204);
    expect((await db().select().from(analyticsEvents)).length).toBe(before);
    const get = await eventsLoader(args("/api/events"));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});
