/** A plain-text table: a header row, then rows; `null` as a row draws a rule (a section break). */
export function renderTable(header: string[], rows: (string[] | null)[], rightAligned: (i: number) => boolean = (i) => i > 0): string {
  const all = [header, ...rows.filter((r): r is string[] => r !== null)];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    "│ " + widths.map((w, i) => (rightAligned(i) ? (r[i] ?? "").padStart(w) : (r[i] ?? "").padEnd(w))).join(" │ ") + " │";
  const rule = (l: string, m: string, r: string) => l + widths.map((w) => "─".repeat(w + 2)).join(m) + r;
  const out = [rule("┌", "┬", "┐"), line(header), rule("├", "┼", "┤")];
  for (const r of rows) out.push(r === null ? rule("├", "┼", "┤") : line(r));
  out.push(rule("└", "┴", "┘"));
  return out.join("\n");
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
export const num = (v: number) => Math.round(v).toLocaleString("en-US");
export const pct = (r: number | null) => (r === null ? "n/a" : `${(r * 100).toFixed(0)}%`);
