/**
 * The behaviour starts under way in this page: the runtime's own load and each behaviour's chunk.
 * `<html data-ready>` (../../storefront/hydration/use-hydrated.ts) waits until none is left, so a
 * page says it is ready only once what its elements do has started.
 */
const underWay = new Set<Promise<unknown>>();

/** Counts `start` as under way until it settles; returns it. */
export function whileStarting<T>(start: Promise<T>): Promise<T> {
  underWay.add(start);
  const done = () => underWay.delete(start);
  start.then(done, done);
  return start;
}

/** Resolves once no start is under way, counting those that a finishing start began. */
export async function behavioursStarted(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}
