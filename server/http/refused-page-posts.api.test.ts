/**
 * Page forms (React Router actions) and the requests no form of ours sends. A return path (`back`)
 * is read before the action does anything: one that is not a page of this site (a character a
 * Location header cannot carry, another site's address) counts as none and the action answers on
 * its own page, having done its work once. The admin's sign-in answers a body that is not a form
 * with 415 and a broken one with 400. Another site's page posting a form is refused with 400. Each
 * refusal is one warn-level line without a stack, never an error; and there are at most ten lines
 * per kind a minute, however many requests come.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { DEMO, loginAs, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { builtPages, type BuiltPages } from "../test/built-pages";
import { cookieFrom } from "../test/http";
import { buildProducts, demoCarried, demoInStock } from "../db/seed/catalog/catalog";
import { REFUSAL_LOG_DEFAULTS } from "../services/refusal-log";

let site: BuiltPages;
let t: TestServer;
let shopper: LoggedIn;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site } });
  shopper = await loginAs(t.url, "shopper");
});
afterAll(async () => {
  await t?.close();
});

/** Every line the server logs at warn level and above while a test runs. */
let warn: MockInstance;
let error: MockInstance;
let fatal: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(t.services.logger, "warn");
  error = vi.spyOn(t.services.logger, "error");
  fatal = vi.spyOn(t.services.logger, "fatal");
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The warn lines of one kind of refusal (the minute's summary aside); each a plain line, no error object or stack. */
function refusalLines(kind: string) {
  const lines = warn.mock.calls.filter(([fields]) => {
    const f = fields as { refused?: string; skipped?: number };
    return f.refused === kind && f.skipped === undefined;
  });
  for (const [fields, message] of lines) {
    expect(typeof message).toBe("string");
    expect(JSON.stringify(fields)).not.toMatch(/"(err|error|stack)"|\n\s+at /);
  }
  return lines;
}
const expectNoErrorLogged = () => {
  expect(error).not.toHaveBeenCalled();
  expect(fatal).not.toHaveBeenCalled();
};

const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, 1001) && demoInStock(p.id, 1001))!;

