/** Runs `run` once, `ms` after the last call (the off-canvas menu's resize debounce is 500 ms). */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number, timers = { set: setTimeout, clear: clearTimeout }): Debounced<A> {
  let handle: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (handle !== null) timers.clear(handle);
    handle = timers.set(() => {
      handle = null;
      run(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return debounced;
}
