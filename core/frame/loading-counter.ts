/**
 * The loading spinner's counter (docs/requirements.md#states-and-transitions): work in progress
 * increments it, finished work decrements it; the spinner shows while it is above zero. It never goes
 * below zero.
 */
export interface LoadingCounter {
  increment(): void;
  decrement(): void;
  get(): number;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    increment: () => set(count + 1),
    decrement: () => set(Math.max(0, count - 1)),
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
