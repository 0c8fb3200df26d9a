/**
 * Signed-in shoppers' own pages kept per shopper (decision 0078), and cart visitors' per cart (decision
 * 0099), over the site's real pages and a real database: every answer is the page a server over the
 * same services without the cache gives the same visitor (the CSP nonce and checkout's
 * Idempotency-Key aside), a change shows on the very next request, and no one is ever answered from
 * another's entry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { startTestServer, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { builtPages } from "../test/built-pages";
import { anonymousCart, as, COLUMBUS, newShopper, putLine, sold } from "../test/cart-support";
import { jsonFetch } from "../test/http";
import { SESSION_COOKIE } from "../services/auth";

let t: TestServer;
let off: ServedApp;

beforeAll(async () => {
  const { pages, rendering } = await builtPages();
  // The caches' clock stands still: a kept page lives 10 s, longer than a round on a busy machine.
  const clock = Date.now();
  t = await startTestServer({ app: { pages, rendering, pageCache: { now: () => clock } } });
  off = await serveApp(createApp({ services: t.services, pages, rendering, pageCache: false }));
}, 300_000);

afterAll(async () => {
  await off?.close();
  await t?.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

async function get(base: string, path: string, who: { cookie: string }) {
  const res = await fetch(base + path, {
    headers: { cookie: `${who.cookie}; store_id=${COLUMBUS}`, "accept-encoding": "gzip" },
    redirect: "manual",
  });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  const keys = [...new Set(html.match(UUID) ?? [])];
  const same = (nonce ? html.split(nonce).join("{csp-nonce}") : html).replace(UUID, "{uuid}").split(base).join("{origin}");
  return { status: res.status, state: res.headers.get("x-aisle-cache"), html: same, raw: html, keys };
}

const PATHS = ["/cart", "/checkout", "/checkout?method=delivery", "/my-account/orders"];
/** A visitor without a session sees their cart, and the checkout asks them to sign in (no slots, nothing but their cart). */
const VISITOR_PATHS = ["/cart", "/checkout"];

/** Asks `path` until this tier keeps it (the first asks learn the address), and returns the last answer. */
async function untilKept(path: string, who: { cookie: string }) {
  for (let i = 0; i < 4; i++) {
    const r = await get(t.url, path, who);
    if (r.state === "OWN-HIT") return r;
  }
  throw new Error(`${path} was never answered from a kept page`);
}

describe("signed-in shoppers' own pages", () => {
  it("answers each shopper their own page, never another's, and kept after the first", { timeout: 240_000 }, async () => {
    const ana = await newShopper(t);
    const bea = await newShopper(t);
    const [p1, p2] = sold(COLUMBUS);
    expect((await putLine(t.url, ana, p1!.id)).status).toBe(200);
    expect((await putLine(t.url, bea, p2!.id)).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) {
        for (const [who, other] of [
          [ana, bea],
          [bea, ana],
        ] as const) {
          const cached = await get(t.url, path, who);
          const alone = await get(off.url, path, who);
          expect(cached.status, path).toBe(200);
          expect(cached.html, `${path} round ${round} (${cached.state})`).toBe(alone.html);
          expect(cached.raw).toContain(who.user.name);
          expect(cached.raw).not.toContain(other.user.name);
          expect(cached.raw).not.toContain(other.nonce);
          if (round === 2) expect(cached.state, path).toBe("OWN-HIT");
        }
      }
    }
  });

  it("gives a kept checkout a new Idempotency-Key on every answer", { timeout: 120_000 }, async () => {
    const cy = await newShopper(t);
    expect((await putLine(t.url, cy, sold(COLUMBUS)[0]!.id)).status).toBe(200);
    const first = await untilKept("/checkout", cy);
    const second = await get(t.url, "/checkout", cy);
    expect(second.state).toBe("OWN-HIT");
    expect(first.keys).toHaveLength(1);
    expect(second.keys).toHaveLength(1);
    expect(second.keys[0]).not.toBe(first.keys[0]);
  });

  it("shows a change to the cart on the very next request", { timeout: 120_000 }, async () => {
    const di = await newShopper(t);
    const [p1, p2] = sold(COLUMBUS);
    expect((await putLine(t.url, di, p1!.id)).status).toBe(200);
    const kept = await untilKept("/cart", di);
    expect(kept.raw).not.toContain(p2!.name);
    expect((await putLine(t.url, di, p2!.id)).status).toBe(200);
    const next = await get(t.url, "/cart", di);
    expect(next.state).not.toBe("OWN-HIT");
    expect(next.raw).toContain(p2!.name);
    expect(next.html).toBe((await get(off.url, "/cart", di)).html);
    // A write through a page's form or any API call of theirs forgets them too.
    await untilKept("/my-account/orders", di);
    expect((await as(t.url, di, "/api/shop/v1/favorites/" + p1!.id, { method: "PUT" })).status).toBe(200);
    expect((await get(t.url, "/my-account/orders", di)).state).not.toBe("OWN-HIT");
  });

  it("forgets every checkout when the slots change, and a shopper's pages only on their own change", { timeout: 120_000 }, async () => {
    const ed = await newShopper(t);
    const fay = await newShopper(t);
    expect((await putLine(t.url, ed, sold(COLUMBUS)[0]!.id)).status).toBe(200);
    expect((await putLine(t.url, fay, sold(COLUMBUS)[0]!.id)).status).toBe(200);
    await untilKept("/checkout", ed);
    await untilKept("/cart", ed);
    await untilKept("/cart", fay);
    await t.services.ownPages.changed("slots");
    expect((await get(t.url, "/checkout", ed)).state).not.toBe("OWN-HIT");
    expect((await get(t.url, "/cart", ed)).state).toBe("OWN-HIT");
    expect((await putLine(t.url, fay, sold(COLUMBUS)[1]!.id)).status).toBe(200);
    expect((await get(t.url, "/cart", ed)).state).toBe("OWN-HIT");
    expect((await get(t.url, "/cart", fay)).state).not.toBe("OWN-HIT");
  });

  it("shows the kept pages' memory in /metrics", async () => {
    const text = await (await fetch(`${t.url}/metrics`)).text();
    // Caches of one name are summed over the apps alive in the process: 24 MiB for each.
    const budget = Number(/aisle_cache_max_bytes\{cache="own-pages"\} (\d+)/.exec(text)?.[1]);
    expect(budget).toBeGreaterThan(0);
    expect(budget % (24 * 1024 * 1024)).toBe(0);
  });
});

