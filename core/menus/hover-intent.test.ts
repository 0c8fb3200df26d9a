import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoverIntent, HOVER_INTENT } from "./hover-intent";

describe("createHoverIntent", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const over = vi.fn();
    const out = vi.fn();
    return { over, out, intent: createHoverIntent({ over, out }) };
  };

  it("uses the spec's numbers", () => {
    expect(HOVER_INTENT).toEqual({ interval: 100, sensitivity: 7, timeout: 800 });
  });

  it("opens after one interval when the pointer rests", () => {
    const { over, intent } = setup();
    intent.enter(10, 10);
    vi.advanceTimersByTime(99);
    expect(over).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(over).toHaveBeenCalledTimes(1);
    expect(intent.state).toBe("over");
  });

  it("waits while the pointer moves 7 px or more per interval", () => {
    const { over, intent } = setup();
    intent.enter(0, 0);
    intent.move(7, 0);
    vi.advanceTimersByTime(100);
    expect(over).not.toHaveBeenCalled();
    intent.move(14, 0);
    vi.advanceTimersByTime(100);
    expect(over).not.toHaveBeenCalled();
    intent.move(15, 3);
    vi.advanceTimersByTime(100);
    expect(over).toHaveBeenCalledTimes(1);
  });

  it("measures movement as a distance", () => {
    const { over, intent } = setup();
    intent.enter(0, 0);
    intent.move(4, 5);
    vi.advanceTimersByTime(100);
    expect(over).toHaveBeenCalledTimes(1);
  });

  it("never opens when the pointer passes through", () => {
    const { over, out, intent } = setup();
    intent.enter(0, 0);
    intent.move(40, 0);
    vi.advanceTimersByTime(50);
    intent.leave();
    vi.advanceTimersByTime(5000);
    expect(over).not.toHaveBeenCalled();
    expect(out).not.toHaveBeenCalled();
    expect(intent.state).toBe("out");
  });

  it("closes 800 ms after leaving", () => {
    const { out, intent } = setup();
    intent.enter(0, 0);
    vi.advanceTimersByTime(100);
    intent.leave();
    vi.advanceTimersByTime(799);
    expect(out).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(out).toHaveBeenCalledTimes(1);
    expect(intent.state).toBe("out");
  });

  it("stays open when the pointer comes back within the delay", () => {
    const { over, out, intent } = setup();
    intent.enter(0, 0);
    vi.advanceTimersByTime(100);
    intent.leave();
    vi.advanceTimersByTime(500);
    intent.enter(3, 3);
    vi.advanceTimersByTime(2000);
    expect(out).not.toHaveBeenCalled();
    expect(over).toHaveBeenCalledTimes(1);
    expect(intent.state).toBe("over");
  });

  it("ignores a second enter while pending or open", () => {
    const { over, intent } = setup();
    intent.enter(0, 0);
    intent.enter(50, 50);
    vi.advanceTimersByTime(100);
    expect(over).toHaveBeenCalledTimes(1);
    intent.enter(0, 0);
    vi.advanceTimersByTime(1000);
    expect(over).toHaveBeenCalledTimes(1);
  });

  it("reset drops pending work silently", () => {
    const { over, out, intent } = setup();
    intent.enter(0, 0);
    intent.reset();
    vi.advanceTimersByTime(1000);
    expect(over).not.toHaveBeenCalled();
    intent.enter(0, 0);
    vi.advanceTimersByTime(100);
    intent.leave();
    intent.reset();
    vi.advanceTimersByTime(1000);
    expect(out).not.toHaveBeenCalled();
    expect(intent.state).toBe("out");
  });

  it("takes an item the pointer already rests on as open: leaving closes it 800 ms later", () => {
    const { over, out, intent } = setup();
    intent.alreadyOver();
    expect(intent.state).toBe("over");
    intent.enter(5, 5);
    vi.advanceTimersByTime(1000);
    expect(over).not.toHaveBeenCalled();
    intent.leave();
    vi.advanceTimersByTime(799);
    expect(out).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(out).toHaveBeenCalledTimes(1);
  });

  it("takes other options and timers", () => {
    const over = vi.fn();
    const set = vi.fn((run: () => void) => {
      run();
      return 1;
    });
    const intent = createHoverIntent({ over, out: vi.fn() }, { interval: 10, sensitivity: 1, timeout: 5 }, { set, clear: vi.fn() });
    intent.enter(0, 0);
    expect(set).toHaveBeenCalledWith(expect.any(Function), 10);
    expect(over).toHaveBeenCalledTimes(1);
  });
});
