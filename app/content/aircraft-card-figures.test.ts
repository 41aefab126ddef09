import { describe, expect, it } from "vitest";
import { formatRange, grouped } from "./aircraft-card-figures";

describe("grouped", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1_000, 6_400, 51_000, 123_456, 1_234_567, -45_000]) {
      expect(grouped(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("reads a range in nautical miles", () => {
    expect(formatRange(6_500)).toBe("6,500 nm");
    expect(formatRange(null)).toBeNull();
  });
});
