/** One article to generate from an uploaded CSV file (spec §3: CSV row). */
export type CsvTopic = { keyword: string; title: string };

export const CSV_MESSAGES = {
  invalidType: "Please upload a CSV file (.csv extension required).",
  noHeader: "CSV must have a header row with column names.",
  missingColumns: 'CSV must contain columns named "Keyword" and "Title".',
  noRows:
    "No valid data found. Please check that your CSV has data in both Keyword and Title columns.",
} as const;

export class CsvTopicsError extends Error {}

/** Whether a file name is acceptable for the CSV upload (spec §5: must end in .csv). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith(".csv");
}

/**
 * Splits one CSV line on commas. Quoted fields may contain commas and doubled quotes; the
 * quotes themselves are stripped (spec §5).
 */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') {
        quoted = false;
      } else {
        cell += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ",") {
      cells.push(cell);
      cell = "";
    } else {
      cell += character;
    }
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * The rows of a topics CSV. The header needs a column whose name contains "keyword" and one
 * whose name contains "title" (case-insensitive); rows missing either value are skipped.
 * Throws CsvTopicsError with the spec's friendly messages.
 */
export function parseCsvTopics(text: string): CsvTopic[] {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  if (lines.length < 2) throw new CsvTopicsError(CSV_MESSAGES.noHeader);
  const header = splitCsvLine(lines[0] ?? "").map((name) => name.toLowerCase());
  const keywordIndex = header.findIndex((name) => name.includes("keyword"));
  const titleIndex = header.findIndex((name) => name.includes("title"));
  if (keywordIndex === -1 || titleIndex === -1) {
    throw new CsvTopicsError(CSV_MESSAGES.missingColumns);
  }
  const rows: CsvTopic[] = [];
  for (const line of lines.slice(1)) {
    const cells = splitCsvLine(line);
    const keyword = cells[keywordIndex] ?? "";
    const title = cells[titleIndex] ?? "";
    if (keyword && title) rows.push({ keyword, title });
  }
  if (rows.length === 0) throw new CsvTopicsError(CSV_MESSAGES.noRows);
  return rows;
}
