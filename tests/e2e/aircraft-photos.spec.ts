import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { unique } from "./support/enquiry-data";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** A camera-like JPEG of one colour, written to a temporary file for the file input. */
async function photoFile(name: string, color: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "aircraft-photos-"));
  const file = path.join(directory, name);
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toFile(file);
  return file;
}

type StoredPhoto = { caption: string; alt: string; hero: boolean; src: string };

/** The aircraft's photos as stored, in gallery order. */
async function storedPhotos(model: string) {
  return queryDatabase<StoredPhoto>(
    `select p.caption, p.alt, p.hero, m.src from aircraft_images p
       join aircraft a on a.id = p.aircraft_id join media_assets m on m.id = p.media_id
     where a.model = $1 order by p.position`,
    [model],
  );
}

test.describe("aircraft photos", () => {
  // The listed aircraft would change what later tests count on the public pages.
  test.afterEach(async () => {
    await queryDatabase(
      "delete from aircraft where make = 'Dassault' and model like 'Falcon-7X-%'",
    );
  });
  test.use({ storageState: storageStateOf("admin") });

  test("uploads three photos, captions and orders them by keyboard, and sets the hero the site shows", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const model = unique("Falcon 7X").replace(/\s+/g, "-");
    const name = `Dassault ${model}`;
    const files = await Promise.all([
      photoFile("exterior.jpg", "#1d3557"),
      photoFile("cabin.jpg", "#e9d8a6"),
      photoFile("flight-deck.jpg", "#222222"),
    ]);

    await gotoHydrated(page, "/admin/aircraft");
    await page.getByRole("button", { name: "Add Aircraft" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Make").fill("Dassault");
    await dialog.getByLabel("Model").fill(model);
    await dialog.getByLabel("Year").fill("2018");
    await dialog.getByLabel("Passengers (certified maximum)").fill("16");
    await dialog.getByLabel("Range (nm)").fill("5950");
    await dialog.getByLabel("Max cruise speed").fill("Mach 0.90");
    await dialog.getByLabel("Price on request").check();
    await dialog.getByRole("button", { name: "Create Aircraft" }).click();
    await expect(dialog.getByRole("heading", { name })).toBeVisible();

    await dialog.getByRole("tab", { name: "Images" }).click();
    await expect(dialog.getByText("No images for this aircraft yet.")).toBeVisible();
    await dialog.getByLabel(`Upload photos of the ${name}`).setInputFiles(files);
    const rows = dialog.getByTestId("aircraft-photo");
    // Each photo is processed into its variants before the next is sent.
    await expect(rows).toHaveCount(3, { timeout: 60_000 });
    await expect(
      dialog.getByText("3 photos need alt text before this aircraft can be listed."),
    ).toBeVisible();

    const texts = [
      ["Exterior", "A Falcon 7X in navy livery on the apron"],
      ["Cabin", "The Falcon 7X cabin in cream leather"],
      ["Flight deck", "The Falcon 7X flight deck at night"],
    ] as const;
    for (const [index, [caption, alt]] of texts.entries()) {
      const row = rows.nth(index);
      await row.getByRole("textbox", { name: "Caption" }).fill(caption);
      await row.getByRole("textbox", { name: /^Alt text/ }).fill(alt);
      await row.getByRole("button", { name: /^Save caption and alt text/ }).click();
      await expect(row.getByRole("button", { name: /^Save caption and alt text/ })).toHaveText(
        "Saved",
      );
    }
    await expect(dialog.getByText(/need alt text/)).toHaveCount(0);

    // Keyboard only: the Cabin photo moves to the top; focus follows it.
    await dialog.getByRole("button", { name: "Move Cabin up" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows.nth(0).getByRole("textbox", { name: "Caption" })).toHaveValue("Cabin");
    await expect(dialog.getByRole("button", { name: "Move Cabin down" })).toBeFocused();
    await dialog.getByRole("button", { name: "Move Flight deck up" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows.nth(1).getByRole("textbox", { name: "Caption" })).toHaveValue("Flight deck");
    await expect
      .poll(async () => (await storedPhotos(model)).map((photo) => photo.caption))
      .toEqual(["Cabin", "Flight deck", "Exterior"]);

    await dialog.getByRole("button", { name: "Set Cabin as hero" }).click();
    await expect(rows.nth(0).getByText("Hero", { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await storedPhotos(model)).map((photo) => photo.hero))
      .toEqual([true, false, false]);
    const [hero] = await storedPhotos(model);
    expect(hero?.alt).toBe("The Falcon 7X cabin in cream leather");

    // With a hero, alt texts and its key figures the listing is complete: it goes live.
    await dialog.getByRole("button", { name: "List on website" }).click();
    await expect(dialog.getByRole("button", { name: "Remove from website" })).toBeVisible();

    // The public card shows the chosen hero with its variants and alt text.
    await gotoHydrated(page, "/aircraft");
    const card = page
      .getByTestId("aircraft-card")
      .filter({ has: page.getByRole("heading", { name }) });
    const cardImage = card.getByRole("img", { name: "The Falcon 7X cabin in cream leather" });
    await expect(cardImage).toHaveAttribute("srcset", /\/w400\.webp 400w, .*\/w1600\.webp 1600w/);
    await expect(cardImage).toHaveAttribute("srcset", new RegExp(`${hero?.src} 1600w`));
    await expect(cardImage).toHaveAttribute("width", "1600");
    await expect(cardImage).toHaveAttribute("height", "1067");

    // The gallery holds the other photos in their order; the lightbox loads a large variant.
    await card.getByRole("link", { name: `View Details: ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const openers = page.getByRole("button", { name: /^Open image:/ });
    await expect(openers).toHaveText([/Flight deck/, /Exterior/]);
    await page.getByRole("button", { name: "Open image: Exterior" }).click();
    const large = page
      .getByRole("dialog", { name: "Exterior" })
      .getByRole("img", { name: "A Falcon 7X in navy livery on the apron" });
    await expect(large).toBeVisible();
    await expect
      .poll(() => large.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/w(1200|1600)\.webp$/);
  });
});
