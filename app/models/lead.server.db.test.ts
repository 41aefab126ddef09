import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  newsletterSubscribers,
} from "~/db/schema";
import { charterInbox } from "./charter-submission.server";
import { contactInbox } from "./contact-submission.server";
import {
  addLeadNote,
  countLeadsSince,
  listLeadNotes,
  listPipelineLeads,
  setLeadStatus,
} from "./lead.server";
import { newsletterInbox } from "./newsletter-subscriber.server";

const page = { page: 1, pageSize: 25 };
const contact = (
  name: string,
  createdAt: string,
  extra: Partial<typeof contactSubmissions.$inferInsert> = {},
) => ({
  fullName: name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  company: "Acme Aviation",
  location: "Singapore",
  inquiryType: "purchase",
  message: `Message from ${name}`,
  createdAt: new Date(createdAt),
  ...extra,
});

beforeAll(async () => {
  await db()
    .insert(contactSubmissions)
    .values([
      contact("Ada Lovelace", "2026-03-01T10:00:00Z", { captchaVerified: true }),
      contact("Grace Hopper", "2026-03-05T23:30:00Z", { message: "100% interested_in a G650" }),
      contact("Spam Bot", "2026-03-06T08:00:00Z", { isSpam: true, spamReason: "honeypot" }),
      contact("Alan Turing", "2026-03-10T09:00:00Z"),
    ]);
  await db()
    .insert(charterSubmissions)
    .values({
      fullName: "Charles Lindbergh",
      email: "lucky@example.com",
      phone: "+1 555 0100",
      departureLocation: "New York",
      destination: "Paris",
      departureDate: "2026-05-20",
      passengers: "1-4",
      createdAt: new Date("2026-03-07T12:00:00Z"),
    });
  await db()
    .insert(consultations)
    .values({
      name: "Amelia Earhart",
      email: "amelia@example.com",
      phone: "+1 555 0199",
      serviceType: "aircraft-acquisition",
      createdAt: new Date("2026-03-08T12:00:00Z"),
    });
  await db()
    .insert(ebookLeads)
    .values({
      name: "Bessie Coleman",
      email: "bessie@example.com",
      createdAt: new Date("2026-03-09T12:00:00Z"),
    });
  await db()
    .insert(newsletterSubscribers)
    .values([
      { email: "reader@example.com", createdAt: new Date("2026-03-09T13:00:00Z") },
      { email: "bot@example.com", isSpam: true, createdAt: new Date("2026-03-09T14:00:00Z") },
    ]);
});

describe("lead inbox lists", () => {
  it("lists newest first, leaves spam out by default and counts what matches", async () => {
    const { rows, total } = await contactInbox.list({ ...page, spam: "exclude" });
    expect(total).toBe(3);
    expect(rows.map((row) => row.fullName)).toEqual([
      "Alan Turing",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
  });

  it("shows only spam, or everything, with the toggle", async () => {
    const only = await contactInbox.list({ ...page, spam: "only" });
    expect(only.rows.map((row) => row.fullName)).toEqual(["Spam Bot"]);
    const all = await contactInbox.list({ ...page, spam: "all" });
    expect(all.total).toBe(4);
  });

  it("searches names, emails and messages, with % and _ matched literally", async () => {
    const byName = await contactInbox.list({ ...page, spam: "exclude", search: "hopper" });
    expect(byName.rows.map((row) => row.fullName)).toEqual(["Grace Hopper"]);
    const literal = await contactInbox.list({
      ...page,
      spam: "exclude",
      search: "100% interested_in",
    });
    expect(literal.total).toBe(1);
    const wildcard = await contactInbox.list({ ...page, spam: "exclude", search: "%" });
    expect(wildcard.rows.map((row) => row.fullName)).toEqual(["Grace Hopper"]);
  });

  it("filters by calendar days of the business time zone, both ends included", async () => {
    // 23:30 UTC on March 5 is already March 6 in Singapore.
    const { rows } = await contactInbox.list({
      ...page,
      spam: "all",
      from: "2026-03-06",
      to: "2026-03-06",
    });
    expect(rows.map((row) => row.fullName)).toEqual(["Spam Bot", "Grace Hopper"]);
    const fifth = await contactInbox.list({
      ...page,
      spam: "all",
      from: "2026-03-05",
      to: "2026-03-05",
    });
    expect(fifth.total).toBe(0);
  });

  it("shows the last page for a page past the end, and says which page it is", async () => {
    const beyond = await contactInbox.list({ page: 99, pageSize: 2, spam: "exclude" });
    expect(beyond).toMatchObject({ total: 3, page: 2 });
    expect(beyond.rows.map((row) => row.fullName)).toEqual(["Ada Lovelace"]);
    const none = await contactInbox.list({
      page: 5,
      pageSize: 2,
      spam: "exclude",
      search: "nobody",
    });
    expect(none).toMatchObject({ total: 0, page: 1, rows: [] });
    const crm = await listPipelineLeads({ page: 40, pageSize: 4, spam: "exclude" });
    expect(crm).toMatchObject({ total: 6, page: 2 });
    expect(crm.leads).toHaveLength(2);
  });

  it("pages with a stable order and the total of the whole filter", async () => {
    const first = await contactInbox.list({ page: 1, pageSize: 2, spam: "exclude" });
    const second = await contactInbox.list({ page: 2, pageSize: 2, spam: "exclude" });
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.fullName)).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(second.rows.map((row) => row.fullName)).toEqual(["Ada Lovelace"]);
  });

  it("exports every stored field of the filtered rows", async () => {
    const rows = await contactInbox.export({ spam: "exclude", search: "a" });
    expect(rows.length).toBe(3);
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining([
        "id",
        "createdAt",
        "phone",
        "spamReason",
        "status",
        "captchaVerified",
      ]),
    );
  });

  it("lists charter requests and newsletter subscribers the same way", async () => {
    const charters = await charterInbox.list({ ...page, spam: "exclude", search: "paris" });
    expect(charters.rows.map((row) => row.fullName)).toEqual(["Charles Lindbergh"]);
    const subscribers = await newsletterInbox.list({ ...page, spam: "exclude" });
    expect(subscribers.rows.map((row) => row.email)).toEqual(["reader@example.com"]);
  });
});

