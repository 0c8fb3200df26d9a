/**
 * The page cache in the real app over a real database: a stub stands in for the React renderer only
 * (given to the harness as its pages), printing the request's CSP nonce the way the real document does, the
 * store from the cookie and a page-builder document's title read through the services.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageHandler } from "../app";
import { createServices, type Services } from "../services/container";
import type { Database } from "../db/client";
import { DEMO, TEST_SESSION_SECRET, jsonFetch, login, startTestServer, testDatabaseKind, type TestServer } from "../test/harness";
import { serveApp } from "../test/serve-app";
import { until } from "../test/spawn-server";
import { appRendering } from "#server/test/app-rendering";

let renders = 0;

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";
const platformOf = (ua: string | null) => (ua?.includes("iPhone") ? "ios" : ua?.includes("Android") ? "android" : "other");

/** A stand-in for the React Router handler: HTML with the nonce in two scripts, like the real page. */
const stubPages: PageHandler = async (request, context) => {
  renders++;
  const url = new URL(request.url);
  const store = /(?:^|;\s*)store_id=(\d+)/.exec(request.headers.get("cookie") ?? "")?.[1] ?? "none";
  if (url.pathname === "/sets-cookie") {
    return new Response(`<p>${context.cspNonce}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "store_id=1003; Path=/" },
    });
  }
  const slug = url.pathname.slice(1) || "about-us";
  const doc = await context.services.documents.published(slug);
  if (!doc) return new Response("<h1>Page not found</h1>", { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
  const html =
    `<!doctype html><html lang="en"><head><title>${doc.title}</title><script nonce="${context.cspNonce}">window.boot=1</script></head>` +
    `<body><h1>${doc.title}</h1><p>store ${store}</p><p>user ${context.auth.user?.email ?? "anonymous"}</p><p>platform ${platformOf(request.headers.get("user-agent"))}</p>` +
    `<p>${"Fresh berries and weekly deals. ".repeat(80)}</p><script nonce="${context.cspNonce}" type="module" src="/assets/entry.js"></script></body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache", Vary: "Cookie" },
  });
};

let t: TestServer;
let base = "";
let services: Services;
let database: Database;

beforeAll(async () => {
  t = await startTestServer({ app: { pages: stubPages } });
  ({ url: base, services, database } = t);
});

afterAll(async () => {
  await t?.close();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers, redirect: "manual" });
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  return {
    res,
    html,
    state: res.headers.get("x-aisle-cache"),
    headerNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    htmlNonces: [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]),
  };
}

