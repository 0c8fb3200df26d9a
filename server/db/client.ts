import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import * as schema from "./schema";
import { namedStatementsClient, StatementNames } from "./statement-names";
import { EmbeddedDatabase, type DatabaseState, type RecoveryOptions } from "./embedded";
import { isDatabaseUnavailable } from "#core/web/database-unavailable";

export type { DatabaseState } from "./embedded";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The node-postgres pool when on PostgreSQL (LISTEN/NOTIFY needs its own client). */
  pool: pg.Pool | null;
  /**
   * `up`, except on PGlite after a fatal error: `recovering` while it is reopened, `down` once that
   * failed for good. PostgreSQL is always `up` here: its pool reconnects by itself, and /readyz pings it.
   */
  state(): DatabaseState;
  /** Times the embedded database was reopened after a fatal error (0 on PostgreSQL). */
  recoveries(): number;
  /** `fn` runs after each reopen of the embedded database (never on PostgreSQL). */
  onRecovered(fn: () => void): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite. */
  url?: string;
  /** PGlite's data directory (`memory://` when absent: nothing kept). */
  dataDir?: string;
  /** PGlite in memory only: start from this copy of a data directory (`dumpDataDir`), e.g. an already seeded one. */
  initialData?: Blob;
  /** PGlite: where a fatal error and the reopen are logged. */
  logger?: Logger;
  /** PGlite: called once when the database failed and could not be reopened (see server/db/embedded.ts). */
  onGiveUp?(err: unknown): void;
  recovery?: RecoveryOptions;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any constant; held while migrating so several instances starting together migrate once. */
const MIGRATION_LOCK = 727_001;

/** Open PGlite at `dataDir` (`memory://` for tests) or PostgreSQL at `url`, and apply migrations. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    // The hot queries go as named statements, parsed once per connection (decision 0118).
    const Client = namedStatementsClient(new StatementNames());
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 5_000, Client });
    // A dropped connection must not crash the process; queries fail and callers degrade.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: "postgres",
      pool,
      state: () => "up",
      recoveries: () => 0,
      onRecovered: () => () => {},
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const embedded = await EmbeddedDatabase.open({
    dataDir: opts.dataDir ?? "memory://",
    initialData: opts.initialData,
    prepare: (pg) => migratePglite(drizzlePglite(pg, { schema }), { migrationsFolder }),
    logger: opts.logger,
    onGiveUp: opts.onGiveUp,
    recovery: opts.recovery,
  });
  // Drizzle's PGlite driver calls query(), exec() and transaction() on its client: the handle has them,
  // and passes them to whichever instance is current.
  const db = drizzlePglite(embedded as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pool: null,
    state: () => embedded.state,
    recoveries: () => embedded.recoveries,
    onRecovered: (fn) => embedded.onRecovered(fn),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => embedded.close(),
  };
}

export { isDatabaseUnavailable };
