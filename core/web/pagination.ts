/** A page number to link to, or a gap ("…") between runs of them. */
export type PageWindowItem = number | "gap";

/**
 * The page numbers a pagination bar shows: the first and last page, and `radius` pages either side
 * of the current one; a gap stands for pages left out (never for a single page, which is shown).
 */
export function pageWindow(current: number, total: number, radius = 2): PageWindowItem[] {
  if (total <= 1) return [];
  const shown = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const out: PageWindowItem[] = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last === 2) out.push(last + 1);
    else if (typeof last === "number" && p - last > 2) out.push("gap");
    out.push(p);
  }
  return out;
}
