import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Solving a form's proof-of-work takes a second or two in the browser, more on a busy machine. */
export const SUBMIT_TIMEOUT = 30_000;

/** Waits until React has hydrated the form (before that it would post without JavaScript). */
export async function interactive(form: Locator) {
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: SUBMIT_TIMEOUT });
  return form;
}

/** Opens a dialog from its trigger, retrying while the page is still hydrating. */
export async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: SUBMIT_TIMEOUT });
}

export const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** The latest toast titled `title` shows (with `description`, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).filter({ hasText: title }).last();
  await expect(toast).toBeVisible({ timeout: SUBMIT_TIMEOUT });
  if (description) await expect(toast).toContainText(description);
}

/** Opens the quote modal of the charter page; the modal. */
export async function openCharterQuote(page: Page) {
  await page.goto("/charter");
  const dialog = page.getByRole("dialog", { name: "Request a Charter Quote" });
  await openDialog(page.getByRole("button", { name: "Request a Quote" }), dialog);
  return dialog;
}

/** Steps through the quote modal to its last step, filling in nothing, and submits it. */
export async function submitEmptyCharterQuote(dialog: Locator) {
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Submit Request" }).click();
}

/** Fills the general enquiry form with a purchase enquiry (robot box left unchecked); the form. */
export async function fillContactForm(
  page: Page,
  fullName: string,
  { email = "buyer@example.com", javaScript = true } = {},
) {
  const form = page.getByRole("form", { name: "General enquiry" });
  if (javaScript) await interactive(form);
  await form.getByLabel("Full Name").fill(fullName);
  await form.getByLabel("Company / Role").fill("Family Office / Principal");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone").fill("+65 6123 4567");
  await form.getByLabel("Location").fill("Singapore");
  await form.getByLabel("Inquiry Type").selectOption("purchase");
  await form.getByLabel("Message").fill("We are looking for a large-cabin jet.");
  return form;
}
