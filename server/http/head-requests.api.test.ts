/**
 * A HEAD is answered with exactly the headers its GET gets, and no body: the security headers,
 * Content-Length and Content-Encoding (for the same Accept-Encoding), Vary, the cache headers and the
 * page cache's state, on health, API, page and file answers, from the app and from the cache's hits
 * answered before it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { builtPages, type BuiltPages } from "../test/built-pages";
import { buildProducts, demoCarried, demoInStock } from "../db/seed/catalog/catalog";

let site: BuiltPages;
let t: TestServer;
let clientDir: string;

const ASSET = "/assets/entry-3f9a1c.js";
const SCRIPT = `export function greet(name) {\n  return "Fresh berries for " + name;\n}\n`.repeat(60);

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "aisle-head-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, ASSET), SCRIPT);
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  site = await builtPages();
  t = await startTestServer({ app: { ...site, clientDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** What a GET and its HEAD must share: every header but the date and the connection's, the nonce masked. */
function comparable(res: Response, ...leaveOut: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (["date", "connection", "keep-alive", ...leaveOut].includes(name)) return;
    out[name] = name === "content-security-policy" ? value.replace(/'nonce-[^']+'/, "'nonce-N'") : value;
  });
  return out;
}

const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, 1001) && demoInStock(p.id, 1001))!;
/** No compression, gzip, and what Chromium sends (brotli first). */
const ENCODINGS = ["identity", "gzip", "gzip, deflate, br, zstd"];
const cacheState = (res: Response) => res.headers.get("x-aisle-cache");

const get = async (path: string, headers: Record<string, string>) => {
  const res = await fetch(t.url + path, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return res;
};
const head = async (path: string, headers: Record<string, string>) => {
  const res = await fetch(t.url + path, { method: "HEAD", headers, redirect: "manual" });
  expect(Buffer.from(await res.arrayBuffer()).length, `HEAD ${path}`).toBe(0);
  return res;
};

/** GET `path`, then HEAD it: the same status and headers, and the HEAD without a body. */
async function expectHeadLikeGet(path: string, headers: Record<string, string>, label: string) {
  const g = await get(path, headers);
  const h = await head(path, headers);
  expect(h.status, label).toBe(g.status);
  expect(comparable(h), label).toEqual(comparable(g));
  return h;
}

/**
 * A kept answer (page cache): a HEAD that misses fills the entry, and the GET after it is a hit from
 * that entry with the same headers but the cache state; then a GET and a HEAD that both hit agree
 * in every header.
 */
async function expectKeptHeadLikeGet(path: string, headers: Record<string, string>, label: string) {
  const missed = await head(path, headers);
  const hit = await get(path, headers);
  expect([cacheState(missed), cacheState(hit)], label).toEqual(["MISS", "HIT"]);
  expect(comparable(missed, "x-aisle-cache"), label).toEqual(comparable(hit, "x-aisle-cache"));
  const h = await expectHeadLikeGet(path, headers, label);
  expect(cacheState(h), label).toBe("HIT");
  return h;
}

describe("HEAD answers carry their GET's headers", () => {
  it.each(ENCODINGS)("health, readiness and an unknown address (Accept-Encoding: %s)", async (encoding) => {
    for (const path of ["/healthz", "/readyz", "/api/nothing/here"]) {
      const h = await expectHeadLikeGet(path, { "accept-encoding": encoding }, `${path} ${encoding}`);
      expect(h.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.headers.get("content-security-policy"), path).toContain("default-src 'self'");
      expect(h.headers.get("content-length"), path).toMatch(/^\d+$/);
    }
    // Counted as what they were.
    expect(await (await fetch(`${t.url}/metrics`)).text()).toMatch(
      /aisle_http_requests_total\{kind="ops",method="HEAD",status="200"\} [1-9]/,
    );
  });

  it.each(ENCODINGS)("an API answer made for each request, compressed when asked (Accept-Encoding: %s)", async (encoding) => {
    const h = await expectHeadLikeGet("/api/shop/v1/products?store_id=1001&per_page=24", { "accept-encoding": encoding }, encoding);
    expect(h.headers.get("content-encoding")).toBe(encoding === "identity" ? null : "gzip");
    expect(Number(h.headers.get("content-length"))).toBeGreaterThan(1024);
    expect(h.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["identity", "gzip"])("a kept API answer, missed then hit (Accept-Encoding: %s)", async (encoding) => {
    const h = await expectKeptHeadLikeGet(`/api/shop/v1/stores?head=${encoding}`, { "accept-encoding": encoding }, encoding);
    expect(h.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
    expect(h.headers.get("content-length")).toMatch(/^\d+$/);
  });

  it.each(["identity", "gzip"])("a page, missed then hit in the page cache (Accept-Encoding: %s)", async (encoding) => {
    const h = await expectKeptHeadLikeGet(
      `/shop/products/${PRODUCT.slug}?head=${encoding}`,
      { cookie: "store_id=1001", "accept-encoding": encoding },
      encoding,
    );
    expect(h.headers.get("content-type")).toMatch(/^text\/html/);
    expect(h.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
    expect(h.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(Number(h.headers.get("content-length"))).toBeGreaterThan(1024);
  });

  it("a kept page and API answer in brotli, once the entry has it", async () => {
    const headers = { cookie: "store_id=1001", "accept-encoding": "gzip, deflate, br, zstd" };
    for (const path of ["/?head=br", "/api/shop/v1/stores?head=br"]) {
      await head(path, headers);
      await expect.poll(async () => (await get(path, headers)).headers.get("content-encoding")).toBe("br");
      const h = await expectHeadLikeGet(path, headers, path);
      expect([cacheState(h), h.headers.get("content-encoding")]).toEqual(["HIT", "br"]);
    }
  });

  it.each(ENCODINGS)("a built asset and a public file (Accept-Encoding: %s)", async (encoding) => {
    const asset = await expectHeadLikeGet(ASSET, { "accept-encoding": encoding }, `asset ${encoding}`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding === "gzip" ? "gzip" : "br");
    const file = await expectHeadLikeGet("/robots.txt", { "accept-encoding": encoding }, `file ${encoding}`);
    expect(file.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
