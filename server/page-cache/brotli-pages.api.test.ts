/**
 * Every cached page type of the real site gets its brotli form, however many nonces it carries (a
 * product page holds over 42: its module preloads, scripts and styles), each hit with its own nonce.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { builtPages } from "../test/built-pages";
import { buildProducts, demoCarried, demoInStock } from "../db/seed/catalog/catalog";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ app: await builtPages() });
});
afterAll(async () => {
  await t?.close();
});

const PRODUCT = buildProducts().find((p) => demoCarried(p.id, 1001) && demoInStock(p.id, 1001))!;
const HEADERS = { cookie: "store_id=1001", "accept-encoding": "gzip, deflate, br, zstd" };
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

it.each(["/", "/shop/departments/produce", `/shop/products/${PRODUCT.slug}`, "/cart", "/recipes"])(
  "%s is answered in brotli from the cache, with the hit's own nonce in every place",
  async (path) => {
    const miss = await fetch(t.url + path, { headers: { cookie: HEADERS.cookie, "accept-encoding": "identity" } });
    expect(miss.status).toBe(200);
    const page = await miss.text();
    const missNonce = nonceOf(miss)!;
    const nonces = page.split(missNonce).length - 1;
    expect(nonces).toBeGreaterThan(1);

    let hit: Response | undefined;
    await expect
      .poll(async () => {
        const res = await fetch(t.url + path, { headers: HEADERS });
        if (res.headers.get("content-encoding") !== "br") await res.arrayBuffer();
        else hit = res;
        return res.headers.get("content-encoding");
      })
      .toBe("br");
    // fetch decodes the brotli body: the page again, with the hit's nonce where the page's were.
    const body = await hit!.text();
    const hitNonce = nonceOf(hit!)!;
    expect(hitNonce).not.toBe(missNonce);
    expect(body.split(hitNonce).length - 1).toBe(nonces);
    expect(body.replaceAll(hitNonce, "N")).toBe(page.replaceAll(missNonce, "N"));
  },
);