/** Products sold by the piece whose names read the same in the HTML and in the page's data, none inside another's. */
function plainProducts(n: number) {
  const out: ReturnType<typeof sold> = [];
  for (const p of sold(COLUMBUS)) {
    if (p.soldByWeight || !/^[A-Za-z0-9 ]+$/.test(p.name)) continue;
    if (out.some((q) => q.name.includes(p.name) || p.name.includes(q.name))) continue;
    out.push(p);
    if (out.length === n) break;
  }
  return out;
}

describe("visitors with a cart, without a session", () => {
  /** A cart visitor's line put through the API with their cookie (no session, no nonce), as the product cards do. */
  const addLine = (who: { cookie: string }, productId: number) =>
    jsonFetch(t.url, `/api/shop/v1/cart/lines/${productId}`, {
      method: "PUT",
      body: { quantity: 1, store_id: COLUMBUS },
      cookie: who.cookie,
    });

  it("answers each cart visitor their own cart and checkout, never another's, kept from the second ask", { timeout: 240_000 }, async () => {
    const [p1, p2, p3] = plainProducts(3);
    const gus = await anonymousCart(t.url, p1!.id);
    const hal = await anonymousCart(t.url, p2!.id);
    // The addresses are known to this tier (learnt from any visitor's render) before the rounds.
    const ivy = await anonymousCart(t.url, p3!.id);
    for (const path of VISITOR_PATHS) await get(t.url, path, ivy);
    for (let round = 0; round < 3; round++) {
      for (const path of VISITOR_PATHS) {
        for (const [who, mine, theirs] of [
          [gus, p1!, p2!],
          [hal, p2!, p1!],
        ] as const) {
          const cached = await get(t.url, path, who);
          const alone = await get(off.url, path, who);
          expect(cached.status, path).toBe(200);
          expect(cached.html, `${path} round ${round} (${cached.state})`).toBe(alone.html);
          expect(cached.raw).toContain(mine.name);
          expect(cached.raw).not.toContain(theirs.name);
          expect(cached.state, `${path} round ${round}`).toBe(round === 0 ? "OWN-MISS" : "OWN-HIT");
        }
      }
    }
  });

  it(
    "shows a line added on the very next request, and one visitor's change leaves the other's page kept",
    { timeout: 120_000 },
    async () => {
      const [p1, p2, p3] = plainProducts(3);
      const jo = await anonymousCart(t.url, p1!.id);
      const kim = await anonymousCart(t.url, p2!.id);
      const kept = await untilKept("/cart", jo);
      await untilKept("/cart", kim);
      expect(kept.raw).not.toContain(p3!.name);
      expect((await addLine(jo, p3!.id)).status).toBe(200);
      const next = await get(t.url, "/cart", jo);
      expect(next.state).not.toBe("OWN-HIT");
      expect(next.raw).toContain(p3!.name);
      expect(next.html).toBe((await get(off.url, "/cart", jo)).html);
      const other = await get(t.url, "/cart", kim);
      expect(other.state).toBe("OWN-HIT");
      expect(other.raw).not.toContain(p3!.name);
      // Any other write they make with their cart cookie forgets their pages too (here a checkout form
      // that needs a session, refused).
      await untilKept("/checkout", jo);
      const posted = await fetch(`${t.url}/checkout`, {
        method: "POST",
        headers: { cookie: jo.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=check_address",
        redirect: "manual",
      });
      await posted.text();
      expect((await get(t.url, "/checkout", jo)).state).not.toBe("OWN-HIT");
      expect((await get(t.url, "/cart", kim)).state).toBe("OWN-HIT");
    },
  );

  it("never answers a visitor whose session cookie names no session from their cart's entry", { timeout: 120_000 }, async () => {
    const lee = await anonymousCart(t.url, plainProducts(1)[0]!.id);
    await untilKept("/cart", lee);
    const stale = { cookie: `${SESSION_COOKIE}=${"x".repeat(43)}; ${lee.cookie}` };
    for (let i = 0; i < 3; i++) expect((await get(t.url, "/cart", stale)).state ?? "").not.toMatch(/^OWN-/);
  });
});
