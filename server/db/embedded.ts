import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { isFatalPgliteError } from "./pglite-fatal";

/**
 * The embedded database (PGlite) behind a handle that outlives its instance. PGlite is one
 * WebAssembly instance: when it dies (a trap, an abort, a stack overflow inside it; see
 * pglite-fatal.ts) every later query fails until the instance is replaced. The handle notices the
 * first fatal error, answers every call with a "restarting" error meanwhile (a 503, never a 500),
 * lets go of the dead instance without running any more of it (see release()), reopens the same
 * data directory (Postgres replays its WAL, so what was committed is there), and swaps the new
 * instance in. Drizzle and the services hold the handle,
 * so the swap is invisible to them. After `attempts` failed reopens in a row it gives up and calls
 * `onGiveUp`, for the server to exit and a supervisor to start it afresh.
 *
 * A memory-only database (`memory://`, the API tests) cannot come back with its data, so it is
 * never reopened: a fatal error leaves it down, and `onGiveUp` is called at once.
 */

/** `up`: answering; `recovering`: dead, being reopened; `down`: dead for good (given up); `closed`: closed on purpose. */
export type DatabaseState = "up" | "recovering" | "down" | "closed";

/** Postgres's `cannot_connect_now` ("the database system is starting up"): isDatabaseUnavailable knows it. */
export const RESTARTING_CODE = "57P03";

const STATE_MESSAGES: Record<DatabaseState, string> = {
  up: "The embedded database failed.",
  recovering: "The embedded database failed and is being reopened.",
  down: "The embedded database failed and could not be reopened.",
  closed: "The embedded database is closed.",
};

/** What a query gets while the embedded database is dead or reopening. */
export class EmbeddedDatabaseUnavailableError extends Error {
  readonly code = RESTARTING_CODE;
  constructor(state: DatabaseState, cause?: unknown) {
    super(STATE_MESSAGES[state], { cause });
    this.name = "EmbeddedDatabaseUnavailableError";
  }
}

export interface RecoveryOptions {
  /** Reopens tried in a row before giving up (default 3). */
  attempts?: number;
  /** Wait between two reopens (default 1000 ms; the first one starts at once). */
  retryDelayMs?: number;
}

export interface EmbeddedDatabaseOptions {
  /** A directory, or `memory://`. */
  dataDir: string;
  /** `memory://` only: start from this copy of a data directory (PGlite's `dumpDataDir`) instead of an empty one. */
  initialData?: Blob;
  /** Run on every instance before it serves queries (the migrations). */
  prepare(pg: PGlite): Promise<void>;
  logger?: Logger;
  /** Called once when the database is dead for good (reopening failed `attempts` times, or memory-only). */
  onGiveUp?(err: unknown): void;
  recovery?: RecoveryOptions;
}

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_RETRY_DELAY_MS = 1_000;

/** The handle Drizzle is given in place of a PGlite instance: the three calls its PGlite driver makes. */
export class EmbeddedDatabase {
  #pg: PGlite | null;
  #state: DatabaseState = "up";
  #recoveries = 0;
  #recovery: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #gaveUp = false;
  readonly #listeners = new Set<() => void>();
  readonly #opts: EmbeddedDatabaseOptions;

  private constructor(pg: PGlite, opts: EmbeddedDatabaseOptions) {
    this.#pg = pg;
    this.#opts = opts;
  }

  /** Opens (creating it when new) the database at `opts.dataDir` and prepares it. */
  static async open(opts: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
    return new EmbeddedDatabase(await openInstance(opts, false), opts);
  }

  get state(): DatabaseState {
    return this.#state;
  }

  /** Successful reopens since start. */
  get recoveries(): number {
    return this.#recoveries;
  }

  get memoryOnly(): boolean {
    return this.#opts.dataDir.startsWith("memory://");
  }

  /** `fn` runs after each successful reopen (e.g. to drop caches a write may have left stale). */
  onRecovered(fn: () => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#run((pg) => pg.query<T>(query, params, options));
  }

  exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#run((pg) => pg.exec(query, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#run((pg) => pg.transaction(callback));
  }

  /** A copy of the whole data directory (a tar file), e.g. to start other databases from (`initialData`). */
  dumpDataDir(): Promise<Blob> {
    return this.#run((pg) => pg.dumpDataDir("none"));
  }

  /** Closes the database for good; a reopen under way is abandoned. */
  async close(): Promise<void> {
    const pg = this.#pg;
    this.#pg = null;
    this.#state = "closed";
    this.#wake?.();
    await this.#recovery;
    await pg?.close();
  }

  async #run<T>(op: (pg: PGlite) => Promise<T>): Promise<T> {
    const pg = this.#pg;
    if (!pg || this.#state !== "up") throw new EmbeddedDatabaseUnavailableError(this.#state);
    try {
      return await op(pg);
    } catch (err) {
      if (!isFatalPgliteError(err)) throw err;
      this.#died(pg, err);
      throw new EmbeddedDatabaseUnavailableError(this.#state, err);
    }
  }

  /** The first fatal error on the current instance: stop using it and start reopening (once). */
  #died(pg: PGlite, err: unknown): void {
    if (pg !== this.#pg || this.#state !== "up") return;
    this.#pg = null;
    const log = this.#opts.logger;
    if (this.memoryOnly) {
      this.#state = "down";
      log?.error({ err }, "the embedded database failed; it is memory-only, so it stays down");
      release(pg);
      this.#giveUp(err);
      return;
    }
    this.#state = "recovering";
    log?.error({ err }, "the embedded database failed; reopening it");
    this.#recovery = this.#recover(pg, err).finally(() => {
      this.#recovery = null;
    });
  }

  async #recover(dead: PGlite, cause: unknown): Promise<void> {
    const { logger: log, recovery } = this.#opts;
    const attempts = Math.max(1, recovery?.attempts ?? DEFAULT_ATTEMPTS);
    const delayMs = recovery?.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    // Emscripten sets process.exitCode when the Postgres inside calls exit(); a recovered server is not exiting.
    const exitCode = process.exitCode;
    release(dead);
    let last = cause;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await this.#sleep(delayMs);
      if (this.#isClosed()) return;
      try {
        const pg = await openInstance(this.#opts, true);
        if (this.#isClosed()) {
          await pg.close().catch(() => release(pg));
          return;
        }
        this.#pg = pg;
        this.#state = "up";
        this.#recoveries++;
        process.exitCode = exitCode;
        log?.warn({ attempt, recoveries: this.#recoveries }, "the embedded database was reopened");
        for (const fn of this.#listeners) {
          try {
            fn();
          } catch (err) {
            log?.error({ err }, "a listener failed after the embedded database was reopened");
          }
        }
        return;
      } catch (err) {
        last = err;
        if (this.#isClosed()) return;
        log?.error({ err, attempt, attempts }, "reopening the embedded database failed");
      }
    }
    this.#state = "down";
    this.#giveUp(last);
  }

  /** Read afresh: close() may run while a reopen awaits. */
  #isClosed(): boolean {
    return this.#state === "closed";
  }

  #giveUp(err: unknown): void {
    if (this.#gaveUp) return;
    this.#gaveUp = true;
    this.#opts.onGiveUp?.(err);
  }

  /** Waits `ms`, or less if the database is closed meanwhile. */
  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/**
 * A new PGlite instance on the data directory, ready and prepared. A reopen (`existing`) only takes
 * a directory that still holds a database: an empty one would be initialised as a new, empty
 * database, and the server would carry on without its data.
 */
async function openInstance(opts: EmbeddedDatabaseOptions, existing: boolean): Promise<PGlite> {
  if (existing && !existsSync(join(opts.dataDir, "PG_VERSION"))) {
    throw new Error(`${opts.dataDir} no longer holds a database (PG_VERSION is missing); not creating an empty one in its place`);
  }
  // pg_trgm: catalog search matches misspelt words by trigram similarity (the migration creates the extension).
  const loadDataDir = existing ? undefined : opts.initialData;
  const pg = new PGlite(opts.dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    await pg.waitReady;
    await opts.prepare(pg);
    return pg;
  } catch (err) {
    release(pg);
    throw err;
  }
}

/**
 * Lets go of an instance that failed (dead, or one that did not finish opening) without running any
 * more of its code: its close() would have the Postgres inside shut down (a checkpoint, the control
 * file) from memory that may be corrupt, writing who knows what into the data directory. So it is
 * fenced (queries still queued on it fail as "closed" instead of entering it) and its open files are
 * closed from the JavaScript side, so the directory is not held open by a dead instance. What was
 * committed is in the write-ahead log, which the next instance replays.
 */
function release(pg: PGlite): void {
  let mod: { _interactive_one?: unknown; FS?: { streams?: unknown[]; close(stream: unknown): void } } | undefined;
  try {
    mod = pg.Module as typeof mod;
  } catch {
    mod = undefined;
  }
  if (!mod) return;
  // PGlite hands every message to the WebAssembly code through this one export.
  mod._interactive_one = () => {
    throw new Error("PGlite is closed");
  };
  const fs = mod.FS;
  for (const stream of fs?.streams ?? []) {
    if (!stream) continue;
    try {
      fs!.close(stream);
    } catch {
      // Already closed, or a device with nothing to release.
    }
  }
}
