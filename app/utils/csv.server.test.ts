import { describe, expect, it } from "vitest";
import { parseCsv as parse } from "../../tests/support/csv";
import { csvDownload, neutralizeFormula, toCsv } from "./csv.server";

describe("CSV export", () => {
  it("escapes cells that a spreadsheet would run as formulas", () => {
    expect(neutralizeFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutralizeFormula("+65 6800 2150")).toBe("'+65 6800 2150");
    expect(neutralizeFormula("-1")).toBe("'-1");
    expect(neutralizeFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeFormula("\tcmd")).toBe("'\tcmd");
    expect(neutralizeFormula("Jane = buyer")).toBe("Jane = buyer");
  });

  it("writes a header and one record per row, quoting commas, quotes and line breaks", () => {
    const csv = toCsv(
      [
        {
          name: "Doe, Jane",
          note: 'She said "hi"\nthen left',
          at: new Date("2026-01-02T03:04:05Z"),
          ok: true,
        },
        { name: "=cmd|' /C calc'!A0", note: null, at: new Date("2026-01-03T00:00:00Z"), ok: false },
      ],
      [
        { header: "Name", value: (row) => row.name },
        { header: "Note", value: (row) => row.note },
        { header: "At", value: (row) => row.at },
        { header: "Verified", value: (row) => row.ok },
      ],
    );
    const records = parse(csv) as string[][];
    expect(records).toEqual([
      ["Name", "Note", "At", "Verified"],
      ["Doe, Jane", 'She said "hi"\nthen left', "2026-01-02T03:04:05.000Z", "Yes"],
      ["'=cmd|' /C calc'!A0", "", "2026-01-03T00:00:00.000Z", "No"],
    ]);
  });

  it("keeps a cell with a bare line break in one record", () => {
    const csv = toCsv(
      [{ note: "Line one\nLine two" }],
      [{ header: "Note", value: (row) => row.note }],
    );
    expect(parse(csv)).toEqual([["Note"], ["Line one\nLine two"]]);
  });

  it("answers a UTF-8 attachment", async () => {
    const response = csvDownload("leads.csv", "a\r\n");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="leads.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a]);
  });
});
