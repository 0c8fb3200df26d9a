import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import { spawnServer, type SpawnedServer } from "../../server/test/spawn-server";
import { seededDataDir } from "../../server/test/seeded-copies";
import { DEMO, login } from "../../server/test/http";
import { closeRawAgents, rawSend } from "../../server/test/raw-http";
import { SEARCH_TERM_MAX_LENGTH } from "../../core/text/search-term";
import { ACTION_FORM_MESSAGES } from "../../app/storefront/forms/action-form.server";

/**
 * Requests no page of ours makes, sent to the production server as an attacker or a careless client
 * would: odd methods, HEAD, bodies that are not forms, NUL characters and huge terms in the search.
 * None of them is a 500 or a stack trace. A server of its own (own port and PGlite data), so its log
 * can be read: at LOG_LEVEL=warn a healthy server prints nothing, and none of these requests may
 * change that.
 */

const DATA_DIR = `.tmp/e2e-request-edges-${process.pid}`;
let server: SpawnedServer;
let quietLog = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await spawnServer({ env: { DATA_DIR: seededDataDir(DATA_DIR) } });
  quietLog = server.output();
});

test.afterAll(async () => {
  closeRawAgents();
  await server?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/**
 * Nothing worse than a refusal was written to the server's log since it started: a refused request
 * is one warn line (level 40) without a stack, never an error.
 */
function expectNothingLogged() {
  const lines = server.output().slice(quietLog.length).split("\n").filter(Boolean);
  for (const line of lines) {
    const entry = JSON.parse(line) as { level?: number; msg?: string; stack?: unknown; err?: unknown };
    expect(entry, line).toMatchObject({ level: 40 });
    expect(entry.msg, line).toMatch(/^request refused: /);
    expect(line, line).not.toMatch(/"stack"|"err"/);
  }
}

const send = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: "manual", ...init });

/** The longest run of `ch` in `text`. */
const longestRun = (text: string, ch: string) => Math.max(0, ...[...text.matchAll(new RegExp(`${ch}+`, "g"))].map((m) => m[0].length));

test("a search for a NUL character is the site's 'Nothing matched' page, not a failure", async ({ page }) => {
  for (const term of ["%00", "%25%00", "milk%00", "%00%00%00"]) {
    const res = await send(`/?s=${term}`);
    expect(res.status, term).toBe(200);
    expect(res.headers.get("content-type"), term).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html, term).toContain("Nothing matched your search.");
    expect(html, term).toContain('class="site-footer');
  }
  await page.goto(`${server.url}/?s=%25%00`);
  await expect(page.getByRole("heading", { level: 1, name: /^Search results for/ })).toBeVisible();
  await expect(page.getByText("Nothing matched your search.")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  expectNothingLogged();
});

test("a 15,000-character search term is cut to the limit: the page stays small, in the cache too", async ({ page }) => {
  const long = "a".repeat(15_000);
  for (const search of ["/?s=", "/store/store-locator?q="]) {
    const small = await (await send(`${search}a`)).text();
    const first = await send(search + long);
    const second = await send(search + long);
    expect(first.status, search).toBe(200);
    expect(second.headers.get("x-aisle-cache"), search).toBe("HIT");
    for (const html of [await first.text(), await second.text()]) {
      expect(longestRun(html, "a"), search).toBe(SEARCH_TERM_MAX_LENGTH);
      // The term shows in a few places (title, heading, search box, page data): each at most the limit.
      expect(html.length, search).toBeLessThan(small.length + 10 * SEARCH_TERM_MAX_LENGTH);
    }
  }
  await page.goto(`${server.url}/?s=${long}`);
  await expect(page.getByRole("heading", { level: 1, name: `Search results for “${"a".repeat(SEARCH_TERM_MAX_LENGTH)}”` })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("a".repeat(SEARCH_TERM_MAX_LENGTH));
  expectNothingLogged();
});

test.describe("page actions", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const urlencoded = { "content-type": "application/x-www-form-urlencoded" };
  const goodMessage = { store_id: "1001", name: "Robin", email: "robin@example.com", message: "Do you stock rye flour?" };

  test("a body that is not a form is 415, a broken one 400, a file 400; the contact page says so", async () => {
    const multipartFile = new FormData();
    multipartFile.append("store_id", "1001");
    multipartFile.append("name", "Robin");
    multipartFile.append("message", new File(["hello"], "note.txt", { type: "text/plain" }));
    const cases: [string, RequestInit, number, string][] = [
      ["no body", { method: "POST" }, 415, ACTION_FORM_MESSAGES.unreadable],
      [
        "JSON",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(goodMessage) },
        415,
        ACTION_FORM_MESSAGES.unreadable,
      ],
      [
        "plain text",
        { method: "POST", headers: { "content-type": "text/plain" }, body: form(goodMessage) },
        415,
        ACTION_FORM_MESSAGES.unreadable,
      ],
      [
        "broken multipart",
        { method: "POST", headers: { "content-type": "multipart/form-data; boundary=xx" }, body: "garbage" },
        400,
        ACTION_FORM_MESSAGES.unreadable,
      ],
      ["a file for the message", { method: "POST", body: multipartFile }, 400, ACTION_FORM_MESSAGES.file],
    ];
    for (const [label, init, status, message] of cases) {
      const res = await send("/contact", init);
      expect(res.status, label).toBe(status);
      const html = await res.text();
      expect(html, label).toContain(`role="alert">${message.replaceAll("'", "&#x27;")}</p>`);
      expect(html, label).toContain('name="message"');
      expect(html, label).not.toContain("[object File]");
    }
    // What could be read of the form with the file is kept.
    const kept = await (await send("/contact", { method: "POST", body: multipartFile })).text();
    expect(kept).toContain('value="Robin"');

    for (const [label, init, status] of cases) expect((await send("/store/select", init)).status, `store select: ${label}`).toBe(status);
    expectNothingLogged();
  });

  test("PUT, PATCH and DELETE are 405 with Allow and store nothing; POST still stores", async () => {
    const apiMessage = async () => {
      const res = await send("/api/forms/v1/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...goodMessage, store_id: 1001 }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const before = await apiMessage();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const path of ["/contact", "/store/select"]) {
        const res = await send(path, { method, headers: urlencoded, body: form(goodMessage) });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD, POST");
      }
    }
    // Message ids are consecutive: nothing was stored in between.
    expect(await apiMessage()).toBe(before + 1);
    const posted = await send("/contact", { method: "POST", headers: urlencoded, body: form(goodMessage) });
    expect(posted.status).toBe(200);
    expect(/reference #(?:<!-- -->)?(\d+)/.exec(await posted.text())?.[1]).toBe(String(before + 2));
    expectNothingLogged();
  });
});

