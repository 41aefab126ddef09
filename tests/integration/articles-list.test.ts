import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { articles, auditLog } from "~/db/schema";
import { findArticleById, getPublishedArticleBySlug, stageArticle } from "~/models/article.server";
import { action, loader } from "~/routes/admin/articles";
import { ArticleSchema } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import { createArticleAs } from "~/services/articles/articles.server";
import { insertSeedCategories } from "../support/article-categories";
import {
  createAccount,
  origin,
  routeContext,
  signedInFormPost,
  signIn,
} from "../support/auth-session";

let admin: string;
let actor: Actor;

type ListData = Awaited<ReturnType<typeof loader>>;

/** The admin list at `/admin/articles?{query}`, as its loader answers it. */
async function list(query = ""): Promise<ListData> {
  return loader({
    request: new Request(`${origin()}/admin/articles?${query}`, { headers: { Cookie: admin } }),
    params: {},
    context: routeContext(),
  } as never);
}

async function slugsOf(query: string) {
  return (await list(query)).articles.map((article) => article.slug);
}

type ActionResult = { data: Record<string, unknown>; init: { status?: number } | null };

/** Posts the list's form as a browser would. */
async function post(fields: [string, string][]): Promise<ActionResult> {
  return (await action({
    request: signedInFormPost(admin, "/admin/articles?status=all", fields),
    params: {},
    context: routeContext(),
  } as never)) as unknown as ActionResult;
}

function bulk(action: string, ids: string[], extra: [string, string][] = []) {
  return post([
    ["intent", "bulk"],
    ["bulk", action],
    ...ids.map((id): [string, string] => ["ids", id]),
    ...extra,
  ]);
}

const confirmed: [string, string] = ["confirmed", "yes"];

const auditOf = (action: string, ids: string[]) =>
  db()
    .select({
      targetId: auditLog.targetId,
      details: auditLog.details,
      actorEmail: auditLog.actorEmail,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.targetId, ids)));

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await createAccount("editor@example.com", { admin: true });
  admin = await signIn("editor@example.com");
  const [user] = await db().query.users.findMany({ limit: 1 });
  actor = { user: { ...user!, isAdmin: true } as never, ip: "203.0.113.7" };
  await insertSeedCategories();
  // Times at noon in the business time zone (UTC+8), so each lies well inside its day.
  await db()
    .insert(articles)
    .values([
      {
        slug: "alpha-draft",
        title: "Alpha hangar notes",
        excerpt: "Notes from the hangar floor.",
        content: "<p>The <strong>quokka</strong> sat on the apron all afternoon.</p>",
        author: "Ann Pilot",
        category: "aviation",
        categoryName: "Aviation",
        status: "draft",
        createdAt: at("2026-03-01T04:00:00Z"),
        updatedAt: at("2026-03-10T04:00:00Z"),
      },
      {
        slug: "bravo-scheduled",
        title: "Bravo scheduled piece",
        excerpt: "Coming soon.",
        content: "<p>Nothing yet.</p>",
        author: "Ben Writer",
        category: "business",
        categoryName: "Business",
        status: "draft",
        scheduledAt: at("2030-01-01T00:00:00Z"),
        createdAt: at("2026-03-02T04:00:00Z"),
        updatedAt: at("2026-03-12T04:00:00Z"),
      },
      {
        slug: "charlie-published",
        title: "charlie market outlook",
        excerpt: "Winglet economics explained.",
        content: "<p>Prices held steady this quarter.</p>",
        author: "Ann Pilot",
        category: "business",
        categoryName: "Business",
        status: "published",
        createdAt: at("2026-01-20T04:00:00Z"),
        publishedAt: at("2026-02-01T04:00:00Z"),
        updatedAt: at("2026-03-05T04:00:00Z"),
      },
      {
        slug: "delta-published",
        title: "Delta ferry flights",
        excerpt: "Moving an aircraft without passengers.",
        content: "<h2>Routing</h2><p>The crew filed via <em>Zephyrine</em> waypoint twice.</p>",
        author: "Ben Writer",
        category: "aviation",
        categoryName: "Aviation",
        status: "published",
        createdAt: at("2026-02-20T04:00:00Z"),
        publishedAt: at("2026-03-01T04:00:00Z"),
        updatedAt: at("2026-03-01T04:00:00Z"),
      },
    ]);
});

