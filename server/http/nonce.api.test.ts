import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { DEMO, expectError, jsonFetch, login, startTestServer, TEST_SESSION_SECRET, type LoggedIn, type TestServer } from "../test/harness";
import { SITE_BANNER_HTML } from "../db/seed/content";
import { createNonceService } from "../services/nonce";
import { NONCE_TICK_MS } from "../../core/web/nonce";

let t: TestServer;
let shopper: LoggedIn;
let editor: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  [shopper, editor] = await Promise.all([
    login(t.url, DEMO.shopper.email, DEMO.shopper.password),
    login(t.url, DEMO.editor.email, DEMO.editor.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const bannerPath = "/api/shop/v1/content/site-banner?slug=site-banner";

describe("nonce rules (docs/design/rest-contract.md)", () => {
  it("with a session cookie and no nonce, a GET acts as anonymous", async () => {
    const r = await jsonFetch(t.url, bannerPath, { cookie: shopper.cookie });
    expect(r.status).toBe(200);
    expect(r.body.html).toBe(SITE_BANNER_HTML.anonymous);
    expectError(await jsonFetch(t.url, "/api/admin/v1/documents/1", { cookie: editor.cookie }), 401, "unauthorized");
  });

  it("with the nonce from login, the GET acts as the user (header or query parameter)", async () => {
    expect((await jsonFetch(t.url, bannerPath, shopper)).body.html).toBe(SITE_BANNER_HTML.loyalty);
    const q = await jsonFetch(t.url, `${bannerPath}&nonce=${encodeURIComponent(shopper.nonce)}`, { cookie: shopper.cookie });
    expect(q.body.html).toBe(SITE_BANNER_HTML.loyalty);
    expect((await jsonFetch(t.url, "/api/admin/v1/documents/1", editor)).status).toBe(200);
  });

  it("a wrong nonce is 403 invalid_nonce, in the header or as a parameter", async () => {
    expectError(await jsonFetch(t.url, bannerPath, { cookie: shopper.cookie, nonce: "wrong" }), 403, "invalid_nonce");
    expectError(await jsonFetch(t.url, `${bannerPath}&nonce=wrong`, { cookie: shopper.cookie }), 403, "invalid_nonce");
    expectError(
      await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: shopper.cookie, nonce: "x".repeat(22) }),
      403,
      "invalid_nonce",
    );
  });

  it("another session's nonce is wrong for this session", async () => {
    expectError(await jsonFetch(t.url, bannerPath, { cookie: shopper.cookie, nonce: editor.nonce }), 403, "invalid_nonce");
  });

  it("a nonce from two ticks ago is refused; the previous tick's is accepted", async () => {
    const sessionId = (await t.services.auth.sessionFromToken(decodeURIComponent(shopper.cookie.split("=")[1]!)))!.sessionId;
    const at = (ms: number) => createNonceService(TEST_SESSION_SECRET, () => ms).create(sessionId);
    const previous = at(Date.now() - NONCE_TICK_MS);
    const stale = at(Date.now() - 2 * NONCE_TICK_MS);
    expect((await jsonFetch(t.url, bannerPath, { cookie: shopper.cookie, nonce: previous })).body.html).toBe(SITE_BANNER_HTML.loyalty);
    expectError(await jsonFetch(t.url, bannerPath, { cookie: shopper.cookie, nonce: stale }), 403, "invalid_nonce");
  });

  it("without a session, a nonce is ignored", async () => {
    const r = await jsonFetch(t.url, bannerPath, { nonce: "anything" });
    expect(r.status).toBe(200);
    expect(r.body.html).toBe(SITE_BANNER_HTML.anonymous);
  });

  it("a PUT with a session cookie and no nonce is 403, and changes nothing", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: 1003 }, cookie: shopper.cookie });
    expectError(r, 403, "invalid_nonce");
    expect(r.headers.getSetCookie().some((c) => c.startsWith("store_id="))).toBe(false);
  });

  it("a PUT with a session cookie and a wrong nonce is 403", async () => {
    expectError(
      await jsonFetch(t.url, "/api/shop/v1/stores/current", {
        method: "PUT",
        body: { store_id: 1003 },
        cookie: shopper.cookie,
        nonce: "bad",
      }),
      403,
      "invalid_nonce",
    );
  });

  it("a PUT with the nonce from login works", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: 1003 }, ...shopper });
    expect(r.status).toBe(200);
    expect(r.body.store.id).toBe(1003);
  });

  it("a POST and a DELETE with a session cookie and no valid nonce are 403; with it they work", async () => {
    const doc = { type: "page", title: "Nonce test", slug: "nonce-test" };
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/documents", { method: "POST", body: doc, cookie: editor.cookie }),
      403,
      "invalid_nonce",
    );
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/documents", { method: "POST", body: doc, cookie: editor.cookie, nonce: shopper.nonce }),
      403,
      "invalid_nonce",
    );
    const created = await jsonFetch(t.url, "/api/admin/v1/documents", { method: "POST", body: doc, ...editor });
    expect(created.status).toBe(201);
    const path = `/api/admin/v1/documents/${created.body.id}`;
    expectError(await jsonFetch(t.url, path, { method: "DELETE", cookie: editor.cookie }), 403, "invalid_nonce");
    expect((await jsonFetch(t.url, path, editor)).status).toBe(200);
    expect((await jsonFetch(t.url, path, { method: "DELETE", ...editor })).status).toBe(204);
  });

  it("the nonce parameter is taken on the content GETs only: elsewhere a GET with it alone is anonymous", async () => {
    const documentPath = "/api/admin/v1/documents/1";
    expect((await jsonFetch(t.url, documentPath, editor)).status).toBe(200);
    expectError(
      await jsonFetch(t.url, `${documentPath}?nonce=${encodeURIComponent(editor.nonce)}`, { cookie: editor.cookie }),
      401,
      "unauthorized",
    );
  });

  it("a state-changing call with the nonce as a parameter and not in the header is 403, and changes nothing", async () => {
    const put = await jsonFetch(t.url, `/api/shop/v1/stores/current?nonce=${encodeURIComponent(shopper.nonce)}`, {
      method: "PUT",
      body: { store_id: 1002 },
      cookie: shopper.cookie,
    });
    expectError(put, 403, "invalid_nonce");
    expect(put.headers.getSetCookie().some((c) => c.startsWith("store_id="))).toBe(false);

    const created = await jsonFetch(t.url, "/api/admin/v1/documents", {
      body: { type: "page", title: "Param nonce", slug: "param-nonce" },
      ...editor,
    });
    expect(created.status).toBe(201);
    const path = `/api/admin/v1/documents/${created.body.id}`;
    const q = `?nonce=${encodeURIComponent(editor.nonce)}`;
    expectError(
      await jsonFetch(t.url, path + q, { method: "PUT", body: { title: "Changed" }, cookie: editor.cookie }),
      403,
      "invalid_nonce",
    );
    expectError(await jsonFetch(t.url, path + q, { method: "DELETE", cookie: editor.cookie }), 403, "invalid_nonce");
    expectError(await jsonFetch(t.url, "/api/auth/v1/logout" + q, { method: "POST", cookie: editor.cookie }), 403, "invalid_nonce");
    const still = await jsonFetch(t.url, path, editor);
    expect(still.status).toBe(200);
    expect(still.body.title).toBe("Param nonce");
    // The header works on the same calls.
    expect((await jsonFetch(t.url, path, { method: "DELETE", ...editor })).status).toBe(204);
  });

  it("an anonymous state-changing call needs no nonce", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: 1002 } });
    expect(r.status).toBe(200);
  });
});
