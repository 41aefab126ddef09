import { CsvError, parse } from "csv-parse/browser/esm/sync";

/** One article to generate from an uploaded CSV file (a row with a keyword and a title). */
export type CsvTopic = { keyword: string; title: string };

/** A data row that was left out, by its line number in the file (the header is line 1). */
export type SkippedCsvRow = { line: number };

export type CsvTopics = { topics: CsvTopic[]; skipped: SkippedCsvRow[] };

export const CSV_MESSAGES = {
  invalidType: "Please upload a CSV file (.csv extension required).",
  noHeader: "CSV must have a header row with column names.",
  missingColumns: 'CSV must contain columns named "Keyword" and "Title".',
  noRows:
    "No valid data found. Please check that your CSV has data in both Keyword and Title columns.",
  unreadable: "The CSV file could not be read",
} as const;

export class CsvTopicsError extends Error {}

/** Whether a file name is acceptable for the CSV upload (it must end in .csv). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith(".csv");
}

const DELIMITERS = [",", ";", "\t"] as const;

/**
 * The delimiter of a file: the candidate that occurs most often, outside quotes, on its header
 * line. Spreadsheets save comma-separated files in some locales and semicolon-separated ones in
 * others (where the comma is the decimal mark), and tab-separated text is pasted from tables.
 */
export function detectDelimiter(text: string): (typeof DELIMITERS)[number] {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text.replace(/^\uFEFF/, "")) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === "\n" || character === "\r")) break;
    else if (!quoted) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best: (typeof DELIMITERS)[number] = ",";
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

type ParsedRecord = { record: string[]; info: { lines: number } };

function readRecords(text: string): ParsedRecord[] {
  try {
    // csv-parse's types do not model `info: true`, which wraps each record with its position.
    const records: unknown = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    });
    return records as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new CsvTopicsError(
        `${CSV_MESSAGES.unreadable}${line ? ` (line ${line})` : ""}: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * The topics of a CSV file. The header needs a column whose name contains "keyword" and one
 * whose name contains "title" (case-insensitive); rows missing either value are skipped and
 * reported by line number. Throws CsvTopicsError with a message for the editor.
 */
export function parseCsvTopics(text: string): CsvTopics {
  const [header, ...rows] = readRecords(text);
  if (!header || rows.length === 0) throw new CsvTopicsError(CSV_MESSAGES.noHeader);
  const names = header.record.map((name) => name.toLowerCase());
  const keywordIndex = names.findIndex((name) => name.includes("keyword"));
  const titleIndex = names.findIndex((name) => name.includes("title"));
  if (keywordIndex === -1 || titleIndex === -1) {
    throw new CsvTopicsError(CSV_MESSAGES.missingColumns);
  }
  const topics: CsvTopic[] = [];
  const skipped: SkippedCsvRow[] = [];
  for (const { record, info } of rows) {
    const keyword = record[keywordIndex] ?? "";
    const title = record[titleIndex] ?? "";
    if (keyword && title) topics.push({ keyword, title });
    else skipped.push({ line: info.lines });
  }
  if (topics.length === 0) throw new CsvTopicsError(CSV_MESSAGES.noRows);
  return { topics, skipped };
}

/** "Skipped line 3." / "Skipped lines 3, 5 and 9." for the upload's confirmation. */
export function describeSkippedRows(skipped: SkippedCsvRow[]): string {
  if (skipped.length === 0) return "";
  const lines = skipped.map((row) => String(row.line));
  const list =
    lines.length === 1 ? lines[0] : `${lines.slice(0, -1).join(", ")} and ${lines.at(-1)}`;
  return `Skipped line${lines.length === 1 ? "" : "s"} ${list} (a keyword or a title is missing).`;
}
