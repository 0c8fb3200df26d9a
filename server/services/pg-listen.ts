import type pg from "pg";
import type { Database } from "../db/client";

/**
 * A dedicated LISTEN connection on `channel` that reconnects after the database comes back; `resync`
 * runs after each (re)connect, since notifications sent while it was down are lost. PostgreSQL only
 * (`database.pool`). Resolves to a function that stops listening.
 */
export async function listenChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  resync: () => Promise<unknown>,
): Promise<() => Promise<void>> {
  const pool = database.pool!;
  let stopped = false;
  let client: pg.PoolClient | null = null;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const c = await pool.connect();
      client = c;
      c.on("notification", (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      c.on("error", () => retry());
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
    dead?.release(true);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, 500);
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    client?.release(true);
    client = null;
  };
}

/** Tells every instance listening on `channel` (this one too); nothing on PGlite, which is one process. */
export async function notifyChannel(database: Database, channel: string, payload: string): Promise<void> {
  if (database.pool) await database.pool.query(`select pg_notify('${channel}', $1)`, [payload]);
}
