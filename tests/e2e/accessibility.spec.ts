import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { notFoundPath, publicRoutes, publishedArticlePath } from "./support/public-routes";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("WCAG 2.2 AA (axe)", () => {
  for (const path of [...publicRoutes, "ARTICLE", notFoundPath]) {
    const name = path === "ARTICLE" ? "/journal/{a published article}" : path;
    test(`${name} has no serious or critical violation`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const target = path === "ARTICLE" ? await publishedArticlePath(request) : path;
      await gotoHydrated(page, target);
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
      expect(blocking, `${target}\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
    });
  }
});

test.describe("keyboard and landmarks", () => {
  test("the first Tab reaches the skip link, which moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/journal");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main#main")).toHaveCount(1);
  });

  test("journal links show a visible focus indicator", async ({ page }) => {
    await page.goto("/journal");
    const link = page
      .getByRole("navigation", { name: "Article categories" })
      .getByRole("link")
      .first();
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  for (const path of ["/journal", "/privacy"]) {
    test(`${path} has one main landmark, a banner and a content info`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
});
