import { queryDatabase } from "./support/database";
import { unique } from "./support/enquiry-data";
import { expect, gotoHydrated, test } from "./support/fixtures";
import {
  interactive,
  openCharterQuote,
  SUBMIT_TIMEOUT,
  submitEmptyCharterQuote,
  toasts,
} from "./support/forms";

/**
 * What a visitor on a phone or with a keyboard meets: the charter modal after a failed submit,
 * the home page's contact form reached directly, the mobile menu, and focus kept clear of the
 * fixed header.
 */

test.describe.configure({ timeout: 120_000 });

test.describe("charter quote modal", () => {
  test("after a failed submit, typing a name stays on step 1 and keeps every letter", async ({
    page,
  }) => {
    const dialog = await openCharterQuote(page);
    await submitEmptyCharterQuote(dialog);
    await expect(dialog.getByText("Step 1 of 3: Contact Details")).toBeVisible();

    const name = dialog.getByRole("textbox", { name: "Name", exact: true });
    await expect(name).toBeFocused();
    await page.keyboard.type("Isabella Fontaine", { delay: 30 });
    await expect(dialog.getByText("Step 1 of 3: Contact Details")).toBeVisible();
    await expect(name).toHaveValue("Isabella Fontaine");
    await expect(dialog.getByLabel("Trip Type")).toBeHidden();
  });

  test("Enter in a field moves to the next step", async ({ page }) => {
    const dialog = await openCharterQuote(page);
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ava Brooks");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).press("Enter");
    await expect(dialog.getByText("Step 2 of 3: Trip Details")).toBeVisible();
    await dialog.getByLabel("Departure Airport").fill("WSSS");
    await dialog.getByLabel("Departure Airport").press("Enter");
    await expect(dialog.getByText("Step 3 of 3: Preferences")).toBeVisible();
  });
});

test.describe("home page contact form on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("reached directly, it sends, confirms and clears", async ({ page }) => {
    const fullName = unique("Sofia Marin");
    await page.goto("/");
    const form = page.getByRole("form", { name: "General enquiry" });
    // Straight to the form, as find-in-page or a screen reader's form navigation would,
    // without scrolling through the sections above it.
    await form.evaluate((element) =>
      element.scrollIntoView({ block: "center", behavior: "instant" }),
    );
    // Typing scrolls no further: the sections above stay out of view.
    await form.getByLabel("Full Name").pressSequentially(fullName);
    await interactive(form);
    await form.getByLabel("Company / Role").fill("Principal");
    await form.getByLabel("Email Address").fill("sofia@example.com");
    await form.getByLabel("Phone").fill("+34 600 000 000");
    await form.getByLabel("Location").fill("Madrid, Spain");
    await form.getByLabel("Inquiry Type").selectOption("purchase");
    await form.getByLabel("Message").fill("A round trip to Geneva in March.");
    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();

    await expect(toasts(page).filter({ hasText: "Inquiry Received" })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    });
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    const rows = await queryDatabase<{ email: string }>(
      "select email from contact_submissions where full_name = $1",
      [fullName],
    );
    expect(rows).toEqual([{ email: "sofia@example.com" }]);
  });
});

test.describe("enquiry form errors", () => {
  test("an empty contact form names the missing fields; a malformed email is called so", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "General enquiry" });
    await interactive(form);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const missing = toasts(page).filter({ hasText: "Required Fields Missing" });
    await expect(missing).toBeVisible();
    const required = ["Full Name", "Company / Role", "Email Address", "Location", "Inquiry Type"];
    for (const field of [...required, "Message"]) await expect(missing).toContainText(field);
    await expect(missing).not.toContainText("Phone");

    await form.getByLabel("Full Name").fill("Sofia Marin");
    await form.getByLabel("Company / Role").fill("Principal");
    await form.getByLabel("Email Address").fill("sofia@example");
    await form.getByLabel("Location").fill("Madrid");
    await form.getByLabel("Inquiry Type").selectOption("general");
    await form.getByLabel("Message").fill("Hello");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(
      toasts(page).filter({ hasText: "Please enter a valid email address" }),
    ).toBeVisible();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("Escape closes it and returns focus to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Charter", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a tap outside closes it, and it marks the current page", async ({ page }) => {
    await gotoHydrated(page, "/journal");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Journal", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(menu.getByRole("link", { name: "About", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    await page.mouse.click(180, 700);
    await expect(menu).toBeHidden();
  });
});

test.describe("keyboard focus and the fixed header", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no focused element on /contact is under the header, Tab or Shift+Tab", async ({ page }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, "/contact");
    const hidden: string[] = [];
    const check = async (key: string) => {
      const position = await page.evaluate(async () => {
        // The page scrolls smoothly: measure where the focused element comes to rest.
        let last = Number.NaN;
        for (let still = 0; still < 3; ) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
        }
        const focused = document.activeElement as HTMLElement | null;
        const header = document.querySelector("header");
        // The skip link is shown above the header, on purpose.
        const onTop = focused?.matches('a[href="#main"]') || header?.contains(focused);
        if (!focused || focused === document.body || !header || onTop) return null;
        return {
          name: focused.getAttribute("name") ?? focused.textContent?.trim().slice(0, 30) ?? "",
          top: focused.getBoundingClientRect().top,
          headerBottom: header.getBoundingClientRect().bottom,
        };
      });
      if (position && position.top < position.headerBottom) {
        hidden.push(`${key} → ${position.name}: top ${position.top} < ${position.headerBottom}`);
      }
    };
    const steps = 40;
    for (let index = 0; index < steps; index++) {
      await page.keyboard.press("Tab");
      await check("Tab");
    }
    for (let index = 0; index < steps; index++) {
      await page.keyboard.press("Shift+Tab");
      await check("Shift+Tab");
    }
    expect(hidden).toEqual([]);
  });
});
