/**
 * Counts the records of CSV text as it arrives in chunks: a record ends at a line break outside
 * quotes (a quoted field may hold line breaks, and `""` inside quotes is a quote). The state carries
 * over between chunks; a CRLF split between two chunks counts once.
 */
export interface CsvCountState {
  inQuotes: boolean;
  /** The last character seen was a CR that ended a record (its LF, if next, adds nothing). */
  afterCr: boolean;
  records: number;
}

export const newCsvCount = (): CsvCountState => ({ inQuotes: false, afterCr: false, records: 0 });

export function countCsvRecords(state: CsvCountState, chunk: string): CsvCountState {
  let { inQuotes, afterCr, records } = state;
  for (const ch of chunk) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === "\r") records += 1;
    else if (!inQuotes && ch === "\n" && !afterCr) records += 1;
    afterCr = !inQuotes && ch === "\r";
  }
  return { inQuotes, afterCr, records };
}
