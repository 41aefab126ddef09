import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { articleCategories, articleRevisions } from "~/db/schema";
import { findArticleById, getPublishedArticleBySlug } from "~/models/article.server";
import {
  AUTOSAVE_REVISION_WINDOW_MS,
  listArticleRevisions,
  recordArticleRevision,
} from "~/models/article-revision.server";
import { loader as articleLoader } from "~/routes/site/journal.$slug";
import { ArticleSchema } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import {
  createArticleFromEditorAs,
  restoreArticleRevisionAs,
  saveArticleFromEditorAs,
  unpublishArticleAs,
} from "~/services/articles/editing.server";
import { env } from "~/utils/env.server";

const origin = new URL(env().PUBLIC_URL).origin;

const ann: Actor = { user: { id: "user-ann", email: "ann@aurum.test", isAdmin: true }, ip: null };
const bob: Actor = { user: { id: "user-bob", email: "bob@aurum.test", isAdmin: true }, ip: null };

function input(fields: { title: string; slug: string; content: string; status?: string }) {
  return ArticleSchema.parse({
    excerpt: `About ${fields.title}`,
    author: "Desk",
    category: "aviation",
    status: "draft",
    ...fields,
  });
}

async function created(fields: Parameters<typeof input>[0]) {
  const outcome = await createArticleFromEditorAs(ann, input(fields), { acceptCleaning: false });
  if (outcome.status !== "saved") throw new Error(`not created: ${outcome.status}`);
  return outcome.article;
}

async function publicPage(slug: string) {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { ip: "203.0.113.5", requestId: "t" });
  const result = await articleLoader({
    request: new Request(`${origin}/journal/${slug}`),
    params: { slug },
    context: provider,
    // biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
  } as any);
  return result.article;
}

beforeAll(async () => {
  await db().insert(articleCategories).values({ slug: "aviation", name: "Aviation" });
});

describe("saving from the editor", () => {
  it("refuses a save based on an older version, answers the stored one and overwrites nothing", async () => {
    const article = await created({ title: "Range", slug: "range", content: "<p>First</p>" });
    const loaded = article.version;

    const first = await saveArticleFromEditorAs(
      ann,
      article.id,
      input({ title: "Range by Ann", slug: "range", content: "<p>Ann's text</p>" }),
      { baseVersion: loaded, intent: "draft", acceptCleaning: false },
    );
    expect(first.status).toBe("saved");

    const second = await saveArticleFromEditorAs(
      bob,
      article.id,
      input({ title: "Range by Bob", slug: "range", content: "<p>Bob's text</p>" }),
      { baseVersion: loaded, intent: "draft", acceptCleaning: false },
    );
    expect(second).toMatchObject({
      status: "stale",
      theirs: { title: "Range by Ann", content: "<p>Ann's text</p>", savedBy: "ann@aurum.test" },
    });
    const stored = await findArticleById(article.id, { scope: "any" });
    expect(stored).toMatchObject({ title: "Range by Ann", content: "<p>Ann's text</p>" });

    // Keeping their own edits knowingly: the save names the version it has now seen.
    if (second.status !== "stale") throw new Error("expected a conflict");
    const kept = await saveArticleFromEditorAs(
      bob,
      article.id,
      input({ title: "Range by Bob", slug: "range", content: "<p>Bob's text</p>" }),
      { baseVersion: second.theirs.version, intent: "draft", acceptCleaning: false },
    );
    expect(kept.status).toBe("saved");
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({
      title: "Range by Bob",
    });
  });

  it("asks before storing a body the cleaning would change, and stores nothing until accepted", async () => {
    const body =
      '<p>Call <a href="javascript:alert(1)">us</a></p><img src="https://elsewhere.invalid/a.png" alt="x">';
    const asked = await createArticleFromEditorAs(
      ann,
      input({ title: "Cleaning", slug: "cleaning", content: body }),
      { acceptCleaning: false },
    );
    expect(asked.status).toBe("needs-review");
    if (asked.status !== "needs-review") return;
    expect(asked.changes.map((change) => change.removed).join(" ")).toContain(
      "javascript:alert(1)",
    );
    expect(asked.changes.map((change) => change.removed).join(" ")).toContain("elsewhere.invalid");
    expect(await getPublishedArticleBySlug("cleaning")).toBeNull();
    expect(
      (await db().query.articles.findFirst({ where: (a, { eq: is }) => is(a.slug, "cleaning") })) ??
        null,
    ).toBeNull();

    const accepted = await createArticleFromEditorAs(
      ann,
      input({ title: "Cleaning", slug: "cleaning", content: body }),
      { acceptCleaning: true },
    );
    expect(accepted.status).toBe("saved");
    if (accepted.status === "saved") expect(accepted.article.content).toBe("<p>Call us</p>");
  });
});

