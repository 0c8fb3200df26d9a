/** A small horizontal bar chart (SVG) of requests/s: per row, the target and its references. */
export interface ChartRow {
  label: string;
  bars: { name: string; value: number | null }[];
}

const COLORS = ["#1f6f43", "#4a7fb5", "#b5793a", "#8a8a8a"];
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function barChart(title: string, rows: ChartRow[]): string {
  const names = [...new Set(rows.flatMap((r) => r.bars.map((b) => b.name)))];
  const max = Math.max(1, ...rows.flatMap((r) => r.bars.map((b) => b.value ?? 0)));
  const labelW = 260;
  const barW = 480;
  const barH = 12;
  const rowH = names.length * (barH + 2) + 10;
  const top = 50;
  const height = top + rows.length * rowH + 10;
  const width = labelW + barW + 90;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="13" font-weight="bold">${esc(title)}</text>`,
  ];
  names.forEach((n, i) => {
    const x = labelW + i * 150;
    out.push(
      `<rect x="${x}" y="28" width="10" height="10" fill="${COLORS[i % COLORS.length]}"/><text x="${x + 14}" y="37">${esc(n)}</text>`,
    );
  });
  rows.forEach((r, ri) => {
    const y0 = top + ri * rowH;
    out.push(`<text x="8" y="${y0 + rowH / 2}">${esc(r.label)}</text>`);
    names.forEach((n, i) => {
      const v = r.bars.find((b) => b.name === n)?.value ?? null;
      const y = y0 + i * (barH + 2);
      const w = v === null ? 0 : Math.max(1, (v / max) * barW);
      out.push(`<rect x="${labelW}" y="${y}" width="${w.toFixed(1)}" height="${barH}" fill="${COLORS[i % COLORS.length]}"/>`);
      out.push(`<text x="${labelW + w + 4}" y="${y + barH - 2}">${v === null ? "n/a" : Math.round(v).toLocaleString("en-US")}</text>`);
    });
  });
  out.push("</svg>");
  return out.join("\n") + "\n";
}
