/**
 * The public content endpoints as the server answers them, from its kept answers (server/page-cache/page-cache.ts,
 * a hit written by server/page-cache/fast-hits.ts with its headers prepared once), against the same app with the
 * cache off over the same database: the same status, headers and bytes in each encoding, GET and HEAD, and
 * never an answer older than the content, another store's, or past a scheduled change.
 */
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageHandler } from "../app";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { until } from "../test/spawn-server";
import { STORE_GROUP } from "../db/seed/groups";
import { DEMO_STORE_IDS } from "../db/seed/stores";
import { appRendering } from "#server/test/app-rendering";

const BANNER = (store: number) => `/api/shop/v1/content/site-banner?slug=site-banner&store_id=${store}`;
const NAV = (store: number) => `/api/shop/v1/navigation?store_id=${store}`;

/** The kept answers are on in an app that serves pages: a stand-in that has none. */
const noPages: PageHandler = async () =>
  new Response("<h1>Not here</h1>", { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });

let t: TestServer;
let plain: ServedApp;
let editor: LoggedIn;

beforeAll(async () => {
  t = await startTestServer({ app: { pages: noPages } });
  plain = await serveApp(createApp({ rendering: appRendering, services: t.services, pages: noPages, pageCache: false }));
  editor = await loginAs(t.url, "editor");
});

afterAll(async () => {
  await plain?.close();
  await t?.close();
});

interface Wire {
  status: number;
  /** Names lower-cased, as sent (a repeated name joined with ", "). */
  headers: Map<string, string>;
  /** The body as it came over the wire, still encoded. */
  body: Buffer;
}

/** One request on a connection of its own, the answer kept exactly as sent. */
function send(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Wire> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const h = new Map<string, string>();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          const value = res.rawHeaders[i + 1]!;
          h.set(name, h.has(name) ? `${h.get(name)}, ${value}` : value);
        }
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded(w: Wire): Buffer {
  const encoding = w.headers.get("content-encoding");
  if (encoding === "gzip") return gunzipSync(w.body);
  if (encoding === "br") return brotliDecompressSync(w.body);
  expect(encoding).toBeUndefined();
  return w.body;
}

/** Headers that differ by nature between two answers (the day, the connection, the cache's own word, the nonce) set aside. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "x-aisle-cache", "vary", "content-length", "content-encoding"]);
function comparable(w: Wire): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of w.headers)
    if (!PER_ANSWER.has(name)) out[name] = name === "content-security-policy" ? value.replace(/'nonce-[^']+'/, "'nonce-*'") : value;
  return out;
}

const nonceOf = (w: Wire) => /'nonce-([^']+)'/.exec(w.headers.get("content-security-policy") ?? "")?.[1];

/** A kept answer (asked until it is a hit: the first request of an address fills the entry) and the plain app's, for one address and encoding. */
async function hitAndPlain(path: string, headers: Record<string, string> = {}, method = "GET") {
  await send(t.url, path, headers, method);
  const hit = await send(t.url, path, headers, method);
  const p = await send(plain.url, path, headers, method);
  return { hit, plain: p };
}