describe("revisions", () => {
  it("collapses one author's autosaves, keeps saves and other authors apart, and restores as a new revision", async () => {
    const article = await created({ title: "Cabin v1", slug: "cabin", content: "<p>One</p>" });
    let version = article.version;
    async function save(actor: Actor, title: string, intent: "draft" | "autosave") {
      const outcome = await saveArticleFromEditorAs(
        actor,
        article.id,
        input({ title, slug: "cabin", content: `<p>${title}</p>` }),
        { baseVersion: version, intent, acceptCleaning: false },
      );
      if (outcome.status !== "saved") throw new Error(outcome.status);
      version = outcome.article.version;
    }

    await save(ann, "Cabin typing 1", "autosave");
    await save(ann, "Cabin typing 2", "autosave");
    await save(ann, "Cabin typing 3", "autosave");
    let revisions = await listArticleRevisions(article.id);
    expect(revisions.map((revision) => [revision.kind, revision.title])).toEqual([
      ["autosave", "Cabin typing 3"],
      ["save", "Cabin v1"],
    ]);

    await save(bob, "Cabin by Bob", "autosave");
    await save(ann, "Cabin v2", "draft");
    await save(ann, "Cabin typing 4", "autosave");
    revisions = await listArticleRevisions(article.id);
    expect(revisions.map((revision) => [revision.kind, revision.title])).toEqual([
      ["autosave", "Cabin typing 4"],
      ["save", "Cabin v2"],
      ["autosave", "Cabin by Bob"],
      ["autosave", "Cabin typing 3"],
      ["save", "Cabin v1"],
    ]);

    // An autosave after the window starts a new entry.
    const newest = revisions[0];
    if (!newest) throw new Error("no revision");
    await db()
      .update(articleRevisions)
      .set({ createdAt: new Date(Date.now() - AUTOSAVE_REVISION_WINDOW_MS - 1000) })
      .where(eq(articleRevisions.id, newest.id));
    await recordArticleRevision({
      articleId: article.id,
      kind: "autosave",
      authorId: ann.user.id,
      authorEmail: ann.user.email,
      title: "Cabin later",
      excerpt: "",
      content: "<p>later</p>",
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    });
    expect(await listArticleRevisions(article.id)).toHaveLength(6);

    const first = (await listArticleRevisions(article.id)).find(
      (revision) => revision.title === "Cabin v1",
    );
    if (!first) throw new Error("no revision");
    await restoreArticleRevisionAs(bob, article.id, first.id);
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({
      title: "Cabin v1",
      content: "<p>One</p>",
    });
    const afterRestore = await listArticleRevisions(article.id);
    expect(afterRestore).toHaveLength(7);
    expect(afterRestore[0]).toMatchObject({
      kind: "restore",
      title: "Cabin v1",
      authorEmail: "bob@aurum.test",
    });
  });
});

describe("editing a published article", () => {
  it("stages edits until Update: the public page keeps the live version", async () => {
    const article = await created({
      title: "Live story",
      slug: "live-story",
      content: "<p>Live words</p>",
      status: "published",
    });
    expect(article.status).toBe("published");
    const liveUpdatedAt = article.updatedAt;

    const staged = await saveArticleFromEditorAs(
      ann,
      article.id,
      input({ title: "Live story, revised", slug: "live-story", content: "<p>Pending words</p>" }),
      { baseVersion: article.version, intent: "draft", acceptCleaning: false },
    );
    expect(staged).toMatchObject({ status: "saved", staged: true });
    const page = await publicPage("live-story");
    expect(page).toMatchObject({ title: "Live story", html: "<p>Live words</p>" });
    expect(new Date(page.updatedAt).getTime()).toBe(liveUpdatedAt.getTime());
    const stored = await findArticleById(article.id, { scope: "any" });
    expect(stored).toMatchObject({
      status: "published",
      staged: { content: "<p>Pending words</p>" },
    });

    if (staged.status !== "saved") return;
    const updated = await saveArticleFromEditorAs(
      ann,
      article.id,
      input({ title: "Live story, revised", slug: "live-story", content: "<p>Pending words</p>" }),
      { baseVersion: staged.article.version, intent: "publish", acceptCleaning: false },
    );
    expect(updated).toMatchObject({ status: "saved", staged: false });
    expect(await publicPage("live-story")).toMatchObject({
      title: "Live story, revised",
      html: "<p>Pending words</p>",
    });
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({ staged: null });
  });

  it("unpublishes on its own: staged edits become the draft's text", async () => {
    const article = await created({
      title: "Short-lived",
      slug: "short-lived",
      content: "<p>Live</p>",
      status: "published",
    });
    await saveArticleFromEditorAs(
      ann,
      article.id,
      input({ title: "Short-lived", slug: "short-lived", content: "<p>Pending</p>" }),
      { baseVersion: article.version, intent: "autosave", acceptCleaning: false },
    );
    expect(await getPublishedArticleBySlug("short-lived")).toMatchObject({
      content: "<p>Live</p>",
    });
    await unpublishArticleAs(ann, article.id);
    expect(await getPublishedArticleBySlug("short-lived")).toBeNull();
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({
      status: "draft",
      content: "<p>Pending</p>",
      staged: null,
      publishedAt: null,
    });
  });
});
