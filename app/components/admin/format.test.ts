import { describe, expect, it } from "vitest";
import { formatAdminDateTime, formatAdminDay, truncate } from "./format";

describe("admin formats", () => {
  it("prints dates as 'MMM dd, yyyy HH:mm' in UTC", () => {
    expect(formatAdminDateTime(new Date("2026-03-05T07:04:59Z"))).toBe("Mar 05, 2026 07:04");
    expect(formatAdminDateTime("2026-12-31T23:59:00.000Z")).toBe("Dec 31, 2026 23:59");
  });

  it("prints calendar days without shifting them", () => {
    expect(formatAdminDay("2027-01-09")).toBe("Jan 09, 2027");
  });

  it("truncates long messages on a word-neutral boundary with an ellipsis", () => {
    expect(truncate("short")).toBe("short");
    expect(truncate("a ".repeat(60), 10)).toBe("a a a a a…");
    expect(truncate(null)).toBe("");
  });
});
