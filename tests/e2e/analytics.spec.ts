import { signedOut, storageStateOf } from "./support/accounts";
import { queryDatabase } from "./support/database";
import { unique } from "./support/enquiry-data";
import { expect, test } from "./support/fixtures";

/**
 * A visitor from a newsletter campaign reads an article, opens an aircraft and sends the contact
 * form; staff see where the lead came from on its detail and in the analytics reports, and one
 * click on the campaign filters every report to that visit.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ storageState: storageStateOf("owner") });

const CAMPAIGN = "g500";

/** Earlier runs of this test leave a visit and a lead of the same campaign: start from none. */
async function forgetEarlierCampaignVisits() {
  await queryDatabase("delete from analytics_events where utm_campaign = $1", [CAMPAIGN]);
  await queryDatabase("delete from contact_submissions where attribution->>'utmCampaign' = $1", [
    CAMPAIGN,
  ]);
}

const campaignPageViews = async () => {
  const [row] = await queryDatabase<{ n: number }>(
    "select count(*)::int as n from analytics_events where utm_campaign = $1 and name = 'page_view'",
    [CAMPAIGN],
  );
  return row?.n ?? 0;
};

test("a campaign visit's lead shows its source, and the reports count and filter the campaign", async ({
  page,
  browser,
  baseURL,
}) => {
  await forgetEarlierCampaignVisits();
  const [article] = await queryDatabase<{ slug: string; title: string }>(
    "select slug, title from articles where status = 'published' order by published_at desc nulls last limit 1",
  );
  if (!article) throw new Error("The seeded site has no published article");
  const articlePath = `/journal/${article.slug}`;
  const aircraftPath = "/aircraft/gulfstream-g500";

  // Headless Chromium names itself HeadlessChrome, which the site rightly takes for a robot.
  const visitorContext = await browser.newContext({
    baseURL,
    storageState: signedOut,
    locale: "en-GB",
    userAgent: (await page.evaluate(() => navigator.userAgent)).replace("HeadlessChrome", "Chrome"),
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?utm_source=newsletter&utm_campaign=${CAMPAIGN}`);
  await expect.poll(campaignPageViews, { timeout: 30_000 }).toBe(1);
  await visitor.goto(articlePath);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(article.title);
  await visitor.goto(aircraftPath);
  await visitor.goto("/contact");
  await expect.poll(campaignPageViews, { timeout: 30_000 }).toBe(4);
  expect((await visitorContext.cookies()).map((cookie) => cookie.name)).toEqual([]);

  const fullName = unique("Grace Newsletter");
  const form = visitor.getByRole("form", { name: "General enquiry" });
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await form.getByLabel("Full Name").fill(fullName);
  await form.getByLabel("Company / Role").fill("Newsletter Reader Ltd");
  await form.getByLabel("Email Address").fill("grace@example.com");
  await form.getByLabel("Location").fill("London");
  await form.getByLabel("Inquiry Type").selectOption("purchase");
  await form
    .getByLabel("Message")
    .fill("Your G500 article convinced me: is the listed one available?");
  await form.getByLabel("I confirm I am not a robot").check();
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect
    .poll(
      async () =>
        queryDatabase<{ id: string }>("select id from contact_submissions where full_name = $1", [
          fullName,
        ]),
      { timeout: 30_000 },
    )
    .toHaveLength(1);
  await visitorContext.close();
  const [lead] = await queryDatabase<{ id: string }>(
    "select id from contact_submissions where full_name = $1",
    [fullName],
  );

  await page.goto(`/admin/contact-submissions?id=${lead?.id}`);
  const attribution = page.getByRole("region", { name: "Where this lead came from" });
  const fact = (label: string) =>
    attribution.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
  await expect(fact("UTM source")).toHaveText("newsletter");
  await expect(fact("UTM campaign")).toHaveText(CAMPAIGN);
  await expect(fact("Landing page")).toHaveText("/");
  await expect(fact("Sending page")).toHaveText("/contact");

  await page.goto("/admin/analytics?period=today");
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  const campaignRow = campaigns.getByRole("row").filter({ hasText: CAMPAIGN });
  await expect(campaignRow.getByRole("cell")).toHaveText(["1", "1", "100.0%"]);

  await campaignRow
    .getByRole("link", { name: `Filter every report by campaign ${CAMPAIGN}` })
    .click();
  await expect(page).toHaveURL(/[?&]campaign=g500/);
  await expect(
    page.getByRole("link", { name: `Remove filter Campaign: ${CAMPAIGN}` }),
  ).toBeVisible();

  const total = (label: string) =>
    page
      .locator("dt", { hasText: new RegExp(`^${label}$`) })
      .locator("+ dd > span")
      .first();
  await expect(total("Visitors")).toHaveText("1");
  await expect(total("Page views")).toHaveText("4");
  await expect(total("Enquiries")).toHaveText("1");
  await expect(total("Conversion rate")).toHaveText("100.0%");

  const keysOf = async (name: string) =>
    (await page.getByRole("region", { name, exact: true }).locator("tbody th").allInnerTexts()).map(
      (text) => text.trim(),
    );
  expect((await keysOf("Top pages")).sort()).toEqual(
    ["/", "/contact", aircraftPath, articlePath].sort(),
  );
  expect(await keysOf("Top articles")).toEqual([articlePath]);
  expect(await keysOf("Top aircraft")).toEqual([aircraftPath]);
  expect(await keysOf("Sources")).toEqual(["newsletter"]);
  expect(await keysOf("Campaigns")).toEqual([CAMPAIGN]);
  expect(await keysOf("Enquiries by source")).toEqual(["newsletter"]);
  expect(await keysOf("Enquiries by page")).toEqual(["/contact"]);
  expect(await keysOf("Devices")).toEqual(["desktop"]);
  expect(await keysOf("Countries")).toEqual(["GB"]);
  const contactRow = page
    .getByRole("region", { name: "Enquiries by page" })
    .getByRole("row")
    .filter({ hasText: "/contact" });
  await expect(contactRow.getByRole("cell")).toHaveText(["1", "1", "100.0%"]);
});
