import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { unique } from "./support/enquiry-data";
import { expect, gotoHydrated, holdRequests, test, waitForHydration } from "./support/fixtures";
import { expectToast, fillContactForm, interactive } from "./support/forms";

/**
 * The public marketing and aircraft pages: visible texts, the hero and
 * testimonial sliders, the gallery lightbox, the aircraft data the seed lists, the redirects of
 * unlisted aircraft, call-to-action analytics, caching, metadata and layout at 375 and 1440 px.
 */

const ownPages = [
  "/",
  "/aircraft",
  "/aircraft/gulfstream-iv-sp",
  "/fleet",
  "/acquisition",
  "/charter",
  "/services",
  "/about",
  "/contact",
  "/ebook-landing",
  "/category/heavy-jets",
  "/category/turboprops",
] as const;

const slides = [
  "Exceptional Aircraft, Discreetly Acquired",
  "Every Transaction, Handled With Precision",
  "Your Cabin, Your Schedule",
];

const featuredSection = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Featured Aircraft" }) });

const carousel = (page: Page) => page.getByRole("region", { name: "Highlights" });

async function expectSlide(page: Page, index: number) {
  await expect(carousel(page)).toHaveAttribute("data-active-slide", String(index));
  await expect(page.getByRole("heading", { name: slides[index] })).toBeVisible();
  for (const [i, title] of slides.entries()) {
    if (i !== index) await expect(page.getByRole("heading", { name: title })).toBeHidden();
  }
}

/** Waits until the server has stored a call-to-action event with this label. */
async function expectCtaEvent(label: string) {
  await expect
    .poll(
      async () =>
        queryDatabase<{ category: string; path: string }>(
          "select category, path from analytics_events where name = 'cta_click' and label = $1",
          [label],
        ),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining([expect.objectContaining({ category: "engagement" })]));
}

