import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import type { Database } from "../db/client";
import { cacheCounts } from "../cache";
import { compressionPoolCounts } from "../page-cache/compression-pool";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const OPS_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"]);

/** Request counts and latency histogram in the Prometheus text format, by route kind; and the embedded database's state. */
export function createMetrics(database?: Pick<Database, "kind" | "state" | "recoveries">) {
  const counts = new Map<string, number>();
  const hist = new Map<string, { buckets: number[]; sum: number; count: number }>();
  const kindOf = (path: string) =>
    path.startsWith("/api/") ? "api" : path.startsWith("/assets/") ? "asset" : OPS_PATHS.has(path) ? "ops" : "page";

  /** One answered request (also those answered before the app, server/page-cache/fast-hits.ts): a few adds, no allocation once a kind is known. */
  const record = (path: string, method: string, status: number, seconds: number) => {
    const kind = kindOf(path);
    const key = kind + "|" + method + "|" + status;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    let h = hist.get(kind);
    if (!h) hist.set(kind, (h = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    // Buckets count every answer at or under their bound: from the largest down while it fits.
    for (let i = BUCKETS.length - 1; i >= 0 && seconds <= BUCKETS[i]!; i--) h.buckets[i]!++;
    h.sum += seconds;
    h.count++;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const start = performance.now();
    await next();
    record(c.req.path, c.req.method, c.res.status, (performance.now() - start) / 1000);
  };

  const render = (): string => {
    const mem = process.memoryUsage();
    const lines = [
      "# HELP aisle_http_requests_total HTTP requests by kind, method and status.",
      "# TYPE aisle_http_requests_total counter",
      ...[...counts].map(([k, v]) => {
        const [kind, method, status] = k.split("|");
        return `aisle_http_requests_total{kind="${kind}",method="${method}",status="${status}"} ${v}`;
      }),
      "# HELP aisle_http_request_duration_seconds Request latency by kind.",
      "# TYPE aisle_http_request_duration_seconds histogram",
    ];
    for (const [kind, h] of hist) {
      BUCKETS.forEach((b, i) => lines.push(`aisle_http_request_duration_seconds_bucket{kind="${kind}",le="${b}"} ${h.buckets[i]}`));
      lines.push(`aisle_http_request_duration_seconds_bucket{kind="${kind}",le="+Inf"} ${h.count}`);
      lines.push(`aisle_http_request_duration_seconds_sum{kind="${kind}"} ${h.sum}`);
      lines.push(`aisle_http_request_duration_seconds_count{kind="${kind}"} ${h.count}`);
    }
    if (database?.kind === "pglite") {
      lines.push(
        "# HELP aisle_embedded_database_up Whether the embedded database answers (0 while it is dead or being reopened).",
        "# TYPE aisle_embedded_database_up gauge",
        `aisle_embedded_database_up ${database.state() === "up" ? 1 : 0}`,
        "# HELP aisle_embedded_database_recoveries_total Times the embedded database was reopened after a fatal error.",
        "# TYPE aisle_embedded_database_recoveries_total counter",
        `aisle_embedded_database_recoveries_total ${database.recoveries()}`,
      );
    }
    const caches = cacheCounts();
    const perCache = (metric: string, type: string, help: string, value: (c: (typeof caches)[number]) => number) => {
      lines.push(`# HELP ${metric} ${help}`, `# TYPE ${metric} ${type}`);
      for (const c of caches) lines.push(`${metric}{cache="${c.name}"} ${value(c)}`);
    };
    perCache("aisle_cache_entries", "gauge", "Entries held by each in-process cache.", (c) => c.entries);
    perCache("aisle_cache_bytes", "gauge", "Bytes held by each in-process cache (as it counts them).", (c) => c.bytes);
    perCache("aisle_cache_max_bytes", "gauge", "Byte budget of each in-process cache.", (c) => c.maxBytes);
    perCache("aisle_cache_hits_total", "counter", "Lookups answered from each cache.", (c) => c.hits);
    perCache("aisle_cache_misses_total", "counter", "Lookups each cache could not answer.", (c) => c.misses);
    perCache("aisle_cache_evictions_total", "counter", "Entries pushed out of each cache by its budget.", (c) => c.evictions);
    const pools = compressionPoolCounts();
    lines.push(
      "# HELP aisle_compression_jobs Brotli forms of kept pages being made off the request's path, and waiting for a place (decision 0051).",
      "# TYPE aisle_compression_jobs gauge",
      ...pools.flatMap((p) => [
        `aisle_compression_jobs{pool="${p.name}",state="running"} ${p.running}`,
        `aisle_compression_jobs{pool="${p.name}",state="queued"} ${p.queued}`,
      ]),
      "# HELP aisle_compression_jobs_total Brotli forms made (done, of which failed) and offered while the queue was full (refused).",
      "# TYPE aisle_compression_jobs_total counter",
      ...pools.flatMap((p) => [
        `aisle_compression_jobs_total{pool="${p.name}",outcome="done"} ${p.done}`,
        `aisle_compression_jobs_total{pool="${p.name}",outcome="failed"} ${p.failed}`,
        `aisle_compression_jobs_total{pool="${p.name}",outcome="refused"} ${p.refused}`,
      ]),
    );
    lines.push(
      "# HELP nodejs_external_memory_bytes Memory of buffers and other objects outside the V8 heap.",
      "# TYPE nodejs_external_memory_bytes gauge",
      `nodejs_external_memory_bytes ${mem.external}`,
      "# HELP process_resident_memory_bytes Resident memory.",
      "# TYPE process_resident_memory_bytes gauge",
      `process_resident_memory_bytes ${mem.rss}`,
      "# HELP nodejs_heap_used_bytes V8 heap in use.",
      "# TYPE nodejs_heap_used_bytes gauge",
      `nodejs_heap_used_bytes ${mem.heapUsed}`,
      "# HELP process_uptime_seconds Seconds since start.",
      "# TYPE process_uptime_seconds gauge",
      `process_uptime_seconds ${process.uptime()}`,
    );
    return lines.join("\n") + "\n";
  };
  return { middleware, record, render };
}