describe("the admin article list's filters, sort and search", () => {
  it("opens with every article, the most recently updated first, and counts each status", async () => {
    const page = await list();
    expect(page.articles.map((article) => article.slug)).toEqual([
      "bravo-scheduled",
      "alpha-draft",
      "charlie-published",
      "delta-published",
    ]);
    expect(page.counts).toEqual({ all: 4, draft: 1, scheduled: 1, published: 2 });
    expect(page.notices).toEqual([]);
  });

  it("filters by status: drafts without a schedule, scheduled drafts, published", async () => {
    expect(await slugsOf("status=draft")).toEqual(["alpha-draft"]);
    expect(await slugsOf("status=scheduled")).toEqual(["bravo-scheduled"]);
    expect(await slugsOf("status=published")).toEqual(["charlie-published", "delta-published"]);
    expect(await slugsOf("status=all")).toHaveLength(4);
    // An unknown status is the default, not an error.
    expect(await slugsOf("status=archived")).toHaveLength(4);
  });

  it("filters by category and by author, alone and together", async () => {
    expect(await slugsOf("category=business")).toEqual(["bravo-scheduled", "charlie-published"]);
    expect(await slugsOf(`author=${encodeURIComponent("Ann Pilot")}`)).toEqual([
      "alpha-draft",
      "charlie-published",
    ]);
    expect(await slugsOf("status=published&category=aviation")).toEqual(["delta-published"]);
    expect((await list()).authors).toEqual(["Ann Pilot", "Ben Writer"]);
  });

  it("filters by the days an article was updated or published, both ends included", async () => {
    expect(await slugsOf("dates=updated&from=2026-03-05&to=2026-03-10")).toEqual([
      "alpha-draft",
      "charlie-published",
    ]);
    expect(await slugsOf("dates=published&from=2026-02-15")).toEqual(["delta-published"]);
    expect(await slugsOf("dates=published&to=2026-02-01")).toEqual(["charlie-published"]);
  });

  it("ignores bad dates and unknown categories with a message instead of failing", async () => {
    const impossible = await list("from=2026-02-30&to=2026-03-10");
    expect(impossible.notices).toEqual([
      "The From date “2026-02-30” is not a valid date (YYYY-MM-DD), so it was ignored.",
    ]);
    expect(impossible.query.from).toBe("");
    expect(impossible.articles.map((article) => article.slug)).toEqual([
      "alpha-draft",
      "charlie-published",
      "delta-published",
    ]);
    const reversed = await list("from=2026-03-10&to=2026-03-01");
    expect(reversed.notices).toEqual([
      "The From date (2026-03-10) is after the To date (2026-03-01), so the date range was ignored.",
    ]);
    expect(reversed.articles).toHaveLength(4);
    const hostile = await list(
      `to=${encodeURIComponent("<script>")}&category=no-such-thing&q=%00drop&page=1e400`,
    );
    expect(hostile.notices).toEqual([
      "The search contained characters that cannot be searched, so it was ignored.",
      "The To date “<script>” is not a valid date (YYYY-MM-DD), so it was ignored.",
      "There is no category “no-such-thing”, so that filter was ignored.",
    ]);
    expect(hostile.articles).toHaveLength(4);
  });

  it("sorts by oldest update, title A–Z and published date", async () => {
    expect(await slugsOf("sort=oldest")).toEqual([
      "delta-published",
      "charlie-published",
      "alpha-draft",
      "bravo-scheduled",
    ]);
    expect(await slugsOf("sort=title")).toEqual([
      "alpha-draft",
      "bravo-scheduled",
      "charlie-published",
      "delta-published",
    ]);
    // Drafts have no published date: they follow, most recently updated first.
    expect(await slugsOf("sort=published")).toEqual([
      "delta-published",
      "charlie-published",
      "bravo-scheduled",
      "alpha-draft",
    ]);
  });

  it("searches words of the body, excerpt and title of articles in every status", async () => {
    // Words that occur only in a body, of a draft and of a published article.
    expect(await slugsOf("q=quokka")).toEqual(["alpha-draft"]);
    expect(await slugsOf("q=zephyrine")).toEqual(["delta-published"]);
    // Stemmed: "explain" finds "explained" in an excerpt.
    expect(await slugsOf("q=winglet+explain")).toEqual(["charlie-published"]);
    // Part of a title or an author's name still matches.
    expect(await slugsOf("q=hangar+not")).toEqual(["alpha-draft"]);
    expect(await slugsOf("q=Writer")).toEqual(["bravo-scheduled", "delta-published"]);
    // Combined with the other filters, and with nothing but stop words or operators.
    expect(await slugsOf("q=quokka&status=published")).toEqual([]);
    expect(await slugsOf("q=the")).toEqual(["alpha-draft"]);
    expect(await slugsOf(`q=${encodeURIComponent('"unclosed -or ! & |')}`)).toEqual([]);
  });

  it("keeps the list's state and shows the last page for a page past the end", async () => {
    const page = await list("status=published&sort=title&page=7");
    expect(page.query).toMatchObject({ status: "published", sort: "title", page: 1 });
    expect(page.articles.map((article) => article.slug)).toEqual([
      "charlie-published",
      "delta-published",
    ]);
  });
});

