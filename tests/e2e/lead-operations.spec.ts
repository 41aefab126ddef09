import type { APIRequestContext, Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { readMail, unique, waitForMail } from "./support/enquiry-data";
import { expect, test } from "./support/fixtures";

/**
 * Staff working their leads in Chromium: a wrongly flagged enquiry marked "not spam" notifies
 * staff once, a lead erased on request is gone everywhere with an audit entry that holds none
 * of the person's data, and the audit log names what was changed.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ storageState: storageStateOf("admin") });

/** A contact enquiry posted to the public API; a filled honeypot gets it flagged as spam. */
async function postEnquiry(
  request: APIRequestContext,
  baseURL: string,
  fullName: string,
  { flagged = false } = {},
) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const response = await request.post("/api/contact-submissions", {
    headers: { Origin: baseURL },
    data: {
      fullName,
      company: "Marchal Holdings",
      email,
      phone: "+41 22 555 0100",
      location: "Geneva",
      inquiryType: "selling",
      message: "Selling our Challenger 650.",
      captcha: true,
      website: flagged ? "https://filled-by-a-bot.example" : "",
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email };
}

const leadRow = (id: string) =>
  queryDatabase<{ is_spam: boolean }>("select is_spam from contact_submissions where id = $1", [
    id,
  ]);

const staffNotificationCount = async (id: string) =>
  (
    await queryDatabase<{ n: number }>(
      "select count(*)::int as n from mail_outbox where related_id = $1 and kind = 'contact.staff-notification'",
      [id],
    )
  )[0]?.n;

async function openLead(page: Page, name: string, spam: "only" | "exclude" = "exclude") {
  await page.goto(`/admin/contact-submissions?spam=${spam}&search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  const detail = page.getByRole("region", { name: `Enquiry from ${name}` });
  await expect(detail).toBeVisible();
  return detail;
}

test("a flagged enquiry marked not spam notifies staff exactly once", async ({
  page,
  request,
  baseURL,
}) => {
  const name = unique("Odile Marchal");
  const { id } = await postEnquiry(request, baseURL!, name, { flagged: true });
  expect(await leadRow(id)).toEqual([{ is_spam: true }]);
  expect(await staffNotificationCount(id)).toBe(0);

  const detail = await openLead(page, name, "only");
  await expect(detail.getByText("Spam", { exact: true })).toBeVisible();
  await detail.getByRole("button", { name: "Not spam" }).click();
  await expect.poll(async () => (await leadRow(id))[0]?.is_spam).toBe(false);
  await expect(detail.getByRole("button", { name: "Mark as spam" })).toBeVisible();

  const mail = await waitForMail((message) => message.subject.includes(name));
  expect(mail.recipients).toContain("staff@e2e.test");
  expect(await staffNotificationCount(id)).toBe(1);
  expect(readMail().filter((message) => message.subject.includes(name))).toHaveLength(1);
});

test("a deleted lead is gone from the inbox, the CRM and the CSV; its audit entry keeps no personal data", async ({
  page,
  request,
  baseURL,
}) => {
  const name = unique("Erika Erasure");
  const { id, email } = await postEnquiry(request, baseURL!, name);

  const detail = await openLead(page, name);
  await detail.getByText("Delete lead…").click();
  await detail.getByRole("button", { name: "Delete permanently" }).click();
  await expect(detail.getByText("Give a reason", { exact: false })).toBeVisible();
  await detail.getByLabel("Reason").fill("Erasure request received by email");
  await detail.getByRole("button", { name: "Delete permanently" }).click();

  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(page.getByText("No contact submissions found.")).toBeVisible();
  expect(await leadRow(id)).toEqual([]);

  await page.goto(`/admin/crm?search=${encodeURIComponent(name)}&spam=all`);
  await expect(page.getByText("No leads found.")).toBeVisible();
  for (const path of ["/admin/contact-submissions", "/admin/crm"]) {
    const csv = await page.request.get(`${path}?export=csv&spam=all`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).not.toContain(email);
    expect(text).not.toContain(id);
  }

  const entries = await queryDatabase<{ action: string; target_type: string; details: unknown }>(
    "select action, target_type, details from audit_log where target_id = $1",
    [id],
  );
  expect(entries).toEqual([
    {
      action: "lead.delete",
      target_type: "contact",
      details: { kind: "contact", reason: "Erasure request received by email" },
    },
  ]);
  const stored = JSON.stringify(
    await queryDatabase("select * from audit_log where target_id = $1", [id]),
  );
  for (const personal of [name, email, "555 0100", "Challenger 650"]) {
    expect(stored).not.toContain(personal);
  }

  await page.goto(`/admin/audit-log?action=lead.delete&search=${id.slice(0, 8)}`);
  await expect(
    page.getByText(`Lead deleted: Contact lead ${id.slice(0, 8)} (deleted)`),
  ).toBeVisible();
});

test("the audit log names a deleted article and finds an aircraft by name", async ({
  page,
  baseURL,
}) => {
  const title = unique("Audit Trail Article");
  const created = await page.request.post("/api/articles", {
    headers: { Origin: baseURL! },
    data: { title, content: "<p>Short-lived.</p>", category: "aviation", status: "draft" },
  });
  expect(created.status()).toBe(201);
  const { id: articleId } = (await created.json()) as { id: string };

  await page.goto("/admin/articles");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Delete "${title}"` }).click();
  await expect
    .poll(
      async () =>
        (await queryDatabase("select id from articles where id = $1", [articleId])).length,
    )
    .toBe(0);

  await page.goto(`/admin/audit-log?search=${encodeURIComponent(title)}`);
  await expect(page.getByText(`Article deleted: ${title}`)).toBeVisible();
  await expect(page.getByText(`Article created: ${title}`)).toBeVisible();
  // One entry per change: no generic request entry besides the article's own.
  await expect(page.getByTestId("audit-entry")).toHaveCount(2);

  const aircraftName = unique("Gulfstream G500");
  const aircraft = await page.request.post("/api/aircraft", {
    headers: { Origin: baseURL! },
    data: { make: "Gulfstream", model: "G500", name: aircraftName },
  });
  expect(aircraft.status()).toBe(201);
  await page.goto("/admin/audit-log");
  await page.getByLabel("Search").fill(aircraftName);
  await page.getByLabel("Event").selectOption("aircraft.create");
  await page.getByRole("button", { name: "Apply" }).click();
  const entry = page.getByTestId("audit-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole("link", { name: aircraftName })).toHaveAttribute(
    "href",
    /\/admin\/aircraft\?/,
  );
  await expect(entry).toContainText(`Aircraft created: ${aircraftName}`);
});
