import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

/** Lowercase ASCII words joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["The G650ER: Range, Comfort & Value!", "the-g650er-range-comfort-value"],
    ["  many   spaces\tand\nlines  ", "many-spaces-and-lines"],
    ["already--hyphenated -- words", "already-hyphenated-words"],
    ["Café Society à Paris", "cafe-society-a-paris"],
    ["-edge hyphens-", "edge-hyphens"],
    ["2027 Market Outlook", "2027-market-outlook"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });
});