function draft(title: string, fields: Record<string, unknown> = {}) {
  return createArticleAs(
    actor,
    ArticleSchema.parse({
      title,
      excerpt: "Bulk",
      content: "<p>Bulk body.</p>",
      author: "Bulk Desk",
      category: "lifestyle",
      status: "draft",
      ...fields,
    }),
  );
}

describe("bulk actions of the admin article list", () => {
  it("asks before acting when the browser could not show the dialog", async () => {
    const one = await draft("Confirm me first");
    const answer = await bulk("delete", [one.id]);
    expect(answer.data).toEqual({
      intent: "bulk",
      status: "confirm",
      action: "delete",
      articles: [{ id: one.id, title: "Confirm me first" }],
    });
    expect(await findArticleById(one.id, { scope: "any" })).not.toBeNull();
  });

  it("refuses a malformed selection with 400 and changes nothing", async () => {
    const one = await draft("Malformed selection");
    for (const [fields, message] of [
      [[["intent", "bulk"], ["bulk", "delete"], confirmed], "Select at least one article."],
      [
        [["intent", "bulk"], ["bulk", "delete"], ["ids", "1; drop table articles"], confirmed],
        "Unknown article",
      ],
      [
        [["intent", "bulk"], ["bulk", "archive"], ["ids", one.id], confirmed],
        "Choose what to do with the selected articles.",
      ],
      [
        [["intent", "bulk"], ["bulk", "category"], ["ids", one.id], confirmed],
        "Choose the category to move the articles to.",
      ],
    ] as [[string, string][], string][]) {
      const answer = await post(fields);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ intent: "bulk", status: "error", message });
    }
    const unknownCategory = await bulk("category", [one.id], [["category", "nope"], confirmed]);
    expect(unknownCategory.init?.status).toBe(400);
    expect(unknownCategory.data).toMatchObject({ message: "Choose one of the listed categories." });
    expect(await findArticleById(one.id, { scope: "any" })).toMatchObject({
      category: "lifestyle",
    });
  });

  it("unpublishes the selected published articles: off the site, audited, drafts refused", async () => {
    const live = await draft("Live one", { status: "published" });
    const other = await draft("Live two", { status: "published" });
    const notLive = await draft("Never published");
    expect(await getPublishedArticleBySlug(live.slug)).not.toBeNull();

    const answer = await bulk("unpublish", [live.id, other.id, notLive.id], [confirmed]);
    expect(answer.data).toMatchObject({
      status: "done",
      outcome: {
        action: "unpublish",
        done: [
          { id: live.id, title: "Live one" },
          { id: other.id, title: "Live two" },
        ],
        refused: [{ id: notLive.id, title: "Never published", reason: "It is not published." }],
      },
    });
    for (const article of [live, other]) {
      expect((await findArticleById(article.id, { scope: "any" }))?.status).toBe("draft");
      expect(await getPublishedArticleBySlug(article.slug)).toBeNull();
    }
    const entries = await auditOf("article.unpublish", [live.id, other.id, notLive.id]);
    expect(entries.map((entry) => entry.targetId).sort()).toEqual([live.id, other.id].sort());
    expect(entries[0]?.actorEmail).toBe("editor@example.com");
  });

  it("deletes the selected articles, each audited with its title", async () => {
    const first = await draft("Delete me A");
    const second = await draft("Delete me B", { status: "published" });
    const answer = await bulk("delete", [first.id, second.id], [confirmed]);
    expect(answer.data).toMatchObject({
      status: "done",
      outcome: { action: "delete", refused: [] },
    });
    expect(await findArticleById(first.id, { scope: "any" })).toBeNull();
    expect(await findArticleById(second.id, { scope: "any" })).toBeNull();
    const entries = await auditOf("article.delete", [first.id, second.id]);
    expect(
      entries
        .map((entry) => entry.details)
        .sort((a, b) => String(a.title).localeCompare(String(b.title))),
    ).toEqual([
      { title: "Delete me A", slug: first.slug },
      { title: "Delete me B", slug: second.slug },
    ]);
    // Deleted meanwhile (another tab): reported with the reason, not a failure.
    const again = await bulk("delete", [first.id], [confirmed]);
    expect(again.data).toMatchObject({
      status: "done",
      outcome: { done: [], refused: [{ id: first.id, reason: "It no longer exists." }] },
    });
  });

  it("moves the selected articles to another category, staged edits too, each audited", async () => {
    const draftOne = await draft("Move me");
    const live = await draft("Move me live", { status: "published" });
    const already = await draft("Already there", { category: "technology" });
    const staged = await stageArticle(live.id, {
      title: "Move me live (edited)",
      slug: live.slug,
      excerpt: live.excerpt,
      content: live.content,
      author: live.author,
      image: null,
      imageAlt: "",
      category: "lifestyle",
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    });
    expect(staged.ok).toBe(true);

    const answer = await bulk(
      "category",
      [draftOne.id, live.id, already.id],
      [["category", "technology"], confirmed],
    );
    expect(answer.data).toMatchObject({
      status: "done",
      category: "technology",
      outcome: {
        action: "category",
        refused: [{ id: already.id, reason: "It is already in this category." }],
      },
    });
    for (const id of [draftOne.id, live.id]) {
      expect(await findArticleById(id, { scope: "any" })).toMatchObject({
        category: "technology",
        categoryName: "Technology",
      });
    }
    expect((await findArticleById(live.id, { scope: "any" }))?.staged?.category).toBe("technology");
    expect((await getPublishedArticleBySlug(live.slug))?.categoryName).toBe("Technology");
    const entries = await auditOf("article.update", [draftOne.id, live.id, already.id]);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.details.changes).toEqual({ category: { from: "lifestyle", to: "technology" } });
    }
  });

  it("publishes the selected drafts, refusing one whose cover has no alt text", async () => {
    const ready = await draft("Ready to go");
    const undescribed = await draft("Cover without words", {
      image: "/images/journal/placeholder.webp",
      imageAlt: "",
    });
    await db()
      .update(articles)
      .set({ scheduledAt: at("2030-06-01T00:00:00Z") })
      .where(eq(articles.id, ready.id));

    const answer = await bulk("publish", [ready.id, undescribed.id], [confirmed]);
    expect(answer.data).toMatchObject({
      status: "done",
      outcome: {
        action: "publish",
        done: [{ id: ready.id, title: "Ready to go" }],
        refused: [
          {
            id: undescribed.id,
            title: "Cover without words",
            reason: "Describe the cover image before publishing.",
          },
        ],
      },
    });
    const published = await findArticleById(ready.id, { scope: "any" });
    expect(published).toMatchObject({ status: "published", scheduledAt: null });
    expect((await findArticleById(undescribed.id, { scope: "any" }))?.status).toBe("draft");
    const [entry] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "article.publish"));
    expect(entry?.details).toEqual({ ids: [ready.id], titles: ["Ready to go"] });
  });
});
