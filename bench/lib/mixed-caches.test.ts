import { describe, expect, it } from "vitest";
import { parseCacheFigures } from "./mixed-caches";

describe("parseCacheFigures", () => {
  it("reads each cache's gauges and counters from /metrics, largest first", () => {
    const text = [
      "# HELP aisle_cache_entries Entries held by each in-process cache.",
      'aisle_cache_entries{cache="page-cache"} 12',
      'aisle_cache_entries{cache="catalog.scopes"} 3',
      'aisle_cache_bytes{cache="page-cache"} 1048576',
      'aisle_cache_bytes{cache="catalog.scopes"} 4194304',
      'aisle_cache_max_bytes{cache="page-cache"} 52428800',
      'aisle_cache_hits_total{cache="page-cache"} 90',
      'aisle_cache_misses_total{cache="page-cache"} 10',
      'aisle_cache_evictions_total{cache="catalog.scopes"} 7',
      "process_resident_memory_bytes 123",
    ].join("\n");
    expect(parseCacheFigures(text)).toEqual([
      { name: "catalog.scopes", entries: 3, bytes: 4194304, maxBytes: 0, hits: 0, misses: 0, evictions: 7 },
      { name: "page-cache", entries: 12, bytes: 1048576, maxBytes: 52428800, hits: 90, misses: 10, evictions: 0 },
    ]);
  });

  it("gives nothing for a server without cache metrics", () => {
    expect(parseCacheFigures("process_resident_memory_bytes 1\n")).toEqual([]);
  });
});
