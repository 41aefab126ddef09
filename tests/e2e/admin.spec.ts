import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { parseCsv } from "../support/csv";
import {
  accounts,
  authPaths,
  signedOut,
  signInFresh,
  signInThroughForm,
  storageStateOf,
} from "./support/accounts";
import { queryDatabase } from "./support/database";
import { unique, waitForMail } from "./support/enquiry-data";
import { expect, gotoHydrated, test } from "./support/fixtures";

/**
 * Accounts and the staff back-office in Chromium: sign-up with the emailed verification link,
 * the guard for accounts without admin rights, the admin made by `npm run admin:create` (run
 * by playwright.config.ts before the server starts), the dashboard against the database, an
 * enquiry from the public site through its inbox and the CRM, the CSV export, and Sign Out.
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = "Altitude-Hold-350";
// The back-office's one format, in the business time zone (Asia/Singapore by default).
const DATE_TIME = /^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} GMT\+8$/;

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "aurum.session_token");
  if (!session) throw new Error("no session cookie");
  return session;
}

/** Solves the proof-of-work and sends the public contact form (as a visitor would). */
async function sendContactEnquiry(page: Page, fullName: string, email: string) {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "General enquiry" });
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await form.getByLabel("Full Name").fill(fullName);
  await form.getByLabel("Company / Role").fill("Hart Family Office");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone").fill("+65 6123 4567");
  await form.getByLabel("Location").fill("Singapore");
  await form.getByLabel("Inquiry Type").selectOption("purchase");
  await form
    .getByLabel("Message")
    .fill(
      "We are looking for a large-cabin jet with fewer than 3,000 hours, ideally with a fresh interior and a clean damage history.",
    );
  await form.getByLabel("I confirm I am not a robot").check();
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect.poll(() => contactStatuses(fullName), { timeout: 30_000 }).toEqual(["new"]);
}

/** The pipeline status of every contact enquiry stored under this name. */
async function contactStatuses(fullName: string) {
  const rows = await queryDatabase<{ status: string }>(
    "select status from contact_submissions where full_name = $1",
    [fullName],
  );
  return rows.map((row) => row.status);
}

async function cellTexts(row: Locator) {
  return (await row.locator("td").allInnerTexts()).map((text) => text.trim());
}

async function adminGet(request: APIRequestContext, path: string, cookie: string) {
  return request.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
}

