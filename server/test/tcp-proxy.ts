/**
 * A TCP proxy to put between a server and its database, for fault tests: `cut()` drops every
 * connection and refuses new ones (as if the database stopped), `restore()` lets them through again.
 * The machine's database itself is never touched. Browser tests also put it in front of the app to
 * visit from another loopback address.
 */
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Connections currently open through the proxy. */
  open(): number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * `localAddress` makes the proxy reach the target from that address (e.g. 127.0.0.N), so a browser
 * pointed at the proxy is seen by the server as a visitor of its own.
 */
export async function startTcpProxy(target: { host: string; port: number; localAddress?: string }): Promise<TcpProxy> {
  let up = true;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  const cut = () => {
    up = false;
    for (const [client, upstream] of [...pairs]) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    open: () => pairs.size,
    cut,
    restore() {
      up = true;
    },
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
