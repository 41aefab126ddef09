import { describe, expect, it } from "vitest";
import { truncate } from "./format";

describe("truncate", () => {
  it("cuts long messages with an ellipsis and flattens whitespace", () => {
    expect(truncate("short")).toBe("short");
    expect(truncate("a ".repeat(60), 10)).toBe("a a a a a…");
    expect(truncate(null)).toBe("");
  });
});
