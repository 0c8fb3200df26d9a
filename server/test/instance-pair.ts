/** Two app instances over one test database, for tests of what must hold across instances (rate limits). */
import { afterAll, beforeAll } from "vitest";
import { pino } from "pino";
import { createApp } from "../app";
import { createServices } from "../services/container";
import { TEST_SESSION_SECRET, type TestServer } from "./harness";
import { serveApp, type ServedApp } from "./serve-app";

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
      await second.sessions.close();
      await second.cartCounts.close();
      await second.favoritesKept.close();
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
