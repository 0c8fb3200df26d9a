/** Serves an app built by createApp (e.g. over a TestServer's services with other options) on a free loopback port. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import { pino } from "pino";
import { createApp } from "../app";
import { createServices } from "../services/container";
import { TEST_SESSION_SECRET, type TestServer } from "./harness";

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

export interface ProxiedPair {
  a: ServedApp;
  b: ServedApp;
  close(): Promise<void>;
}

/**
 * Two instances over one test server's database, each with its own services and trusting
 * X-Forwarded-For (TRUST_PROXY), so a test picks its client addresses and can spread its requests
 * over both: what holds across instances is then tested, not one process's memory.
 */
export async function servePairBehindProxy(t: TestServer): Promise<ProxiedPair> {
  const second = await createServices(t.database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
  const a = await serveApp(createApp({ services: t.services, trustProxy: true }));
  const b = await serveApp(createApp({ services: second, trustProxy: true }));
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await second.version.close();
    },
  };
}

/** A pair for the enclosing describe block (started before its tests, closed after): `url(i)` alternates between the two. */
export function pairBehindProxy(server: () => TestServer): { url(i: number): string } {
  let pair: ProxiedPair | undefined;
  beforeAll(async () => {
    pair = await servePairBehindProxy(server());
  });
  afterAll(async () => {
    await pair?.close();
  });
  return { url: (i) => (i % 2 ? pair!.b.url : pair!.a.url) };
}