test.describe("home", () => {
  test("hero buttons go to the collection and the contact page, each recording a CTA event", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(slides[0] ?? "");

    await page.getByRole("link", { name: "Explore Collection" }).click();
    await expect(page).toHaveURL(/\/aircraft$/);
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Request Consultation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectCtaEvent("Explore Collection");
    await expectCtaEvent("Request Consultation");
  });

  test("the hero advances every 6000 ms and wraps", async ({ page }) => {
    // The page's clock stands still from its first script on, so only fastForward moves it: a
    // slow machine's real time cannot advance a slide before the test looks.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await gotoHydrated(page, "/");
    await expectSlide(page, 0);
    await page.clock.fastForward(5_000);
    await expectSlide(page, 0);
    await page.clock.fastForward(1_000);
    await expectSlide(page, 1);
    await page.clock.fastForward(6_000);
    await expectSlide(page, 2);
    await page.clock.fastForward(6_000);
    await expectSlide(page, 0);
  });

  test("arrows wrap both ways and dots jump", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 2);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 0);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    const dot = page.getByRole("button", { name: "Go to slide 3" });
    await dot.click();
    await expectSlide(page, 2);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the hero holds still while hovered or focused", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const hero = carousel(page);
    const box = await page.getByRole("heading", { name: slides[0] }).boundingBox();
    if (!box) throw new Error("The hero heading has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hero).toHaveAttribute("data-paused", "true");
    await page.clock.fastForward(12_000);
    await expectSlide(page, 0);

    // The header overlays the hero but is not part of it: the pointer leaves the carousel.
    await page.mouse.move(5, 5);
    await expect(hero).toHaveAttribute("data-paused", "false");
    await page.getByRole("link", { name: "Explore Collection" }).focus();
    await expect(hero).toHaveAttribute("data-paused", "true");
    await page.clock.fastForward(12_000);
    await expectSlide(page, 0);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(hero).toHaveAttribute("data-paused", "false");
    await page.clock.fastForward(6_000);
    await expectSlide(page, 1);
  });

  test("the hero does not advance under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.fastForward(20_000);
    await expectSlide(page, 0);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
  });

  test("the first slide is preloaded with its responsive variants and high priority", async ({
    page,
  }) => {
    await page.goto("/");
    const preload = page.locator(
      'link[rel="preload"][as="image"][href="/images/hero/slide-1.webp"]',
    );
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(preload).toHaveAttribute("imagesrcset", /slide-1-640\.webp 640w/);
    await expect(preload).toHaveAttribute("imagesizes", "100vw");
    const first = page.locator('img[src="/images/hero/slide-1.webp"]');
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
  });

  test("three featured cards, each with its figures and View Details to its page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const cards = featuredSection(page).getByTestId("aircraft-card");
    await expect(cards).toHaveCount(3);
    const expected = [
      {
        name: "Bombardier Global 6000",
        model: "Global 6000",
        year: "2015",
        slug: "bombardier-global-6000",
      },
      { name: "Gulfstream G500", model: "G500", year: "2021", slug: "gulfstream-g500" },
      { name: "Gulfstream IV SP", model: "G-IV SP", year: "1999", slug: "gulfstream-iv-sp" },
    ];
    for (const [i, aircraft] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { name: aircraft.name })).toBeVisible();
      await expect(card.getByText(aircraft.model, { exact: true })).toBeVisible();
      await expect(card.getByText(aircraft.year, { exact: true })).toBeVisible();
      await expect(card.getByText("Contact For Pricing")).toBeVisible();
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    }
    await expect(cards.nth(2).getByText("Perth, AU")).toBeVisible();

    for (const aircraft of expected) {
      await gotoHydrated(page, "/");
      await featuredSection(page)
        .getByRole("link", { name: `View Details: ${aircraft.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/aircraft/${aircraft.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(aircraft.name);
    }

    await gotoHydrated(page, "/");
    await featuredSection(page).getByRole("link", { name: "View All Aircraft" }).click();
    await expect(page).toHaveURL(/\/aircraft$/);
  });

  test("categories, services, testimonials, the call-to-action band and the contact form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    for (const [title, passengers, hours, category] of [
      ["Light Jets", "4-8 passengers", "Up to 3 hours", "light-jets"],
      ["Mid-Size", "6-9 passengers", "Up to 5 hours", "mid-size-jets"],
      ["Heavy Jets", "8-16 passengers", "Up to 8 hours", "heavy-jets"],
    ] as const) {
      const card = page.locator("article", { has: page.getByRole("heading", { name: title }) });
      await expect(card.getByText(passengers)).toBeVisible();
      await expect(card.getByText(hours)).toBeVisible();
      await expect(card.getByRole("link", { name: /Explore Jets/ })).toHaveAttribute(
        "href",
        `/aircraft?category=${category}`,
      );
    }
    await page.getByRole("link", { name: "Explore Jets: Heavy Jets" }).click();
    await expect(page).toHaveURL(/\/aircraft\?category=heavy-jets$/);
    await expect(page.getByTestId("aircraft-card")).toHaveCount(1);

    await gotoHydrated(page, "/");
    for (const service of [
      "Aircraft Acquisition",
      "Aircraft Sales",
      "Market Analysis",
      "Pre-Purchase Inspections",
    ]) {
      await expect(page.getByRole("heading", { name: service, exact: true })).toBeVisible();
    }

    const slider = page.locator('section[aria-label="Client testimonials"]');
    await expect(slider.getByText("Richard Ashworth")).toBeVisible();
    await slider.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slider.getByText("Andrew Keane")).toBeVisible();
    await expect(slider.getByText("Richard Ashworth")).toBeHidden();
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slider.getByText("Richard Ashworth")).toBeVisible();
    await slider.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect(slider.getByText("Mei Lin Goh")).toBeVisible();
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slider.getByText("Richard Ashworth")).toBeVisible();

    const band = page.locator("section", {
      has: page.getByRole("heading", { name: "Ready to Find Your Next Aircraft?" }),
    });
    await band.getByRole("button", { name: "Schedule Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("form", { name: "General enquiry" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeVisible();

    await band.getByRole("link", { name: "Browse Aircraft" }).click();
    await expect(page).toHaveURL(/\/aircraft$/);
  });

  test("a testimonial step clicked before the slider's code is live is carried out exactly once", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two page loads at an 8× slower CPU: on a busy machine each takes several seconds.
    test.slow();
    const sliderOf = (on: Page) => on.locator('section[aria-label="Client testimonials"]');

    // Clicked while the code is still on its way: carried out when it arrives.
    const releaseCode = await holdRequests(page, /home-testimonials-[^/]*\.js$/);
    await gotoHydrated(page, "/");
    await sliderOf(page).getByRole("button", { name: "Previous testimonial" }).click();
    await expect(sliderOf(page).getByText("Richard Ashworth")).toBeVisible();
    releaseCode();
    await expect(sliderOf(page).getByText("Andrew Keane")).toBeVisible();
    await expect(sliderOf(page).getByText("Mei Lin Goh")).toBeHidden();

    // Clicked on a slow phone just as the code has arrived (scrolling the slider into view
    // fetches it) and React is hydrating the section: that click used to be dropped. Each
    // attempt starts with an empty cache, so the code arrives during the click.
    for (let attempt = 0; attempt < 2; attempt++) {
      const context = await browser.newContext({ baseURL });
      const slowPage = await context.newPage();
      const cdp = await context.newCDPSession(slowPage);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await gotoHydrated(slowPage, "/");
      await sliderOf(slowPage).getByRole("button", { name: "Previous testimonial" }).click();
      await expect(sliderOf(slowPage).getByText("Andrew Keane")).toBeVisible();
      await expect(sliderOf(slowPage).getByText("Richard Ashworth")).toBeHidden();
      await context.close();
    }
  });

  test("ships at most 125 kB of JavaScript (gzip) on first load", async ({ request }) => {
    // What the HTML makes the browser load at once: module preloads and the entry's imports.
    const html = await (await request.get("/")).text();
    const scripts = new Set<string>();
    for (const [link] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
      const href = /href="([^"]+)"/.exec(link)?.[1];
      if (href) scripts.add(href);
    }
    for (const [, body] of html.matchAll(
      /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      for (const [, specifier] of (body ?? "").matchAll(
        /(?:import\s*(?:[^"']*?from\s*)?|import\()\s*["']([^"']+\.js)["']/g,
      )) {
        if (specifier) scripts.add(specifier);
      }
    }
    const sizes = new Map<string, number>();
    for (const script of scripts) {
      sizes.set(script, gzipSync(await (await request.get(script)).body()).byteLength);
    }
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    expect(scripts.size).toBeGreaterThan(5);
    expect(total, JSON.stringify(Object.fromEntries(sizes), null, 1)).toBeLessThanOrEqual(
      125 * 1024,
    );
  });

  test("fetches no script before the page is painted, then hydrates", async ({ page }) => {
    await gotoHydrated(page, "/");
    const timings = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timings.painted).not.toBeNull();
    expect(timings.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timings.scripts)).toBeGreaterThan(timings.painted ?? 0);
  });

  test("hydrates after the load event when the browser reports no paint", async ({ page }) => {
    // A browser that supports Paint Timing yet never reports a paint (headless Chromium can
    // present no frame at all): the observer is there, its callback never comes.
    await page.addInitScript(() => {
      const Native = window.PerformanceObserver;
      class Silent extends Native {
        constructor(_callback: PerformanceObserverCallback) {
          super(() => {});
        }
      }
      Object.defineProperty(Silent, "supportedEntryTypes", {
        get: () => Native.supportedEntryTypes,
      });
      window.PerformanceObserver = Silent;
    });
    await page.goto("/");
    await waitForHydration(page);
    const loadedAt = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
    );
    const firstScriptAt = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
    );
    expect(firstScriptAt).toBeGreaterThan(loadedAt);
  });

  test("the back-office's pages start their scripts at once", async ({ request }) => {
    const html = await (await request.get("/admin/login")).text();
    expect(html).not.toContain('<template id="module-preloads">');
    expect(html).toMatch(/<head>[\s\S]*<link rel="modulepreload"[\s\S]*<\/head>/);
  });
});

test.describe("aircraft collection", () => {
  test("the banner's buttons: Schedule a Viewing opens the dialog, Download Fleet Guide the guide", async ({
    page,
  }) => {
    await gotoHydrated(page, "/aircraft");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Exceptional Aircraft, Available Now",
    );
    await page.getByRole("button", { name: "Schedule a Viewing" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Download Fleet Guide" }).click();
    await expect(page).toHaveURL(/\/ebook-landing$/);
  });

  test("lists only the website-listed aircraft, searches and filters by category", async ({
    page,
  }) => {
    await gotoHydrated(page, "/aircraft");
    const cards = page.getByTestId("aircraft-card");
    await expect(cards).toHaveCount(4);
    for (const name of [
      "Bombardier Global 6000",
      "Gulfstream G500",
      "Gulfstream IV SP",
      "Embraer Phenom 300E",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Cessna Citation Ultra")).toHaveCount(0);
    await expect(page.getByText("US$ 10,950,000")).toBeVisible();

    await page.getByLabel("Search aircraft").fill("g500");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/aircraft\?search=g500$/);
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Gulfstream G500" })).toBeVisible();

    await page.goto("/aircraft?search=vh-pej");
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Embraer Phenom 300E" })).toBeVisible();

    await page.goto("/aircraft?search=Bombardier");
    await expect(cards).toHaveCount(1);

    await page.goto("/aircraft?search=citation");
    await expect(cards).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "No aircraft match your search" }),
    ).toBeVisible();

    await gotoHydrated(page, "/aircraft");
    await page
      .getByRole("navigation", { name: "Filter by category", exact: true })
      .getByRole("link", { name: "Ultra Long Range" })
      .click();
    await expect(page).toHaveURL(/\/aircraft\?category=ultra-long-range$/);
    await expect(cards).toHaveCount(2);

    await page.goto("/aircraft?category=light-jets");
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Embraer Phenom 300E" })).toBeVisible();

    await page.goto("/aircraft?category=mid-size-jets");
    await expect(cards).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "No aircraft match your search" }),
    ).toBeVisible();
  });

  for (const slug of ["cessna-citation-ultra", "embraer-phenom-300", "no-such-aircraft"]) {
    test(`/aircraft/${slug} redirects to /aircraft`, async ({ page, request }) => {
      const response = await request.get(`/aircraft/${slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/aircraft");
      await page.goto(`/aircraft/${slug}`);
      await expect(page).toHaveURL(/\/aircraft$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Exceptional Aircraft, Available Now",
      );
    });
  }
});

