import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { storageStateOf } from "./support/accounts";
import { deleteArticles, storeArticle } from "./support/articles";
import { expect, gotoHydrated, holdRequests, test } from "./support/fixtures";
import {
  notFoundPath,
  publicRoutes,
  publishedArticlePath,
  publishedArticles,
} from "./support/public-routes";

const usDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

/** The journal's list section (featured article and grid). */
function articleList(page: Page) {
  return page.locator('section[aria-labelledby="articles-heading"]');
}

test.describe("journal", () => {
  test("shows the featured article, the grid and both newsletter forms", async ({ page }) => {
    await page.goto("/journal");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = articleList(page);
    await expect(list.getByText("Featured", { exact: true })).toBeVisible();
    const cards = list.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await cards.count()).toBeLessThanOrEqual(12);

    // The first form stays collapsed until asked for; Cancel collapses it again.
    const updates = page.getByRole("region", { name: "Journal updates" });
    const open = updates.getByText("Subscribe to Updates");
    const email = updates.getByRole("textbox", { name: /email/i });
    await expect(open).toBeVisible();
    await expect(email).toBeHidden();
    await open.click();
    await expect(email).toBeVisible();
    await updates.getByRole("button", { name: "Cancel" }).click();
    await expect(email).toBeHidden();
    await expect(open).toBeVisible();

    const newsletter = page.getByRole("region", { name: /market, before it reaches/ });
    await expect(newsletter.getByRole("textbox", { name: /email/i })).toBeVisible();
  });

  test("the category filter changes the list", async ({ page, request }) => {
    const articles = await publishedArticles(request);
    await page.goto("/journal");
    const filter = page.getByRole("navigation", { name: "Article categories" });
    const all = filter.getByRole("link", { name: /^All/ });
    await expect(all).toHaveAttribute("aria-current", "page");
    await expect(all).toContainText(String(articles.length));

    // The smallest category in the bar, so the whole of it fits on one page.
    const links = filter.getByRole("link");
    expect(await links.count()).toBeGreaterThan(2);
    const target = links.last();
    const targetName = ((await target.locator("span").first().textContent()) ?? "").trim();
    const expected = articles.filter((item) => item.category === targetName).length;
    expect(expected).toBeGreaterThan(0);
    await expect(target).toContainText(String(expected));

    await target.click();
    await expect(page).toHaveURL(/\/journal\?category=[a-z-]+$/);
    await expect(target).toHaveAttribute("aria-current", "page");
    await expect(all).not.toHaveAttribute("aria-current", "page");
    await expect(page.locator("#articles-heading")).toHaveText(targetName);
    const cards = articleList(page).getByRole("article");
    await expect(cards).toHaveCount(Math.min(expected, 12));
    for (const card of await cards.all()) await expect(card).toContainText(targetName);

    await all.click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.locator("#articles-heading")).toHaveText("Latest articles");
  });

  test("works without JavaScript: filter links and paging are plain links", async ({
    browser,
    request,
  }) => {
    const articles = await publishedArticles(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/journal");
    const pages = page.getByRole("navigation", { name: "Journal pages" });
    if (articles.length > 12) {
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/journal\?page=2$/);
      await expect(articleList(page).getByRole("article")).toHaveCount(
        Math.min(articles.length - 12, 12),
      );
      await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    } else {
      await expect(pages).toHaveCount(0);
    }
    await page
      .getByRole("navigation", { name: "Article categories" })
      .getByRole("link")
      .nth(1)
      .click();
    await expect(page).toHaveURL(/\/journal\?category=[a-z-]+$/);
    await context.close();
  });

  test("shows 'Loading articles...' while a category loads", async ({ page }) => {
    await gotoHydrated(page, "/journal");
    const release = await holdRequests(page, /\/journal\.data/);
    await page
      .getByRole("navigation", { name: "Article categories" })
      .getByRole("link")
      .nth(1)
      .click();
    await expect(page.getByText("Loading articles...")).toBeVisible();
    release();
    await expect(page.getByText("Loading articles...")).toBeHidden();
    await expect(page).toHaveURL(/category=/);
  });

  test("shows 'Loading article...' while an article loads", async ({ page }) => {
    await gotoHydrated(page, "/journal");
    const release = await holdRequests(page, /\/journal\/[a-z0-9-]+\.data/);
    const card = articleList(page).getByRole("article").nth(1);
    const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByText("Loading article...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Loading article...")).toBeHidden();
  });

  test("shows 'Error loading articles' when the list cannot be loaded", async ({
    page,
    expectPageError,
  }) => {
    expectPageError(/journal\.data/);
    await gotoHydrated(page, "/journal");
    await page.route(/\/journal\.data/, (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "unavailable" }),
    );
    await page
      .getByRole("navigation", { name: "Article categories" })
      .getByRole("link")
      .nth(1)
      .click();
    await expect(page.getByText("Error loading articles")).toBeVisible();
  });

  test("shows 'No articles found in this category.' for a category without articles", async ({
    page,
  }) => {
    const response = await page.goto("/journal?category=no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No articles found in this category.")).toBeVisible();
    await expect(articleList(page).getByRole("article")).toHaveCount(0);
    await page.getByRole("link", { name: "View all articles" }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(articleList(page).getByRole("article").first()).toBeVisible();
  });

  test("/blog opens the market trends articles", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveURL(/\/journal\?category=market-trends$/);
    await expect(page.locator("#articles-heading")).toHaveText("Market Trends");
  });
});