function post(path: string, body: URLSearchParams | string | undefined, headers: Record<string, string> = {}) {
  const type: Record<string, string> = body instanceof URLSearchParams ? { "content-type": "application/x-www-form-urlencoded" } : {};
  return fetch(t.url + path, {
    method: "POST",
    headers: { origin: t.url, cookie: "store_id=1001", ...type, ...headers },
    body,
    redirect: "manual",
  });
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("a return path that is not a page of this site", () => {
  const BAD = ["/\u0100", "/caf\u00e9", "//evil.example/x", "https://evil.example/"];

  it.each(BAD)("site banner Dismiss with back=%j: the cookie is set and the visitor goes home", async (back) => {
    const res = await post("/site-banner/dismiss", form({ key: "0123abcd", back }));
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/=0123abcd/);
    expect(refusalLines("return-path")).toHaveLength(1);
    expectNoErrorLogged();
  });

  it("app banner Close with a bad return path goes home", async () => {
    const res = await post("/app-banner/close", form({ back: BAD[0]! }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie()).toHaveLength(1);
    expectNoErrorLogged();
  });

  it.each(BAD)("store selection with back=%j: the store is chosen, answered on the page itself", async (back) => {
    const res = await post("/store/select", form({ store_id: "1003", back }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("store_id="))).toMatch(/^store_id=1003;/);
    expect(await res.text()).toContain("is now your store");
    expect(refusalLines("return-path")).toHaveLength(1);
    expectNoErrorLogged();
  });

  it("the cart adds the product once and answers on the cart page", async () => {
    const res = await post("/cart", form({ intent: "add", product_id: String(PRODUCT.id), quantity: "2", back: BAD[0]! }));
    expect(res.status, await res.clone().text()).toBe(200);
    const cart = await fetch(`${t.url}/api/shop/v1/cart`, { headers: { cookie: `store_id=1001; ${cookieFrom(res)}` } });
    expect((await cart.json()).lines).toEqual([expect.objectContaining({ product_id: PRODUCT.id, quantity: 2 })]);
    expectNoErrorLogged();
  });

  it("a shopper's new list is made once and opened", async () => {
    const name = `Picnic ${Date.now().toString(36)}`;
    const res = await post("/shop/lists", form({ intent: "create", name, nonce: shopper.nonce, back: BAD[0]! }), {
      cookie: `store_id=1001; ${shopper.cookie}`,
    });
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/shop\/lists\/\d+$/);
    const lists = await t.services.shopperLists.lists(shopper.user.id);
    expect(lists.filter((l) => l.name === name)).toHaveLength(1);
    expectNoErrorLogged();
  });

  it("a favourite is kept and answered on the favourites page", async () => {
    const res = await post(
      "/shop/favorites",
      form({ product_id: String(PRODUCT.id), favorite: "on", nonce: shopper.nonce, back: BAD[0]! }),
      { cookie: `store_id=1001; ${shopper.cookie}` },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expectNoErrorLogged();
  });

  it("the weekly ad's Add to list adds one and answers on the weekly ad", async () => {
    const res = await post("/weekly-ad", form({ product_id: String(PRODUCT.id), nonce: shopper.nonce, back: BAD[0]! }), {
      cookie: `store_id=1001; ${shopper.cookie}`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expectNoErrorLogged();
  });

  it("signing in goes to the account page", async () => {
    const res = await post(
      "/my-account",
      form({ intent: "sign-in", email: DEMO.shopper.email, password: DEMO.shopper.password, back: BAD[0]! }),
    );
    expect(res.status, await res.clone().text()).toBe(302);
    expect(res.headers.get("location")).toBe("/my-account");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="))).toBeTruthy();
    expectNoErrorLogged();
  });

  it("a good return path is still followed", async () => {
    const res = await post("/store/select", form({ store_id: "1003", back: "/stores?q=Dayton" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/stores?q=Dayton");
    expect(refusalLines("return-path")).toHaveLength(0);
  });
});

describe("the admin's sign-in with a body no form sends", () => {
  it.each([
    ["text", "email=a@b.c", { "content-type": "text/plain" }, 415],
    ["JSON", JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }), { "content-type": "application/json" }, 415],
    ["nothing", undefined, {}, 415],
    [
      "a broken multipart body",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
      { "content-type": "multipart/form-data; boundary=x" },
      400,
    ],
    ["multipart without a boundary", "email=a", { "content-type": "multipart/form-data" }, 400],
  ] as const)("%s: refused, said on the page, one warn line", async (_what, body, headers, status) => {
    const res = await post("/admin/sign-in", body, headers);
    expect(res.status).toBe(status);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="))).toBeUndefined();
    expect(refusalLines("form-body")).toHaveLength(1);
    expectNoErrorLogged();
  });

  it("the form itself still signs in", async () => {
    const res = await post("/admin/sign-in", form({ email: DEMO.admin.email, password: DEMO.admin.password, return_to: "/admin" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });
});

describe("another site's page posting a form", () => {
  it.each(["https://evil.example", "null", "not a url", "http://127.0.0.1:1"])(
    "Origin %j: 400, nothing done, one warn line",
    async (origin) => {
      const res = await post("/store/select", form({ store_id: "1003" }), { origin });
      expect(res.status).toBe(400);
      expect(res.headers.getSetCookie().find((c) => c.startsWith("store_id="))).toBeUndefined();
      expect(refusalLines("cross-site-form")).toHaveLength(1);
      expectNoErrorLogged();
    },
  );

  it(`a flood is at most ${REFUSAL_LOG_DEFAULTS.perWindow} lines a minute`, async () => {
    for (let i = 0; i < REFUSAL_LOG_DEFAULTS.perWindow + 15; i++) {
      const res = await post("/my-account", form({ intent: "sign-in", email: "a@b.c", password: "x" }), { origin: "https://evil.example" });
      expect(res.status).toBe(400);
    }
    expect(refusalLines("cross-site-form").length).toBeLessThanOrEqual(REFUSAL_LOG_DEFAULTS.perWindow);
    expectNoErrorLogged();
  });
});
