import { describe, expect, it } from "vitest";
import { compressionPoolCounts, createCompressionPool } from "./compression-pool";
import { createMetrics } from "../http/metrics";

describe("the compression pool", () => {
  it("runs at most its concurrency at once, queues a bounded number and refuses the rest", async () => {
    const pool = createCompressionPool({ concurrency: 2, maxQueued: 3 });
    const finishers: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const job = () =>
      new Promise<number>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        finishers.push(() => {
          running--;
          resolve(1);
        });
      });
    const offered = Array.from({ length: 20 }, () => pool.run(job));
    expect(offered.filter((p) => p === null)).toHaveLength(15);
    expect(pool.counts()).toMatchObject({ running: 2, queued: 3, refused: 15 });
    while (pool.counts().running > 0) {
      finishers.shift()!();
      await Promise.resolve();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(offered.filter((p) => p !== null))).toEqual([1, 1, 1, 1, 1]);
    expect(peak).toBe(2);
    expect(pool.counts()).toMatchObject({ started: 5, peakRunning: 2, peakQueued: 3 });
  });

  it("goes on after a job that fails", async () => {
    const pool = createCompressionPool();
    const failed = pool.run(() => Promise.reject(new Error("no")));
    const next = pool.run(async () => 2);
    await expect(failed).rejects.toThrow("no");
    expect(await next).toBe(2);
  });
});

describe("the compression pools in /metrics", () => {
  it("shows each named pool's running, queued, done, failed and refused jobs as they change", async () => {
    const pool = createCompressionPool({ concurrency: 1, maxQueued: 1, name: "metrics-test" });
    const line = (name: string, label: string) => {
      const m = new RegExp(`^${name}\\{pool="metrics-test",${label}\\} (\\d+)$`, "m").exec(createMetrics().render());
      return m ? Number(m[1]) : null;
    };
    let finish = () => {};
    const first = pool.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = pool.run(() => Promise.reject(new Error("no")));
    expect(pool.run(async () => 3)).toBeNull();
    expect(line("aisle_compression_jobs", 'state="running"')).toBe(1);
    expect(line("aisle_compression_jobs", 'state="queued"')).toBe(1);
    expect(line("aisle_compression_jobs_total", 'outcome="refused"')).toBe(1);
    expect(line("aisle_compression_jobs_total", 'outcome="done"')).toBe(0);
    finish();
    await first;
    await expect(second).rejects.toThrow("no");
    await new Promise((r) => setImmediate(r));
    expect(line("aisle_compression_jobs", 'state="running"')).toBe(0);
    expect(line("aisle_compression_jobs", 'state="queued"')).toBe(0);
    expect(line("aisle_compression_jobs_total", 'outcome="done"')).toBe(2);
    expect(line("aisle_compression_jobs_total", 'outcome="failed"')).toBe(1);
    expect(compressionPoolCounts().find((p) => p.name === "metrics-test")).toMatchObject({ started: 2, done: 2, refused: 1 });
  });
});
