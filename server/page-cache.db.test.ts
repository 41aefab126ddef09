import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, getDatabaseHandle } from "~/db/client.server";
import { articleCategories, articles } from "~/db/schema";
import { createArticle, updateArticle } from "~/models/article.server";
import { cachedPublicRead, watchContentChanges } from "~/utils/content-cache.server";
import { createPageCache, type RenderPage } from "./page-cache";

/**
 * The middleware in front of a stand-in renderer that shows a real article from the test
 * database and counts its renders; requests that bypass the cache reach a fallback handler.
 */
let renders = 0;
let gate: Promise<void> | undefined;

const render: RenderPage = async (request) => {
  renders += 1;
  await gate;
  const url = new URL(request.url);
  const [article] = await db()
    .select({ title: articles.title })
    .from(articles)
    .where(eq(articles.slug, "first-flight"));
  const page = `<html><body><h1>${article?.title ?? "none"}</h1><p>${url.pathname}${url.search}</p>${"<p>padding</p>".repeat(200)}</body></html>`;
  if (url.pathname === "/contact") {
    return new Response(page, {
      headers: { "Cache-Control": "public, max-age=60", "Set-Cookie": "visitor=1" },
    });
  }
  if (url.pathname === "/about") {
    return new Response(page, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(page, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
};

type Site = { url: string; close: () => Promise<void> };
const sites: Site[] = [];

async function startSite(options: { maxBytes?: number; freshForMs?: number } = {}) {
  const app = express();
  app.use(createPageCache({ render, origin: "http://site.test", maxBytes: 1 << 20, ...options }));
  app.use((req, res) => {
    res.set("Cache-Control", "no-store").send(`fallback ${req.originalUrl}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const site: Site = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  sites.push(site);
  return site;
}

async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(url, { headers, method });
  return { response, cache: response.headers.get("x-cache"), body: await response.text() };
}

const articleInput = {
  title: "First flight",
  slug: "first-flight",
  excerpt: "",
  content: "<p>The first flight.</p>",
  author: "Editorial Team",
  image: null,
  category: "aviation",
  status: "published" as const,
  metaTitle: null,
  metaDescription: null,
  socialImage: null,
};
let articleId = "";
let stopWatching: () => Promise<void> = async () => {};

beforeAll(async () => {
  stopWatching = await watchContentChanges(getDatabaseHandle());
  await db().insert(articleCategories).values({ slug: "aviation", name: "Aviation" });
  const created = await createArticle(articleInput);
  if (!created.ok) throw new Error(created.reason);
  articleId = created.article.id;
});

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await stopWatching();
});

/** Renames the article through the model, as any writer would. */
async function retitle(title: string) {
  const result = await updateArticle(articleId, { ...articleInput, title });
  expect(result.ok).toBe(true);
}

describe("rendered-page cache", () => {
  it("renders a page once and serves the same bytes to the next anonymous visitor", async () => {
    const site = await startSite();
    const before = renders;
    const first = await get(`${site.url}/journal`);
    const second = await get(`${site.url}/journal`);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(renders - before).toBe(1);
  });

  it("sends the stored brotli or gzip body, and the page itself without Accept-Encoding", async () => {
    const site = await startSite();
    const plain = await get(`${site.url}/services`, { "Accept-Encoding": "identity" });
    const brotli = await get(`${site.url}/services`, { "Accept-Encoding": "gzip, br" });
    const gzip = await get(`${site.url}/services`, { "Accept-Encoding": "gzip" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(brotli.response.headers.get("content-encoding")).toBe("br");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(brotli.body).toBe(plain.body);
    expect(gzip.body).toBe(plain.body);
    expect(gzip.response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers If-None-Match with 304 from the cache, without rendering", async () => {
    const site = await startSite();
    const first = await get(`${site.url}/terms`);
    const etag = first.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const before = renders;
    for (const candidate of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await get(`${site.url}/terms`, { "If-None-Match": candidate });
      expect(revalidated.response.status).toBe(304);
      expect(revalidated.cache).toBe("hit");
      expect(revalidated.body).toBe("");
    }
    expect(renders).toBe(before);
    const changed = await get(`${site.url}/terms`, { "If-None-Match": '"other"' });
    expect(changed.response.status).toBe(200);
  });

  it("renders once for visitors who arrive together on a miss", async () => {
    const site = await startSite();
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const before = renders;
    const pending = Array.from({ length: 5 }, () => get(`${site.url}/fleet`));
    await vi.waitFor(() => expect(renders - before).toBe(1));
    release();
    gate = undefined;
    const results = await Promise.all(pending);
    expect(renders - before).toBe(1);
    expect(new Set(results.map((result) => result.body)).size).toBe(1);
    expect(results.every((result) => result.response.status === 200)).toBe(true);
  });

  it("lets a visitor with a cookie or an unlisted query through without storing anything", async () => {
    const site = await startSite();
    const bypassed = [
      await get(`${site.url}/charter`, { Cookie: "aurum.session_token=anything" }),
      await get(`${site.url}/charter`, { Cookie: "unrelated=1" }),
      await get(`${site.url}/charter`, { Authorization: "Bearer x" }),
      await get(`${site.url}/charter?utm_source=mail`),
      await get(`${site.url}/journal?page=2&page=3`),
      await get(`${site.url}/journal?page=0`),
      await get(`${site.url}/journal?category=<script>`),
      await get(`${site.url}/admin/articles`),
      await get(`${site.url}/api/articles`),
      await get(`${site.url}/preview/123`),
      await get(`${site.url}/journal/%00`),
      await get(`${site.url}//journal`),
      await get(`${site.url}/journal/`),
    ];
    for (const result of bypassed) {
      expect(result.cache).toBe("bypass");
      expect(result.body).toMatch(/^fallback /);
    }
    const anonymous = await get(`${site.url}/charter`);
    expect(anonymous.cache).toBe("miss");
    const posted = await get(`${site.url}/charter`, {}, "POST");
    expect(posted.cache).toBe("bypass");
    expect(posted.body).toBe("fallback /charter");
  });

  it("keys allow-listed parameters in one order and serves HEAD from the same entry", async () => {
    const site = await startSite();
    const first = await get(`${site.url}/journal?page=2&category=market-trends`);
    const reordered = await get(`${site.url}/journal?category=market-trends&page=2`);
    expect(first.cache).toBe("miss");
    expect(reordered.cache).toBe("hit");
    const head = await get(`${site.url}/journal?page=2&category=market-trends`, {}, "HEAD");
    expect(head.cache).toBe("hit");
    expect(head.body).toBe("");
  });

  it("never stores a response that sets a cookie or is not public", async () => {
    const site = await startSite();
    for (const path of ["/contact", "/about"]) {
      const first = await get(`${site.url}${path}`);
      const second = await get(`${site.url}${path}`);
      expect(first.cache).toBe("bypass");
      expect(second.cache).toBe("bypass");
    }
    const about = await get(`${site.url}/about`);
    expect(about.response.status).toBe(404);
    const contact = await fetch(`${site.url}/contact`);
    expect(contact.headers.get("set-cookie")).toBe("visitor=1");
  });

  it("shows a content change on the next request, and a forged cookie clears nothing", async () => {
    const site = await startSite();
    expect((await get(`${site.url}/journal/first-flight`)).body).toContain("<h1>First flight</h1>");
    await get(`${site.url}/journal/first-flight`, {
      Cookie: "aurum.session_token=forged; aurum_flash=forged",
    });
    expect((await get(`${site.url}/journal/first-flight`)).cache).toBe("hit");

    await retitle("First flight, revised");
    await vi.waitFor(async () => {
      const next = await get(`${site.url}/journal/first-flight`);
      expect(next.body).toContain("<h1>First flight, revised</h1>");
      expect(next.cache).toBe("miss");
    });
    await retitle("First flight");
    // On PostgreSQL the notification is asynchronous: let it land before the next test.
    await vi.waitFor(async () =>
      expect((await get(`${site.url}/journal/first-flight`)).body).toContain(
        "<h1>First flight</h1>",
      ),
    );
  });

  it("evicts the least recently used pages beyond its byte budget", async () => {
    // Each entry holds the page three times (plain, gzip, brotli): about 3.2 kB here.
    const site = await startSite({ maxBytes: 8_000 });
    await get(`${site.url}/aircraft/one`);
    await get(`${site.url}/aircraft/two`);
    expect((await get(`${site.url}/aircraft/one`)).cache).toBe("hit");
    await get(`${site.url}/aircraft/three`);
    expect((await get(`${site.url}/aircraft/two`)).cache).toBe("miss");
    expect((await get(`${site.url}/aircraft/three`)).cache).toBe("hit");
  });

  it("is off with a budget of zero", async () => {
    const site = await startSite({ maxBytes: 0 });
    expect((await get(`${site.url}/privacy`)).cache).toBe("bypass");
    expect((await get(`${site.url}/privacy`)).cache).toBe("bypass");
  });

  it("serves a stale page at once and renders a fresh one behind it", async () => {
    const site = await startSite({ freshForMs: 0 });
    await get(`${site.url}/acquisition`);
    const before = renders;
    const stale = await get(`${site.url}/acquisition`);
    expect(stale.cache).toBe("hit");
    await vi.waitFor(() => expect(renders - before).toBe(1));
  });
});

describe("cachedPublicRead", () => {
  it("reads once and keeps the value until content changes", async () => {
    let reads = 0;
    const count = () =>
      cachedPublicRead("article-count", async () => {
        reads += 1;
        return (await db().select().from(articles)).length;
      });
    const before = await count();
    expect(await count()).toBe(before);
    expect(reads).toBe(1);
    await db().insert(articles).values({
      title: "Second",
      slug: "second",
      category: "aviation",
      categoryName: "Aviation",
    });
    await vi.waitFor(async () => expect(await count()).toBe(before + 1));
    await db().delete(articles).where(eq(articles.slug, "second"));
    await vi.waitFor(async () => expect(await count()).toBe(before));
  });

  it("keeps at most a thousand reads, dropping the least recently used", async () => {
    let reads = 0;
    const read = (key: string) =>
      cachedPublicRead(key, async () => {
        reads += 1;
        return key;
      });
    await read("bounded-first");
    for (let index = 0; index < 999; index++) {
      await read(`bounded-${index}`);
      // The first key stays in use while the others arrive.
      if (index % 100 === 0) await read("bounded-first");
    }
    await read("bounded-one-too-many");
    const before = reads;
    await read("bounded-first");
    expect(reads).toBe(before);
    await read("bounded-0");
    expect(reads).toBe(before + 1);
  });
});