/** What a hit must share with the plain answer: status, headers (its Vary names Cookie too, as it always has), decoded bytes. */
function expectSameAnswer(hit: Wire, p: Wire, method = "GET") {
  expect(hit.headers.get("x-aisle-cache")).toBe("HIT");
  expect(p.headers.has("x-aisle-cache")).toBe(false);
  expect(hit.status).toBe(p.status);
  expect(comparable(hit)).toEqual(comparable(p));
  expect(hit.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  expect(p.headers.get("vary")).toBe("Accept-Encoding");
  expect(nonceOf(hit)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  if (method === "HEAD") {
    expect(hit.body.length).toBe(0);
    return;
  }
  expect(Number(hit.headers.get("content-length"))).toBe(hit.body.length);
  expect(decoded(hit).equals(decoded(p))).toBe(true);
}

const addresses = [BANNER(DEMO_STORE_IDS.columbus), NAV(DEMO_STORE_IDS.columbus), NAV(1003), BANNER(DEMO_STORE_IDS.cincinnati)];

describe("a kept content answer is the plain answer", () => {
  it("has the same status, headers and bytes without compression, GET and HEAD", async () => {
    for (const path of addresses) {
      const { hit, plain: p } = await hitAndPlain(path);
      expectSameAnswer(hit, p);
      expect(hit.headers.has("content-encoding")).toBe(false);
      expect(hit.body.equals(p.body)).toBe(true);
      expect(hit.headers.get("content-length")).toBe(p.headers.get("content-length"));

      const head = await hitAndPlain(path, {}, "HEAD");
      expectSameAnswer(head.hit, head.plain, "HEAD");
      // A HEAD announces the GET's length.
      expect(head.hit.headers.get("content-length")).toBe(hit.headers.get("content-length"));
    }
  });

  it("has the same headers and decoded bytes in gzip, and in brotli or gzip where the client takes both", async () => {
    for (const path of addresses) {
      for (const accept of ["gzip", "gzip, deflate, br", "br;q=1, gzip;q=0.5", "identity"]) {
        const { hit, plain: p } = await hitAndPlain(path, { "accept-encoding": accept });
        expectSameAnswer(hit, p);
        const encoding = hit.headers.get("content-encoding");
        // Encoded when the plain answer is (the same threshold); brotli only to a client that takes it.
        expect(encoding !== undefined).toBe(p.headers.has("content-encoding"));
        if (encoding) expect(accept).toContain(encoding);
        const head = await hitAndPlain(path, { "accept-encoding": accept }, "HEAD");
        expectSameAnswer(head.hit, head.plain, "HEAD");
      }
    }
    // The navigation is large enough to be compressed: the prepared gzip form is a valid gzip stream of the same bytes.
    const nav = await hitAndPlain(NAV(DEMO_STORE_IDS.columbus), { "accept-encoding": "gzip" });
    expect(nav.hit.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(nav.hit.body).toString("utf8"))).toEqual(JSON.parse(gunzipSync(nav.plain.body).toString("utf8")));
  });

  it("gives every answer its own nonce, also many at once on one prepared head", async () => {
    await send(t.url, NAV(DEMO_STORE_IDS.columbus));
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => send(t.url, NAV(DEMO_STORE_IDS.columbus), { "accept-encoding": "gzip" })),
    );
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(answers.length);
    for (const a of answers) expect(a.headers.get("x-aisle-cache")).toBe("HIT");
  });

  it("answers a validator as the plain app does: no ETag is given, so If-None-Match gets the whole answer", async () => {
    for (const path of addresses) {
      const validator = { "if-none-match": '"anything", *', "accept-encoding": "gzip" };
      const { hit, plain: p } = await hitAndPlain(path, validator);
      expectSameAnswer(hit, p);
      expect(hit.status).toBe(200);
      expect(hit.headers.has("etag")).toBe(false);
      expect(p.headers.has("etag")).toBe(false);
    }
  });

  it("behind a trusted proxy carries HSTS over https only, as the plain app does, from one kept entry", async () => {
    const proxied = await serveApp(createApp({ rendering: appRendering, services: t.services, pages: noPages, trustProxy: true }));
    const proxiedPlain = await serveApp(
      createApp({ rendering: appRendering, services: t.services, pages: noPages, trustProxy: true, pageCache: false }),
    );
    try {
      const path = NAV(DEMO_STORE_IDS.columbus);
      for (const proto of ["https", "http", "https"]) {
        const headers = { "x-forwarded-proto": proto, "accept-encoding": "gzip" };
        await send(proxied.url, path, headers);
        const hit = await send(proxied.url, path, headers);
        const p = await send(proxiedPlain.url, path, headers);
        expectSameAnswer(hit, p);
        expect(hit.headers.has("strict-transport-security")).toBe(proto === "https");
      }
    } finally {
      await proxied.close();
      await proxiedPlain.close();
    }
  });

  it("leaves bad input to the app: the same error answer, never kept", async () => {
    for (const path of [
      "/api/shop/v1/content/site-banner?store_id=1001",
      "/api/shop/v1/navigation?store_id=abc",
      "/api/shop/v1/navigation",
    ]) {
      await send(t.url, path);
      const again = await send(t.url, path);
      const p = await send(plain.url, path);
      expect(again.status).toBe(400);
      expect(again.headers.has("x-aisle-cache")).toBe(false);
      expect(again.status).toBe(p.status);
      expect(comparable(again)).toEqual(comparable(p));
      expect(again.body.equals(p.body)).toBe(true);
    }
  });
});

