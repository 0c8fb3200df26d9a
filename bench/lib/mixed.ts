/**
 * The mixed load (`BENCH_ONLY=mixed`, and `npm run soak`): what a shop sees, not one address. A wrk
 * Lua script cycles through home, departments, a few hundred products, recipes, site and shop search
 * (known terms and, one time in five, a term never asked before), the recipe finder, the builder
 * showcase, the store locator, cart, orders and checkout, and the products and suggestions endpoints;
 * each request as an anonymous visitor, as a visitor with a cart (their own cart cookie) or as a
 * signed-in shopper (their own session), in turn. The server's RSS, heap and external memory are read
 * from `/metrics` every second during the load and for a while after it.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseWrk } from "./wrk";
import { ms, num, renderTable } from "./table";
import { cacheFigures, type CacheFigures } from "./mixed-caches";
import { NEW_SEARCH, plan, type Planned } from "./mixed-plan";
import { costByKind, type KindCost } from "./page-costs";
import { treeCpuNs, treeRssBytes } from "./process-tree";

const MB = 1024 * 1024;

export interface MemorySample {
  second: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  /** Whether the load was running when the sample was taken. */
  loaded: boolean;
}

/** The figures of one run of the cycle, and (MixedResult) of the whole first run. */
export interface MixedResult extends LoadFigures {
  workers: number;
  connections: number;
  urls: number;
  memory: MemorySample[];
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  idleRssMb: number;
  /** Mean RSS over the last third of the load minus over its middle third (MiB). */
  lateGrowthMb: number;
  /** Whether memory kept rising through the load (what `npm run soak` fails on). */
  rising: boolean;
  /** Each in-process cache once the load ended, as `/metrics` counts it (one worker's with several). */
  caches: CacheFigures[];
  /** The server's CPU time during the load (every process and thread) over the requests answered. */
  cpuMsPerRequest: number | null;
  /** Each page type's cost after the load (the first pass only). */
  costs: KindCost[];
  /**
   * The same cycle again right after (`warmSeconds`), with the caches holding what the first run filled:
   * the shop in its steady state, apart from the first minutes after a start, which the figures above
   * include. Null when not run.
   */
  warm: LoadFigures | null;
}

/** What one wrk run of the cycle gave. */
export interface LoadFigures {
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  cpuMsPerRequest: number | null;
}

const lua = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function script(planned: Planned[]): string {
  return `-- The mixed load: a fixed cycle of addresses and visitors; a new search term where asked.
local plan = {
${planned.map((p) => `  {${lua(p.path)}, ${lua(p.cookie)}},`).join("\n")}
}
local n = #plan
local i = 0
local fresh = 0
request = function()
  i = i % n + 1
  local p = plan[i]
  local path = p[1]
  if path == "${NEW_SEARCH}" then
    fresh = fresh + 1
    path = "/?s=term" .. fresh .. "x" .. math.random(1, 1000000)
  end
  return wrk.format("GET", path, { ["Cookie"] = p[2], ["Accept-Encoding"] = "gzip, deflate, br" })
end
`;
}

