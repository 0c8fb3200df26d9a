/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, quoted when they hold a comma,
 * a quote or a line break, quotes doubled, lines ended by CRLF. A text field a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so
 * what a visitor typed into a form can never run when staff open the export.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",") + "\r\n";
}
