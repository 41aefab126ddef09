import AxeBuilder from "@axe-core/playwright";
import { queryDatabase } from "./support/database";
import { unique, waitForMail } from "./support/enquiry-data";
import { expect, test } from "./support/fixtures";
import {
  expectToast,
  fillContactForm,
  interactive,
  openCharterQuote,
  openDialog,
  submitEmptyCharterQuote,
} from "./support/forms";

/**
 * The enquiry forms in Chromium: happy paths with their messages, the checks
 * that send nothing, the charter modal's steps, and a form posted with JavaScript off. Stored
 * rows are read with SQL (support/database.ts) and mail from its files (support/enquiry-data.ts).
 */

test.describe.configure({ timeout: 120_000 });

type ContactRow = {
  full_name: string;
  email: string;
  captcha_verified: boolean;
  is_spam: boolean;
  spam_reason: string | null;
};

const contactRows = (fullName: string) =>
  queryDatabase<ContactRow>(
    "select full_name, email, captcha_verified, is_spam, spam_reason from contact_submissions where full_name = $1",
    [fullName],
  );

test.describe("general enquiry form", () => {
  test("refuses to send without the robot checkbox, then sends, clears and notifies staff", async ({
    page,
  }) => {
    const fullName = unique("Amelia Hart");
    await page.goto("/contact");
    const form = await fillContactForm(page, fullName);

    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expectToast(page, "Verification Required", "Please confirm you are not a robot.");
    expect(await contactRows(fullName)).toEqual([]);

    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeVisible();
    await expectToast(
      page,
      "Inquiry Received",
      "Thank you for your interest. We will contact you within 24 hours.",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("I confirm I am not a robot")).not.toBeChecked();

    const staff = await waitForMail(
      (mail) => mail.subject.includes("New enquiry") && mail.text.includes(fullName),
    );
    expect(staff.recipients).toEqual(["staff@e2e.test"]);
    expect(staff.text).toContain("Family Office / Principal");
    expect(staff.text).toContain("We are looking for a large-cabin jet.");
    expect(await contactRows(fullName)).toEqual([
      expect.objectContaining({ captcha_verified: true, is_spam: false }),
    ]);
  });
});

