import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { signedOut, storageStateOf } from "./support/accounts";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** Lowercase letters only, so the search document keeps it as one word. */
const token = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

type Stored = { id: string; slug: string; title: string };
let created: string[] = [];

/**
 * An article made through the JSON API (it works on either database the server runs on), so
 * each test starts from exactly the rows it lists.
 */
async function storedArticle(
  request: APIRequestContext,
  baseURL: string | undefined,
  fields: { title: string; category: string; status: "draft" | "published"; content?: string },
): Promise<Stored> {
  const response = await request.post("/api/articles", {
    headers: { Origin: baseURL ?? "" },
    data: { content: "<p>Plain words.</p>", author: "List Desk", ...fields },
  });
  expect(response.status()).toBe(201);
  const article = (await response.json()) as Stored;
  created.push(article.id);
  return article;
}

/** The article as stored, read by the admin through the API. */
async function stored(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/articles/id/${id}`);
  return (await response.json()) as { status: string; category: string };
}

const list = (page: Page) => page.getByRole("region", { name: /Articles|Drafts|Published/ });

test.describe("admin article list", () => {
  test.use({ storageState: storageStateOf("admin") });

  test.afterEach(async ({ page, baseURL }) => {
    for (const id of created) {
      await page.request.delete(`/api/articles/${id}`, { headers: { Origin: baseURL ?? "" } });
    }
    created = [];
  });

  test("filters by status and category in the URL, kept on reload, and fits 320 px", async ({
    page,
    baseURL,
  }) => {
    const mark = token();
    const live = await storedArticle(page.request, baseURL, {
      title: `Tech live ${mark}`,
      category: "technology",
      status: "published",
    });
    const draft = await storedArticle(page.request, baseURL, {
      title: `Tech draft ${mark}`,
      category: "technology",
      status: "draft",
    });
    const elsewhere = await storedArticle(page.request, baseURL, {
      title: `Travel live ${mark}`,
      category: "luxury-travel",
      status: "published",
    });

    await gotoHydrated(page, "/admin/articles");
    const filters = page.getByRole("search", { name: "Filter articles" });
    await filters.getByLabel("Status").selectOption("published");
    await filters.getByLabel("Category").selectOption("technology");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]status=published(&|$)/);
    await expect(page).toHaveURL(/[?&]category=technology(&|$)/);

    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await expect(list(page).getByText(live.title, { exact: true })).toBeVisible();
      await expect(list(page).getByText(draft.title, { exact: true })).toHaveCount(0);
      await expect(list(page).getByText(elsewhere.title, { exact: true })).toHaveCount(0);
      await expect(filters.getByLabel("Status")).toHaveValue("published");
      await expect(filters.getByLabel("Category")).toHaveValue("technology");
    }

    // A filter that matches nothing says so and offers the way back.
    await page.goto(`/admin/articles?status=scheduled&q=${mark}`);
    await expect(page.getByText("No articles match these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/admin\/articles$/);

    await page.setViewportSize({ width: 320, height: 800 });
    await gotoHydrated(page, `/admin/articles?category=technology&q=${mark}`);
    await expect(list(page).getByText(live.title, { exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("changes the category of the selected articles after a confirmation", async ({
    page,
    baseURL,
  }) => {
    const mark = token();
    const first = await storedArticle(page.request, baseURL, {
      title: `Move A ${mark}`,
      category: "aviation",
      status: "draft",
    });
    const second = await storedArticle(page.request, baseURL, {
      title: `Move B ${mark}`,
      category: "aviation",
      status: "published",
    });

    await gotoHydrated(page, `/admin/articles?q=${mark}`);
    await page.getByRole("checkbox", { name: `Select "${first.title}"` }).check();
    await page.getByRole("checkbox", { name: `Select "${second.title}"` }).check();
    await page.getByLabel("Bulk action").selectOption("category");
    await page.getByLabel("Move to category").selectOption("lifestyle");
    await page.getByRole("button", { name: "Apply to 2 articles" }).click();

    const dialog = page.getByRole("dialog", { name: "Move 2 articles to Lifestyle?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(2);
    await expect(dialog.getByRole("list")).toContainText(first.title);
    await expect(dialog.getByRole("list")).toContainText(second.title);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    ).toEqual([]);
    // Cancel is the safe default, and Esc closes the dialog without changing anything.
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect((await stored(page.request, first.id))?.category).toBe("aviation");

    await page.getByRole("button", { name: "Apply to 2 articles" }).click();
    await dialog.getByRole("button", { name: "Move" }).press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Moved 2 articles to Lifestyle." }),
    ).toBeVisible();
    await expect
      .poll(async () => (await stored(page.request, first.id))?.category)
      .toBe("lifestyle");
    expect((await stored(page.request, second.id))?.category).toBe("lifestyle");
    await expect(page.getByRole("checkbox", { name: `Select "${first.title}"` })).not.toBeChecked();
  });

  test("unpublishing the selected articles takes their public pages down", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const mark = token();
    const live = await storedArticle(page.request, baseURL, {
      title: `Going offline ${mark}`,
      category: "aviation",
      status: "published",
    });
    const visitor = await playwright.request.newContext({ baseURL, storageState: signedOut });
    // Twice: the second answer may come from the page cache, which must not outlive the change.
    expect((await visitor.get(`/journal/${live.slug}`)).status()).toBe(200);
    expect((await visitor.get(`/journal/${live.slug}`)).status()).toBe(200);

    await gotoHydrated(page, `/admin/articles?q=${mark}`);
    await page.getByRole("checkbox", { name: `Select "${live.title}"` }).check();
    await page.getByLabel("Bulk action").selectOption("unpublish");
    await page.getByRole("button", { name: "Apply to 1 article" }).click();
    const dialog = page.getByRole("dialog", { name: "Unpublish 1 article?" });
    await dialog.getByRole("button", { name: "Unpublish" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Unpublished 1 article." }),
    ).toBeVisible();
    await expect.poll(async () => (await stored(page.request, live.id))?.status).toBe("draft");
    await expect(list(page).getByText("Draft", { exact: true })).toBeVisible();

    expect((await visitor.get(`/journal/${live.slug}`)).status()).toBe(404);
    await visitor.dispose();
  });

  test("finds an article by a word that occurs only in its body", async ({ page, baseURL }) => {
    const word = `quill${token()}`;
    const article = await storedArticle(page.request, baseURL, {
      title: `Body search ${token()}`,
      category: "aviation",
      status: "draft",
      content: `<h2>Notes</h2><p>The crew called it the <strong>${word}</strong> approach.</p>`,
    });
    await gotoHydrated(page, "/admin/articles");
    await page.getByRole("searchbox", { name: "Search" }).fill(word);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
    await expect(list(page).getByRole("heading", { name: /\(1\)$/ })).toBeVisible();
    await expect(list(page).getByText(article.title, { exact: true })).toBeVisible();
  });
});
