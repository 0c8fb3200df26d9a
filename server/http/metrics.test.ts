import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics";
import { createCache } from "../cache";

/** The value of the series named exactly `name` (labels included). */
const line = (text: string, name: string) =>
  text
    .split("\n")
    .find((l) => l.startsWith(name + " "))
    ?.split(" ")[1];

describe("request metrics", () => {
  it("counts each answer by kind, method and status, and in every latency bucket at or above its time", () => {
    const m = createMetrics();
    m.record("/api/shop/v1/navigation", "GET", 200, 0.004);
    m.record("/api/shop/v1/navigation", "GET", 200, 0.03);
    m.record("/api/shop/v1/navigation", "HEAD", 400, 7);
    m.record("/healthz", "GET", 200, 0.001);
    m.record("/assets/app.js", "GET", 200, 0.01);
    m.record("/shop", "GET", 200, 0.5);
    const text = m.render();
    expect(line(text, 'aisle_http_requests_total{kind="api",method="GET",status="200"}')).toBe("2");
    expect(line(text, 'aisle_http_requests_total{kind="api",method="HEAD",status="400"}')).toBe("1");
    expect(line(text, 'aisle_http_requests_total{kind="ops",method="GET",status="200"}')).toBe("1");
    expect(line(text, 'aisle_http_requests_total{kind="asset",method="GET",status="200"}')).toBe("1");
    expect(line(text, 'aisle_http_requests_total{kind="page",method="GET",status="200"}')).toBe("1");
    const bucket = (kind: string, le: string) => line(text, `aisle_http_request_duration_seconds_bucket{kind="${kind}",le="${le}"}`);
    expect(["0.005", "0.01", "0.025", "0.05", "5", "+Inf"].map((le) => bucket("api", le))).toEqual(["1", "1", "1", "2", "2", "3"]);
    expect(bucket("asset", "0.005")).toBe("0");
    expect(bucket("asset", "0.01")).toBe("1");
    expect(bucket("page", "0.25")).toBe("0");
    expect(bucket("page", "0.5")).toBe("1");
    expect(line(text, 'aisle_http_request_duration_seconds_count{kind="api"}')).toBe("3");
  });

  it("shows each cache's entries, bytes, budget, hits, misses and evictions, the bytes within the budget", () => {
    const cache = createCache<Buffer>({ name: "metrics-test.filled", maxBytes: 10_000, sizeOf: (b) => b.length });
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, Buffer.alloc(1000));
    cache.get("k99");
    cache.get("k0");
    const text = createMetrics().render();
    const of = (metric: string) => Number(line(text, `${metric}{cache="metrics-test.filled"}`));
    expect(of("aisle_cache_entries")).toBe(10);
    expect(of("aisle_cache_bytes")).toBe(10_000);
    expect(of("aisle_cache_max_bytes")).toBe(10_000);
    expect([of("aisle_cache_hits_total"), of("aisle_cache_misses_total"), of("aisle_cache_evictions_total")]).toEqual([1, 1, 90]);
    expect(line(text, "nodejs_external_memory_bytes")).toMatch(/^\d+$/);
  });
});
