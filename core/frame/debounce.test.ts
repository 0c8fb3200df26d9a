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

  it("calls its timers as plain functions, as a browser's setTimeout and clearTimeout require", () => {
    // A browser throws "Illegal invocation" when setTimeout runs with any `this` but the window.
    const calledAsMethod = vi.fn();
    function strict<F extends (...args: never[]) => unknown>(timer: F): F {
      return function (this: unknown, ...args: Parameters<F>) {
        if (this !== undefined && this !== globalThis) calledAsMethod();
        return timer(...args);
      } as F;
    }
    const run = vi.fn();
    const d = debounce(run, 100, { set: strict(setTimeout), clear: strict(clearTimeout) });
    d();
    d();
    d.cancel();
    d();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    expect(calledAsMethod).not.toHaveBeenCalled();
  });
});
