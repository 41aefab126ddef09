import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  formatAdminDateTime,
  formatAdminDay,
  formatByteSize,
  formatDisplayDate,
  formatDisplayDay,
  formatEmailMoment,
  isoDate,
  startOfDayIn,
  startOfNextDayIn,
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

  it("prints what Intl prints for the day in US English, for any moment", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true }),
        (moment) => {
          expect(formatDisplayDate(moment)).toBe(intl.format(moment));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("prints the same day in every runtime time zone, so server and browser agree", () => {
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Auckland", "Asia/Singapore"]) {
      process.env.TZ = zone;
      expect(formatDisplayDate(new Date("2026-11-22T23:30:00Z"))).toBe("November 22, 2026");
      expect(formatDisplayDate(new Date("2026-11-22T00:30:00Z"))).toBe("November 22, 2026");
      expect(formatAdminDateTime(new Date("2026-11-22T23:30:00Z"), "UTC")).toBe(
        "Nov 22, 2026 23:30 UTC",
      );
    }
  });
});

describe("back-office formats", () => {
  it("prints moments as 'MMM dd, yyyy HH:mm zone' in the business time zone", () => {
    const zone = "Asia/Singapore";
    expect(formatAdminDateTime(new Date("2026-03-05T07:04:59Z"), zone)).toBe(
      "Mar 05, 2026 15:04 GMT+8",
    );
    // Late evening in UTC is the next morning in Singapore: the day moves with the zone.
    expect(formatAdminDateTime("2026-12-31T23:59:00.000Z", zone)).toBe("Jan 01, 2027 07:59 GMT+8");
    expect(formatAdminDateTime("2026-01-01T16:00:00.000Z", zone)).toBe("Jan 02, 2026 00:00 GMT+8");
    expect(formatAdminDateTime("2026-07-01T12:00:00.000Z", "Europe/London")).toBe(
      "Jul 01, 2026 13:00 GMT+1",
    );
  });

  it("starts a day filter at the business zone's midnight, across an offset change", () => {
    expect(startOfDayIn("2026-03-05", "Asia/Singapore").toISOString()).toBe(
      "2026-03-04T16:00:00.000Z",
    );
    expect(startOfNextDayIn("2026-03-05", "Asia/Singapore").toISOString()).toBe(
      "2026-03-05T16:00:00.000Z",
    );
    expect(startOfDayIn("2026-03-29", "Europe/London").toISOString()).toBe(
      "2026-03-29T00:00:00.000Z",
    );
    expect(startOfNextDayIn("2026-03-29", "Europe/London").toISOString()).toBe(
      "2026-03-29T23:00:00.000Z",
    );
    expect(startOfDayIn("2026-11-01", "America/New_York").toISOString()).toBe(
      "2026-11-01T04:00:00.000Z",
    );
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
    expect(formatEmailMoment(new Date("2026-11-22T18:35:00Z"), "Asia/Singapore")).toBe(
      "November 23, 2026 at 2:35 AM GMT+8",
    );
    expect(formatEmailMoment(new Date("2026-11-22T18:35:00Z"), "UTC")).toBe(
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

describe("formatByteSize", () => {
  it("prints bytes in decimal units with one decimal below ten", () => {
    expect(formatByteSize(0)).toBe("0 B");
    expect(formatByteSize(999)).toBe("999 B");
    expect(formatByteSize(1000)).toBe("1.0 kB");
    expect(formatByteSize(1450)).toBe("1.4 kB");
    expect(formatByteSize(23_456)).toBe("23 kB");
    expect(formatByteSize(999_960)).toBe("1.0 MB");
    expect(formatByteSize(4_700_000)).toBe("4.7 MB");
    expect(formatByteSize(12_000_000_000)).toBe("12 GB");
  });
});
