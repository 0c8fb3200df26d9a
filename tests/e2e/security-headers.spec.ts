import { expect, test, type APIResponse } from "@playwright/test";
import { rawSend } from "../../server/test/raw-http";
import { pageReady } from "./support/ready";

/**
 * Security headers on the production server's pages; the API side is pinned in
 * server/security/headers-sessions.api.test.ts. Every script the HTML carries has the response's CSP
 * nonce (also when the page comes from the whole-page cache, which splices in a fresh one), Chromium
 * reports no policy violation on any page while everything hydrates, and the site cannot be framed.
 */

const PAGES = [
  "/",
  "/stores",
  "/store/store-locator",
  "/stores/columbus-short-north",
  "/drink-calculator",
  "/contact",
  "/about-us",
  "/no-such-page",
];

function cspNonce(res: APIResponse): string {
  const csp = res.headers()["content-security-policy"] ?? "";
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc, "script-src").not.toContain("'unsafe-inline'");
  expect(scriptSrc, "script-src").not.toContain("'unsafe-eval'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, "a script nonce").toBeTruthy();
  return nonce!;
}

/** Every <script> of the HTML carries the nonce; no tag has an inline event handler. */
function expectScriptsCarry(html: string, nonce: string, label: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  expect(scripts.length, `${label}: scripts in the page`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, label).toContain(`nonce="${nonce}"`);
  const handlers = [...html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi)].map((m) => m[0].slice(0, 80));
  expect(handlers, `${label}: inline event handlers`).toEqual([]);
}

test.describe("page headers", () => {
  test("every page has the strict headers and its scripts carry the response's nonce", async ({ request }) => {
    for (const path of PAGES) {
      const res = await request.get(path, { headers: { cookie: "store_id=1001" } });
      expect(res.status(), path).toBeLessThan(500);
      const h = res.headers();
      expect(h["content-type"], path).toMatch(/^text\/html/);
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(h["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(h["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(h["content-security-policy"], path).toMatch(/frame-ancestors 'self'/);
      expect(h["content-security-policy"], path).toMatch(/object-src 'none'/);
      expect(h["content-security-policy"], path).toMatch(/base-uri 'self'/);
      // Plain http and TRUST_PROXY off: no HSTS, whatever a client claims.
      expect(h["strict-transport-security"], path).toBeUndefined();
      expectScriptsCarry(await res.text(), cspNonce(res), path);
    }
  });

  test("a page from the whole-page cache carries a fresh nonce that matches its header", async ({ request }) => {
    const path = `/stores?nonce-check=${Date.now()}`;
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.headers()["x-aisle-cache"]).toBe("HIT");
    const [a, b] = [cspNonce(first), cspNonce(second)];
    expect(a).not.toBe(b);
    expectScriptsCarry(await first.text(), a, "miss");
    expectScriptsCarry(await second.text(), b, "hit");
    // The gzip form is spliced too.
    const gz = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expectScriptsCarry(await gz.text(), cspNonce(gz), "gzip hit");
  });

  test("an https claim from a proxy that is not trusted gives no HSTS and no Secure cookie", async ({ request }) => {
    const res = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBeUndefined();
    const login = await request.post("/api/auth/v1/login", {
      data: { email: "shopper@aisle.test", password: "shopper-demo-1" },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(login.status()).toBe(200);
    const cookie = login.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("aisle_session="))!.value;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  test("built assets: immutable, nosniff, with a script content type", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const res = await request.get(src!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/javascript/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["cache-control"]).toContain("immutable");
  });

  test("a request the adapter refuses (a backslash in the path) is a 400 in the error format", async ({ baseURL }) => {
    const r = await rawSend(baseURL!, { method: "GET", path: "/api\\shop/v1/stores" }, { keepAlive: false });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ code: "bad_request", message: expect.any(String), data: { status: 400 } });
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
  });
});

test.describe("in Chromium", () => {
  test("no page breaks the policy while it loads and hydrates", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply|run|connect|frame)/i.test(m.text()))
        violations.push(`${page.url()}: ${m.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const path of PAGES) {
      await page.goto(path);
      await pageReady(page);
    }
    // Hydrated under the policy: a client-side control works.
    await page.goto("/");
    await pageReady(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("another site cannot frame the pages (frame-ancestors, X-Frame-Options)", async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/frame-ancestors|X-Frame-Options|Refused to (display|frame)/i.test(m.text())) refused.push(m.text());
    });
    // An opaque origin (about:blank with content set from outside) framing the site.
    await page.setContent(`<iframe id="f" src="${baseURL}/stores" width="400" height="300"></iframe>`);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    const text = framed ? await framed.evaluate(() => document.body?.innerText ?? "").catch(() => "") : "";
    expect(text).not.toContain("All stores");
  });
});
