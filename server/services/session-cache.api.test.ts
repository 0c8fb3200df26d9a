import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import {
  cookieFrom,
  DEMO,
  jsonFetch,
  login,
  startTestServer,
  testDatabaseKind,
  TEST_SESSION_SECRET,
  type TestServer,
} from "../test/harness";
import { until } from "../test/spawn-server";
import { createServices } from "./container";
import { createApp } from "../app";
import { serveApp } from "../test/serve-app";
import { eq } from "drizzle-orm";
import { documents, sessions } from "../db/schema";

/**
 * Sessions are kept in memory for a few seconds (server/services/session-cache.ts): what ends or
 * changes a session must show on the very next request, and no visitor may ever get another's.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** The session token a login's cookie carries. */
const tokenOf = (s: { cookie: string }) => /aisle_session=([^;]*)/.exec(s.cookie)![1];

/** The store the session's profile holds (no store cookie sent), or null when the cookie is anonymous. */
const profileStore = async (base: string, cookie: string) => {
  const r = await jsonFetch(base, "/api/shop/v1/stores/current", { cookie });
  expect(r.status, r.text).toBe(200);
  return (r.body as { store: { id: number } | null }).store?.id ?? null;
};

describe("session cache", () => {
  it("signing out ends the session at once, though it was just used", async () => {
    const s = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    expect(await profileStore(t.url, s.cookie)).toBe(1001);
    expect(await profileStore(t.url, s.cookie)).toBe(1001);
    const out = await jsonFetch(t.url, "/api/auth/v1/logout", { method: "POST", cookie: s.cookie, nonce: s.nonce });
    expect(out.status, out.text).toBe(200);
    expect(await profileStore(t.url, s.cookie)).toBeNull();
    expect(await t.services.auth.sessionFromToken(tokenOf(s))).toBeNull();
  });

  it("admin calls and writes read the session from the database, so one ended elsewhere is refused at once", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    const token = tokenOf(s);
    const [doc] = await t.database.db.select({ id: documents.id }).from(documents).limit(1);
    expect((await jsonFetch(t.url, `/api/admin/v1/documents/${doc!.id}`, s)).status).toBe(200);
    const { sessionId } = (await t.services.auth.sessionFromToken(token))!;
    // The session ends as a logout on another instance ends it, before that instance's NOTIFY is heard.
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionId));
    expect((await jsonFetch(t.url, `/api/admin/v1/documents/${doc!.id}`, s)).status).toBe(401);
    const write = await jsonFetch(t.url, `/api/admin/v1/documents/${doc!.id}`, { method: "PUT", body: { title: "Not written" }, ...s });
    expect(write.status, write.text).toBe(401);
    expect((await jsonFetch(t.url, "/api/auth/v1/logout", { method: "POST", ...s })).status).toBe(200);
    // Reads elsewhere may take the kept session until the NOTIFY comes (at most the cache's TTL).
    expect(await t.services.auth.sessionFromToken(token)).not.toBeNull();
  });

  it("a store chosen on the profile shows on the next request", async () => {
    const s = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    try {
      expect(await profileStore(t.url, s.cookie)).toBe(1001);
      const put = await jsonFetch(t.url, "/api/shop/v1/stores/current", {
        method: "PUT",
        cookie: s.cookie,
        nonce: s.nonce,
        body: { store_id: 1003 },
      });
      expect(put.status, put.text).toBe(200);
      expect(await profileStore(t.url, s.cookie)).toBe(1003);
    } finally {
      await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", cookie: s.cookie, nonce: s.nonce, body: { store_id: 1001 } });
    }
  });

  it("concurrent visitors each get their own session, never another's", async () => {
    const shopper = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    const reg = await jsonFetch(t.url, "/api/auth/v1/register", {
      body: { email: "second-shopper@example.test", password: "second-shopper-1", name: "Second" },
    });
    expect(reg.status, reg.text).toBe(201);
    const second = { cookie: cookieFrom(reg.res)!, nonce: (reg.body as { nonce: string }).nonce };
    const put = await jsonFetch(t.url, "/api/shop/v1/stores/current", {
      method: "PUT",
      cookie: second.cookie,
      nonce: second.nonce,
      body: { store_id: 1003 },
    });
    expect(put.status, put.text).toBe(200);
    const visitors = [
      { cookie: shopper.cookie, store: 1001 },
      { cookie: second.cookie, store: 1003 },
      { cookie: `aisle_session=${"x".repeat(43)}`, store: null },
    ];
    const asked = Array.from({ length: 45 }, (_, i) => visitors[i % 3]!);
    const seen = await Promise.all(asked.map((v) => profileStore(t.url, v.cookie)));
    expect(seen).toEqual(asked.map((v) => v.store));
  });
});

describe.runIf(testDatabaseKind() === "postgres")(
  "session cache on several instances (PostgreSQL only: instances hear of it by LISTEN/NOTIFY)",
  () => {
    it("signing out on one instance ends the session on another that had it cached", async () => {
      const other = await createServices(t.database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
      const second = await serveApp(createApp({ services: other }));
      try {
        const s = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
        expect(await profileStore(second.url, s.cookie)).toBe(1001);
        expect(other.sessions.size()).toBeGreaterThan(0);
        const out = await jsonFetch(t.url, "/api/auth/v1/logout", { method: "POST", cookie: s.cookie, nonce: s.nonce });
        expect(out.status, out.text).toBe(200);
        // NOTIFY is delivered after the commit: the other instance forgets within moments, far inside the TTL.
        await until(
          "the other instance forgets the session",
          async () => ((await profileStore(second.url, s.cookie)) === null ? true : undefined),
          1000,
          20,
        );
      } finally {
        await second.close();
        await other.version.close();
        await other.sessions.close();
        await other.cartCounts.close();
        await other.favoritesKept.close();
      }
    });
  },
);
