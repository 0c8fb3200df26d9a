/**
 * The run's table: per target and pass the load figures beside raw node's and nginx's and the goals
 * met ("vs raw+hdrs": to raw node sending the target's own headers too, content endpoints only), then the page weights from Chromium and the server's memory.
 */
import type { PageWeight } from "./assets";
import type { Goal } from "./goals";
import type { TargetResult } from "./load-pass";
import { kb, ms, num, pct, renderTable } from "./table";

export function resultTable(results: TargetResult[], weights: PageWeight[], rss: number | null, goals: Goal[]): string {
  const mark = (met: boolean | null) => (met === null ? "?" : met ? "✓" : "✗");
  const goalFor = (r: TargetResult) => goals.filter((g) => g.target === r.key && g.workers === r.workers);
  const label = (g: Goal) => (g.goal.startsWith("p99") ? "p99" : g.goal.includes("req/s") ? "req/s" : "ratio");
  const header = [
    "target",
    "procs",
    "conns",
    "bytes",
    "req/s",
    "p50",
    "p99",
    "errors",
    "raw node req/s",
    "raw p99",
    "nginx req/s",
    "nginx p99",
    "vs raw",
    "vs raw+hdrs",
    "vs nginx",
    "goals",
  ];
  const rows: (string[] | null)[] = [];
  let workers: number | null = null;
  for (const r of results) {
    if (workers !== null && r.workers !== workers) rows.push(null);
    workers = r.workers;
    rows.push([
      r.name,
      String(r.workers),
      String(r.connections),
      num(r.bytes),
      r.result ? num(r.result.requestsPerSecond) : (r.error ?? "-"),
      r.result ? ms(r.result.p50Ms) : "-",
      r.result ? ms(r.result.p99Ms) : "-",
      r.result ? num(r.result.errors) : "-",
      r.raw ? num(r.raw.requestsPerSecond) : "-",
      r.raw ? ms(r.raw.p99Ms) : "-",
      r.nginx ? num(r.nginx.requestsPerSecond) : "-",
      r.nginx ? ms(r.nginx.p99Ms) : "-",
      pct(r.ratio),
      r.same ? pct(r.sameRatio) : "-",
      pct(r.nginxRatio),
      goalFor(r)
        .map((g) => `${label(g)} ${mark(g.met)}`)
        .join(" "),
    ]);
  }
  const blank = (cells: string[]) => [...cells, ...Array<string>(header.length - cells.length).fill("")];
  if (weights.length) {
    rows.push(
      null,
      blank(["page type (Chromium)", "status", "JS gzip", "CSS gzip", "JS files", "CSS files", "HTML gzip", "behaviour JS", "goals"]),
      null,
    );
    for (const w of weights) {
      const jsGoal = goals
        .filter(
          (g) =>
            g.workers === null &&
            ((w.path === "/" && g.goal.startsWith("home page JS")) || (w.path === `/${g.target}` && g.goal.startsWith("builder"))),
        )
        .map((g) => `${g.goal.startsWith("home") ? "JS<100KB" : g.goal.includes("no behaviour") ? "none" : "<60KB"} ${mark(g.met)}`)
        .join(" ");
      if (w.status !== 200) rows.push(blank([`${w.name} ${w.path}`, String(w.status), "-", "-", "-", "-", "-", "-", "not measured"]));
      else
        rows.push(
          blank([
            `${w.name} ${w.path}`,
            String(w.status),
            kb(w.jsGzip),
            kb(w.cssGzip),
            String(w.jsFiles),
            String(w.cssFiles),
            kb(w.htmlGzip),
            kb(w.behaviourJsGzip),
            jsGoal,
          ]),
        );
    }
  }
  rows.push(null, blank(["server RSS after the run", rss ? `${(rss / 1024 / 1024).toFixed(0)} MB` : "n/a"]));
  return renderTable(header, rows);
}
