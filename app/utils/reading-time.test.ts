import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, readingTime } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time", () => {
  it("counts the words of HTML, not its tags or entities", () => {
    expect(
      countWords("<h2>Two words</h2><p>and&nbsp;<strong>three</strong> more &mdash; here</p>"),
    ).toBe(6);
    expect(countWords("<p>One</p><script>var a = 1;</script>")).toBe(1);
    expect(countWords("")).toBe(0);
  });

  it("rounds up at 220 words a minute, at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(`<p>${words(220)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(221)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(1100)}</p>`)).toBe(5);
  });

  it("reads 'N min read'", () => {
    expect(readingTime(`<p>${words(1320)}</p>`)).toBe("6 min read");
    expect(readingTime("<p>Short</p>")).toBe("1 min read");
  });
});
