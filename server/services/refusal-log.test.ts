import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRefusalLog } from "./refusal-log";

/** A real pino logger whose lines are kept, parsed. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const WARN = 40;
const request = { method: "POST", url: "http://shop.example/store/select?x=1", origin: "https://evil.example" };

describe("the refusal log", () => {
  it("writes one warn line per refusal, without a stack, with the path and Origin but not the query", async () => {
    const { logger, lines } = capturedLogger();
    createRefusalLog(logger).note("cross-site-form", "a page form posted from another site", request);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      level: WARN,
      refused: "cross-site-form",
      method: "POST",
      path: "/store/select",
      origin: "https://evil.example",
      msg: "request refused: a page form posted from another site",
    });
    expect(lines[0]).not.toHaveProperty("err");
    expect(JSON.stringify(lines[0])).not.toContain("stack");
  });

  it("keeps to its lines per kind and window, then one summary line saying how many were left out", async () => {
    const { logger, lines } = capturedLogger();
    const log = createRefusalLog(logger, { perWindow: 3, windowMs: 60_000 });
    for (let i = 0; i < 50; i++) log.note("return-path", "a bad return path", request);
    for (let i = 0; i < 2; i++) log.note("form-body", "not a form", request);
    await vi.waitFor(() => expect(lines).toHaveLength(5));
    expect(lines.filter((l) => l["refused"] === "return-path")).toHaveLength(3);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(lines).toHaveLength(6));
    expect(lines[5]).toMatchObject({ level: WARN, refused: "return-path", skipped: 47 });
    // A new window logs again.
    log.note("return-path", "a bad return path", request);
    await vi.waitFor(() => expect(lines).toHaveLength(7));
    expect(lines[6]).not.toHaveProperty("skipped");
  });

  it("cuts a long path and Origin", async () => {
    const { logger, lines } = capturedLogger();
    createRefusalLog(logger).note("cross-site-form", "x", {
      method: "POST",
      url: `http://shop.example/${"a".repeat(5000)}`,
      origin: "o".repeat(5000),
    });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(String(lines[0]!["path"]).length).toBeLessThanOrEqual(200);
    expect(String(lines[0]!["origin"]).length).toBeLessThanOrEqual(200);
  });
});
