/**
 * Behind a TLS proxy (TRUST_PROXY): the browser is on `https://shop.example`, the proxy speaks http to
 * the server and says so in X-Forwarded-Proto and X-Forwarded-Host. Page forms (store selection,
 * sign-in, the cart, admin forms) compare the browser's Origin with the address of the request, so
 * that address is the one the browser used; and every address a page prints (canonical links) is too.
 * A server that does not trust a proxy reads none of those headers, and a trusted proxy's headers that
 * do not make an address fall back to the request's own Host.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO, startTestServer, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { builtPages, type BuiltPages } from "../test/built-pages";
import { cookieFrom } from "../test/http";
import { buildProducts, demoCarried, demoInStock } from "../db/seed/catalog/catalog";

let site: BuiltPages;
/** Trusts its proxy (TRUST_PROXY=true). */
let t: TestServer;
/** The same services, trusting no proxy (the default). */
let direct: ServedApp;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site, trustProxy: true } });
  direct = await serveApp(createApp({ ...site, services: t.services }));
});
afterAll(async () => {
  await direct?.close();
  await t?.close();
});

const SITE = "https://shop.example";
/** What the proxy adds to every request it passes on from https://shop.example. */
const PROXIED = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example", "x-forwarded-for": "203.0.113.20" };
const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, 1001) && demoInStock(p.id, 1001))!;

/** A form posted by a browser on `origin`, as it posts without scripts (Origin and Sec-Fetch-Site aside). */
function postForm(base: string, path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: "store_id=1001", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const selectStore = (base: string, headers: Record<string, string>) => postForm(base, "/store/select", { store_id: "1003" }, headers);
const storeCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("store_id="));

