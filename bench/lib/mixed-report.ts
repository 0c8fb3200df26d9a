/** The mixed load's report (bench/lib/mixed.ts runs it): its figures and caches as tables, its memory as a chart. */
import { ms, num, renderTable } from "./table";
import type { MixedResult } from "./mixed";

const MB = 1024 * 1024;
const perRequest = (msPerRequest: number | null) => (msPerRequest === null ? "n/a" : `${msPerRequest.toFixed(2)} ms`);

/** The caches holding the most memory once the load ended, with their hit rates (the first pass's, or each pass's). */
export function cacheTable(rows: MixedResult[], top = 12): string {
  return renderTable(
    ["cache (end of load)", "workers", "entries", "bytes", "budget", "hit rate", "evictions"],
    rows.flatMap((r) =>
      r.caches
        .slice(0, top)
        .map((c) => [
          c.name,
          String(r.workers),
          num(c.entries),
          `${(c.bytes / MB).toFixed(1)} MiB`,
          `${(c.maxBytes / MB).toFixed(1)} MiB`,
          c.hits + c.misses ? `${((100 * c.hits) / (c.hits + c.misses)).toFixed(0)}%` : "n/a",
          num(c.evictions),
        ]),
    ),
  );
}

export function mixedTable(rows: MixedResult[]): string {
  return renderTable(
    [
      "mixed load",
      "workers",
      "req/s",
      "p50",
      "p99",
      "requests",
      "errors",
      "timeouts",
      "RSS start",
      "RSS peak",
      "RSS end",
      "RSS idle",
      "late growth",
      "CPU / request",
      "PostgreSQL CPU / request",
    ],
    rows.flatMap((r) => {
      const cold = [
        `${r.urls} requests cycled, ${r.connections} conns, ${r.seconds} s`,
        String(r.workers),
        num(r.requestsPerSecond),
        ms(r.p50Ms),
        ms(r.p99Ms),
        num(r.requests),
        num(r.errors),
        num(r.timeouts),
        `${num(r.startRssMb)} MiB`,
        `${num(r.peakRssMb)} MiB`,
        `${num(r.endRssMb)} MiB`,
        `${num(r.idleRssMb)} MiB`,
        Number.isFinite(r.lateGrowthMb) ? `${r.lateGrowthMb.toFixed(1)} MiB${r.rising ? " RISING" : ""}` : "n/a (too few samples)",
        perRequest(r.cpuMsPerRequest),
        perRequest(r.databaseCpuMsPerRequest),
      ];
      if (!r.warm) return [cold];
      const w = r.warm;
      // The memory columns cover both runs: they are on the first row.
      const warm = [
        `  the same again, warm, ${w.seconds} s`,
        String(r.workers),
        num(w.requestsPerSecond),
        ms(w.p50Ms),
        ms(w.p99Ms),
        num(w.requests),
        num(w.errors),
        num(w.timeouts),
        "",
        "",
        "",
        "",
        "",
        perRequest(w.cpuMsPerRequest),
        perRequest(w.databaseCpuMsPerRequest),
      ];
      return [cold, warm];
    }),
  );
}

/** Memory over the run as lines (RSS, heap, external), one chart per pass, stacked. */
export function memoryChart(title: string, rows: MixedResult[]): string {
  const w = 760;
  const h = 220;
  const left = 60;
  const colors: Record<string, string> = { rssMb: "#1f6f43", heapMb: "#4a7fb5", externalMb: "#b5793a" };
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${rows.length * (h + 30) + 30}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="13" font-weight="bold">${title}</text>`,
  ];
  rows.forEach((r, i) => {
    const y0 = 30 + i * (h + 30);
    const maxS = Math.max(1, ...r.memory.map((s) => s.second));
    const maxV = Math.max(1, ...r.memory.map((s) => s.rssMb));
    const x = (s: number) => left + (s / maxS) * (w - left - 20);
    const y = (v: number) => y0 + h - (v / maxV) * (h - 20);
    out.push(
      `<text x="8" y="${y0 + 12}">${r.workers} worker${r.workers === 1 ? "" : "s"}: ${num(r.requestsPerSecond)} req/s, p99 ${ms(r.p99Ms)}, peak RSS ${num(r.peakRssMb)} MiB</text>`,
    );
    out.push(
      `<line x1="${left}" y1="${y0 + h}" x2="${w - 20}" y2="${y0 + h}" stroke="#999"/><text x="4" y="${y(maxV) + 4}">${num(maxV)} MiB</text><text x="${w - 60}" y="${y0 + h + 14}">${maxS} s</text>`,
    );
    const loadEnd = r.memory.filter((s) => s.loaded).at(-1)?.second;
    if (loadEnd !== undefined)
      out.push(`<line x1="${x(loadEnd)}" y1="${y0 + 16}" x2="${x(loadEnd)}" y2="${y0 + h}" stroke="#ccc" stroke-dasharray="4"/>`);
    for (const key of ["rssMb", "heapMb", "externalMb"] as const) {
      const pts = r.memory.filter((s) => Number.isFinite(s[key])).map((s) => `${x(s.second).toFixed(1)},${y(s[key]).toFixed(1)}`);
      out.push(`<polyline fill="none" stroke="${colors[key]}" stroke-width="1.5" points="${pts.join(" ")}"/>`);
    }
    ["RSS", "heap", "external"].forEach((name, k) =>
      out.push(
        `<rect x="${left + 260 + k * 90}" y="${y0 + 4}" width="10" height="10" fill="${Object.values(colors)[k]}"/><text x="${left + 274 + k * 90}" y="${y0 + 13}">${name}</text>`,
      ),
    );
  });
  out.push("</svg>");
  return out.join("\n") + "\n";
}
