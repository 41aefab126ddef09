import type { APIRequestContext } from "@playwright/test";
import { signedOut, storageStateOf } from "./support/accounts";
import { deleteArticles, type StoredArticle, storeArticle } from "./support/articles";
import { queryDatabase } from "./support/database";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** The articles this test stored, deleted when it ends. */
const created: string[] = [];

async function article(fields: Parameters<typeof storeArticle>[0]): Promise<StoredArticle> {
  const stored = await storeArticle(fields);
  created.push(stored.id);
  return stored;
}

test.afterEach(async () => {
  await deleteArticles(created.splice(0));
});

/**
 * Where visitors meet an article besides its page: the journal's list, the sitemap and the
 * feed, fetched as an anonymous visitor (whose pages the server may serve from its cache). `at`
 * is when the last answer arrived: a document that lists the article was rendered before it.
 */
async function listings(visitor: APIRequestContext, slug: string) {
  const [journal, sitemap, feed] = await Promise.all(
    ["/journal", "/sitemap.xml", "/journal/rss.xml"].map(async (path) => {
      const response = await visitor.get(path);
      expect(response.status(), path).toBe(200);
      return (await response.text()).includes(`/journal/${slug}`);
    }),
  );
  return { at: Date.now(), journal, sitemap, feed };
}

