import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, AuthState } from "../http/env";
import type { OwnPageChange } from "../services/own-page-changes";
import { cartOwnerKey } from "../services/cart";
import { cartOwnerOf } from "#app/cart/cart-owner.server";
import { createOwnPages } from "./own-pages";
import type { OwnRenderInfo } from "./shared-render";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA";

/** A cart cookie's token for visitor `n`. */
const cartToken = (n: number) => `cart${String(n).padStart(28, "0")}`;

/**
 * An app answering every shopper's GET (`x-user`) and every cart visitor's (`x-cart`: a cart cookie,
 * no session) from the own-pages tier over a render of `page(path, owner)`.
 */
function setUp(o: { maxBytes?: number; page?: (path: string, user: number | string, nonce: string, key: string) => string } = {}) {
  const listeners: ((c: OwnPageChange) => void)[] = [];
  let renders = 0;
  let nonces = 0;
  const page = o.page ?? ((path, user, nonce, key) => `<p>${path} of ${user}</p><script nonce="${nonce}"></script><i>${key}</i>`);
  const render = async (c: Context<AppEnv>) => {
    renders++;
    const key = crypto.randomUUID();
    const info: OwnRenderInfo = { fresh: [key], slots: c.req.path === "/checkout" };
    const owner = c.get("auth").user?.id ?? `cart ${c.req.header("x-cart")}`;
    const html = page(c.req.path, owner, c.get("cspNonce"), key);
    return { res: new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }), own: info };
  };
  const own = createOwnPages({
    version: () => 1,
    apiNonce: (session) => `api-${session}`,
    cartOwnerOf,
    subscribe: (fn) => {
      listeners.push(fn);
      return () => {};
    },
    maxBytes: o.maxBytes,
    render: (c) => render(c),
  });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const user = Number(c.req.header("x-user"));
    c.set("cspNonce", `${NONCE.slice(0, 18)}${String(++nonces).padStart(4, "0")}`);
    c.set(
      "auth",
      c.req.header("x-cart")
        ? { session: null, user: null, token: undefined }
        : ({
            session: { sessionId: `s${user}` },
            user: { id: user, name: `Shopper ${user}`, roles: ["shopper"] },
            token: "t",
          } as unknown as AuthState),
    );
    await next();
  });
  app.get("*", async (c) => {
    const res = await own.handle(c);
    if (res) return res;
    const r = await render(c);
    own.learn(c, r.own);
    return r.res;
  });
  const ask = async (path: string, user: number) => {
    const res = await app.request(path, { headers: { "x-user": String(user) } });
    return { state: res.headers.get("x-aisle-cache"), html: await res.text() };
  };
  const askAsVisitor = async (path: string, visitor: number) => {
    const res = await app.request(path, { headers: { "x-cart": String(visitor), cookie: `aisle_cart=${cartToken(visitor)}` } });
    return { state: res.headers.get("x-aisle-cache"), html: await res.text() };
  };
  return { own, ask, askAsVisitor, tell: (c: OwnPageChange) => listeners.forEach((fn) => fn(c)), renders: () => renders };
}

describe("own pages", () => {
  it("keeps each shopper's page for them alone, with a fresh nonce and key per answer", async () => {
    const s = setUp();
    await s.ask("/cart", 1);
    expect((await s.ask("/cart", 1)).state).toBe("OWN-MISS");
    const a = await s.ask("/cart", 1);
    const b = await s.ask("/cart", 1);
    expect(a.state).toBe("OWN-HIT");
    expect(a.html).toMatch(/^<p>\/cart of 1<\/p>/);
    expect(a.html).not.toBe(b.html);
    const other = await s.ask("/cart", 2);
    expect(other.state).toBe("OWN-MISS");
    expect(other.html).toContain("of 2");
  });

  it("forgets a shopper's pages on their change, checkouts on a slot change, everything on *", async () => {
    const s = setUp();
    for (const u of [1, 2]) for (const p of ["/cart", "/checkout"]) for (let i = 0; i < 3; i++) await s.ask(p, u);
    s.tell("u:1");
    expect((await s.ask("/cart", 1)).state).toBe("OWN-MISS");
    expect((await s.ask("/cart", 2)).state).toBe("OWN-HIT");
    s.tell("slots");
    expect((await s.ask("/checkout", 2)).state).toBe("OWN-MISS");
    expect((await s.ask("/cart", 2)).state).toBe("OWN-HIT");
    s.tell("*");
    expect((await s.ask("/cart", 2)).state).toBe("OWN-MISS");
  });

  it("keeps a cart visitor's page for their cart alone, forgotten on their cart's change only", async () => {
    const s = setUp();
    await s.askAsVisitor("/cart", 1);
    expect((await s.askAsVisitor("/cart", 1)).state).toBe("OWN-MISS");
    const a = await s.askAsVisitor("/cart", 1);
    expect(a.state).toBe("OWN-HIT");
    expect(a.html).toMatch(/^<p>\/cart of cart 1<\/p>/);
    expect((await s.askAsVisitor("/cart", 2)).state).toBe("OWN-MISS");
    expect((await s.askAsVisitor("/cart", 2)).state).toBe("OWN-HIT");
    // A shopper's change is not a visitor's, whatever the numbers.
    s.tell("u:1");
    expect((await s.askAsVisitor("/cart", 1)).state).toBe("OWN-HIT");
    s.tell(cartOwnerKey(cartOwnerOf(`aisle_cart=${cartToken(1)}`, null)!) as `t:${string}`);
    expect((await s.askAsVisitor("/cart", 1)).state).toBe("OWN-MISS");
    expect((await s.askAsVisitor("/cart", 2)).state).toBe("OWN-HIT");
  });

  it("holds its byte budget when filled past it", async () => {
    const s = setUp({ maxBytes: 64 * 1024, page: (path, user, nonce, key) => `${"x".repeat(4000)}${path}${user}${nonce}${key}` });
    for (let u = 1; u <= 60; u++) for (let i = 0; i < 2; i++) await s.ask("/cart", u);
    const counts = s.own.stats();
    expect(counts.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(counts.evictions).toBeGreaterThan(0);
    expect(counts.entries).toBeLessThan(60);
  });
});
