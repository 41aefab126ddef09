import { describe, expect, it } from "vitest";
import { AircraftSchema } from "./aircraft";

const base = { make: "Gulfstream", model: "G650" };

describe("aircraft image addresses", () => {
  it("accepts web addresses and paths on this site", () => {
    const parsed = AircraftSchema.parse({
      ...base,
      heroImage: "/uploads/aircraft/g650.webp",
      images: ["https://media.invalid/g650.jpg", "/images/fleet/g650.png"],
      gallery: [{ url: "http://media.invalid/cabin.jpg" }],
    });
    expect(parsed.heroImage).toBe("/uploads/aircraft/g650.webp");
    expect(parsed.images).toHaveLength(2);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "vbscript:msgbox",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "g650.png",
  ])("refuses %s in every image field", (url) => {
    expect(AircraftSchema.safeParse({ ...base, heroImage: url }).success).toBe(false);
    expect(AircraftSchema.safeParse({ ...base, images: [url] }).success).toBe(false);
    expect(AircraftSchema.safeParse({ ...base, gallery: [{ url }] }).success).toBe(false);
  });
});
