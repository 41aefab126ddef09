import { describe, expect, it } from "vitest";
import {
  CSV_MESSAGES,
  describeSkippedRows,
  detectDelimiter,
  isCsvFileName,
  parseCsvTopics,
} from "./csv-topics";

describe("parseCsvTopics", () => {
  it("reads keyword and title columns by a case-insensitive substring of their names", () => {
    const csv =
      "ID,Primary Keyword,Article Title\n1,jet cards,Are Jet Cards Worth It?\n2,g650,The G650 at Ten\n";
    expect(parseCsvTopics(csv)).toEqual({
      topics: [
        { keyword: "jet cards", title: "Are Jet Cards Worth It?" },
        { keyword: "g650", title: "The G650 at Ten" },
      ],
      skipped: [],
    });
  });

  it("strips quotes, keeps quoted commas and accepts CRLF and a byte-order mark", () => {
    const csv = '\uFEFFkeyword,title\r\n"charter, europe","Summer in ""Nice"", by air"\r\n';
    expect(parseCsvTopics(csv).topics).toEqual([
      { keyword: "charter, europe", title: 'Summer in "Nice", by air' },
    ]);
  });

  it("reads a semicolon-separated file with quoted fields, as spreadsheets save it", () => {
    const csv =
      '\uFEFFKeyword;Title\r\njets;"Semicolon; Title"\r\n"heavy jets";"Cabins, compared"\r\n';
    expect(parseCsvTopics(csv).topics).toEqual([
      { keyword: "jets", title: "Semicolon; Title" },
      { keyword: "heavy jets", title: "Cabins, compared" },
    ]);
  });

  it("reads a tab-separated file", () => {
    expect(parseCsvTopics("Keyword\tTitle\nferry flights\tWhat a Ferry Costs\n").topics).toEqual([
      { keyword: "ferry flights", title: "What a Ferry Costs" },
    ]);
  });

  it("keeps a line break inside a quoted title", () => {
    const csv = 'Keyword,Title\njets,"Two\nLines"\n';
    expect(parseCsvTopics(csv).topics).toEqual([{ keyword: "jets", title: "Two\nLines" }]);
  });

  it("skips rows missing either value and reports their line numbers", () => {
    const csv = "Keyword,Title\nonly keyword,\n,only title\nboth,Both Here\n\n";
    expect(parseCsvTopics(csv)).toEqual({
      topics: [{ keyword: "both", title: "Both Here" }],
      skipped: [{ line: 2 }, { line: 3 }],
    });
    expect(describeSkippedRows([{ line: 2 }, { line: 3 }, { line: 7 }])).toBe(
      "Skipped lines 2, 3 and 7 (a keyword or a title is missing).",
    );
    expect(describeSkippedRows([{ line: 4 }])).toBe(
      "Skipped line 4 (a keyword or a title is missing).",
    );
    expect(describeSkippedRows([])).toBe("");
  });

  it("explains what is wrong with the file", () => {
    expect(() => parseCsvTopics("")).toThrow(CSV_MESSAGES.noHeader);
    expect(() => parseCsvTopics("Keyword,Title\n")).toThrow(CSV_MESSAGES.noHeader);
    expect(() => parseCsvTopics("Topic,Heading\na,b\n")).toThrow(CSV_MESSAGES.missingColumns);
    expect(() => parseCsvTopics("Keyword,Title\n,\nx,\n")).toThrow(CSV_MESSAGES.noRows);
    expect(() => parseCsvTopics('Keyword,Title\njets,"never closed\n')).toThrow(
      CSV_MESSAGES.unreadable,
    );
  });

  it("accepts only .csv file names", () => {
    expect(isCsvFileName("topics.CSV")).toBe(true);
    expect(isCsvFileName("topics.csv.txt")).toBe(false);
    expect(isCsvFileName("topics.xlsx")).toBe(false);
  });
});

describe("detectDelimiter", () => {
  it("picks the separator of the header line, ignoring quoted ones", () => {
    expect(detectDelimiter("a,b,c\n1;2;3;4;5")).toBe(",");
    expect(detectDelimiter('"a,b";c\n')).toBe(";");
    expect(detectDelimiter("a\tb\n")).toBe("\t");
    expect(detectDelimiter("single")).toBe(",");
  });
});
