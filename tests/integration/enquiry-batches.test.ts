import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as charterAction } from "~/routes/api/charter-submissions";
import { action as consultationAction } from "~/routes/api/consultations";
import { action as contactAction } from "~/routes/api/contact-submissions";
import { action as ebookAction } from "~/routes/api/ebook-leads";
import { submitContact } from "~/services/enquiries/enquiries.server";
import { origin, routeContext } from "../support/auth-session";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { minimalEnquiries } from "../support/enquiry-payloads";
import { emptyVisitorWrittenTables, rowCount } from "../support/lead-tables";
import { solvedProofOfWork } from "../support/proof-of-work";

// Enquiries that arrive together are written in one transaction (group commit); each must
// still be stored, judged and mailed as if it had come alone.

setEnquiryEnvironment();

type Handler = (args: unknown) => Promise<Response>;

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

function postJson(handler: Handler, path: string, body: unknown) {
  const request = new Request(`${origin()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin() },
    body: JSON.stringify(body),
  });
  return handler({ request, context: routeContext(nextIp()), params: {} });
}

type RawResult = { rows: Record<string, unknown>[] };

async function query(text: string) {
  return ((await db().execute(sql.raw(text))) as unknown as RawResult).rows;
}

beforeEach(emptyVisitorWrittenTables);

describe("enquiries sent at the same moment", () => {
  it("stores each one in its own table, with its own id and mail", async () => {
    const enquiries = minimalEnquiries();
    const endpoints: Array<[Handler, string, Record<string, unknown>]> = [
      [contactAction as Handler, "/api/contact-submissions", enquiries.contact],
      [charterAction as Handler, "/api/charter-submissions", enquiries.charter],
      [consultationAction as Handler, "/api/consultations", enquiries.consultation],
      [ebookAction as Handler, "/api/ebook-leads", enquiries.ebook],
    ];
    const proofs = await Promise.all(endpoints.map(() => solvedProofOfWork()));
    const burst = endpoints.flatMap(([handler, path, body], kind) =>
      Array.from({ length: 5 }, (_, index) =>
        postJson(handler, path, {
          ...body,
          email: `burst.${kind}.${index}@example.com`,
          // One of each kind proves its work; the others come as from a browser without
          // JavaScript: stored unverified and notified all the same.
          ...(index === 0 ? { altcha: proofs[kind] } : {}),
        }),
      ),
    );
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).id));
    expect(new Set(ids).size).toBe(20);

    for (const table of [
      "contact_submissions",
      "charter_submissions",
      "consultations",
      "ebook_leads",
    ] as const) {
      const stored = await query(
        `select id, email, captcha_verified, is_spam from ${table} order by email`,
      );
      expect(stored).toHaveLength(5);
      expect(stored.filter((row) => row.captcha_verified)).toHaveLength(1);
      expect(stored.some((row) => row.is_spam)).toBe(false);
      for (const row of stored) expect(ids).toContain(row.id);
    }
    // A staff notification and a message to the visitor per enquiry, about that enquiry.
    const mail = await query("select related_id, count(*)::int as n from mail_outbox group by 1");
    expect(mail).toHaveLength(20);
    expect(mail.every((row) => row.n === 2)).toBe(true);
    expect(mail.map((row) => row.related_id).sort()).toEqual([...ids].sort());
  });

  it("accepts a proof-of-work sent twice at once for one of them only", async () => {
    const altcha = await solvedProofOfWork();
    const answers = await Promise.all(
      [0, 1].map((index) =>
        postJson(contactAction as Handler, "/api/contact-submissions", {
          ...minimalEnquiries().contact,
          email: `twice.${index}@example.com`,
          altcha,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const verdicts = await query(
      "select captcha_verified, is_spam, spam_reason from contact_submissions order by is_spam",
    );
    expect(verdicts).toEqual([
      { captcha_verified: true, is_spam: false, spam_reason: null },
      { captcha_verified: false, is_spam: true, spam_reason: "replayed proof-of-work" },
    ]);
    expect(await rowCount("mail_outbox")).toBe(2);
  });

  it("fails only the enquiry the database refuses, and stores the others sent with it", async () => {
    // PostgreSQL refuses a NUL character in text; the public endpoints never let one through,
    // so the service is called directly to make the database refuse one enquiry of a batch.
    const contact = (fullName: string, email: string) => ({
      ...minimalEnquiries().contact,
      phone: null,
      fullName,
      email,
    });
    const results = await Promise.allSettled([
      submitContact(contact("Ada Byron", "ada@example.com")),
      submitContact(contact("Refused\u0000Name", "refused@example.com")),
      submitContact(contact("Grace Hopper", "grace@example.com")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = await query("select email from contact_submissions order by email");
    expect(stored).toEqual([{ email: "ada@example.com" }, { email: "grace@example.com" }]);
    expect(await rowCount("mail_outbox")).toBe(4);
  });
});
