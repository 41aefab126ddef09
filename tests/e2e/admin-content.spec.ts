import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { authPaths, signedOut, storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { unique } from "./support/enquiry-data";
import { expect, gotoHydrated, test } from "./support/fixtures";

function fixture(name: string, bytes: Buffer | string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "admin-content-"));
  const file = path.join(directory, name);
  fs.writeFileSync(file, bytes);
  return file;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The stored status of the article with `slug`, or undefined once it is gone. */
async function articleStatus(slug: string) {
  const [row] = await queryDatabase<{ status: string }>(
    "select status from articles where slug = $1",
    [slug],
  );
  return row?.status;
}

/** The stored website aircraft with this model, or undefined. */
async function storedAircraft(model: string) {
  const [row] = await queryDatabase<{
    status: string;
    avionics: { label: string; value: string }[];
    specification_document_url: string;
  }>("select status, avionics, specification_document_url from aircraft where model = $1", [model]);
  return row;
}

test.describe("admin content", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("anonymous visitors are sent to the sign-in page and cannot preview", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: signedOut });
    const page = await context.newPage();
    await page.goto("/admin/articles");
    await expect(page).toHaveURL(authPaths.loginWithRedirect);
    await page.goto("/preview/00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(authPaths.loginWithRedirect);
    await context.close();
  });

  test("creates a draft with an image, previews, publishes, edits and deletes it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Writing in the editor, staging an edit and unpublishing: a long walk through the admin,
    // and the cover is processed into its variants on upload.
    test.slow();
    const title = `Winter Sun ${Date.now().toString(36)}: Five Runways Worth the Detour`;
    await gotoHydrated(page, "/admin/articles/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(/^winter-sun-[a-z0-9]+-five-runways/);
    await page.getByLabel("Author").fill("E2E Editor");
    await page.getByLabel("Category").selectOption("aviation");

    const upload = page.getByLabel("Upload an article image");
    await upload.setInputFiles(fixture("notes.txt", "not an image"));
    await expect(page.getByText("Please upload an image file.")).toBeVisible();
    await upload.setInputFiles(fixture("cover.png", PNG));
    await expect(page.getByRole("img", { name: "Article" })).toHaveAttribute(
      "src",
      /^\/uploads\/media\/.+\.webp$/,
    );
    await page.getByLabel("Image alt text").fill("A runway in warm evening light");

    await page.getByLabel("Excerpt").fill("Five airports that reward the detour.");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("First stop");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Warm tarmac.");
    const slug = await page.getByLabel("Slug").inputValue();
    await page.getByRole("button", { name: "Create Article" }).click();

    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect.poll(() => articleStatus(slug)).toBe("draft");
    const articles = page.getByRole("region", { name: /All Articles/ });
    await expect(articles.getByText(title, { exact: true })).toBeVisible();

    // The draft is not public (an anonymous request), but the admin can preview it.
    const visitor = await playwright.request.newContext({ baseURL, storageState: signedOut });
    expect((await visitor.get(`/api/articles/${slug}`)).status()).toBe(404);
    await visitor.dispose();
    const [preview] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: `Preview "${title}" (opens a new tab)` }).click(),
    ]);
    await expect(
      preview.getByText("PREVIEW MODE - This is how your article will appear to visitors"),
    ).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(preview.getByText("Preview Mode - Article is not yet published")).toBeVisible();
    await expect(preview.getByRole("heading", { name: "First stop" })).toBeVisible();
    await expect(preview.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
    await preview.close();

    await page.getByRole("checkbox", { name: `Select "${title}"` }).check();
    await page.getByLabel("Bulk action").selectOption("publish");
    await page.getByRole("button", { name: "Apply to 1 article" }).click();
    await page
      .getByRole("dialog", { name: "Publish 1 article?" })
      .getByRole("button", { name: "Publish" })
      .click();
    await expect.poll(() => articleStatus(slug)).toBe("published");
    await expect(articles.getByText(title, { exact: true })).toBeVisible();

    await articles.getByRole("link", { name: `Edit "${title}"` }).click();
    await expect(page.getByRole("heading", { name: "Edit Article" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
    const edited = `${title} (Updated)`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(edited);
    // Saving a live article stages the edit: it stays published, under its published title.
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    expect(await articleStatus(slug)).toBe("published");
    await expect(articles.getByText(title, { exact: true })).toBeVisible();

    // Unpublishing is its own action, confirmed first; the staged edit becomes the draft.
    await articles.getByRole("link", { name: `Edit "${title}"` }).click();
    await page.getByRole("button", { name: "Unpublish" }).click();
    const confirm = page.getByRole("dialog", { name: "Unpublish this article?" });
    await confirm.getByRole("button", { name: "Unpublish" }).click();
    await expect.poll(() => articleStatus(slug)).toBe("draft");
    await page.goto("/admin/articles");
    await expect(articles.getByText(edited, { exact: true })).toBeVisible();

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(`Are you sure you want to delete "${edited}"?`);
      void dialog.accept();
    });
    await articles.getByRole("button", { name: `Delete "${edited}"` }).click();
    await expect.poll(() => articleStatus(slug)).toBeUndefined();
    await expect(page.getByText(edited, { exact: true })).toHaveCount(0);
  });

  test("disables the AI actions with an explanation when no AI key is configured", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/admin/articles/new");
    await page.getByRole("button", { name: "Bulk Generate with AI" }).click();
    await expect(page.getByText("AI is not configured: set OPENAI_API_KEY")).toBeVisible();
    const generate = page.getByRole("button", { name: "Generate 3 Articles" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(/AI is not configured/);
    await expect(page.getByLabel("Generate AI Images for Articles")).toBeDisabled();

    await page.goto("/admin/aircraft?tab=ai-upload");
    await expect(page.getByText("AI is not configured: set OPENAI_API_KEY")).toBeVisible();
    await expect(page.getByRole("button", { name: "choose a file" })).toBeDisabled();

    // The server refuses them all the same.
    const refused = await page.request.post("/api/generate-bulk-articles", {
      headers: { Origin: baseURL ?? "" },
      data: { topics: "Flying private with pets", count: 1, category: "aviation", author: "A" },
    });
    expect(refused.status()).toBe(503);
  });

  test("shows field errors and the empty search state", async ({ page }) => {
    await page.goto("/admin/articles/new");
    await page.getByRole("button", { name: "Create & Publish" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();

    await page.goto("/admin/articles?q=no-such-article-anywhere");
    await expect(page.getByText("No articles match these filters.")).toBeVisible();

    await page.goto("/admin/articles/edit/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Articles" })).toBeVisible();
  });

  test("manages website aircraft: details, edit, specification sheet, add and delete", async ({
    page,
  }) => {
    test.slow();
    // The test's own aircraft, so a run (or a retry) never meets what another one changed.
    const model = unique("Falcon 8X").replace(/\s+/g, "-");
    const name = `Dassault ${model}`;
    const feature = unique("Combined vision system");

    await page.goto("/admin/aircraft");
    await expect(page.getByRole("heading", { name: /Website Aircraft Management/ })).toBeVisible();
    await expect(page.getByText("Website Listings Only")).toBeVisible();
    await expect(page.getByRole("link", { name: "Access Full CRM Portal" })).toHaveAttribute(
      "href",
      "/admin/crm",
    );
    // Only website listings appear on the fleet tab.
    await expect(page.getByRole("heading", { name: "Global 6000" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Citation Ultra" })).toHaveCount(0);

    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: model, exact: true }) });
    await page.getByRole("button", { name: "Add Aircraft" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Make").fill("Dassault");
    await dialog.getByLabel("Model").fill(model);
    await dialog.getByLabel("Year").fill("2019");
    await dialog.getByRole("button", { name: "Create Aircraft" }).click();
    await expect(dialog.getByRole("heading", { name })).toBeVisible();
    await expect.poll(async () => (await storedAircraft(model))?.status).toBe("for-sale");
    await page.keyboard.press("Escape");
    // A new aircraft starts off the website, so it is found among the unlisted ones.
    await page.goto(`/admin/aircraft?tab=filter&listing=unlisted&q=${model}`);
    await expect(card).toBeVisible();

    await page.getByRole("button", { name: `View Details of ${name}` }).click();
    for (const tab of ["Specs", "Engines", "Avionics", "Interior", "Compliance", "Images"]) {
      await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
    }
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    await dialog.getByLabel("Status").selectOption("under-contract");
    await dialog.getByRole("tab", { name: "Avionics" }).click();
    await dialog.getByRole("button", { name: "Add row" }).click();
    const rows = await dialog.getByRole("tabpanel").getByPlaceholder("Label").count();
    await dialog.getByLabel(`Avionics row ${rows} label`).fill(feature);
    await dialog.getByLabel(`Avionics row ${rows} value`).fill("Yes, with EVS");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText(feature)).toBeVisible();
    await expect
      .poll(() => storedAircraft(model))
      .toMatchObject({
        status: "under-contract",
        avionics: expect.arrayContaining([{ label: feature, value: "Yes, with EVS" }]),
      });
    await page.keyboard.press("Escape");
    await expect(card).toContainText("Under Contract");

    const sheet = page.locator(
      `input[type="file"][aria-label="Upload specification PDF of ${name}"]`,
    );
    await sheet.setInputFiles(fixture("notes.txt", "not a pdf"));
    await expect(page.getByText("Please upload a PDF file")).toBeVisible();
    await sheet.setInputFiles(fixture("falcon-8x.pdf", "%PDF-1.4\n%%EOF\n"));
    const link = page.getByRole("link", {
      name: `View specification sheet of ${name} (opens a new tab)`,
    });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect((await storedAircraft(model))?.specification_document_url).toBe(href);
    const pdf = await page.request.get(href ?? "");
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("button", { name: `Edit ${name}` }).click();
    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => storedAircraft(model)).toBeUndefined();
    await expect(card).toHaveCount(0);
  });

  test("filters the inventory and reports listing analytics", async ({ page }) => {
    await page.goto("/admin/aircraft");
    await page.getByRole("tab", { name: "Search & Filter" }).click();
    await page.getByLabel("Listing").selectOption("unlisted");
    // New aircraft start unlisted, so other tests' aircraft may be here too: search the seed's.
    await page.getByRole("searchbox", { name: "Search" }).fill("Embraer");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByText("1 aircraft matches these filters")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Phenom 300", exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByText("On the website", { exact: true })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Page views" })).toBeVisible();
  });

  test("the content pages have no serious or critical accessibility violation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/admin/articles?status=draft");
    const draftPreview = await page
      .getByRole("region", { name: /Drafts/ })
      .getByRole("link", { name: /^Preview/ })
      .first()
      .getAttribute("href");
    const checks: { path: string; open?: (page: Page) => Promise<void> }[] = [
      { path: "/admin/articles" },
      { path: "/admin/articles/new" },
      {
        path: "/admin/articles/new",
        open: (p) => p.getByRole("button", { name: "Bulk Generate with AI" }).click(),
      },
      { path: "/admin/aircraft" },
      {
        path: "/admin/aircraft",
        open: (p) => p.getByRole("button", { name: "Edit Bombardier Global 6000" }).click(),
      },
      { path: "/admin/aircraft?tab=analytics" },
      { path: "/admin/aircraft?tab=filter&view=list" },
      { path: "/admin/aircraft?tab=ai-upload" },
      { path: draftPreview ?? "/admin/articles" },
    ];
    for (const check of checks) {
      await gotoHydrated(page, check.path);
      await check.open?.(page);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
      expect(blocking, `${check.path}\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
    }
  });
});
