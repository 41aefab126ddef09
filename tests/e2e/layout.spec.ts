import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { publicRoutes, publishedArticlePath } from "./support/public-routes";

/** Phones, tablet portrait, tablet landscape / small laptop, desktop. */
const widths = [320, 375, 414, 768, 1024, 1440] as const;
const height = 800;

type LayoutReport = {
  width: number;
  scrollWidth: number;
  innerWidth: number;
  /** Header items (brand, links, buttons) whose text runs onto more than one line. */
  wrapped: string[];
};

/**
 * Measures the page as laid out now: its scroll width against the window, and every header
 * item whose text wraps. An item wraps when one of its text runs is split into several line
 * boxes (`getClientRects` of a range over the text gives one rect per line).
 */
function measure(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    const items = header
      ? Array.from(header.querySelectorAll<HTMLElement>("a, button")).filter(
          (element) => element.offsetParent !== null && !element.closest("#mobile-menu"),
        )
      : [];
    const wrapped = items
      .filter((element) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) {
            if (rect.width > 0) tops.add(Math.round(rect.top));
          }
        }
        return tops.size > 1;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute("aria-label") || "?");
    return {
      width: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      wrapped,
    };
  });
}

async function paths(page: Page): Promise<string[]> {
  const article = await publishedArticlePath(page.request);
  return [...publicRoutes, article, "/journal?category=market-trends", "/blog", "/journal?page=2"];
}

test.describe("layout at every width", () => {
  test("no page is wider than the screen and the header stays on one line", async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    for (const path of await paths(page)) {
      await page.setViewportSize({ width: widths[0], height });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        // One frame for the layout to settle after the resize.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const report = await measure(page);
        if (report.scrollWidth > report.innerWidth) {
          problems.push(`${path} at ${width}px is ${report.scrollWidth}px wide`);
        }
        if (report.wrapped.length > 0) {
          problems.push(`${path} at ${width}px: header wraps ${report.wrapped.join(", ")}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("on a phone (mobile emulation)", () => {
  for (const width of [320, 375, 414]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

      test("the menu toggle is inside the visual viewport on every page", async ({ page }) => {
        test.setTimeout(120_000);
        const outside: string[] = [];
        for (const path of await paths(page)) {
          await page.goto(path);
          const toggle = page.getByRole("button", { name: "Open menu" });
          await expect(toggle).toBeVisible();
          const box = await toggle.boundingBox();
          const viewport = await page.evaluate(() => ({
            width: window.visualViewport?.width ?? window.innerWidth,
            layout: document.documentElement.scrollWidth,
          }));
          if (!box || box.x < 0 || box.x + box.width > viewport.width) {
            outside.push(`${path}: toggle at ${box?.x}px, visual viewport ${viewport.width}px`);
          }
          if (viewport.layout > width) {
            outside.push(`${path}: layout viewport ${viewport.layout}px`);
          }
        }
        expect(outside).toEqual([]);
      });
    });
  }
});
