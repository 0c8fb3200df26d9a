/**
 * CSV (RFC 4180) reading and writing: fields separated by commas, quoted with double quotes when they
 * hold a comma, a quote or a line break, quotes doubled inside; lines end with CRLF or LF. Pure.
 */

export type CsvParse = { ok: true; rows: string[][] } | { ok: false; row: number; reason: string };

/** Lines of a text, counted cheaply (a quoted line break counts too: an upper bound on the rows). */
export function countLines(text: string): number {
  let n = text.length > 0 && !text.endsWith("\n") ? 1 : 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** Every row of the text; a blank last line is not a row. A UTF-8 byte order mark is ignored. */
export function parseCsv(input: string): CsvParse {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
    fieldStarted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = text[i];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r")
          return {
            ok: false,
            row: rows.length + 1,
            reason: "has text after a closing quote",
          };
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && !fieldStarted && field === "") {
      quoted = true;
      fieldStarted = true;
      i++;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      fieldStarted = false;
      i++;
    } else if (ch === "\r" && text[i + 1] === "\n") {
      endRow();
      i += 2;
    } else if (ch === "\n") {
      endRow();
      i++;
    } else {
      field += ch;
      fieldStarted = true;
      i++;
    }
  }
  if (quoted)
    return {
      ok: false,
      row: rows.length + 1,
      reason: "has a quote that is never closed",
    };
  if (field !== "" || fieldStarted || row.length > 0) endRow();
  return { ok: true, rows };
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is written with a
 * leading apostrophe, and `unguardCell` takes it off again when the file comes back.
 */
export const guardCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
export const unguardCell = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const quoteField = (value: string) => (/[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows as CSV text, CRLF line ends, a line end after the last row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quoteField).join(",")).join("\r\n") + (rows.length ? "\r\n" : "");
}

/** A value of a row written as it comes (the exports stream line by line): empty for none, text guarded and quoted. */
export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  return quoteField(guardCell(value));
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",") + "\r\n";
}
