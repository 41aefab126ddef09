import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup characters", () => {
    expect(escapeXml(`Fish & "chips" <b>'s</b>`)).toBe(
      "Fish &amp; &quot;chips&quot; &lt;b&gt;&apos;s&lt;/b&gt;",
    );
  });

  it("drops characters XML cannot hold and keeps the rest", () => {
    expect(escapeXml(`a${String.fromCharCode(0)}b${String.fromCharCode(0xb)}c\td\u{1F6E9}`)).toBe(
      "abc\td\u{1F6E9}",
    );
    expect(escapeXml(`x${String.fromCharCode(0xd800)}y`)).toBe("xy");
  });
});
