import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return)
 * is prefixed with an apostrophe, so an enquiry cannot plant a formula in staff's exports.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return neutralizeFormula(JSON.stringify(value));
  return neutralizeFormula(String(value));
}

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => cellText(column.value(row)))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      record_delimiter: "\r\n",
      // With CRLF records, csv-stringify quotes only fields holding CRLF; a lone line break in
      // a message must be quoted too or the row splits in two.
      quoted_match: /[\r\n]/,
    },
  );
}

/**
 * A CSV download. The byte-order mark makes spreadsheet programs read the file as UTF-8
 * (names with accents survive the round trip).
 */
export function csvDownload(filename: string, body: string): Response {
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
