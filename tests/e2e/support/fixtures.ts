import { createHash } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

type PageErrorFixtures = {
  /**
   * Declares an error this test causes on purpose (a console error, an uncaught exception or a
   * 5xx answer), matched against the recorded line, e.g. `expectPageError(/status of 404/)`.
   */
  expectPageError: (pattern: RegExp) => void;
};

// Chromium logs every 4xx answer as a console error; a 4xx is an answer the tests check
// themselves (a 404 page, Access Denied), not an error in the page. 5xx answers still fail.
const CLIENT_ERROR_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The e2e `test`: fails a test on any console error, uncaught exception or 5xx response in the
 * pages of its browser context that the test did not declare with `expectPageError`.
 */
export const test = base.extend<PageErrorFixtures>({
  // Each test is its own visitor: the server trusts the loopback proxy's X-Forwarded-For
  // (playwright.config.ts), so the per-address limits of the public forms count each test
  // apart, as they would count different people, instead of the whole suite as one address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash("sha256")
      .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
      .digest();
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${a}.${b}.${c}` });
  },
  expectPageError: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      const expected: RegExp[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() === "error" && !CLIENT_ERROR_ANSWER.test(message.text())) {
            // The location names the failing resource for Chromium's network errors.
            const source = message.location().url || page.url();
            problems.push(`console error from ${source}: ${message.text()}`);
          }
        });
        page.on("pageerror", (error) => {
          problems.push(`uncaught exception on ${page.url()}: ${error.message}`);
        });
        page.on("response", (response) => {
          if (response.status() >= 500) {
            problems.push(
              `${response.status()} answer to ${response.request().method()} ${response.url()}`,
            );
          }
        });
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use((pattern) => expected.push(pattern));
      const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)));
      // A test that already failed reports its own error; these would only add noise.
      if (testInfo.status === testInfo.expectedStatus) {
        expect(unexpected, "errors in the page that the test did not declare").toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page, so its controls respond. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // The public site's header marks itself once hydrated; other pages have the router.
    const siteHeader = document.querySelector("header[data-scrolled]");
    if (siteHeader) return siteHeader.getAttribute("data-interactive") === "true";
    return "__reactRouterDataRouter" in window;
  });
}

/** Opens `path` and waits for hydration. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Holds every request matching `url` until the returned function is called, so a test can see
 * the loading state that lasts exactly as long as the request.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