test.describe("article page", () => {
  test("shows the article with its date, reading time and share button", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Desktop Chromium on Linux has no share sheet: the link is copied instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    await page.goto("/journal");
    const featured = articleList(page).getByRole("article").first();
    const title = ((await featured.getByRole("heading").textContent()) ?? "").trim();
    await featured.getByRole("link", { name: title }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const slug = new URL(page.url()).pathname;
    expect(slug).toMatch(/^\/journal\/[a-z0-9-]+$/);
    const header = page.locator("article header").first();
    await expect(header.locator("time")).toHaveText(usDate);
    await expect(header).toContainText(/\d+ min read/);
    await expect(page.locator(".prose-article p").first()).toBeVisible();
    await expect(page.locator("#main img").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Journal" }).first()).toHaveAttribute(
      "href",
      "/journal",
    );

    await page.getByRole("button", { name: "Share Article" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(slug);
  });

  test("uses the Web Share API where the browser has it", async ({ page, request }) => {
    const path = await publishedArticlePath(request);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await gotoHydrated(page, path);
    await page.getByRole("button", { name: "Share Article" }).click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { shared?: ShareData }).shared,
    );
    const data = (await shared.jsonValue()) as ShareData;
    expect(new URL(data.url ?? "").pathname).toBe(path);
    expect(data.title).toBe(await page.getByRole("heading", { level: 1 }).textContent());
  });

  test("a missing article shows 'Article Not Found' with status 404", async ({ page }) => {
    const response = await page.goto("/journal/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Journal" }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });
});