test.describe("aircraft detail", () => {
  test("hero, specifications, purchase enquiry and the disabled specification sheet", async ({
    page,
  }) => {
    await gotoHydrated(page, "/aircraft/gulfstream-iv-sp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gulfstream IV SP");
    const hero = page.locator("main > section").first();
    await expect(hero.getByText("Heavy Jets", { exact: true })).toBeVisible();
    await expect(hero.getByText("VH-LJX")).toBeVisible();
    await expect(hero.getByText(/one of the most capable large-cabin jets/)).toBeVisible();
    const sheet = page.getByRole("button", { name: "Specification Sheet Coming Soon" });
    await expect(sheet).toBeDisabled();

    for (const caption of [
      "General Specifications",
      "Features & Amenities",
      "Cabin & Configuration",
    ]) {
      await expect(page.getByRole("table", { name: caption })).toBeVisible();
    }
    await expect(
      page
        .getByRole("table", { name: "Features & Amenities" })
        .getByRole("row", { name: /Range/ })
        .first(),
    ).toContainText("3,800 nm");
    await expect(
      page.getByRole("heading", { name: "Interested in the Gulfstream IV SP?" }),
    ).toBeVisible();
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("purchase");

    await page.getByRole("link", { name: "Request Charter Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectCtaEvent("Request Charter Quote");
  });

  test("the purchase enquiry form loads its code on demand and sends the enquiry", async ({
    page,
  }) => {
    const fullName = unique("Henrik Aircraft Page");
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/\/contact-form-[^/]*\.js$/.test(request.url())) formCode.push(request.url());
    });
    await gotoHydrated(page, "/aircraft/gulfstream-g500");
    // Below the gallery and the specifications: not part of the first load.
    expect(formCode).toEqual([]);
    const form = page.getByRole("form", { name: "General enquiry" });
    await form.scrollIntoViewIfNeeded();
    await interactive(form);
    await expect(form.getByLabel("Inquiry Type")).toHaveValue("purchase");
    await fillContactForm(page, fullName);
    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expectToast(page, "Inquiry Received");
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    expect(
      await queryDatabase(
        "select inquiry_type, is_spam from contact_submissions where full_name = $1",
        [fullName],
      ),
    ).toEqual([{ inquiry_type: "purchase", is_spam: false }]);
  });

  test("the gallery opens a lightbox driven by the keyboard; Esc returns focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/aircraft/gulfstream-iv-sp");
    const opener = page.getByRole("button", { name: "Open image: Main Cabin" });
    await opener.click();
    const lightbox = page.getByRole("dialog", { name: "Main Cabin" });
    await expect(lightbox).toBeVisible();
    await expect(
      lightbox.getByRole("img", { name: /^Ivory leather club seating, walnut veneers/ }),
    ).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Flight Deck" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Exterior on the Ramp" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Forward Galley" })).toBeVisible();
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("dialog", { name: "Exterior on the Ramp" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: "Open image: Exterior on the Ramp" }),
    ).toBeFocused();

    await opener.click();
    await page.getByRole("button", { name: "Close gallery" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("a specification sheet, once uploaded, downloads under its file name", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await playwright.request.newContext({
      baseURL,
      storageState: storageStateOf("admin"),
    });
    const found = await admin.get("/api/aircraft/embraer-phenom-300e");
    expect(found.ok()).toBe(true);
    const { id } = (await found.json()) as { id: string };
    const upload = await admin.put(`/api/aircraft/${id}/specification`, {
      headers: { Origin: baseURL ?? "" },
      multipart: {
        file: {
          name: "phenom-300e.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
        },
      },
    });
    expect(upload.ok()).toBe(true);
    await admin.dispose();

    await gotoHydrated(page, "/aircraft/embraer-phenom-300e");
    await expect(page.getByRole("button", { name: "Specification Sheet Coming Soon" })).toHaveCount(
      0,
    );
    const link = page.getByRole("link", { name: /Download Specification Sheet/ });
    await expect(link).toHaveAttribute("download", "");
    const pdf = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-disposition"]).toBe('attachment; filename="phenom-300e.pdf"');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("fleet overview", () => {
  test("the flagship's figures, Request Pricing links and the fleet cards", async ({ page }) => {
    await gotoHydrated(page, "/fleet");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gulfstream IV SP");
    for (const [label, value] of [
      ["Range", "3,800 nm"],
      ["Passenger Capacity", "Up to 14"],
      ["Speed", "Mach 0.88"],
      ["Baggage", "169 ft³, accessible in flight"],
    ] as const) {
      const figures = page.locator('section[aria-label="Key figures"]');
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
    }
    const details = page.locator('section[aria-labelledby="details-heading"]');
    await expect(details.getByText("45,000 ft")).toBeVisible();
    await expect(details.getByText("Up to 14 (configured for 10)")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Example Routes" })).toBeVisible();

    const pricing = page.getByRole("link", { name: "Request Pricing" });
    await expect(pricing).toHaveCount(2);
    for (const link of await pricing.all()) await expect(link).toHaveAttribute("href", "/contact");

    const cards = page.getByTestId("fleet-card");
    await expect(cards).toHaveCount(6);
    // A listed aircraft's card shows its listing's figures, as its detail page does.
    const flagshipCard = cards.filter({ hasText: "Gulfstream IV SP" });
    await expect(flagshipCard.getByText("Up to 14")).toBeVisible();
    await expect(flagshipCard.getByText("3,800 nm")).toBeVisible();
    const citation = cards.filter({ hasText: "Cessna Citation Ultra" });
    await expect(citation.getByText("Up to 7")).toBeVisible();
    await expect(citation.getByText("1,960 nm")).toBeVisible();
    await expect(citation.getByText("430 kts")).toBeVisible();

    await page.getByRole("link", { name: "View Details: Gulfstream G500" }).click();
    await expect(page).toHaveURL(/\/aircraft\/gulfstream-g500$/);
    await gotoHydrated(page, "/fleet");
    await expect(citation.getByText("Not listed for sale at the moment.")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "View Details: Cessna Citation Ultra" }),
    ).toHaveCount(0);
    await page.getByRole("link", { name: "Enquire about a Cessna Citation Ultra" }).click();
    await expect(page).toHaveURL(/\/contact\?inquiry=purchase#contact-form$/);
  });
});

test.describe("acquisition, charter, services", () => {
  test("acquisition: five process steps and Book Consultation", async ({ page }) => {
    await gotoHydrated(page, "/acquisition");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jet Acquisition & Sales");
    const steps = page.locator("section", {
      has: page.getByRole("heading", { name: /Five Steps/ }),
    });
    await expect(steps.getByRole("listitem")).toHaveCount(5);
    for (const [i, step] of [
      "Consultation",
      "Market Analysis",
      "Negotiation",
      "Due Diligence",
      "Closing",
    ].entries()) {
      await expect(steps.getByRole("listitem").nth(i).getByRole("heading")).toHaveText(step);
    }
    await page.getByRole("button", { name: "Book Consultation" }).first().click();
    await expect(page.getByRole("dialog", { name: "Schedule a Consultation" })).toBeVisible();
  });

  test("charter: quote modal, four steps, six routes and the inline form", async ({ page }) => {
    await gotoHydrated(page, "/charter");
    for (const heading of [
      "Charter Without Compromise",
      "The Right Cabin for Every Journey",
      "Four Simple Steps",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const eyebrow of ["Why Us", "Available Aircraft", "How It Works"]) {
      await expect(page.getByText(eyebrow, { exact: true }).first()).toBeVisible();
    }
    const how = page.locator("section", { has: page.getByText("How It Works", { exact: true }) });
    await expect(how.getByRole("listitem")).toHaveCount(4);
    const routes = page.locator("section", {
      has: page.getByRole("heading", { name: "Popular Global Routes" }),
    });
    await expect(routes.getByRole("listitem")).toHaveCount(6);
    await expect(page.locator("#charter-form")).toBeVisible();
    await page.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Charter Quote" })).toBeVisible();
  });

  test("services: the five services", async ({ page }) => {
    await gotoHydrated(page, "/services");
    for (const service of [
      "Aircraft Acquisition",
      "Aircraft Sales",
      "Market Analysis",
      "Pre-Purchase Inspections",
      "Private Charter",
    ]) {
      await expect(page.getByRole("heading", { name: service, exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Request a charter quote" }).click();
    await expect(page).toHaveURL(/\/charter$/);
  });
});

test.describe("about, contact, ebook", () => {
  test("about: stats, five markets and the consultation buttons", async ({ page }) => {
    await gotoHydrated(page, "/about");
    for (const heading of [
      "Who We Are",
      "Our Approach",
      "Proven Excellence",
      "Our Advantage",
      "Global Operations",
    ]) {
      await expect(page.getByText(heading, { exact: true })).toBeVisible();
    }
    const stats = page.locator("section", {
      has: page.getByText("Proven Excellence", { exact: true }),
    });
    for (const [value, label] of [
      ["50+", "Aircraft Transactions"],
      ["5", "Global Markets"],
      ["15+", "Years of Experience"],
      ["100%", "Discretion"],
    ] as const) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    for (const market of ["Australia", "Singapore", "UAE", "United States", "Europe"]) {
      await expect(
        page.getByRole("listitem").filter({ hasText: new RegExp(`^${market}$`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ready to Begin?" })).toBeVisible();
    for (const label of ["Book Consultation", "Schedule Call"]) {
      await page.getByRole("button", { name: label }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("contact: the form, the charter link, direct options and the promises", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("form", { name: "General enquiry" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "enquiries@aurumaviation.example" }),
    ).toHaveAttribute("href", "mailto:enquiries@aurumaviation.example");
    await expect(page.getByRole("link", { name: "Message us on WhatsApp" })).toBeVisible();
    await expect(page.getByText("24-Hour Response")).toBeVisible();
    await expect(page.getByText("Complete Discretion")).toBeVisible();
    await page.getByRole("button", { name: "Book a Call" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Consultation" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Request a charter quote" }).click();
    await expect(page).toHaveURL(/\/charter$/);

    for (const inquiry of ["selling", "purchase", "general"]) {
      await page.goto(`/contact?inquiry=${inquiry}`);
      await expect(page.getByLabel("Inquiry Type")).toHaveValue(inquiry);
    }
  });

  test("ebook landing: three benefits, the credibility stats and the lead form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ebook-landing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Private Jet Buyer's Guide",
    );
    const benefits = page.locator("section", { has: page.getByText("Inside the Guide") });
    await expect(benefits.getByRole("listitem")).toHaveCount(3);
    for (const [value, label] of [
      // The same track record as the About page.
      ["50+", "Transactions"],
      ["15+", "Years"],
      ["$2B+", "Value"],
      ["98%", "Satisfaction"],
    ] as const) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("form", { name: "Get the buying guide" })).toBeVisible();
    await page.getByRole("link", { name: "Get the Free Guide" }).click();
    await expect(page).toHaveURL(/#ebook-form$/);
  });
});

test.describe("aircraft categories", () => {
  test("a footer category lists its aircraft; turboprops shows a friendly empty state", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Ultra Long Range" }).click();
    await expect(page).toHaveURL(/\/category\/ultra-long-range$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ultra Long Range");
    await expect(page.getByTestId("aircraft-card")).toHaveCount(2);

    await page.goto("/category/heavy-jets");
    await expect(page.getByTestId("aircraft-card")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Gulfstream IV SP" })).toBeVisible();

    await page.goto("/category/turboprops");
    await expect(page.getByTestId("aircraft-card")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "No turboprops are listed right now" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "View All Aircraft" }).click();
    await expect(page).toHaveURL(/\/aircraft$/);
  });

  test("an unknown category is a 404", async ({ page }) => {
    const response = await page.goto("/category/seaplanes");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});

test.describe("search engines and caching", () => {
  test("public pages are cacheable for a minute and carry their own title and canonical", async ({
    request,
    page,
    baseURL,
  }) => {
    for (const path of ownPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(
        "public, max-age=60, stale-while-revalidate=300",
      );
    }
    const titles = new Set<string>();
    for (const path of ownPages) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        "href",
        new URL(path, baseURL).toString(),
      );
      await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
    }
    expect(titles.size).toBe(ownPages.length);
  });

  test("structured data: collection with its items, about, contact and the aircraft", async ({
    page,
  }) => {
    const graph = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );

    await page.goto("/aircraft");
    const collection = (await graph()).find((item) => item["@type"] === "CollectionPage") as
      | { mainEntity: { "@type": string; itemListElement: { url: string }[] } }
      | undefined;
    expect(collection?.mainEntity["@type"]).toBe("ItemList");
    expect(collection?.mainEntity.itemListElement).toHaveLength(4);

    await page.goto("/about");
    expect((await graph()).map((item) => item["@type"])).toContain("AboutPage");
    await page.goto("/contact");
    expect((await graph()).map((item) => item["@type"])).toContain("ContactPage");

    await page.goto("/aircraft/gulfstream-g500");
    const product = (await graph()).find(
      (item) => Array.isArray(item["@type"]) && item["@type"].includes("Product"),
    ) as { name: string; model: string; brand: { name: string } } | undefined;
    expect(product).toMatchObject({
      name: "Gulfstream G500",
      model: "G500",
      brand: { name: "Gulfstream" },
    });
  });
});

test.describe("look at 375 and 1440 px", () => {
  for (const width of [375, 1440]) {
    test(`every page fits ${width} px, with sized, loading images`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of ownPages) {
        await gotoHydrated(page, path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} overflows at ${width} px`).toBeLessThanOrEqual(0);
        const images = await page.evaluate(async () => {
          const all = [...document.images];
          for (const image of all) image.loading = "eager";
          await Promise.all(
            all.map((image) =>
              image.complete
                ? null
                : new Promise((resolve) => {
                    image.addEventListener("load", resolve, { once: true });
                    image.addEventListener("error", resolve, { once: true });
                  }),
            ),
          );
          return all.map((image) => ({
            src: image.currentSrc || image.src,
            broken: image.naturalWidth === 0,
            sized: image.hasAttribute("width") && image.hasAttribute("height"),
          }));
        });
        for (const image of images) {
          expect(image.broken, `${path}: ${image.src}`).toBe(false);
          expect(image.sized, `${path}: ${image.src} has no width/height`).toBe(true);
        }
      }
    });
  }

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the mobile menu opens the links and closes when one is chosen", async ({ page }) => {
      await gotoHydrated(page, "/fleet");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      for (const label of ["Aircraft", "Charter", "Services", "Journal", "About", "Sell with us"]) {
        await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await menu.getByRole("link", { name: "Aircraft", exact: true }).click();
      await expect(page).toHaveURL(/\/aircraft$/);
      await expect(menu).toBeHidden();
      await expect(page.getByTestId("aircraft-card")).toHaveCount(4);
    });

    test("the home hero's buttons and arrows fit and work on a phone", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.getByRole("link", { name: "Explore Collection" })).toBeInViewport();
      await page.getByRole("button", { name: "Next slide" }).click();
      await expectSlide(page, 1);
    });
  });
});
