import { afterEach, describe, expect, it } from "vitest";
import {
  formatAdminDateTime,
  formatAdminDay,
  formatDisplayDate,
  formatDisplayDay,
  formatEmailMoment,
  isoDate,
} from "./format";

const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
});

describe("formatDisplayDate", () => {
  it("prints US English dates", () => {
    expect(formatDisplayDate(new Date("2026-11-22T09:00:00Z"))).toBe("November 22, 2026");
    expect(formatDisplayDate("2025-08-26T00:00:00.000Z")).toBe("August 26, 2025");
  });

  it("prints the same day in every runtime time zone, so server and browser agree", () => {
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Auckland", "Asia/Singapore"]) {
      process.env.TZ = zone;
      expect(formatDisplayDate(new Date("2026-11-22T23:30:00Z"))).toBe("November 22, 2026");
      expect(formatDisplayDate(new Date("2026-11-22T00:30:00Z"))).toBe("November 22, 2026");
      expect(formatAdminDateTime(new Date("2026-11-22T23:30:00Z"))).toBe("Nov 22, 2026 23:30");
    }
  });
});

describe("back-office formats", () => {
  it("prints moments as 'MMM dd, yyyy HH:mm', midnight as 00", () => {
    expect(formatAdminDateTime(new Date("2026-03-05T07:04:59Z"))).toBe("Mar 05, 2026 07:04");
    expect(formatAdminDateTime("2026-12-31T23:59:00.000Z")).toBe("Dec 31, 2026 23:59");
    expect(formatAdminDateTime("2026-01-01T00:00:00.000Z")).toBe("Jan 01, 2026 00:00");
  });

  it("prints calendar days without shifting them, and leaves what is not a day as it is", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatAdminDay("2027-01-09")).toBe("Jan 09, 2027");
    expect(formatAdminDay("next week")).toBe("next week");
    expect(formatAdminDay("2027-13-45")).toBe("2027-13-45");
  });

  it("gives the machine-readable moment for <time dateTime>", () => {
    expect(isoDate("2026-03-05T07:04:59Z")).toBe("2026-03-05T07:04:59.000Z");
  });
});

describe("email formats", () => {
  it("names the zone of a moment", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(formatEmailMoment(new Date("2026-11-22T18:35:00Z"))).toBe(
      "November 22, 2026 at 6:35 PM UTC",
    );
  });

  it("prints the day a visitor typed without shifting it, and leaves what is not a day", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatDisplayDay("2027-01-09")).toBe("January 9, 2027");
    expect(formatDisplayDay("2027-01-09T23:30")).toBe("January 9, 2027");
    expect(formatDisplayDay("soon")).toBe("soon");
  });
});
