/**
 * Compression done off a request's path, a few at a time: at most `concurrency` jobs run at once and
 * at most `maxQueued` wait; a job offered beyond that is refused (`run` answers null) and the caller
 * serves a form it already has. So the memory compression takes (a brotli encoder's window and hash
 * tables, a few MiB each at the levels used here) is bounded however many pages are new at once.
 */
export interface CompressionPoolOptions {
  concurrency?: number;
  maxQueued?: number;
}

export function createCompressionPool(opts: CompressionPoolOptions = {}) {
  const concurrency = opts.concurrency ?? 1;
  const maxQueued = opts.maxQueued ?? 32;
  const queue: (() => void)[] = [];
  let running = 0;
  const counts = { started: 0, refused: 0, peakRunning: 0, peakQueued: 0 };

  const next = () => {
    while (running < concurrency && queue.length > 0) queue.shift()!();
  };

  return {
    /** Runs `job` when a place is free; null when the queue is full (nothing is run). */
    run<T>(job: () => Promise<T>): Promise<T> | null {
      if (running >= concurrency && queue.length >= maxQueued) {
        counts.refused++;
        return null;
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running++;
          counts.started++;
          counts.peakRunning = Math.max(counts.peakRunning, running);
          job()
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            });
        };
        queue.push(start);
        counts.peakQueued = Math.max(counts.peakQueued, queue.length);
        next();
      });
    },
    counts: () => ({ running, queued: queue.length, ...counts }),
  };
}

export type CompressionPool = ReturnType<typeof createCompressionPool>;
