import { describe, expect, it, vi } from "vitest";
import { createLoadingCounter } from "./loading-counter";

describe("createLoadingCounter", () => {
  it("counts up and down and never below zero", () => {
    const c = createLoadingCounter();
    expect(c.get()).toBe(0);
    c.increment();
    c.increment();
    expect(c.get()).toBe(2);
    c.decrement();
    c.decrement();
    c.decrement();
    expect(c.get()).toBe(0);
  });

  it("tells subscribers about changes only, until they unsubscribe", () => {
    const c = createLoadingCounter();
    const listener = vi.fn();
    const stop = c.subscribe(listener);
    c.increment();
    c.decrement();
    c.decrement();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    c.increment();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("lets a listener unsubscribe another during a change", () => {
    const c = createLoadingCounter();
    const second = vi.fn();
    let stopSecond = () => {};
    c.subscribe(() => stopSecond());
    stopSecond = c.subscribe(second);
    c.increment();
    expect(second).toHaveBeenCalledTimes(1);
    c.increment();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("keeps separate counters apart", () => {
    const a = createLoadingCounter();
    const b = createLoadingCounter();
    a.increment();
    expect(b.get()).toBe(0);
  });
});
