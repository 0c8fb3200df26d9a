import pg from "pg";
import type { Database } from "../db/client";

/**
 * A dedicated LISTEN connection on `channel`, outside the query pool (a service container holds
 * several, and two containers over one pool, as the two-instance tests run, must not take every
 * pooled connection), that reconnects after the database comes back; `resync` runs after each
 * (re)connect, since notifications sent while it was down are lost. PostgreSQL only (`database.pool`). Resolves to a function that stops listening.
 */
export async function listenChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  resync: () => Promise<unknown>,
): Promise<() => Promise<void>> {
  const pool = database.pool!;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const c = new pg.Client(pool.options);
      client = c;
      c.on("error", () => retry());
      c.on("notification", (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await c.connect();
      await c.query(`listen ${channel}`);
      await resync();
    } catch {
      retry();
    }
  };
  const retry = () => {
    if (stopped || timer) return;
    const dead = client;
    client = null;
    void dead?.end().catch(() => {});
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, 500);
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/** Tells every instance listening on `channel` (this one too); nothing on PGlite, which is one process. */
export async function notifyChannel(database: Database, channel: string, payload: string): Promise<void> {
  if (database.pool) await database.pool.query(`select pg_notify('${channel}', $1)`, [payload]);
}