describe("a kept content answer never outlives what it shows", () => {
  it("shows a banner edit and a menu edit on the very next answer, the same as the plain app's", async () => {
    const store = DEMO_STORE_IDS.columbus;
    const before = await hitAndPlain(BANNER(store));
    const created = await jsonFetch(t.url, "/api/admin/v1/content-items", {
      method: "POST",
      body: {
        kind: "site-banner",
        slug: "site-banner",
        title: "Kept answers",
        store_ids: [store],
        priority: 1000,
        html: "<p>Fresh from the oven today</p>",
      },
      ...editor,
    });
    expect(created.status, created.text).toBe(201);
    const after = await send(t.url, BANNER(store));
    expect(after.headers.get("x-aisle-cache")).toBe("MISS");
    expect(after.body.toString()).toContain("Fresh from the oven today");
    expect(before.hit.body.toString()).not.toContain("Fresh from the oven today");
    const now = await hitAndPlain(BANNER(store));
    expectSameAnswer(now.hit, now.plain);
    expect(now.hit.body.equals(after.body)).toBe(true);

    expect((await jsonFetch(t.url, `/api/admin/v1/content-items/${created.body.id}`, { method: "DELETE", ...editor })).status).toBe(204);
    expect((await send(t.url, BANNER(store))).body.equals(before.hit.body)).toBe(true);

    const menu = `/api/admin/v1/navigation/${STORE_GROUP.ohioValley}/shop`;
    const tree = (await jsonFetch(t.url, menu, editor)).body.tree as unknown[];
    const navBefore = await hitAndPlain(NAV(store), { "accept-encoding": "gzip" });
    const put = await jsonFetch(t.url, menu, {
      method: "PUT",
      body: { tree: [...tree, { id: 9100, title: "Kept Answer Picks", url: "/shop/kept-answer-picks", children: [] }] },
      ...editor,
    });
    expect(put.status, put.text).toBe(200);
    const navAfter = await hitAndPlain(NAV(store), { "accept-encoding": "gzip" });
    expectSameAnswer(navAfter.hit, navAfter.plain);
    expect(gunzipSync(navAfter.hit.body).toString()).toContain("Kept Answer Picks");
    expect(gunzipSync(navBefore.hit.body).toString()).not.toContain("Kept Answer Picks");
  });

  it("keeps each store's answer apart: another store never gets it", async () => {
    for (const [a, b] of [
      [BANNER(DEMO_STORE_IDS.columbus), BANNER(DEMO_STORE_IDS.cincinnati)],
      [NAV(DEMO_STORE_IDS.columbus), NAV(DEMO_STORE_IDS.columbusCatering)],
    ] as const) {
      const first = await hitAndPlain(a, { "accept-encoding": "gzip" });
      const second = await hitAndPlain(b, { "accept-encoding": "gzip" });
      expectSameAnswer(first.hit, first.plain);
      expectSameAnswer(second.hit, second.plain);
      expect(decoded(first.hit).equals(decoded(second.hit))).toBe(false);
    }
  });

  it("gives way to a scheduled banner the moment it starts, not when the kept answer would have expired", async () => {
    const store = DEMO_STORE_IDS.columbus;
    const startsAt = Date.now() + 1500;
    const created = await jsonFetch(t.url, "/api/admin/v1/content-items", {
      method: "POST",
      body: {
        kind: "site-banner",
        slug: "site-banner",
        title: "Scheduled",
        store_ids: [store],
        priority: 1000,
        starts_at: new Date(startsAt).toISOString(),
        html: "<p>Starts in a moment</p>",
      },
      ...editor,
    });
    expect(created.status, created.text).toBe(201);
    const early = await hitAndPlain(BANNER(store));
    expect(early.hit.body.toString()).not.toContain("Starts in a moment");
    const shown = await until(
      "the scheduled banner",
      async () => {
        const w = await send(t.url, BANNER(store));
        return w.body.toString().includes("Starts in a moment") ? { w, at: Date.now() } : undefined;
      },
      10_000,
    );
    expect(shown.at).toBeGreaterThanOrEqual(startsAt);
    const now = await hitAndPlain(BANNER(store));
    expectSameAnswer(now.hit, now.plain);
    expect(now.hit.body.toString()).toContain("Starts in a moment");
    expect((await jsonFetch(t.url, `/api/admin/v1/content-items/${created.body.id}`, { method: "DELETE", ...editor })).status).toBe(204);
  });
});
