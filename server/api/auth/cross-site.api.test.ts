/**
 * Sign-in and registration refuse another site's pages (login CSRF: a page elsewhere signing the
 * visitor into an account of its choosing), by Sec-Fetch-Site or, where a browser does not send it,
 * by Origin. The site's own pages and non-browser clients (curl, the app) still get in.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import { createApp } from "../../app";
import { DEMO, expectError, jsonFetch, startTestServer, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { serveApp, type ServedApp } from "../../test/serve-app";
import { users } from "../../db/schema";

let t: TestServer;
/** The same services behind a TLS proxy that is trusted (TRUST_PROXY). */
let proxied: ServedApp;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  proxied = await serveApp(createApp({ services: t.services, trustProxy: true }));
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
});

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="));
const signIn = (headers: Record<string, string>, base = t.url) => jsonFetch(base, "/api/auth/v1/login", { body: DEMO.shopper, headers });
const signUp = (email: string, headers: Record<string, string>) =>
  jsonFetch(t.url, "/api/auth/v1/register", { body: { email, password: "a-long-password" }, headers });

describe("sign-in and registration from another site", () => {
  /** Headers a browser sends on another site's form post or fetch, given our base url. */
  const foreign: [string, (base: string) => Record<string, string>][] = [
    ["Sec-Fetch-Site: cross-site", () => ({ "sec-fetch-site": "cross-site" })],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", () => ({ "sec-fetch-site": "same-site" })],
    ["Sec-Fetch-Site: cross-site, with our Origin", (base) => ({ "sec-fetch-site": "cross-site", origin: base })],
    ["Origin of another site", () => ({ origin: "https://evil.example" })],
    ["Origin null (a sandboxed frame)", () => ({ origin: "null" })],
    ["our host over another scheme", (base) => ({ origin: base.replace(/^http:/, "https:") })],
  ];

  it.each(foreign)("%s: 403 cross_site_request, no session, nothing written", async (_name, headersFor) => {
    const headers = headersFor(t.url);
    const before = await fingerprint();
    const r = await signIn(headers);
    expectError(r, 403, "cross_site_request");
    expect(sessionCookie(r.res)).toBeUndefined();
    const reg = await signUp("cross-site@example.test", headers);
    expectError(reg, 403, "cross_site_request");
    expect(sessionCookie(reg.res)).toBeUndefined();
    // Not even a failed attempt or a rate-limit hit: the request was turned away at the door.
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, "cross-site@example.test"))).toEqual([]);
  });

  it("the site's own pages get in: Sec-Fetch-Site same-origin, or an Origin that is the site's", async () => {
    const r = await signIn({ "sec-fetch-site": "same-origin", origin: t.url });
    expect(r.status, r.text).toBe(200);
    expect(sessionCookie(r.res)).toBeDefined();
    expect((await signIn({ origin: t.url })).status).toBe(200);
    expect((await signUp("own-page@example.test", { "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("a request with neither header (curl, the mobile app) still signs in", async () => {
    const r = await signIn({});
    expect(r.status, r.text).toBe(200);
    expect(sessionCookie(r.res)).toBeDefined();
  });

  it("behind a trusted TLS proxy the site's origin is https, on the host the proxy was asked for", async () => {
    const host = new URL(proxied.url).host;
    expect((await signIn({ "x-forwarded-proto": "https", origin: `https://${host}` }, proxied.url)).status).toBe(200);
    expectError(await signIn({ "x-forwarded-proto": "https", origin: `http://${host}` }, proxied.url), 403, "cross_site_request");
    expect(
      (await signIn({ "x-forwarded-proto": "https", "x-forwarded-host": "shop.example", origin: "https://shop.example" }, proxied.url))
        .status,
    ).toBe(200);
    expectError(
      await signIn({ "x-forwarded-proto": "https", "x-forwarded-host": "shop.example", origin: "https://evil.example" }, proxied.url),
      403,
      "cross_site_request",
    );
  });

  it("without TRUST_PROXY, forwarded headers do not change the site's origin", async () => {
    expectError(await signIn({ "x-forwarded-host": "evil.example", origin: "http://evil.example" }), 403, "cross_site_request");
  });
});
