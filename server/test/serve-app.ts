/** Serves an app built by createApp (e.g. over a TestServer's services with other options) on a free loopback port. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { createApp } from "../app";

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

export async function serveApp(app: ReturnType<typeof createApp>): Promise<ServedApp> {
  let server: Server | null = null;
  const port = await new Promise<number>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(info.port)) as Server;
    s.once("error", reject);
    server = s;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
  };
}