test.describe("charter", () => {
  test("the inline form sends a request and clears", async ({ page }) => {
    const fullName = unique("Noah Lim");
    await page.goto("/charter#charter-form");
    const form = await interactive(page.locator("#charter-form").getByRole("form"));
    await form.getByLabel("Full Name").fill(fullName);
    await form.getByLabel("Email").fill("noah@example.com");
    await form.getByLabel("Phone").fill("+65 8123 4567");
    await form.getByLabel("Number of Passengers").selectOption("5-8");
    await form.getByLabel("Departure Location").fill("Singapore");
    await form.getByLabel("Destination").fill("Perth");
    const departure = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel("Departure Date").fill(departure);
    await form.getByLabel("Aircraft Preference").selectOption("gulfstream");
    await expect(form.getByLabel("Aircraft Preference")).toContainText("Gulfstream IV SP");
    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Submit Charter Request" }).click();
    await expectToast(
      page,
      "Charter Request Received",
      "Thank you for your charter inquiry. We will contact you within 24 hours with a detailed quote.",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    const rows = await queryDatabase<{
      return_date: string | null;
      special_requests: string | null;
    }>("select return_date, special_requests from charter_submissions where full_name = $1", [
      fullName,
    ]);
    expect(rows).toEqual([{ return_date: null, special_requests: null }]);
  });

  test("the quote modal moves through its 3 steps and sends only from step 3", async ({ page }) => {
    const name = unique("Olivia Chen");
    await page.goto("/charter");
    const trigger = page.getByRole("button", { name: "Request a Quote" });
    const dialog = page.getByRole("dialog", { name: "Request a Charter Quote" });
    await openDialog(trigger, dialog);
    await expect(dialog.getByText("Step 1 of 3: Contact Details")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toHaveCount(0);

    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.getByLabel("Email").fill("olivia@example.com");
    await dialog.getByLabel("Phone").fill("+61 400 000 000");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 3: Trip Details")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByText("Step 1 of 3: Contact Details")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await dialog.getByRole("button", { name: "Next" }).click();

    await dialog.getByLabel("Trip Type").selectOption("round-trip");
    await dialog.getByLabel("Total Passengers").selectOption("9-12");
    await dialog.getByLabel("Departure Airport").fill("YSSY");
    await dialog.getByLabel("Destination Airport").fill("NZQN");
    const departure = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Departure Date & Time").fill(`${departure}T09:30`);
    await dialog.getByLabel("My dates are flexible").check();
    await dialog.getByLabel("Passenger Names").fill("Olivia Chen, Marcus Chen");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 3 of 3: Preferences")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
    await dialog.getByLabel("Aircraft Type").selectOption("ultra-long-range");
    await dialog.getByLabel("Cabin attendant").check();
    await dialog.getByRole("button", { name: "Submit Request" }).click();

    await expectToast(page, "Charter Request Received");
    await expect(dialog).toBeHidden();
    const rows = await queryDatabase<{ source: string; details: Record<string, unknown> }>(
      "select source, details from charter_submissions where full_name = $1",
      [name],
    );
    expect(rows).toEqual([
      {
        source: "modal",
        details: expect.objectContaining({
          passengerNames: "Olivia Chen, Marcus Chen",
          datesFlexible: true,
          cabinAttendant: true,
        }),
      },
    ]);

    await trigger.click();
    await expect(dialog.getByText("Step 1 of 3: Contact Details")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  });

  test("the quote modal sends a visitor back to the step with a missing field", async ({
    page,
  }) => {
    const dialog = await openCharterQuote(page);
    await submitEmptyCharterQuote(dialog);
    await expectToast(page, "Required Fields Missing");
    await expect(dialog.getByText("Step 1 of 3: Contact Details")).toBeVisible();
    await expect(dialog.getByText("Name is required")).toBeVisible();
  });
});

test.describe("consultation dialog", () => {
  test("names the missing fields, then submits and closes", async ({ page }) => {
    const name = unique("Liam Walker");
    await page.goto("/about");
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await openDialog(page.getByRole("button", { name: "Book Consultation" }).first(), dialog);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Required Fields Missing",
      "Please fill in your name, email, and phone number.",
    );
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill("liam@example.com");
    await dialog.getByLabel("Phone").fill("+1 212 555 0100");
    await dialog.getByLabel("Service Interest").selectOption("aircraft-acquisition");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Consultation Request Submitted", "within 24 hours");
    await expect(dialog).toBeHidden();
    const confirmation = await waitForMail(
      (mail) => mail.recipients.includes("liam@example.com") && mail.text.includes(name),
    );
    expect(confirmation.subject).toBe("Your consultation request | Aurum Aviation");
  });
});

test.describe("journal newsletter", () => {
  test("asks for an email, subscribes, collapses and confirms from the emailed link", async ({
    page,
  }) => {
    const email = `${unique("reader").replace(/\s+/g, ".")}@example.com`;
    await page.goto("/journal");
    // The top (collapsible) form; role queries skip hidden elements unless told otherwise.
    const form = await interactive(
      page.getByRole("form", { name: "Newsletter signup", includeHidden: true }).first(),
    );
    await expect(form).toBeHidden();
    const opener = page.getByText("Subscribe to Updates");
    await opener.click();
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();
    await opener.click();

    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Please enter your email address");

    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Success!", "Please check your inbox and confirm your subscription.");
    await expect(form).toBeHidden();
    await opener.click();
    await expect(form.getByLabel("Email address")).toHaveValue("");

    const confirmation = await waitForMail((mail) => mail.recipients.includes(email));
    expect(confirmation.headers.get("list-unsubscribe")).toContain(
      "/newsletter/unsubscribe?token=",
    );
    const link = confirmation.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();

    const welcome = await waitForMail(
      (mail) => mail.recipients.includes(email) && mail.subject.startsWith("Welcome"),
    );
    const unsubscribe = new URL(
      welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0] ?? "",
    );
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
    const rows = await queryDatabase<{ status: string }>(
      "select status from newsletter_subscribers where email = $1",
      [email],
    );
    expect(rows).toEqual([{ status: "unsubscribed" }]);
  });

  test("opened before its code arrives, the form stays open and Cancel still closes it", async ({
    page,
  }) => {
    // The form's code is held back until the visitor has opened the form from the server's HTML.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/assets\/newsletter-form-[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto("/journal");
    const form = page.getByRole("form", { name: "Newsletter signup", includeHidden: true }).first();
    await page.getByText("Subscribe to Updates").click();
    await expect(form).toBeVisible();

    releaseCode();
    await interactive(form);
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();
  });
});

test.describe("buying guide", () => {
  test("names missing fields, then sends the guide whose link downloads a PDF", async ({
    page,
    request,
  }) => {
    const name = unique("Grace Tan");
    await page.goto("/ebook-landing");
    const form = await interactive(page.getByRole("form", { name: "Get the buying guide" }));
    await form.getByRole("button", { name: "Send Me the Guide" }).click();
    await expectToast(
      page,
      "Missing Information",
      "Please fill in both your name and email address.",
    );

    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByRole("button", { name: "Send Me the Guide" }).click();
    await expectToast(page, "Success!", "Thank you! Your guide is on its way to your inbox.");
    await expect(form.getByLabel("Name")).toHaveValue("");

    const delivery = await waitForMail(
      (mail) => mail.recipients.includes("grace@example.com") && mail.text.includes(name),
    );
    const link = new URL(delivery.text.match(/https?:\/\/\S+\.pdf/)?.[0] ?? "");
    const pdf = await request.get(link.pathname);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("accessibility of the dialogs", () => {
  test("the quote modal and the consultation dialog pass axe with their errors shown", async ({
    page,
  }) => {
    const check = async (selector: string) => {
      const results = await new AxeBuilder({ page })
        .include(selector)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    };
    const quote = await openCharterQuote(page);
    await submitEmptyCharterQuote(quote);
    await expect(quote.getByText("Name is required")).toBeVisible();
    await check('[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(quote).toBeHidden();

    await page.goto("/about");
    const consultation = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await openDialog(page.getByRole("button", { name: "Book Consultation" }).first(), consultation);
    await consultation.getByRole("button", { name: "Submit Request" }).click();
    await expect(consultation.getByText("Phone is required")).toBeVisible();
    await check('[role="dialog"]');
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts, keeps what was typed on an error, and stores the enquiry", async ({
    page,
  }) => {
    const fullName = unique("Henri Dubois");
    await page.goto("/contact");
    const form = await fillContactForm(page, fullName, {
      email: "henri@example",
      javaScript: false,
    });
    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();

    await expect(
      page.getByRole("alert").filter({ hasText: "Please check the form" }),
    ).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue(fullName);
    await expect(form.getByLabel("Message")).toHaveValue("We are looking for a large-cabin jet.");
    expect(await contactRows(fullName)).toEqual([]);

    await form.getByLabel("Email Address").fill("henri@example.com");
    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inquiry Received" })).toContainText(
      "Thank you for your interest. We will contact you within 24 hours.",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    // No proof-of-work could run: the enquiry is a person's until shown otherwise, stored
    // unverified, and staff are told so.
    expect(await contactRows(fullName)).toEqual([
      {
        full_name: fullName,
        email: "henri@example.com",
        captcha_verified: false,
        is_spam: false,
        spam_reason: null,
      },
    ]);
    const staff = await waitForMail(
      (mail) => mail.subject.startsWith("[Unverified] New enquiry") && mail.text.includes(fullName),
    );
    expect(staff.text).toContain("Unverified:");
  });
});
