import { describe, expect, it } from "vitest";
import { createCompressionPool } from "./compression-pool";

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
