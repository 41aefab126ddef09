import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { articles } from "~/db/schema";
import { env } from "~/utils/env.server";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { insertSeedCategories } from "../support/article-categories";

const origin = new URL(env().PUBLIC_URL).origin;
let app: AppHandler;

const get = (path: string) => app(new Request(`${origin}${path}`));

/** The article slugs a results page links to, in the order it shows them. */
async function resultSlugs(query: string) {
  const response = await get(`/journal?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const list = html.slice(html.indexOf("<ol"), html.indexOf("</ol>"));
  return { html, slugs: [...list.matchAll(/href="\/journal\/([a-z0-9-]+)"/g)].map((m) => m[1]) };
}

const article = (slug: string, fields: Partial<typeof articles.$inferInsert>) => ({
  slug,
  title: slug,
  excerpt: "",
  content: "<p>Nothing to see.</p>",
  author: "Editorial Team",
  category: "aviation",
  categoryName: "Aviation",
  status: "published" as const,
  publishedAt: new Date("2026-10-01T09:00:00Z"),
  ...fields,
});

beforeAll(async () => {
  app = await createAppHandler(await loadAppRoutes());
  await insertSeedCategories();
  await db()
    .insert(articles)
    .values([
      // Newest first would put the body match on top: the rank must beat the date.
      article("pilatus-in-the-body", {
        title: "Turboprops for island hopping",
        content:
          "<p>Operators in the Maldives often choose a <strong>Pilatus</strong> for short strips.</p>",
        publishedAt: new Date("2026-11-01T09:00:00Z"),
      }),
      article("pilatus-pc-24-ownership", {
        title: "Pilatus PC-24 ownership costs",
        excerpt: "What a Pilatus costs to run.",
        publishedAt: new Date("2026-09-01T09:00:00Z"),
      }),
      article("zanzibar-notes", {
        title: "Notes from the Indian Ocean",
        content: `<h2>Arriving</h2><p>Private arrivals into Zanzibar clear customs in minutes &amp; the FBO meets the aircraft.</p>`,
      }),
      article("draft-zanzibar", { title: "Zanzibar draft", status: "draft", publishedAt: null }),
    ]);
});

describe("journal search for visitors", () => {
  it("ranks a title match above a body match, whatever their dates", async () => {
    const { slugs } = await resultSlugs("pilatus");
    expect(slugs).toEqual(["pilatus-pc-24-ownership", "pilatus-in-the-body"]);
  });

  it("finds words that occur only in a body, with the words highlighted in a snippet", async () => {
    const { html, slugs } = await resultSlugs("zanzibar customs");
    expect(slugs).toEqual(["zanzibar-notes"]);
    expect(html).toContain("<mark");
    expect(html).toMatch(/<mark[^>]*>Zanzibar<\/mark>/);
    expect(html).toMatch(/<mark[^>]*>customs<\/mark>/);
    // The snippet is text: entities are decoded once and the body's tags never leak into it.
    expect(html).toContain("in minutes &amp; the FBO");
    expect(html).not.toContain("&amp;amp;");
  });

  it("never finds drafts, and says so when nothing matches", async () => {
    const { html, slugs } = await resultSlugs("draft");
    expect(slugs).toEqual([]);
    expect(html).toContain("No articles match");
  });

  it("keeps search pages out of search engines and points the site's SearchAction at them", async () => {
    const { html } = await resultSlugs("pilatus");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const home = await (await get("/")).text();
    expect(home).toContain(`${origin}/journal?q={search_term_string}`);
  });

  it("answers hostile searches with a page, never an error", async () => {
    for (const query of [
      "\u0000",
      "a".repeat(5000),
      '"unclosed',
      "-",
      "or or or",
      "<script>",
      "😀",
    ]) {
      const response = await get(`/journal?q=${encodeURIComponent(query)}`);
      expect(response.status, JSON.stringify(query.slice(0, 20))).toBe(200);
      expect(await response.text()).not.toContain("<script>alert");
    }
    expect((await get("/journal?q=pilatus&page=9")).status).toBe(404);
  });
});

describe("renamed articles", () => {
  it("answer 301 at every slug they had, and a slug taken again belongs to its new article", async () => {
    await db()
      .insert(articles)
      .values(article("first-name", { title: "Renamed later" }));
    const rename = (from: string, to: string) =>
      db().update(articles).set({ slug: to }).where(eq(articles.slug, from));
    await rename("first-name", "second-name");
    await rename("second-name", "final-name");

    for (const old of ["/journal/first-name", "/journal/second-name", "/first-name"]) {
      const response = await get(old);
      expect(response.status, old).toBe(301);
      expect(response.headers.get("Location")).toBe("/journal/final-name");
    }
    expect((await get("/journal/final-name")).status).toBe(200);

    await db()
      .insert(articles)
      .values(article("first-name", { title: "A new article" }));
    const reclaimed = await get("/journal/first-name");
    expect(reclaimed.status).toBe(200);
    expect(await reclaimed.text()).toContain("A new article");

    await db().update(articles).set({ status: "draft" }).where(eq(articles.slug, "final-name"));
    expect((await get("/journal/second-name")).status).toBe(404);
  });
});
