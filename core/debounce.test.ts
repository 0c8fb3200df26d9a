import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once, 500 ms after the last call, with its arguments", () => {
    const run = vi.fn();
    const d = debounce(run, 500);
    d(1);
    vi.advanceTimersByTime(400);
    d(2);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2);
  });

  it("can be cancelled", () => {
    const run = vi.fn();
    const d = debounce(run, 500);
    d();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    d.cancel();
  });

  it("runs again for calls after it ran", () => {
    const run = vi.fn();
    const d = debounce(run, 100);
    d();
    vi.advanceTimersByTime(100);
    d();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
