/**
 * Hover intent for submenus (docs/requirements.md#constants): a pointer that enters an item opens it only once it
 * has slowed down, moving less than `sensitivity` px between two samples `interval` ms apart; a
 * pointer that leaves closes it `timeout` ms later unless it comes back first.
 */

export interface HoverIntentOptions {
  /** Sampling interval, ms. */
  interval: number;
  /** Movement (px) under which the pointer counts as resting. */
  sensitivity: number;
  /** Delay before closing once the pointer has left, ms. */
  timeout: number;
}

export const HOVER_INTENT: HoverIntentOptions = { interval: 100, sensitivity: 7, timeout: 800 };

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type HoverState = "out" | "pending" | "over" | "leaving";

export interface HoverIntent {
  /** The pointer entered the item at (x, y). */
  enter(x: number, y: number): void;
  /** The pointer moved over the item. */
  move(x: number, y: number): void;
  /** The pointer left the item. */
  leave(): void;
  /** Forget any pending open or close without calling back (the item was closed another way). */
  reset(): void;
  /**
   * The pointer is already resting over the item and the item is open (it was there before the
   * page's script ran): no waiting, no callback; leaving closes it as usual.
   */
  alreadyOver(): void;
  readonly state: HoverState;
}

export function createHoverIntent(
  callbacks: { over(): void; out(): void },
  options: HoverIntentOptions = HOVER_INTENT,
  timers: Timers = globalTimers,
): HoverIntent {
  let state: HoverState = "out";
  let timer: unknown = null;
  let previous = { x: 0, y: 0 };
  let current = { x: 0, y: 0 };

  const stop = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };

  const compare = () => {
    timer = null;
    if (state !== "pending") return;
    if (Math.hypot(current.x - previous.x, current.y - previous.y) < options.sensitivity) {
      state = "over";
      callbacks.over();
      return;
    }
    previous = current;
    timer = timers.set(compare, options.interval);
  };

  return {
    get state() {
      return state;
    },
    enter(x, y) {
      if (state === "leaving") {
        stop();
        state = "over";
        return;
      }
      if (state !== "out") return;
      state = "pending";
      previous = { x, y };
      current = { x, y };
      timer = timers.set(compare, options.interval);
    },
    move(x, y) {
      current = { x, y };
    },
    leave() {
      if (state === "pending") {
        stop();
        state = "out";
      } else if (state === "over") {
        state = "leaving";
        timer = timers.set(() => {
          timer = null;
          state = "out";
          callbacks.out();
        }, options.timeout);
      }
    },
    reset() {
      stop();
      state = "out";
    },
    alreadyOver() {
      stop();
      state = "over";
    },
  };
}
