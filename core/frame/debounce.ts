/** Runs `run` once, `ms` after the last call (the off-canvas menu's resize debounce is 500 ms). */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number,
  timers = { set: setTimeout, clear: clearTimeout },
): Debounced<A> {
  // Called on their own, not as methods of `timers`: a browser's setTimeout refuses any other `this`
  // than the window ("Illegal invocation"), which the default `{ set: setTimeout }` would give it.
  const { set, clear } = timers;
  let handle: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (handle !== null) clear(handle);
    handle = set(() => {
      handle = null;
      run(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (handle !== null) clear(handle);
    handle = null;
  };
  return debounced;
}