describe("lead pipeline", () => {
  it("lists every enquiry of every type in one list, newest first", async () => {
    const { leads, total } = await listPipelineLeads({ ...page, spam: "exclude" });
    expect(total).toBe(6);
    expect(leads.map((lead) => `${lead.type}:${lead.name}`)).toEqual([
      "contact:Alan Turing",
      "ebook:Bessie Coleman",
      "consultation:Amelia Earhart",
      "charter:Charles Lindbergh",
      "contact:Grace Hopper",
      "contact:Ada Lovelace",
    ]);
    expect(leads[3]?.summary).toBe("New York → Paris, 2026-05-20");
    expect(leads[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("pages the combined list", async () => {
    const second = await listPipelineLeads({ page: 2, pageSize: 4, spam: "exclude" });
    expect(second.total).toBe(6);
    expect(second.leads.map((lead) => lead.name)).toEqual(["Grace Hopper", "Ada Lovelace"]);
  });

  it("moves a lead through the statuses, keeps notes, and filters by type and status", async () => {
    const [amelia] = (await listPipelineLeads({ ...page, spam: "exclude", type: "consultation" }))
      .leads;
    expect(amelia?.status).toBe("new");
    const previous = await setLeadStatus({
      type: "consultation",
      id: amelia!.id,
      status: "qualified",
    });
    expect(previous).toBe("new");
    await addLeadNote({
      type: "consultation",
      id: amelia!.id,
      authorEmail: "chief@example.com",
      body: "Wants a Global 6000 by June.",
    });
    const notes = await listLeadNotes("consultation", amelia!.id);
    expect(notes).toMatchObject([
      { authorEmail: "chief@example.com", body: "Wants a Global 6000 by June." },
    ]);
    const qualified = await listPipelineLeads({ ...page, spam: "exclude", status: "qualified" });
    expect(qualified.leads.map((lead) => lead.name)).toEqual(["Amelia Earhart"]);
    const contacts = await listPipelineLeads({ ...page, spam: "exclude", type: "contact" });
    expect(contacts.total).toBe(3);
  });

  it("reports a missing lead instead of changing nothing silently", async () => {
    const previous = await setLeadStatus({
      type: "contact",
      id: "00000000-0000-4000-8000-000000000000",
      status: "won",
    });
    expect(previous).toBeNull();
  });

  it("counts the new leads of a period by type, without spam", async () => {
    const counts = await countLeadsSince(new Date("2026-03-05T00:00:00Z"));
    expect(counts).toEqual({ contact: 2, charter: 1, consultation: 1, ebook: 1, newsletter: 1 });
  });

  it("counts the flagged submissions of a period apart, for review", async () => {
    const flagged = await countLeadsSince(new Date("2026-03-05T00:00:00Z"), { flagged: true });
    expect(flagged).toEqual({ contact: 1, charter: 0, consultation: 0, ebook: 0, newsletter: 1 });
    const later = await countLeadsSince(new Date("2026-03-09T13:30:00Z"), { flagged: true });
    expect(later).toEqual({ contact: 0, charter: 0, consultation: 0, ebook: 0, newsletter: 1 });
  });
});