test.describe("catch-all", () => {
  test("moves an article slug to the journal with 301", async ({ page, request }) => {
    const path = await publishedArticlePath(request);
    const slug = path.replace("/journal/", "");
    const response = await request.get(`/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(path);
    await page.goto(`/${slug}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("answers anything else with the 404 view", async ({ page }) => {
    const response = await page.goto(notFoundPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  const pages = [
    { path: "/terms", title: "Terms & Conditions" },
    { path: "/privacy", title: "Privacy Policy" },
    { path: "/cookies", title: "Cookie Policy" },
  ];
  for (const legal of pages) {
    test(`${legal.path} is dated and links to the other legal pages`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      await expect(page.getByText("Last Updated: August 26, 2025")).toBeVisible();
      await expect(page.getByText(/Singapore/).first()).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Legal documents" });
      for (const other of pages) {
        await expect(nav.getByRole("link", { name: other.title })).toHaveAttribute(
          "href",
          other.path,
        );
      }
      await expect(nav.getByRole("link", { name: legal.title })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  }

  test("the privacy policy covers what the site collects and why", async ({ page }) => {
    await page.goto("/privacy");
    for (const heading of [
      "Tracking pixel and web analytics",
      "Children under 18",
      "Governing law",
      "Contact us",
    ]) {
      await expect(page.getByRole("heading", { name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText(/laws of Singapore/)).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ }).first()).toBeVisible();
  });
});

test.describe("caching headers", () => {
  for (const path of ["/", "/journal", "/terms"]) {
    test(`${path} may be cached briefly and carries an ETag`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe(
        "public, max-age=60, stale-while-revalidate=300",
      );
      expect(response.headers().etag).toBeTruthy();
    });
  }

  test("an article page is cached like the others, a missing one is not", async ({ request }) => {
    const path = await publishedArticlePath(request);
    const article = await request.get(path);
    expect(article.headers()["cache-control"]).toBe(
      "public, max-age=60, stale-while-revalidate=300",
    );
    const etag = article.headers().etag ?? "";
    const again = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    const missing = await request.get("/journal/no-such-article");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("analytics", () => {
  type Beacon = { url: string; body: Record<string, unknown> };

  // Playwright does not expose the body of a beacon, so the page keeps a copy of each one it
  // sends (the beacon itself still goes to the server).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const sent: Beacon[] = [];
      (window as unknown as { beacons: Beacon[] }).beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) {
          void data.text().then((text) => sent.push({ url: String(url), body: JSON.parse(text) }));
        }
        return original(url, data);
      };
    });
  });

  async function waitForBeacon(page: Page, match: Record<string, unknown>) {
    const handle = await page.waitForFunction((expected) => {
      const sent = (window as unknown as { beacons: Beacon[] }).beacons;
      return sent.find(
        (beacon) =>
          new URL(beacon.url, location.href).pathname === "/api/events" &&
          Object.entries(expected).every(([key, value]) => beacon.body[key] === value),
      );
    }, match);
    return (await handle.jsonValue()) as Beacon;
  }

  test("records page views, including client-side navigations", async ({ page }) => {
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/events",
    );
    await page.goto("/about");
    await waitForBeacon(page, { name: "page_view", path: "/about" });
    expect((await stored).status()).toBe(204);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Journal" })
      .click();
    await expect(page).toHaveURL(/\/journal$/);
    await waitForBeacon(page, { name: "page_view", path: "/journal" });
  });

  test("records call-to-action clicks as engagement events", async ({ page }) => {
    // Clicks are recorded by the page's script: a click before it runs is a plain link.
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Explore Collection" }).first().click();
    const beacon = await waitForBeacon(page, { name: "cta_click" });
    expect(beacon.body).toMatchObject({
      category: "engagement",
      label: "Explore Collection",
      path: "/",
    });
  });
});

test.describe("search-engine metadata", () => {
  async function structuredData(page: Page) {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noExplicitAny: schema.org objects are open-ended
    const items: any[] = blocks.flatMap((text) => {
      const parsed = JSON.parse(text);
      return parsed["@graph"] ?? [parsed];
    });
    const types = items.flatMap((item) => [item["@type"]].flat());
    return { items, types };
  }

  test("every public page has one canonical URL, social tags and valid JSON-LD", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const routes = [...publicRoutes, await publishedArticlePath(request)];
    for (const path of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveCount(1);
      expect(await canonical.getAttribute("href"), path).toBe(new URL(path, baseURL).toString());
      expect((await page.title()).length, path).toBeGreaterThan(0);
      for (const selector of [
        'meta[name="description"]',
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:image"]',
        'meta[name="twitter:card"]',
      ]) {
        await expect(page.locator(selector), `${path} ${selector}`).toHaveCount(1);
        expect(await page.locator(selector).getAttribute("content"), path).toBeTruthy();
      }
      const { items, types } = await structuredData(page);
      expect(types, path).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
      const website = items.find((item) => item["@type"] === "WebSite");
      // Visitors search the aircraft and the journal.
      const searches = [website.potentialAction].flat();
      expect(searches.map((action: { "@type": string }) => action["@type"])).toEqual([
        "SearchAction",
        "SearchAction",
      ]);
      expect(
        searches.map((action: { target: { urlTemplate: string } }) => action.target.urlTemplate),
      ).toEqual([
        new URL("/aircraft?search={search_term_string}", baseURL).toString(),
        new URL("/journal?q={search_term_string}", baseURL).toString(),
      ]);
    }
  });

  test("the journal, aircraft, about and contact pages declare their page type", async ({
    page,
  }) => {
    for (const [path, type] of [
      ["/journal", "Blog"],
      ["/aircraft", "CollectionPage"],
      ["/about", "AboutPage"],
      ["/contact", "ContactPage"],
    ] as const) {
      await page.goto(path);
      const { types } = await structuredData(page);
      expect(types, path).toContain(type);
    }
  });

  test("an article's metadata comes from the article", async ({ page, request }) => {
    const path = await publishedArticlePath(request);
    await page.goto(path);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(await page.title()).toContain(title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/\/images\/journal\/.+\.webp$/);
    const { items } = await structuredData(page);
    const posting = items.find((item) => item["@type"] === "BlogPosting");
    expect(posting.headline).toBe(title);
    expect(posting.image[0]).toBe(ogImage);
    expect(new Date(posting.datePublished).toString()).not.toBe("Invalid Date");
  });

  test("an editor's meta title, description and social image replace the defaults in the article's head", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const article = await storeArticle({
      title: "Alpine Strips and the Jets That Use Them",
      status: "published",
      excerpt: "Short runways, steep approaches.",
      image: "/images/journal/gulfstream-g500-spotlight.webp",
    });
    const editorContext = await browser.newContext({ storageState: storageStateOf("admin") });
    try {
      // Empty fields: the title with the site's name, the excerpt, the cover at its full size.
      await page.goto(`/journal/${article.slug}`);
      expect(await page.title()).toBe(`${article.title} | Aurum Aviation`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "Short runways, steep approaches.",
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new URL("/images/journal/gulfstream-g500-spotlight.webp", baseURL).toString(),
      );
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
        "content",
        "1600",
      );
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
        "content",
        "1067",
      );

      const editor = await editorContext.newPage();
      await gotoHydrated(editor, `/admin/articles/edit/${article.id}`);
      await expect(editor.getByRole("textbox", { name: "Content" })).toBeVisible();
      // Ready once the save buttons are: edits made before would count as the saved state.
      await expect(editor.getByRole("button", { name: "Update" })).toBeEnabled();
      await editor.getByText("Search & social").click();
      const metaTitle = editor.getByLabel("Meta title");
      await expect(metaTitle).toHaveAttribute("placeholder", article.title);
      const titleCount = editor.locator(`#${await metaTitle.getAttribute("id")}-count`);
      await expect(titleCount).toHaveText("0 / 60");
      // Longer than search results show: a warning, not a refusal.
      await metaTitle.fill("Alpine strips: where private jets land between the peaks");
      await expect(titleCount).toHaveText("56 / 60");
      await metaTitle.fill("Alpine strips: where private jets land among the highest peaks");
      await expect(titleCount).toHaveText("62 / 60 — search results may cut it short");
      await expect(titleCount).toHaveAttribute("data-over", "true");
      await metaTitle.fill("Alpine strips for private jets");
      const description = editor.getByLabel("Meta description");
      await expect(description).toHaveAttribute("placeholder", "Short runways, steep approaches.");
      await description.fill("Courchevel, Samedan and Sion: what it takes to land a jet there.");
      await expect(editor.locator(`#${await description.getAttribute("id")}-count`)).toHaveText(
        "64 / 160",
      );

      const card = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "social-")), "card.png");
      await sharp({
        create: { width: 1200, height: 630, channels: 3, background: "#1d3557" },
      })
        .png()
        .toFile(card);
      await editor.getByLabel("Use another image").check();
      await editor.getByLabel("Upload a social image").setInputFiles(card);
      await expect(editor.locator('input[name="socialImage"]')).toHaveValue(
        /^\/uploads\/media\/[^/]+\/w1200\.webp$/,
      );
      const socialImage = await editor.locator('input[name="socialImage"]').inputValue();
      // Saving while an autosave is on its way would be a conflict with it: let it land first.
      await expect(editor.getByTestId("save-state")).toHaveText(/^Saved · /);
      await editor.getByRole("button", { name: "Update" }).click();
      await expect(editor).toHaveURL(/\/admin\/articles$/);

      // The browser may keep the page a minute (max-age): reloading asks the server again.
      await page.reload();
      const image = new URL(socialImage, baseURL).toString();
      const described = "Courchevel, Samedan and Sion: what it takes to land a jet there.";
      expect(await page.title()).toBe("Alpine strips for private jets");
      const expected: [string, string][] = [
        ['meta[name="description"]', described],
        ['meta[property="og:title"]', "Alpine strips for private jets"],
        ['meta[property="og:description"]', described],
        ['meta[property="og:image"]', image],
        ['meta[property="og:image:width"]', "1200"],
        ['meta[property="og:image:height"]', "630"],
        ['meta[name="twitter:card"]', "summary_large_image"],
        ['meta[name="twitter:title"]', "Alpine strips for private jets"],
        ['meta[name="twitter:image"]', image],
      ];
      for (const [selector, content] of expected) {
        await expect(page.locator(selector), selector).toHaveAttribute("content", content);
      }
      // The page itself still reads the article's own title.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const { items } = await structuredData(page);
      expect(items.find((item) => item["@type"] === "BlogPosting")).toMatchObject({
        headline: "Alpine strips for private jets",
        description: described,
        image: [image],
      });
    } finally {
      await editorContext.close();
      await deleteArticles([article.id]);
    }
  });

  test("the journal's head links its RSS feed", async ({ page, baseURL }) => {
    await page.goto("/journal");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      new URL("/journal/rss.xml", baseURL).toString(),
    );
  });
});
