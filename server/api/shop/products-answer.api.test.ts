/**
 * The products endpoint answered from its kept answers (server/services/catalog-answers.ts, decision
 * 0063): the gzip form is the plain JSON compressed, an ETag that a caller may send back for 304, the
 * same answer for a signed-in caller, one answer per store, and a new one as soon as the catalog moves.
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, startTestServer, type TestServer } from "../../test/harness";
import { products } from "../../db/schema";
import { DEMO_STORE_IDS } from "../../db/seed/stores";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET, its body kept as sent (not decompressed). */
function get(path: string, headers: Record<string, string> = {}): Promise<Wire> {
  const u = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const LIST = `/api/shop/v1/products?store_id=${DEMO_STORE_IDS.columbus}&per_page=60`;

describe("GET /api/shop/v1/products from its kept answers", () => {
  it("sends gzip as the plain JSON compressed, with one ETag for both, and 304 to a caller that holds it", async () => {
    const plain = await get(LIST);
    const zipped = await get(LIST, { "accept-encoding": "gzip, br" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(zipped.headers.etag).toBe(etag);
    const body = JSON.parse(plain.body.toString()) as { items: unknown[]; total: number; facets: unknown };
    expect(body.items).toHaveLength(60);
    expect(body.total).toBeGreaterThan(60);

    const again = await get(LIST, { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(LIST, { "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("gives a signed-in caller the same answer, and each store its own", async () => {
    const shopper = await loginAs(t.url, "shopper");
    const anonymous = await get(LIST);
    const signedIn = await get(LIST, { cookie: shopper.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.body.equals(anonymous.body)).toBe(true);
    const byCookie = await get("/api/shop/v1/products?per_page=60", { cookie: `store_id=${DEMO_STORE_IDS.columbus}` });
    expect(byCookie.headers.etag).toBe(anonymous.headers.etag);
    const other = await get(`/api/shop/v1/products?store_id=${DEMO_STORE_IDS.cincinnati}&per_page=60`);
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(anonymous.headers.etag);
  });

  it("answers anew as soon as the catalog's content version moves", async () => {
    const before = await get(LIST);
    const first = (JSON.parse(before.body.toString()) as { items: Array<{ id: number; name: string }> }).items[0]!;
    await t.database.db
      .update(products)
      .set({ name: `${first.name} (new recipe)` })
      .where(eq(products.id, first.id));
    expect((await get(LIST)).headers.etag).toBe(before.headers.etag);
    await t.services.version.bump();
    const after = await get(LIST);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const items = (JSON.parse(after.body.toString()) as { items: Array<{ id: number; name: string }> }).items;
    expect(items.find((i) => i.id === first.id)?.name).toBe(`${first.name} (new recipe)`);
  });
});