test("OPTIONS, TRACE, PROPFIND and other methods are 405 with Allow on pages, files and assets, and log nothing", async () => {
  const home = await (await send("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  const raw = (method: string, path: string, body?: string) =>
    rawSend(server.url, { method, path, body, headers: body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" } });

  for (const method of ["OPTIONS", "TRACE", "PROPFIND", "PUT", "DELETE", "MKCOL"]) {
    for (const path of ["/", "/about-us", "/contact", "/stores/columbus-short-north", "/no-such-page"]) {
      const res = await raw(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers["allow"], `${method} ${path}`).toBe("GET, HEAD, POST");
      expect(res.text, `${method} ${path}`).not.toContain("Something went wrong");
    }
    for (const path of ["/robots.txt", "/favicon.svg", asset!]) {
      const res = await raw(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers["allow"], `${method} ${path}`).toBe("GET, HEAD");
      expect(res.text, `${method} ${path}`).not.toContain("Disallow");
    }
  }
  // POST to a static file, or to a page that takes no form: 405, saying what it takes.
  for (const path of ["/robots.txt", asset!, "/about-us", "/stores"]) {
    const res = await raw("POST", path, "a=1");
    expect(res.status, `POST ${path}`).toBe(405);
    expect(res.headers["allow"], `POST ${path}`).toBe("GET, HEAD");
  }
  // The API answers its own methods, in the error format.
  for (const method of ["OPTIONS", "TRACE", "PROPFIND"]) {
    const res = await raw(method, "/api/shop/v1/stores");
    expect(res.status, method).toBe(404);
    expect(res.json, method).toMatchObject({ code: "not_found", data: { status: 404 } });
  }
  expectNothingLogged();
});

test("HEAD answers with the GET's headers and no body, from the page cache too", async () => {
  const SAME = [
    "content-type",
    "cache-control",
    "vary",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
  ];
  const withoutNonce = (csp: string | null) => (csp ?? "").replace(/'nonce-[^']+'/, "'nonce-N'");

  const compare = (head: Response, get: Response, label: string) => {
    expect(head.status, label).toBe(get.status);
    for (const name of SAME) expect(head.headers.get(name), `${label}: ${name}`).toBe(get.headers.get(name));
    expect(head.headers.get("content-type"), label).toBe("text/html; charset=utf-8");
    expect(head.headers.get("cache-control"), label).toBeTruthy();
    expect(head.headers.get("vary"), label).toMatch(/Cookie/);
    expect(withoutNonce(head.headers.get("content-security-policy")), label).toBe(withoutNonce(get.headers.get("content-security-policy")));
    expect(head.headers.get("content-security-policy"), label).toMatch(/'nonce-[^']+'/);
  };

  // A page not yet cached: the HEAD is rendered as the GET and fills the cache.
  const path = "/stores?head-check=1";
  const head = await send(path, { method: "HEAD" });
  expect(head.headers.get("x-aisle-cache")).toBe("MISS");
  expect(await head.text()).toBe("");
  const get = await send(path);
  expect(get.headers.get("x-aisle-cache")).toBe("HIT");
  expect((await get.text()).length).toBeGreaterThan(1000);
  compare(head, get, "uncached");

  // A cached page: a hit with the GET's headers, its length among them.
  const hit = await send(path, { method: "HEAD" });
  expect(hit.headers.get("x-aisle-cache")).toBe("HIT");
  expect(hit.headers.get("content-length")).toBe(get.headers.get("content-length"));
  expect(await hit.text()).toBe("");
  compare(hit, get, "cached");

  // A signed-in shopper is never served from the cache: the HEAD is rendered for them too.
  const shopper = await login(server.url, DEMO.shopper.email, DEMO.shopper.password);
  const signedHead = await send("/", { method: "HEAD", headers: { cookie: shopper.cookie } });
  const signedGet = await send("/", { headers: { cookie: shopper.cookie } });
  expect(signedHead.headers.get("x-aisle-cache")).toBe("BYPASS");
  expect(await signedHead.text()).toBe("");
  compare(signedHead, signedGet, "signed in");
  expectNothingLogged();
});
