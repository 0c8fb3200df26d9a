/**
 * Signed-in shoppers' own pages kept per shopper (decision 0078), over the site's real pages and a
 * real database: every answer is the page a server over the same services without the cache gives the
 * same shopper (the CSP nonce and checkout's Idempotency-Key aside), a change shows on the very next
 * request, and no shopper is ever answered from another's entry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { startTestServer, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { builtPages } from "../test/built-pages";
import { as, COLUMBUS, newShopper, putLine, sold } from "../test/cart-support";
import type { LoggedIn } from "../test/http";

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

async function get(base: string, path: string, who: LoggedIn) {
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

/** Asks `path` until this tier keeps it (the first asks learn the address), and returns the last answer. */
async function untilKept(path: string, who: LoggedIn) {
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
    expect(text).toMatch(/aisle_cache_max_bytes\{cache="own-pages"\} 25165824/);
  });
});
