/**
 * Compression done off a request's path, a few at a time: at most `concurrency` jobs run at once and
 * at most `maxQueued` wait; a job offered beyond that is refused (`run` answers null) and the caller
 * serves a form it already has. So the memory compression takes (a brotli encoder's window and hash
 * tables, a few MiB each at the levels used here) is bounded however many pages are new at once.
 */
export interface CompressionPoolOptions {
  concurrency?: number;
  maxQueued?: number;
  /** What `/metrics` calls it (`pool="..."`); unnamed pools are not shown there. */
  name?: string;
}

export interface CompressionPoolCounts {
  running: number;
  queued: number;
  started: number;
  /** Jobs that ended, whether they succeeded or failed. */
  done: number;
  failed: number;
  refused: number;
  peakRunning: number;
  peakQueued: number;
}

/** The named pools alive, by name (a name may have several: each app made in one process, as in tests). */
const named = new Map<string, Set<WeakRef<() => CompressionPoolCounts>>>();

/** Each named pool's counts, summed over the pools of one name, for `/metrics`. */
export function compressionPoolCounts(): Array<{ name: string } & CompressionPoolCounts> {
  const out: Array<{ name: string } & CompressionPoolCounts> = [];
  for (const [name, refs] of named) {
    const sum: CompressionPoolCounts = { running: 0, queued: 0, started: 0, done: 0, failed: 0, refused: 0, peakRunning: 0, peakQueued: 0 };
    for (const ref of refs) {
      const counts = ref.deref();
      if (!counts) {
        refs.delete(ref);
        continue;
      }
      const c = counts();
      for (const k of Object.keys(sum) as (keyof CompressionPoolCounts)[])
        sum[k] = k.startsWith("peak") ? Math.max(sum[k], c[k]) : sum[k] + c[k];
    }
    if (refs.size === 0) named.delete(name);
    else out.push({ name, ...sum });
  }
  return out;
}

export function createCompressionPool(opts: CompressionPoolOptions = {}) {
  const concurrency = opts.concurrency ?? 1;
  const maxQueued = opts.maxQueued ?? 32;
  const queue: (() => void)[] = [];
  let running = 0;
  const counts = { started: 0, done: 0, failed: 0, refused: 0, peakRunning: 0, peakQueued: 0 };

  const next = () => {
    while (running < concurrency && queue.length > 0) queue.shift()!();
  };

  const countsNow = (): CompressionPoolCounts => ({ running, queued: queue.length, ...counts });
  if (opts.name) {
    let refs = named.get(opts.name);
    if (!refs) named.set(opts.name, (refs = new Set()));
    refs.add(new WeakRef(countsNow));
  }

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
            .then(resolve, (err: unknown) => {
              counts.failed++;
              reject(err);
            })
            .finally(() => {
              running--;
              counts.done++;
              next();
            });
        };
        queue.push(start);
        counts.peakQueued = Math.max(counts.peakQueued, queue.length);
        next();
      });
    },
    counts: countsNow,
  };
}

export type CompressionPool = ReturnType<typeof createCompressionPool>;