test("sign-up, the emailed verification link, and 'Access Denied' for an account that is not an admin", async ({
  page,
}) => {
  const email = `${unique("crew").replace(/\W+/g, "-")}@e2e.test`.toLowerCase();

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Login Failed");
  await expect(page.getByRole("alert")).toContainText(
    "Account not found. Would you like to create an account?",
  );

  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create an Account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  const created = page.getByRole("status").filter({ hasText: "Account Created" });
  await expect(created).toContainText(
    "Please check your email to verify your account, then sign in.",
  );
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  // Not verified yet: no session.
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Please verify your email address first.");

  const mail = await waitForMail(
    (message) =>
      message.recipients.some((to) => to.includes(email)) && /verify-email/.test(message.text),
  );
  expect(mail.subject).toBe("Verify your email for the Aurum Aviation admin portal");
  const link = /(https?:\/\/\S*\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error("No verification link in the email");
  await page.goto(link);
  await expect(page).toHaveURL(authPaths.loginAfterVerification);
  await expect(page.getByRole("status").filter({ hasText: "Email Verified" })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

  const cookie = await sessionCookie(page);
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  const api = await adminGet(
    page.request,
    "/api/contact-submissions",
    `${cookie.name}=${cookie.value}`,
  );
  expect(api.status()).toBe(403);
});

test.describe("signed in as a member without admin rights", () => {
  test.use({ storageState: storageStateOf("member") });

  test("the content pages and the lead API answer 'Access Denied'", async ({ page }) => {
    for (const path of ["/admin/articles", "/admin/aircraft", "/admin/crm"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    }
    expect((await page.request.get("/api/contact-submissions")).status()).toBe(403);
  });
});

test("the admin from admin:create signs in and the dashboard shows the database's figures", async ({
  page,
}) => {
  await signInThroughForm(page, accounts.owner.email, accounts.owner.password);
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const label of ["Dashboard", "Articles", "Aircraft", "Contact", "Charter", "New Article"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("banner").getByText(accounts.owner.email, { exact: true }),
  ).toBeVisible();

  const [figures] = await queryDatabase<{
    published: number;
    drafts: number;
    specifications: number;
  }>(
    `select
       (select count(*)::int from articles where status = 'published') as published,
       (select count(*)::int from articles where status = 'draft') as drafts,
       (select count(*)::int from aircraft where specification_document_url <> '') as specifications`,
  );
  const latest = await queryDatabase<{ title: string }>(
    "select title from articles order by created_at desc, id desc limit 5",
  );
  const leads = await queryDatabase<{ type: string; n: number }>(
    `select 'contact' as type, count(*)::int as n from contact_submissions
       where created_at >= now() - interval '7 days' and not is_spam
     union all select 'charter', count(*)::int from charter_submissions
       where created_at >= now() - interval '7 days' and not is_spam
     union all select 'consultation', count(*)::int from consultations
       where created_at >= now() - interval '7 days' and not is_spam
     union all select 'ebook', count(*)::int from ebook_leads
       where created_at >= now() - interval '7 days' and not is_spam
     union all select 'newsletter', count(*)::int from newsletter_subscribers
       where created_at >= now() - interval '7 days' and not is_spam`,
  );
  const dashboard = await page.reload();
  // The back-office holds leads' personal data: no browser or proxy may keep a copy.
  expect(dashboard?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("published-count")).toHaveText(String(figures?.published));
  await expect(page.getByTestId("draft-count")).toHaveText(String(figures?.drafts));
  await expect(page.getByTestId("specification-count")).toHaveText(String(figures?.specifications));
  for (const { type, n } of leads) {
    await expect(page.getByTestId(`new-leads-${type}`)).toHaveText(String(n));
  }
  const titles = await page.getByTestId("latest-articles").getByRole("link").allInnerTexts();
  expect(titles).toEqual(latest.map((row) => row.title));
});

test("a cross-origin post to an admin action is refused, and Sign Out ends the session", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A session of its own: signing out must not end the session the other tests share.
  await signInFresh(page, "owner", baseURL ?? "");
  await page.goto("/admin");
  const session = await sessionCookie(page);
  const cookie = `${session.name}=${session.value}`;
  const outsider = await playwright.request.newContext({ baseURL });
  const forged = await outsider.post("/admin/crm", {
    headers: { Cookie: cookie, Origin: "https://evil.example" },
    form: {
      intent: "note",
      leadType: "contact",
      leadId: "00000000-0000-4000-8000-000000000000",
      body: "x",
    },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(forged.status());
  expect((await adminGet(outsider, "/admin/crm", cookie)).status()).toBe(200);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(new RegExp(`${authPaths.login}$`));
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  const after = await adminGet(outsider, "/admin/crm", cookie);
  expect(after.status()).toBe(302);
  expect(after.headers().location).toMatch(authPaths.loginWithRedirect);
  expect((await adminGet(outsider, "/api/contact-submissions", cookie)).status()).toBe(401);
  await outsider.dispose();
});

test.describe("signed in as the owner", () => {
  test.use({ storageState: storageStateOf("owner") });

  test("an enquiry from the public site reaches its inbox and the CRM, where its status and a note persist", async ({
    page,
  }) => {
    const fullName = unique("Amelia Hart");
    const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`;
    await sendContactEnquiry(page, fullName, email);

    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Contact", exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/contact-submissions$/);
    const [{ total }] = (await queryDatabase<{ total: number }>(
      "select count(*)::int as total from contact_submissions where not is_spam",
    )) as [{ total: number }];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Submissions (${total})`,
    );
    const headers = await page.locator("thead th").allInnerTexts();
    expect(headers.map((header) => header.trim().toLowerCase())).toEqual(
      [
        "Date",
        "Name",
        "Email",
        "Company",
        "Location",
        "Inquiry Type",
        "Message",
        "Status",
        "Verified",
      ].map((header) => header.toLowerCase()),
    );
    const row = page.getByTestId("lead-row").filter({ hasText: fullName });
    const cells = await cellTexts(row);
    expect(cells[0]).toMatch(DATE_TIME);
    expect(cells.slice(1, 6)).toEqual([
      fullName,
      email,
      "Hart Family Office",
      "Singapore",
      "Aircraft Purchase",
    ]);
    expect(cells[6]).toMatch(/^We are looking for a large-cabin jet.*…$/);
    expect(cells[6]?.length).toBeLessThanOrEqual(80);
    await expect(row.getByLabel(`Status of ${fullName}`)).toHaveValue("new");
    expect(cells[8]).toBe("Yes");
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "CRM" })
      .click();
    await expect(page).toHaveURL(/\/admin\/crm/);
    const lead = page.getByTestId("lead-row").filter({ hasText: fullName });
    await expect(lead).toContainText("Contact");
    await expect(lead).toContainText("New");
    await lead.getByRole("link", { name: fullName }).click();
    const detail = page.getByRole("region", { name: `Contact lead: ${fullName}` });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("Hart Family Office");
    await expect(detail).toContainText("+65 6123 4567");

    await detail.getByLabel("Pipeline status").selectOption("qualified");
    await detail.getByRole("button", { name: "Update Status" }).click();
    await expect.poll(() => contactStatuses(fullName)).toEqual(["qualified"]);
    await detail
      .getByLabel("New note")
      .fill("Called back: wants a viewing in Singapore next month.");
    await detail.getByRole("button", { name: "Add Note" }).click();
    await expect(detail.getByRole("list", { name: "Notes" })).toContainText(
      "Called back: wants a viewing in Singapore next month.",
    );

    await page.reload();
    const reopened = page.getByRole("region", { name: `Contact lead: ${fullName}` });
    await expect(reopened.getByLabel("Pipeline status")).toHaveValue("qualified");
    const note = reopened.getByRole("list", { name: "Notes" }).getByRole("listitem").first();
    await expect(note).toContainText("Called back: wants a viewing in Singapore next month.");
    await expect(note).toContainText(accounts.owner.email);
    await page.getByLabel("Status", { exact: true }).selectOption("qualified");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("lead-row").filter({ hasText: fullName })).toContainText(
      "Qualified",
    );

    expect(await contactStatuses(fullName)).toEqual(["qualified"]);
  });

  test("an enquiry sent without JavaScript is marked unverified; flagged ones are sent for review", async ({
    browser,
    page,
    playwright,
    baseURL,
  }) => {
    const fullName = unique("Henri Marchal");
    const visitor = await browser.newContext({ javaScriptEnabled: false, storageState: signedOut });
    const form = await visitor.newPage().then(async (visitorPage) => {
      await visitorPage.goto("/contact");
      return visitorPage.getByRole("form", { name: "General enquiry" });
    });
    await form.getByLabel("Full Name").fill(fullName);
    await form.getByLabel("Company / Role").fill("Marchal Holdings");
    await form.getByLabel("Email Address").fill("henri.marchal@example.com");
    await form.getByLabel("Location").fill("Geneva");
    await form.getByLabel("Inquiry Type").selectOption("purchase");
    await form.getByLabel("Message").fill("Looking for a Global 6000 with a forward galley.");
    await form.getByLabel("I confirm I am not a robot").check();
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(
      form.page().getByRole("status").filter({ hasText: "Inquiry Received" }),
    ).toBeVisible();
    await visitor.close();

    // A person without JavaScript is a lead: staff are told, with the enquiry marked unverified.
    await expect
      .poll(() =>
        queryDatabase<{ subject: string }>(
          `select subject from mail_outbox
             where kind = 'contact.staff-notification'
               and related_id = (select id::text from contact_submissions where full_name = $1)`,
          [fullName],
        ),
      )
      .toEqual([{ subject: expect.stringMatching(/^\[Unverified\] /) }]);

    // A bot that fills the honeypot is still stored flagged. It has no session of its own.
    const botName = unique("Honeypot Bot");
    const botClient = await playwright.request.newContext({ baseURL, storageState: signedOut });
    const bot = await botClient.post("/api/contact-submissions", {
      data: {
        fullName: botName,
        company: "Bots",
        email: "bot@example.com",
        location: "Nowhere",
        inquiryType: "general",
        message: "Cheap watches",
        captcha: true,
        website: "https://spam.example",
      },
    });
    expect(bot.status()).toBe(201);
    await botClient.dispose();

    const [{ flagged }] = (await queryDatabase<{ flagged: number }>(
      `select count(*)::int as flagged from contact_submissions
         where created_at >= now() - interval '7 days' and is_spam`,
    )) as [{ flagged: number }];
    expect(flagged).toBeGreaterThan(0);

    await page.goto("/admin/contact-submissions");
    const row = page.getByRole("row").filter({ hasText: fullName });
    await expect(row.getByText("Unverified", { exact: true })).toBeVisible();

    await page.goto("/admin");
    const notice = page.getByTestId("flagged-leads");
    await expect(notice).toContainText("flagged by the bot checks in the last 7 days");
    await notice.getByRole("link", { name: `Contact enquiries (${flagged})` }).click();
    await expect(page).toHaveURL(/\/admin\/contact-submissions\?spam=only$/);
    await expect(page.getByRole("link", { name: botName })).toBeVisible();
    await expect(page.getByRole("link", { name: fullName })).toHaveCount(0);
  });

  test("the CSV export downloads exactly the filtered rows", async ({ page }) => {
    const marker = unique("Export").replace(/\s+/g, "-");
    for (const suffix of ["one", "two"]) {
      await sendContactEnquiry(
        page,
        `${marker} ${suffix}`,
        `${marker}-${suffix}@example.com`.toLowerCase(),
      );
    }
    await page.goto("/admin/contact-submissions");
    await page.getByLabel("Search").fill(marker);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Submissions (2)");
    const shown = await page.getByTestId("lead-row").locator("td:nth-child(2)").allInnerTexts();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const [header, ...records] = parseCsv(fs.readFileSync(file, "utf8"));
    const name = header?.indexOf("Name") ?? -1;
    expect(name).toBeGreaterThanOrEqual(0);
    expect(records.map((record) => record[name])).toEqual(shown.map((text) => text.trim()));
    const stored = await queryDatabase<{ full_name: string }>(
      "select full_name from contact_submissions where full_name like $1 and not is_spam order by created_at desc",
      [`${marker}%`],
    );
    expect(records.map((record) => record[name])).toEqual(stored.map((row) => row.full_name));
  });

  test("the admin pages have no serious accessibility violation", async ({ browser, page }) => {
    const blocking = async (target: Page, path: string) => {
      await gotoHydrated(target, path);
      const results = await new AxeBuilder({ page: target })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target.join(" ")}`);
    };
    const visitor = await browser.newContext({ storageState: signedOut });
    const visitorPage = await visitor.newPage();
    expect(await blocking(visitorPage, authPaths.login)).toEqual([]);
    expect(await blocking(visitorPage, authPaths.signUp)).toEqual([]);
    await visitor.close();

    const fullName = unique("Iris Vale");
    await sendContactEnquiry(page, fullName, "iris.vale@example.com");
    const [lead] = await queryDatabase<{ id: string }>(
      "select id from contact_submissions where full_name = $1",
      [fullName],
    );
    for (const path of [
      "/admin",
      `/admin/contact-submissions?spam=all&id=${lead?.id ?? ""}`,
      "/admin/charter-submissions?spam=all",
      "/admin/crm?spam=all",
      "/admin/audit-log",
    ]) {
      expect(await blocking(page, path)).toEqual([]);
    }
  });
});
