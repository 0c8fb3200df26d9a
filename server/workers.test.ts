import { describe, expect, it } from "vitest";
import { planWorkers } from "./workers";

describe("worker processes", () => {
  it("runs one per core on PostgreSQL unless WEB_CONCURRENCY says otherwise", () => {
    expect(planWorkers({ databaseUrl: "postgres://db/aisle", webConcurrency: undefined, cores: 4, dev: false })).toEqual({
      workers: 4,
      reason: null,
    });
    expect(planWorkers({ databaseUrl: "postgres://db/aisle", webConcurrency: 2, cores: 8, dev: false })).toEqual({
      workers: 2,
      reason: null,
    });
    expect(planWorkers({ databaseUrl: "postgres://db/aisle", webConcurrency: 1, cores: 8, dev: false }).workers).toBe(1);
  });

  it("runs one process on PGlite and says why when more were asked for", () => {
    const plan = planWorkers({ databaseUrl: undefined, webConcurrency: undefined, cores: 2, dev: false });
    expect(plan.workers).toBe(1);
    expect(plan.reason).toMatch(/PGlite.*one process per data directory.*DATABASE_URL/);
    expect(planWorkers({ databaseUrl: undefined, webConcurrency: 1, cores: 2, dev: false })).toEqual({ workers: 1, reason: null });
  });

  it("runs the dev server in one process", () => {
    expect(planWorkers({ databaseUrl: "postgres://db/aisle", webConcurrency: 4, cores: 4, dev: true }).workers).toBe(1);
  });
});
