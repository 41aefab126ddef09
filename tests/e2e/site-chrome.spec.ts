import { expect, gotoHydrated, test } from "./support/fixtures";

test.describe("header", () => {
  test("is transparent at the top and turns solid after 10 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("shows the main navigation and Contact Us on desktop", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Aircraft", "Charter", "Services", "Journal", "About"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens the links plus 'Sell with us' and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const label of ["Aircraft", "Charter", "Services", "Journal", "About", "Sell with us"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await menu.getByRole("link", { name: "Journal", exact: true }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(menu).toBeHidden();
  });

  test("closes on Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("lists the quick links, the five aircraft categories and the legal pages", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const label of [
      "Ultra Long Range",
      "Heavy Jets",
      "Mid-Size Jets",
      "Light Jets",
      "Turboprops",
    ]) {
      await expect(footer.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Market Insights" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(footer).toContainText("Singapore");
    for (const label of ["Terms", "Privacy", "Cookies"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });
});

test("an unknown path shows the 404 view with a way home", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
