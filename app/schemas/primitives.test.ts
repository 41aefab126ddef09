import { describe, expect, it } from "vitest";
import { CharterSchema } from "./charter";
import { CharterQuoteSchema } from "./charter-quote";
import { ConsultationSchema } from "./consultation";
import { ContactSchema } from "./contact";
import { LeadListQuerySchema } from "./lead";
import { isCalendarDate, isLocalDateTime, isoDate, isStorableText, text } from "./primitives";

describe("text()", () => {
  it("refuses NUL characters and lone surrogates, keeps every real character", () => {
    expect(text().safeParse("Zoë 🛩️ 北京\r\n\t").success).toBe(true);
    for (const bad of ["a\u0000b", "\uD800", "x\uDC00", "\uDBFF\uDBFF\uDC00".slice(0, 2)]) {
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(isStorableText("\uD83D\uDE80")).toBe(true);
  });
});

describe("dates", () => {
  it.each([
    ["2027-02-28", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2027-02-30", false],
    ["2027-13-01", false],
    ["0000-01-01", false],
    ["1899-12-31", false],
    ["3000-01-01", false],
    ["2027-2-3", false],
  ])("%s is a calendar date: %s", (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
    expect(isoDate().safeParse(value).success).toBe(valid);
  });

  it("checks the date and the time of a datetime-local value", () => {
    expect(isLocalDateTime("2027-06-01T09:30")).toBe(true);
    expect(isLocalDateTime("2027-06-31T09:30")).toBe(false);
    expect(isLocalDateTime("2027-06-01T24:00")).toBe(false);
    expect(isLocalDateTime("2027-06-01T09:60")).toBe(false);
  });
});

describe("every public payload takes its strings from the shared blocks", () => {
  const issuePaths = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[] }[] };
  }) => result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

  it("reports a NUL or a lone surrogate as a field error", () => {
    const contact = ContactSchema.safeParse({
      fullName: "A\u0000",
      company: "\uD800",
      email: "a@example.com",
      location: "Paris",
      inquiryType: "general",
      message: "Hello\u0000",
      captcha: true,
    });
    expect(issuePaths(contact)).toEqual(["fullName", "company", "message"]);
  });

  it("refuses impossible dates in the charter forms, consultations and lead filters", () => {
    const charter = CharterSchema.safeParse({ departureDate: "2027-02-30" });
    expect(issuePaths(charter)).toContain("departureDate");
    const quote = CharterQuoteSchema.safeParse({ departureDateTime: "2027-02-30T10:00" });
    expect(issuePaths(quote)).toContain("departureDateTime");
    const consultation = ConsultationSchema.safeParse({ submittedAt: "0000-01-01T00:00:00Z" });
    expect(issuePaths(consultation)).toContain("submittedAt");
    expect(issuePaths(LeadListQuerySchema.safeParse({ from: "0000-01-01" }))).toEqual(["from"]);
    expect(issuePaths(LeadListQuerySchema.safeParse({ search: "\u0000" }))).toEqual(["search"]);
  });
});
