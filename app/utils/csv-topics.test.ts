import { describe, expect, it } from "vitest";
import { CSV_MESSAGES, isCsvFileName, parseCsvTopics } from "./csv-topics";

describe("parseCsvTopics (spec §5)", () => {
  it("reads keyword and title columns by a case-insensitive substring of their names", () => {
    const csv =
      "ID,Primary Keyword,Article Title\n1,jet cards,Are Jet Cards Worth It?\n2,g650,The G650 at Ten\n";
    expect(parseCsvTopics(csv)).toEqual([
      { keyword: "jet cards", title: "Are Jet Cards Worth It?" },
      { keyword: "g650", title: "The G650 at Ten" },
    ]);
  });

  it("strips quotes, keeps quoted commas and accepts CRLF and a byte-order mark", () => {
    const csv = '\uFEFFkeyword,title\r\n"charter, europe","Summer in ""Nice"", by air"\r\n';
    expect(parseCsvTopics(csv)).toEqual([
      { keyword: "charter, europe", title: 'Summer in "Nice", by air' },
    ]);
  });

  it("skips rows missing either value", () => {
    const csv = "Keyword,Title\nonly keyword,\n,only title\nboth,Both Here\n\n";
    expect(parseCsvTopics(csv)).toEqual([{ keyword: "both", title: "Both Here" }]);
  });

  it("explains what is wrong with the file", () => {
    expect(() => parseCsvTopics("")).toThrow(CSV_MESSAGES.noHeader);
    expect(() => parseCsvTopics("Keyword,Title\n")).toThrow(CSV_MESSAGES.noHeader);
    expect(() => parseCsvTopics("Topic,Heading\na,b\n")).toThrow(CSV_MESSAGES.missingColumns);
    expect(() => parseCsvTopics("Keyword,Title\n,\nx,\n")).toThrow(CSV_MESSAGES.noRows);
  });

  it("accepts only .csv file names", () => {
    expect(isCsvFileName("topics.CSV")).toBe(true);
    expect(isCsvFileName("topics.csv.txt")).toBe(false);
    expect(isCsvFileName("topics.xlsx")).toBe(false);
  });
});
