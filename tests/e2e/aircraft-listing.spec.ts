import { signedOut, storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { unique } from "./support/enquiry-data";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** The stored listing state of the aircraft with this model, or undefined. */
async function storedListing(model: string) {
  const [row] = await queryDatabase<{
    slug: string;
    website_listing: boolean;
    status: string;
    listed_at: string | null;
  }>("select slug, website_listing, status, listed_at from aircraft where model = $1", [model]);
  return row;
}

/** An aircraft put on the website directly (its listing is not what the test checks). */
async function insertListedAircraft(model: string) {
  const slug = `bombardier-${model.toLowerCase()}`;
  await queryDatabase(
    `insert into aircraft (slug, make, model, name, category, year, passengers, range_nm,
       cruise_speed, price_on_request, website_listing, listed_at)
     values ($1, 'Bombardier', $2, $3, 'heavy-jets', 2018, 12, 4000, 'Mach 0.85', true, true,
       now())`,
    [slug, model, `Bombardier ${model}`],
  );
  return { slug, name: `Bombardier ${model}` };
}

test.describe("aircraft listing", () => {
  // The aircraft these tests make would change what later tests count on the public pages.
  test.afterEach(async () => {
    await queryDatabase(
      "delete from aircraft where (make = 'Bombardier' and model like 'Challenger-%') or (make = 'Dassault' and model like 'Falcon-6X-%')",
    );
  });
  test.use({ storageState: storageStateOf("admin") });
  // Each test walks the back-office and then the public site as a second visitor.
  test.slow();

  test("a new aircraft starts unlisted, and an incomplete listing cannot be listed and says why", async ({
    page,
    browser,
  }) => {
    const model = unique("Falcon 6X").replace(/\s+/g, "-");
    const name = `Dassault ${model}`;
    await gotoHydrated(page, "/admin/aircraft");
    await page.getByRole("button", { name: "Add Aircraft" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Make").fill("Dassault");
    await dialog.getByLabel("Model").fill(model);
    await dialog.getByLabel("Year").fill("2023");
    await dialog.getByRole("button", { name: "Create Aircraft" }).click();
    await expect(dialog.getByRole("heading", { name })).toBeVisible();
    await expect(dialog.getByText("Not on website")).toBeVisible();
    await expect.poll(() => storedListing(model)).toMatchObject({ website_listing: false });

    await dialog.getByRole("button", { name: "List on website" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      'Missing before listing: a hero image; passengers, range, cruise speed; an asking price or "price on request".',
    );
    expect(await storedListing(model)).toMatchObject({ website_listing: false, listed_at: null });

    const visitor = await browser.newContext({ storageState: signedOut });
    const publicPage = await visitor.newPage();
    const stored = await storedListing(model);
    await publicPage.goto(`/aircraft/${stored?.slug}`);
    await expect(publicPage).toHaveURL(/\/aircraft$/);
    await expect(publicPage.getByRole("heading", { name })).toHaveCount(0);
    await visitor.close();
  });

  test("an aircraft set Under Contract shows it on its public card and page", async ({
    page,
    browser,
  }) => {
    const model = unique("Challenger").replace(/\s+/g, "-");
    const { slug, name } = await insertListedAircraft(model);

    await gotoHydrated(page, `/admin/aircraft?tab=filter&listing=all&q=${model}`);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Status").selectOption("under-contract");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByRole("tabpanel", { name: "Specs" }).getByText("Under Contract", { exact: true }),
    ).toBeVisible();
    await expect.poll(() => storedListing(model)).toMatchObject({ status: "under-contract" });
    await expect(dialog.getByText(/\d+ days? on market/)).toBeVisible();

    const visitor = await browser.newContext({ storageState: signedOut });
    const publicPage = await visitor.newPage();
    await gotoHydrated(publicPage, "/aircraft");
    const card = publicPage
      .getByTestId("aircraft-card")
      .filter({ has: publicPage.getByRole("heading", { name, exact: true }) });
    await expect(card.getByTestId("aircraft-status")).toHaveText("Under Contract");
    await gotoHydrated(publicPage, `/aircraft/${slug}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(publicPage.getByTestId("aircraft-status")).toHaveText("Under Contract");
    await visitor.close();
  });
});