describe("whole-page cache", () => {
  it("serves a second anonymous request from the cache, with a fresh nonce in the header and the HTML", async () => {
    const before = renders;
    const a = await page("/about-us", { cookie: "store_id=1001" });
    const b = await page("/about-us", { cookie: "store_id=1001" });
    expect(a.res.status).toBe(200);
    expect([a.state, b.state]).toEqual(["MISS", "HIT"]);
    expect(renders - before).toBe(1);

    for (const r of [a, b]) {
      expect(r.headerNonce).toBeTruthy();
      expect(r.htmlNonces).toEqual([r.headerNonce, r.headerNonce]);
    }
    expect(b.headerNonce).not.toBe(a.headerNonce);
    expect(b.html).not.toContain(a.headerNonce!);
    expect(b.html.replaceAll(b.headerNonce!, "N")).toBe(a.html.replaceAll(a.headerNonce!, "N"));
    expect(b.html).toContain("store 1001");
    expect(b.res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(b.res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers gzip on a hit when the client takes it", async () => {
    await page("/about-us", { cookie: "store_id=1002" });
    const hit = await page("/about-us", { cookie: "store_id=1002", "accept-encoding": "gzip" });
    expect(hit.state).toBe("HIT");
    expect(hit.res.headers.get("content-encoding")).toBe("gzip");
    expect(hit.html).toContain("store 1002");
    expect(hit.htmlNonces).toEqual([hit.headerNonce, hit.headerNonce]);
  });

  it("gives every one of many hits at once its own nonce, in its header and in every place of its body, in each encoding", async () => {
    await page("/about-us", { cookie: "store_id=1005" });
    await expect
      .poll(async () => (await page("/about-us", { cookie: "store_id=1005", "accept-encoding": "br" })).res.headers.get("content-encoding"))
      .toBe("br");
    for (const encoding of ["gzip", "br", "identity"]) {
      const hits = await Promise.all(
        Array.from({ length: 30 }, () => page("/about-us", { cookie: "store_id=1005", "accept-encoding": encoding })),
      );
      const nonces = new Set<string>();
      for (const hit of hits) {
        expect(hit.state).toBe("HIT");
        expect(hit.res.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
        expect(hit.htmlNonces).toEqual([hit.headerNonce, hit.headerNonce]);
        nonces.add(hit.headerNonce!);
      }
      expect(nonces.size).toBe(hits.length);
    }
  });

  it("answers brotli on a hit once the entry's brotli form is prepared, with the hit's own nonce in it", async () => {
    const miss = await page("/about-us", { cookie: "store_id=1004" });
    expect(miss.state).toBe("MISS");
    await expect
      .poll(async () =>
        (await page("/about-us", { cookie: "store_id=1004", "accept-encoding": "br, gzip" })).res.headers.get("content-encoding"),
      )
      .toBe("br");
    const hit = await page("/about-us", { cookie: "store_id=1004", "accept-encoding": "gzip, deflate, br" });
    expect(hit.state).toBe("HIT");
    expect(hit.res.headers.get("content-encoding")).toBe("br");
    expect(hit.htmlNonces).toEqual([hit.headerNonce, hit.headerNonce]);
    expect(hit.headerNonce).not.toBe(miss.headerNonce);
    expect(hit.html.replaceAll(hit.headerNonce!, "N")).toBe(miss.html.replaceAll(miss.headerNonce!, "N"));
    // A client that takes neither gets the page as it is.
    const plain = await page("/about-us", { cookie: "store_id=1004", "accept-encoding": "identity" });
    expect(plain.state).toBe("HIT");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.htmlNonces).toEqual([plain.headerNonce, plain.headerNonce]);
  });

  it("a hit carries the same headers as the rendered answer, the nonce and length apart", async () => {
    const headersOf = (res: Response) => {
      const out: Record<string, string> = {};
      res.headers.forEach((v, k) => {
        if (!["date", "content-length", "x-aisle-cache", "content-encoding", "connection", "keep-alive"].includes(k))
          out[k] = k === "content-security-policy" ? v.replace(/'nonce-[^']+'/, "'nonce-N'") : v;
      });
      return out;
    };
    const miss = await page("/about-us?headers=1", { cookie: "store_id=1001", "accept-encoding": "gzip" });
    const hit = await page("/about-us?headers=1", { cookie: "store_id=1001", "accept-encoding": "gzip" });
    expect([miss.state, hit.state]).toEqual(["MISS", "HIT"]);
    expect(headersOf(hit.res)).toEqual(headersOf(miss.res));
    expect(hit.res.headers.get("content-security-policy")).toContain(`'nonce-${hit.headerNonce}'`);
    const head = await fetch(`${base}/about-us?headers=1`, {
      method: "HEAD",
      headers: { cookie: "store_id=1001", "accept-encoding": "gzip" },
    });
    expect(head.headers.get("x-aisle-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("keeps one entry per app-banner platform: an iPhone never gets the Android page", async () => {
    const ios = await page("/about-us?ua=1", { cookie: "store_id=1001", "user-agent": IPHONE });
    const android = await page("/about-us?ua=1", { cookie: "store_id=1001", "user-agent": ANDROID });
    const desktop = await page("/about-us?ua=1", { cookie: "store_id=1001" });
    expect([ios.state, android.state, desktop.state]).toEqual(["MISS", "MISS", "MISS"]);
    const iosAgain = await page("/about-us?ua=1", { cookie: "store_id=1001", "user-agent": IPHONE });
    const androidAgain = await page("/about-us?ua=1", { cookie: "store_id=1001", "user-agent": ANDROID });
    expect([iosAgain.state, androidAgain.state]).toEqual(["HIT", "HIT"]);
    expect(iosAgain.html).toContain("platform ios");
    expect(androidAgain.html).toContain("platform android");
  });

  it("keeps one entry per cookie set: another store is another page", async () => {
    await page("/about-us", { cookie: "store_id=1001" });
    const other = await page("/about-us", { cookie: "store_id=1003" });
    expect(other.html).toContain("store 1003");
    const reordered = await page("/about-us", { cookie: "snackbarClosed=true; store_id=1001" });
    const same = await page("/about-us", { cookie: "store_id=1001;snackbarClosed=true" });
    expect(reordered.state).toBe("MISS");
    expect(same.state).toBe("HIT");
    // Cookies no page reads (analytics, consent) do not make another entry.
    const tracked = await page("/about-us", { cookie: "_ga=GA1.2.12345.67890; store_id=1001; consent=all; snackbarClosed=true" });
    expect(tracked.state).toBe("HIT");
  });

  it("never caches a request that carries a session", async () => {
    const shopper = await login(base, DEMO.shopper.email, DEMO.shopper.password);
    // The anonymous page is cached: a session in the same request (anywhere in the cookie) still renders.
    await page("/about-us", { cookie: "store_id=1001" });
    expect((await page("/about-us", { cookie: "store_id=1001" })).state).toBe("HIT");
    const before = renders;
    const a = await page("/about-us", { cookie: `${shopper.cookie}; store_id=1001` });
    const b = await page("/about-us", { cookie: `store_id=1001; ${shopper.cookie}`, "accept-encoding": "br, gzip" });
    expect([a.state, b.state]).toEqual(["BYPASS", "BYPASS"]);
    // The first is tried as a render shared between shoppers (decision 0039); this stand-in renderer's
    // pages do not opt in, so it is rendered again for the visitor, and the path directly after that.
    expect(renders - before).toBe(3);
    expect(b.html).toContain(`user ${DEMO.shopper.email}`);
    // and the anonymous entry never shows the shopper
    const anon = await page("/about-us", { cookie: "store_id=1001" });
    expect(anon.html).toContain("user anonymous");
  });

  it("does not keep answers that set a cookie or are not 200", async () => {
    const before = renders;
    await page("/sets-cookie");
    const again = await page("/sets-cookie");
    expect(again.res.headers.get("set-cookie")).toMatch(/store_id=1003/);
    await page("/no-such-page");
    const missing = await page("/no-such-page");
    expect(missing.res.status).toBe(404);
    expect(renders - before).toBe(4);
  });

  it("shows a content write at once: the edit bumps the version and the next request renders again", async () => {
    await page("/about-us", { cookie: "store_id=1001" });
    expect((await page("/about-us", { cookie: "store_id=1001" })).state).toBe("HIT");

    const editor = await login(base, DEMO.editor.email, DEMO.editor.password);
    const doc = await services.documents.published("about-us");
    expect(doc).toBeTruthy();
    const put = await jsonFetch(base, `/api/admin/v1/documents/${doc!.id}`, {
      method: "PUT",
      cookie: editor.cookie,
      nonce: editor.nonce,
      body: { title: "About our markets" },
    });
    expect(put.status, put.text).toBe(200);

    const after = await page("/about-us", { cookie: "store_id=1001" });
    expect(after.state).toBe("MISS");
    expect(after.html).toContain("<h1>About our markets</h1>");
    expect((await page("/about-us", { cookie: "store_id=1001" })).state).toBe("HIT");
  });
});

describe.runIf(testDatabaseKind() === "postgres")(
  "whole-page cache on several instances (PostgreSQL only: instances hear of edits by LISTEN/NOTIFY)",
  () => {
    it("drops a second instance's cached page within a second of an edit made on the first (LISTEN/NOTIFY)", async () => {
      const other = await createServices(database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
      const second = await serveApp(createApp({ rendering: appRendering, services: other, pages: stubPages }));
      try {
        const otherBase = second.url;
        const get = async () => {
          const res = await fetch(`${otherBase}/about-us`, { headers: { cookie: "store_id=1004" } });
          return { state: res.headers.get("x-aisle-cache"), html: await res.text() };
        };
        await get();
        expect((await get()).state).toBe("HIT");

        const editor = await login(base, DEMO.editor.email, DEMO.editor.password);
        const doc = await services.documents.published("about-us");
        const title = `About us ${Date.now()}`;
        const put = await jsonFetch(base, `/api/admin/v1/documents/${doc!.id}`, {
          method: "PUT",
          cookie: editor.cookie,
          nonce: editor.nonce,
          body: { title },
        });
        expect(put.status, put.text).toBe(200);

        const seen = await until(
          "the edit on the second instance",
          async () => {
            const r = await get();
            return r.html.includes(title) ? r : undefined;
          },
          1000,
          50,
        ).catch(() => get());
        expect(seen.html).toContain(`<h1>${title}</h1>`);
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

describe("public content endpoint cache", () => {
  const banner = "/api/shop/v1/content/site-banner?slug=site-banner&store_id=1001";

  it("answers an anonymous repeat from the cache, the same JSON and headers", async () => {
    const a = await jsonFetch(base, `${banner}&n=1`);
    const b = await jsonFetch(base, `${banner}&n=1`);
    expect(a.status).toBe(200);
    expect([a.headers.get("x-aisle-cache"), b.headers.get("x-aisle-cache")]).toEqual(["MISS", "HIT"]);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get("cache-control")).toBe("no-store");
    expect(b.headers.get("content-type")).toMatch(/^application\/json/);

    const nav = await jsonFetch(base, "/api/shop/v1/navigation?store_id=1001", { headers: { "accept-encoding": "gzip" } });
    const navHit = await jsonFetch(base, "/api/shop/v1/navigation?store_id=1001", { headers: { "accept-encoding": "gzip" } });
    expect(navHit.headers.get("x-aisle-cache")).toBe("HIT");
    expect(navHit.headers.get("content-encoding")).toBe("gzip");
    expect(navHit.body).toEqual(nav.body);

    // The answer reads only its query: another store cookie or browser shares the entry.
    const other = await jsonFetch(base, `${banner}&n=1`, {
      cookie: "store_id=1003; snackbarClosed=true",
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
    });
    expect(other.headers.get("x-aisle-cache")).toBe("HIT");
    expect(other.body).toEqual(a.body);
  });

  it("never keeps errors, other endpoints or callers with a session", async () => {
    const bad = await jsonFetch(base, "/api/shop/v1/content/site-banner?store_id=1001");
    expect(bad.status).toBe(400);
    const again = await jsonFetch(base, "/api/shop/v1/content/site-banner?store_id=1001");
    expect(again.status).toBe(400);
    expect(again.headers.get("x-aisle-cache")).toBeNull();
    expect((await jsonFetch(base, "/api/shop/v1/stores/current", { cookie: "store_id=1001" })).headers.get("x-aisle-cache")).toBeNull();

    const shopper = await login(base, DEMO.shopper.email, DEMO.shopper.password);
    const withSession = await jsonFetch(base, `${banner}&n=2`, { cookie: shopper.cookie, nonce: shopper.nonce });
    expect(withSession.headers.get("x-aisle-cache")).toBe("BYPASS");
  });

  it("drops every kept answer when content changes", async () => {
    await jsonFetch(base, `${banner}&n=3`);
    expect((await jsonFetch(base, `${banner}&n=3`)).headers.get("x-aisle-cache")).toBe("HIT");
    await services.version.bump();
    expect((await jsonFetch(base, `${banner}&n=3`)).headers.get("x-aisle-cache")).toBe("MISS");
  });
});
