import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, getDatabaseHandle } from "~/db/client.server";
import { articleCategories, articles, auditLog } from "~/db/schema";
import { seedCategories } from "~/db/seed/content/categories";
import { publishDueArticlesNow } from "~/services/articles/scheduling.server";
import { CONTENT_CHANGED_CHANNEL } from "~/utils/content-cache.server";
import { startScheduledPublishingWorker } from "~/workers/scheduled-publishing.server";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { createAccount, origin, signIn } from "../support/auth-session";

let app: AppHandler;
let cookie: string;

function schedule(articleId: string, publishAt: string | null, signedIn = true) {
  return app(
    new Request(`${origin()}/api/articles/${articleId}/schedule`, {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Origin: origin(),
        ...(signedIn ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify({ publishAt }),
    }),
  );
}

async function draft(slug: string) {
  const [row] = await db()
    .insert(articles)
    .values({
      slug,
      title: `Scheduled: ${slug}`,
      content: "<p>On time.</p>",
      category: "aviation",
      categoryName: "Aviation",
      status: "draft",
    })
    .returning({ id: articles.id });
  return row?.id ?? "";
}

async function statusOf(id: string) {
  const [row] = await db()
    .select({
      status: articles.status,
      publishedAt: articles.publishedAt,
      scheduledAt: articles.scheduledAt,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row;
}

async function waitUntilPublished(ids: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await Promise.all(ids.map(statusOf));
    if (rows.every((row) => row?.status === "published")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The scheduled articles were not published in time");
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

beforeAll(async () => {
  app = await createAppHandler(await loadAppRoutes());
  await db()
    .insert(articleCategories)
    .values(seedCategories.map((category, index) => ({ ...category, sortOrder: index })));
  await createAccount("scheduler@example.test", { admin: true });
  cookie = await signIn("scheduler@example.test");
});

describe("scheduled publishing", () => {
  it("announces a content change only when a pass publishes something", async () => {
    const announced: string[] = [];
    const unlisten = await getDatabaseHandle().listen(CONTENT_CHANGED_CHANNEL, {
      message: (table) => announced.push(table),
      connected: () => {},
      disconnected: () => {},
    });
    // Notifications arrive in commit order: once a later marker statement's has arrived, any
    // earlier one would have too.
    const drain = async () => {
      await db().execute(sql`update article_categories set name = name where false`);
      await expect.poll(() => announced.includes("article_categories")).toBe(true);
      const seen = [...announced];
      announced.length = 0;
      return seen.filter((table) => table !== "article_categories");
    };
    try {
      // A pass with nothing due leaves every server's page cache alone.
      await draft("not-scheduled");
      await drain();
      expect(await publishDueArticlesNow()).toEqual([]);
      expect(await drain()).toEqual([]);

      const id = await draft("due-now");
      await db()
        .update(articles)
        .set({ scheduledAt: new Date(Date.now() - 1000) })
        .where(eq(articles.id, id));
      await drain();
      expect((await publishDueArticlesNow()).map((article) => article.id)).toEqual([id]);
      expect(await drain()).toContain("articles");
    } finally {
      await unlisten();
    }
  });

  it("publishes a draft at its time, dated then, on the journal, the sitemap and the feed", async () => {
    const id = await draft("goes-live-soon");
    const worker = startScheduledPublishingWorker({ maxSleepMs: 60_000 });
    try {
      const publishAt = inSeconds(1.5);
      const response = await schedule(id, publishAt);
      expect(response.status).toBe(200);
      expect(await statusOf(id)).toMatchObject({ status: "draft" });
      const journalBefore = await (await app(new Request(`${origin()}/journal`))).text();
      expect(journalBefore).not.toContain("Scheduled: goes-live-soon");

      // The worker sleeps up to a minute, but a schedule set through this process wakes it.
      await waitUntilPublished([id], 10_000);
      const row = await statusOf(id);
      expect(row?.publishedAt?.toISOString()).toBe(publishAt);
      expect(row?.scheduledAt).toBeNull();
    } finally {
      await worker.stop();
    }
    for (const [path, expected] of [
      ["/journal", "Scheduled: goes-live-soon"],
      ["/sitemap.xml", "/journal/goes-live-soon"],
      ["/journal/rss.xml", "Scheduled: goes-live-soon"],
      ["/journal/goes-live-soon", "On time."],
    ]) {
      const response = await app(new Request(`${origin()}${path}`));
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(expected);
    }
  });

  it("publishes each article once when several workers run", async () => {
    const ids = [await draft("twin-one"), await draft("twin-two")];
    for (const id of ids)
      await db()
        .update(articles)
        .set({ scheduledAt: sql`now() + interval '300 milliseconds'` })
        .where(eq(articles.id, id));
    const workers = [1, 2, 3].map(() => startScheduledPublishingWorker({ maxSleepMs: 100 }));
    try {
      await waitUntilPublished(ids);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    for (const id of ids) {
      const entries = await db()
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, "article.publish"), eq(auditLog.targetId, id)));
      expect(entries).toHaveLength(1);
    }
  });

  it("takes only future times for drafts, and can be cleared", async () => {
    const id = await draft("maybe-later");
    const past = await schedule(id, inSeconds(-60));
    expect(past.status).toBe(400);
    expect((await past.json()).issues[0].message).toBe("Choose a time in the future.");
    expect((await schedule(id, "2026-13-45T99:00:00Z")).status).toBe(400);
    expect((await schedule(id, inSeconds(3 * 365 * 24 * 3600))).status).toBe(400);
    expect((await schedule(id, inSeconds(3600), false)).status).toBe(401);

    expect((await schedule(id, inSeconds(3600))).status).toBe(200);
    expect((await statusOf(id))?.scheduledAt).not.toBeNull();
    expect((await schedule(id, null)).status).toBe(200);
    expect((await statusOf(id))?.scheduledAt).toBeNull();

    await db()
      .update(articles)
      .set({ status: "published", publishedAt: new Date() })
      .where(eq(articles.id, id));
    const published = await schedule(id, inSeconds(3600));
    expect(published.status).toBe(409);
    expect((await published.json()).error).toBe("This article is already published.");
  });
});
