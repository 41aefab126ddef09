import { afterEach, describe, expect, it } from "vitest";
import { formatDisplayDate } from "./format";

const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
});

describe("formatDisplayDate", () => {
  it("prints US English dates", () => {
    expect(formatDisplayDate(new Date("2026-11-22T09:00:00Z"))).toBe("November 22, 2026");
    expect(formatDisplayDate("2025-08-26T00:00:00.000Z")).toBe("August 26, 2025");
  });

  it("prints the UTC day in every time zone, so server and browser agree", () => {
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Auckland", "Asia/Singapore"]) {
      process.env.TZ = zone;
      expect(formatDisplayDate(new Date("2026-11-22T23:30:00Z"))).toBe("November 22, 2026");
      expect(formatDisplayDate(new Date("2026-11-22T00:30:00Z"))).toBe("November 22, 2026");
    }
  });
});
