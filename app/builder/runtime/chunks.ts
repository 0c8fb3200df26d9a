/**
 * Loading a behaviour's chunk: a time-out of 120000 ms, and a `ChunkLoadError`
 * when it fails, with the message `Loading chunk {id} failed.` and `(kind: source)` on a second line,
 * kind being `missing` (the server answers 404/410), `timeout` or `other`.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = "missing" | "timeout" | "other";

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`, options);
  }
}
// On the prototype, so the stack's first line (written as the error is made) already says ChunkLoadError.
ChunkLoadError.prototype.name = "ChunkLoadError";

export interface LoadChunkOptions {
  timeoutMs?: number;
  /** Where relative addresses in the importer are resolved from (the module that wrote the import). */
  base?: string;
  /** The HTTP status of an address, or null when it cannot be reached: tells a missing chunk from other failures. */
  probe?: (url: string) => Promise<number | null>;
}

/** The address an importer loads, as the bundler wrote it (`() => import("./x-123.js")`), if it can be read. */
export function importedUrl(importer: () => unknown, base?: string): string | undefined {
  const m = /import_*\(\s*["'`]([^"'`]+)["'`]/.exec(String(importer));
  if (!m) return undefined;
  try {
    return new URL(m[1]!, base).href;
  } catch {
    return undefined;
  }
}

/** The first address an error message names (browsers name the module that failed). */
function urlIn(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(?:https?:\/\/|\/)[^\s'"()]+\.(?:m?js|css)\b/.exec(message)?.[0];
}

async function headStatus(url: string): Promise<number | null> {
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).status;
  } catch {
    return null;
  }
}

export function loadChunk<T>(id: string, importer: () => Promise<T>, opts: LoadChunkOptions = {}): Promise<T> {
  const guess = importedUrl(importer, opts.base);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(id, "timeout", guess ?? id)), opts.timeoutMs ?? CHUNK_TIMEOUT_MS);
    importer().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      async (error: unknown) => {
        clearTimeout(timer);
        const source = urlIn(error) ?? guess;
        const status = source ? await (opts.probe ?? headStatus)(source) : null;
        reject(new ChunkLoadError(id, status === 404 || status === 410 ? "missing" : "other", source ?? id, { cause: error }));
      },
    );
  });
}
