import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { expect, gotoHydrated, test } from "./support/fixtures";

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function jpeg(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** An image file on disk, for the editor's file input. */
async function imageFile(name: string, colour: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "media-library-")), name);
  fs.writeFileSync(file, await jpeg(colour));
  return file;
}

/** Stores an image in the library the way the editor's upload does. */
async function uploadToLibrary(page: Page, name: string, colour: string) {
  const response = await page.request.post("/api/article-images", {
    headers: { Origin: new URL(page.url() || "http://127.0.0.1").origin },
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await jpeg(colour) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** A new article's title, category and first words, typed into the editor. */
async function startArticle(page: Page, title: string) {
  await gotoHydrated(page, "/admin/articles/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Category").selectOption("aviation");
  const slug = await page.getByLabel("Slug").inputValue();
  const editor = page.getByRole("textbox", { name: "Content" });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("From the ramp.");
  await page.keyboard.press("Enter");
  return slug;
}

/** The library page filtered to one file name, and that image's card. */
async function libraryCard(page: Page, fileName: string) {
  await gotoHydrated(page, `/admin/media?q=${encodeURIComponent(fileName)}`);
  return page.getByRole("listitem", { name: fileName });
}

test.describe("media library", () => {
  test.use({ storageState: storageStateOf("admin") });
  test.slow();

  const slugs: string[] = [];
  const srcs: string[] = [];
  test.afterEach(async () => {
    await queryDatabase("delete from articles where slug = any($1)", [slugs.splice(0)]);
    await queryDatabase("delete from media_assets where src = any($1)", [srcs.splice(0)]);
  });

  test("shows an image uploaded in the editor with the article using it, and refuses to delete it", async ({
    page,
  }) => {
    const fileName = `ramp-${suffix()}.jpg`;
    const title = `Ramp Light ${suffix()}`;
    slugs.push(await startArticle(page, title));
    await page
      .getByLabel("Upload an image into the article")
      .setInputFiles(await imageFile(fileName, "#34506b"));
    await page.getByLabel("Alt text", { exact: true }).fill("A wet ramp under floodlights");
    await page.getByRole("button", { name: "Create Article" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    const [stored] = await queryDatabase<{ id: string; content: string }>(
      "select id, content from articles where slug = $1",
      [slugs[0]],
    );
    srcs.push(/src="([^"]+)"/.exec(stored?.content ?? "")?.[1] ?? "");

    const card = await libraryCard(page, fileName);
    await expect(card).toBeVisible();
    await expect(card.getByText("Upload", { exact: true })).toBeVisible();
    await expect(card.getByText("1200 × 800 px")).toBeVisible();
    await expect(card.getByRole("img", { name: "A wet ramp under floodlights" })).toHaveAttribute(
      "src",
      /\/w400\.webp$/,
    );
    const usedBy = card.getByRole("link", { name: `“${title}”` });
    await expect(usedBy).toHaveAttribute("href", `/admin/articles/edit/${stored?.id}`);
    await expect(card.getByText(`Text of “${title}”`)).toBeVisible();

    await card.getByRole("button", { name: `Delete ${fileName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this image?" });
    await dialog.getByRole("button", { name: "Delete image" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      `This image is still used in the text of “${title}”. Remove it there first.`,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    expect(await queryDatabase("select 1 from media_assets where src = $1", srcs)).toHaveLength(1);
  });

  test("inserts a library image with its alt text, and the public page serves its variants", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/media");
    const fileName = `wingtip-${suffix()}.jpg`;
    const src = await uploadToLibrary(page, fileName, "#c9a45c");
    srcs.push(src);
    const title = `Golden Hour ${suffix()}`;
    slugs.push(await startArticle(page, title));

    await page.getByRole("button", { name: "Image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Insert an image" });
    await dialog.getByRole("searchbox").fill(fileName);
    await dialog.getByRole("button", { name: "Search" }).click();
    await dialog.getByRole("button", { name: new RegExp(fileName) }).click();
    await dialog.getByLabel("Alt text", { exact: true }).fill("A wingtip at golden hour");
    await dialog.getByRole("button", { name: /^Insert image/ }).click();
    await expect(dialog).toBeHidden();
    const editor = page.getByRole("textbox", { name: "Content" });
    await expect(editor.getByRole("img", { name: "A wingtip at golden hour" })).toHaveAttribute(
      "src",
      src,
    );

    await page.getByRole("button", { name: "Create & Publish" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await gotoHydrated(page, `/journal/${slugs[0]}`);
    const image = page.locator(".prose-article").getByRole("img", {
      name: "A wingtip at golden hour",
    });
    await expect(image).toHaveAttribute("src", src);
    await expect(image).toHaveAttribute("srcset", /\/w400\.webp 400w, .*\/w1200\.webp 1200w/);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "800");

    const card = await libraryCard(page, fileName);
    await expect(card.getByText(`Text of “${title}”`)).toBeVisible();
  });

  test("deletes an unused image after asking", async ({ page }) => {
    await gotoHydrated(page, "/admin/media");
    const fileName = `spare-${suffix()}.jpg`;
    srcs.push(await uploadToLibrary(page, fileName, "#5b7553"));

    const card = await libraryCard(page, fileName);
    await expect(card.getByText("Not used anywhere")).toBeVisible();
    await card.getByRole("button", { name: `Delete ${fileName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this image?" });
    await expect(dialog).toContainText(`“${fileName}” and its 4 stored files will be removed.`);
    await dialog.getByRole("button", { name: "Delete image" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();
    expect(await queryDatabase("select 1 from media_assets where src = $1", srcs)).toEqual([]);
  });
});