async function memory(url: string): Promise<{ rss: number; heap: number; external: number } | null> {
  try {
    const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(2000) })).text();
    const read = (name: string) => Number(new RegExp(`^${name}\\s+(\\d+(?:\\.\\d+)?)`, "m").exec(text)?.[1] ?? NaN);
    return {
      rss: read("process_resident_memory_bytes"),
      heap: read("nodejs_heap_used_bytes"),
      external: read("nodejs_external_memory_bytes"),
    };
  } catch {
    return null;
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** Runs the mixed load for `seconds` against a running server, sampling its memory every second, and `idleSeconds` after. */
export async function runMixed(opts: {
  url: string;
  wrk: string;
  seconds: number;
  connections: number;
  workers: number;
  idleSeconds?: number;
  pass?: number;
  /** The server's process id: RSS is then its whole process tree's (all workers), not one worker's. */
  pid?: number;
  /** Whether to measure each page type's cost after the load (costByKind). */
  costs?: boolean;
  /** Seconds of a second run of the cycle right after the first (MixedResult.warm); 0 or absent: none. */
  warmSeconds?: number;
}): Promise<MixedResult> {
  const planned = await plan(opts.url, opts.pass ?? 0);
  const dir = await mkdtemp(join(tmpdir(), "aisle-mixed-"));
  const file = join(dir, "mixed.lua");
  await writeFile(file, script(planned));
  const samples: MemorySample[] = [];
  const started = Date.now();
  let loaded = true;
  const take = async () => {
    const m = await memory(opts.url);
    const tree = opts.pid === undefined ? null : await treeRssBytes(opts.pid);
    if (m && tree !== null) m.rss = tree;
    if (m)
      samples.push({
        second: Math.round((Date.now() - started) / 1000),
        rssMb: m.rss / MB,
        heapMb: m.heap / MB,
        externalMb: m.external / MB,
        loaded,
      });
  };
  await take();
  const ticker = setInterval(() => void take(), 1000);
  const cold = await load(opts, file, opts.seconds);
  const warm = opts.warmSeconds ? await load(opts, file, opts.warmSeconds) : null;
  loaded = false;
  const caches = await cacheFigures(opts.url);
  await new Promise((r) => setTimeout(r, (opts.idleSeconds ?? 10) * 1000));
  clearInterval(ticker);
  await take();
  await rm(dir, { recursive: true, force: true });

  const costs = opts.costs && opts.pid !== undefined ? await costByKind(opts.url, planned, opts.pid) : [];
  const during = samples.filter((s) => s.loaded).map((s) => s.rssMb);
  const third = Math.max(1, Math.floor(during.length / 3));
  const middle = mean(during.slice(third, 2 * third));
  const last = mean(during.slice(-third));
  const lateGrowthMb = last - middle;
  return {
    workers: opts.workers,
    connections: opts.connections,
    urls: planned.length,
    ...cold,
    memory: samples,
    startRssMb: samples[0]?.rssMb ?? NaN,
    peakRssMb: Math.max(...samples.map((s) => s.rssMb)),
    endRssMb: during.at(-1) ?? NaN,
    idleRssMb: samples.at(-1)?.rssMb ?? NaN,
    lateGrowthMb,
    // Rising: the last third of the load holds over a tenth more than the middle third, and 32 MiB at least.
    rising: lateGrowthMb > Math.max(32, middle * 0.1),
    caches,
    costs,
    warm,
  };
}

/** One wrk run of the cycle for `seconds`, with the server's CPU time over it. */
async function load(
  opts: { url: string; wrk: string; connections: number; pid?: number },
  script: string,
  seconds: number,
): Promise<LoadFigures> {
  const cpuBefore = opts.pid === undefined ? null : await treeCpuNs(opts.pid);
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      opts.wrk,
      ["-t1", `-c${opts.connections}`, `-d${seconds}s`, "--timeout", "2s", "--latency", "-s", script, opts.url],
      { maxBuffer: 16 * MB, timeout: (seconds + 60) * 1000 },
      (err, stdout, stderr) => (err ? reject(new Error(`wrk: ${err.message} ${stderr}`)) : resolve(stdout)),
    );
  });
  const cpuAfter = opts.pid === undefined ? null : await treeCpuNs(opts.pid);
  const r = parseWrk(out);
  return {
    seconds,
    requestsPerSecond: r.requestsPerSecond,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    requests: r.requests,
    errors: r.errors,
    timeouts: Number(/timeout (\d+)/.exec(out)?.[1] ?? 0),
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && r.requests > 0 ? (cpuAfter - cpuBefore) / 1e6 / r.requests : null,
  };
}

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
        r.cpuMsPerRequest === null ? "n/a" : `${r.cpuMsPerRequest.toFixed(2)} ms`,
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
        w.cpuMsPerRequest === null ? "n/a" : `${w.cpuMsPerRequest.toFixed(2)} ms`,
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