test.describe("publishing articles", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("a scheduled draft reaches the journal, the sitemap and the feed at its time, not before", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const draft = await article({ title: "Scheduled Arrival", status: "draft" });
    const visitor = await playwright.request.newContext({ baseURL, storageState: signedOut });

    await gotoHydrated(page, `/admin/articles/edit/${draft.id}`);
    const panel = page.getByRole("region", { name: "Schedule publication" });
    await expect(panel.getByRole("status")).toHaveText(
      "Not scheduled: the article stays a draft until it is published.",
    );
    // The panel takes whole minutes in the editor's time zone: tomorrow, same time.
    const tomorrow = await page.evaluate(() => {
      const moment = new Date(Date.now() + 24 * 60 * 60 * 1000);
      return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16);
    });
    await panel.getByLabel("Publish at (your time)").fill(tomorrow);
    await panel.getByRole("button", { name: "Schedule" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Publishes itself /);
    await expect(panel.getByRole("button", { name: "Reschedule" })).toBeVisible();
    const [scheduled] = await queryDatabase<{ scheduled_at: Date; status: string }>(
      "select scheduled_at, status from articles where id = $1",
      [draft.id],
    );
    expect(scheduled?.status).toBe("draft");
    expect(
      Math.abs((scheduled?.scheduled_at.getTime() ?? 0) - Date.now() - 86_400_000),
    ).toBeLessThan(120_000);

    // A time seconds ahead cannot be typed into the panel; the panel's own request, sent from
    // the editor's signed-in page, accepts any time in the future.
    const publishAt = Date.now() + 10_000;
    const answer = await page.evaluate(
      async ({ id, at }) => {
        const response = await fetch(`/api/articles/${id}/schedule`, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ publishAt: at }),
        });
        return response.status;
      },
      { id: draft.id, at: new Date(publishAt).toISOString() },
    );
    expect(answer).toBe(200);

    const before = await listings(visitor, draft.slug);
    expect(before).toMatchObject({ journal: false, sitemap: false, feed: false });
    expect((await visitor.get(`/journal/${draft.slug}`)).status()).toBe(404);
    // Only an observation made before the time says anything about "not before".
    expect(before.at).toBeLessThan(publishAt);

    let seenEarly = false;
    await expect
      .poll(
        async () => {
          const seen = await listings(visitor, draft.slug);
          if ((seen.journal || seen.sitemap || seen.feed) && seen.at < publishAt) seenEarly = true;
          return { journal: seen.journal, sitemap: seen.sitemap, feed: seen.feed };
        },
        { timeout: 45_000 },
      )
      .toEqual({ journal: true, sitemap: true, feed: true });
    expect(seenEarly, "listed before its time").toBe(false);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);

    const published = await visitor.get(`/journal/${draft.slug}`);
    expect(published.status()).toBe(200);
    const [stored] = await queryDatabase<{ status: string; published_at: Date }>(
      "select status, published_at from articles where id = $1",
      [draft.id],
    );
    expect(stored?.status).toBe("published");
    // Dated its scheduled time, not the moment the worker got to it.
    expect(Math.abs((stored?.published_at.getTime() ?? 0) - publishAt)).toBeLessThan(1000);
    await visitor.dispose();
  });

  test("renaming a published article's slug moves its old address with 301", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const live = await article({ title: "Renamed Route", status: "published" });
    const newSlug = `${live.slug}-revised`;

    await gotoHydrated(page, `/admin/articles/edit/${live.id}`);
    await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
    // Ready once the save buttons are: edits made before would count as the saved state.
    await expect(page.getByRole("button", { name: "Update" })).toBeEnabled();
    await page.getByLabel("Slug").fill(newSlug);
    // Saving while an autosave is on its way would be a conflict with it: let it land first.
    await expect(page.getByTestId("save-state")).toHaveText(/^Saved · /);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    const [stored] = await queryDatabase<{ slug: string }>(
      "select slug from articles where id = $1",
      [live.id],
    );
    expect(stored?.slug).toBe(newSlug);

    const visitor = await playwright.request.newContext({ baseURL, storageState: signedOut });
    for (const oldAddress of [`/journal/${live.slug}`, `/${live.slug}`]) {
      const moved = await visitor.get(oldAddress, { maxRedirects: 0 });
      expect(moved.status(), oldAddress).toBe(301);
      expect(moved.headers().location, oldAddress).toBe(`/journal/${newSlug}`);
    }
    expect((await visitor.get(`/journal/${newSlug}`)).status()).toBe(200);
    await visitor.dispose();

    await page.goto(`/journal/${live.slug}`);
    await expect(page).toHaveURL(new RegExp(`/journal/${newSlug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(live.title);
  });

  test("a shared preview shows the draft to someone without an account until it expires", async ({
    page,
    browser,
  }) => {
    const body = "Only the people with the link may read this paragraph.";
    const draft = await article({
      title: "Shared Draft",
      status: "draft",
      content: `<p>${body}</p>`,
    });

    await gotoHydrated(page, `/admin/articles/edit/${draft.id}`);
    const panel = page.getByRole("region", { name: "Share a preview" });
    await expect(panel.getByText("No open preview links.")).toBeVisible();
    await panel.getByLabel("Link works for").selectOption("1");
    await panel.getByRole("button", { name: "Create preview link" }).click();
    const link = panel.getByLabel("New link — copy it now, it is shown only once");
    await expect(link).toHaveValue(/\/preview\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();
    await expect(panel.getByRole("list", { name: "Open preview links" })).toContainText(
      "admin@e2e.test",
    );

    const visitorContext = await browser.newContext({ storageState: signedOut });
    const visitor = await visitorContext.newPage();
    const opened = await visitor.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(draft.title);
    await expect(visitor.getByText(body)).toBeVisible();
    await expect(visitor.getByText("Shared preview of an unpublished article")).toBeVisible();
    // The draft itself is still not on the site.
    expect((await visitor.request.get(`/journal/${draft.slug}`)).status()).toBe(404);

    await queryDatabase(
      "update article_preview_links set expires_at = now() - interval '1 second' where article_id = $1",
      [draft.id],
    );
    const expired = await visitor.reload();
    expect(expired?.status()).toBe(410);
    expect(expired?.headers()["cache-control"]).toBe("private, no-store");
    await expect(
      visitor.getByRole("heading", { level: 1, name: "This preview link has expired" }),
    ).toBeVisible();
    await expect(visitor.getByText("Ask the person who shared it for a new link.")).toBeVisible();
    await expect(visitor.getByText(body)).toHaveCount(0);
    await expect(visitor.getByText(draft.title)).toHaveCount(0);
    await visitorContext.close();
  });
});