describe("page forms behind a trusted TLS proxy", () => {
  it("store selection from the site's https page is accepted, and its cookie is Secure", async () => {
    const res = await selectStore(t.url, { ...PROXIED, origin: SITE });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(storeCookie(res)).toMatch(/^store_id=1003;.*;\s*Secure/i);
    expect(await res.text()).toContain("is now your store");
  });

  it("a shopper signs in with the page form: a Secure session cookie and back to the account", async () => {
    const res = await postForm(
      t.url,
      "/my-account",
      { intent: "sign-in", email: DEMO.shopper.email, password: DEMO.shopper.password },
      { ...PROXIED, origin: SITE },
    );
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="))).toMatch(/;\s*Secure/i);
  });

  it("the cart form adds a product", async () => {
    const res = await postForm(
      t.url,
      "/cart",
      { intent: "add", product_id: String(PRODUCT.id), quantity: "2" },
      { ...PROXIED, origin: SITE },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const cart = await fetch(`${t.url}/api/shop/v1/cart`, { headers: { cookie: `store_id=1001; ${cookieFrom(res)}` } });
    expect((await cart.json()).lines).toEqual([expect.objectContaining({ product_id: PRODUCT.id, quantity: 2 })]);
  });

  it("an administrator signs in with the admin form", async () => {
    const res = await postForm(
      t.url,
      "/admin/sign-in",
      { email: DEMO.admin.email, password: DEMO.admin.password, return_to: "/admin" },
      { ...PROXIED, origin: SITE },
    );
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="))).toMatch(/;\s*Secure/i);
  });

  it("another site's form is still refused: its Origin is not the site's", async () => {
    for (const origin of ["https://evil.example", "http://shop.example", "https://shop.example:8443", "null"]) {
      const res = await selectStore(t.url, { ...PROXIED, origin });
      expect(res.status, origin).toBe(400);
      expect(storeCookie(res), origin).toBeUndefined();
    }
  });

  it("a port the browser used is part of the site's address; the scheme's own port is not", async () => {
    expect(
      (await selectStore(t.url, { ...PROXIED, "x-forwarded-host": "shop.example:8443", origin: "https://shop.example:8443" })).status,
    ).toBe(200);
    expect((await selectStore(t.url, { ...PROXIED, "x-forwarded-host": "shop.example:8443", origin: SITE })).status).toBe(400);
    expect((await selectStore(t.url, { ...PROXIED, "x-forwarded-host": "shop.example:443", origin: SITE })).status).toBe(200);
    // The server's own port (in Host) is not carried over to the forwarded host.
    expect((await selectStore(t.url, { ...PROXIED, origin: SITE })).status).toBe(200);
  });

  it("from a list of hosts or schemes, the first: the one the browser asked for", async () => {
    expect((await selectStore(t.url, { ...PROXIED, "x-forwarded-host": "shop.example, inner.local:3000", origin: SITE })).status).toBe(200);
    expect((await selectStore(t.url, { ...PROXIED, "x-forwarded-proto": "https, http", origin: SITE })).status).toBe(200);
  });

  it("without X-Forwarded-Host, the Host the proxy passed on, with the forwarded scheme", async () => {
    const host = new URL(t.url).host;
    const headers = { "x-forwarded-proto": "https", origin: `https://${host}` };
    expect((await selectStore(t.url, headers)).status).toBe(200);
    expect((await selectStore(t.url, { origin: t.url })).status).toBe(200);
  });

  it.each([
    ["a path", "shop.example/evil"],
    ["user info", "evil.example@shop.example"],
    ["a space", "shop example"],
    ["a bad port", "shop.example:99999"],
    ["an open IPv6 bracket", "[::1"],
    ["a backslash", "shop.example\\evil"],
    ["nothing", " "],
  ])("a forwarded host with %s is not an address: the request's own Host is used", async (_what, forwardedHost) => {
    const host = new URL(t.url).host;
    const res = await selectStore(t.url, { "x-forwarded-proto": "https", "x-forwarded-host": forwardedHost, origin: `https://${host}` });
    expect(res.status).toBe(200);
    expect(storeCookie(res)).toMatch(/;\s*Secure/i);
  });

  it("a forwarded scheme other than http or https is ignored: the connection's own (http)", async () => {
    for (const proto of ["gopher", "javascript", "https:", ""]) {
      const res = await selectStore(t.url, {
        "x-forwarded-proto": proto,
        "x-forwarded-host": "shop.example",
        origin: "http://shop.example",
      });
      expect(res.status, proto).toBe(200);
      expect(storeCookie(res), proto).not.toMatch(/;\s*Secure/i);
    }
  });

  it("pages print the site's own address: the canonical link of a product page", async () => {
    const html = await (await fetch(`${t.url}/shop/products/${PRODUCT.slug}`, { headers: { ...PROXIED, cookie: "store_id=1001" } })).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/shop/products/${PRODUCT.slug}"/>`);
    // The same page asked for over plain http is not given the https page kept for it.
    const plain = await (
      await fetch(`${t.url}/shop/products/${PRODUCT.slug}`, {
        headers: { ...PROXIED, "x-forwarded-proto": "http", cookie: "store_id=1001" },
      })
    ).text();
    expect(plain).toContain(`<link rel="canonical" href="http://shop.example/shop/products/${PRODUCT.slug}"/>`);
    // Kept for the https address, and answered from there again (before the app, too).
    const again = await fetch(`${t.url}/shop/products/${PRODUCT.slug}`, { headers: { ...PROXIED, cookie: "store_id=1001" } });
    expect(again.headers.get("x-aisle-cache")).toBe("HIT");
    expect(again.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(await again.text()).toContain(`<link rel="canonical" href="${SITE}/shop/products/${PRODUCT.slug}"/>`);
    const other = await fetch(`${t.url}/shop/products/${PRODUCT.slug}`, {
      headers: { ...PROXIED, "x-forwarded-host": "other.example", cookie: "store_id=1001" },
    });
    expect(other.headers.get("x-aisle-cache")).toBe("MISS");
    expect(await other.text()).toContain(`<link rel="canonical" href="https://other.example/shop/products/${PRODUCT.slug}"/>`);
  });
});

describe("kept pages behind a trusted proxy", () => {
  it("are answered before the app for the address the browser used, and only for it", async () => {
    const app = createApp({ ...site, services: t.services, trustProxy: true });
    const served = await serveApp(app);
    // The same app's hits alone: anything they do not answer is a 404 here.
    const hitsOnly = createServer((req, res) => {
      if (!app.fastHits!(req, res)) res.writeHead(404).end("not a kept page");
    });
    await new Promise<void>((resolve) => hitsOnly.listen(0, "127.0.0.1", resolve));
    const hitsUrl = `http://127.0.0.1:${(hitsOnly.address() as AddressInfo).port}`;
    try {
      const path = `/shop/products/${PRODUCT.slug}`;
      const headers = { ...PROXIED, cookie: "store_id=1001" };
      expect((await fetch(served.url + path, { headers })).headers.get("x-aisle-cache")).toBe("MISS");
      const hit = await fetch(hitsUrl + path, { headers });
      expect(hit.status).toBe(200);
      expect(hit.headers.get("strict-transport-security")).toMatch(/max-age=/);
      expect(await hit.text()).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
      for (const other of [
        { "x-forwarded-proto": "http" },
        { "x-forwarded-host": "other.example" },
        { "x-forwarded-proto": "", "x-forwarded-host": "" },
      ]) {
        expect((await fetch(hitsUrl + path, { headers: { ...headers, ...other } })).status, JSON.stringify(other)).toBe(404);
      }
    } finally {
      hitsOnly.closeAllConnections();
      await new Promise((resolve) => hitsOnly.close(resolve));
      await served.close();
    }
  });
});

describe("a server that trusts no proxy", () => {
  it("reads none of the forwarded headers: the https Origin is not the site's", async () => {
    const res = await selectStore(direct.url, { ...PROXIED, origin: SITE });
    expect(res.status).toBe(400);
    expect(storeCookie(res)).toBeUndefined();
  });

  it("takes its own address, without Secure cookies", async () => {
    const res = await selectStore(direct.url, { ...PROXIED, origin: direct.url });
    expect(res.status).toBe(200);
    expect(storeCookie(res)).not.toMatch(/;\s*Secure/i);
    const html = await (
      await fetch(`${direct.url}/shop/products/${PRODUCT.slug}`, { headers: { ...PROXIED, cookie: "store_id=1001" } })
    ).text();
    expect(html).toContain(`<link rel="canonical" href="${direct.url}/shop/products/${PRODUCT.slug}"/>`);
  });
});
