import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/env";
import { compressResponses } from "./compress";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Harvest Lane Market ${i}` })) };
const js = "export const x = () => 'fresh berries';\n".repeat(200);

function app() {
  let assetReads = 0;
  const a = new Hono<AppEnv>();
  a.use(compressResponses({ threshold: 1024, immutablePrefix: "/assets/" }));
  a.get("/small", (c) => c.json({ html: "<p>hi</p>" }));
  a.get("/big", (c) => c.json(big));
  a.get("/pre", (c) =>
    c.body(new Uint8Array(gzipSync(JSON.stringify(big))), 200, { "Content-Type": "application/json", "Content-Encoding": "gzip" }),
  );
  a.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  a.get("/assets/app.js", (c) => {
    assetReads++;
    return c.body(js, 200, { "Content-Type": "text/javascript", "Content-Length": String(Buffer.byteLength(js)) });
  });
  return { a, reads: () => assetReads };
}

describe("compressResponses", () => {
  it("leaves answers under the threshold alone, also without a Content-Length", async () => {
    const res = await app().a.request("/small", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ html: "<p>hi</p>" });
  });

  it("gzips larger answers for clients that take gzip, and not for the others", async () => {
    const { a } = app();
    const gz = await a.request("/big", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await gz.arrayBuffer());
    expect(Number(gz.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);

    const plain = await a.request("/big", { headers: { "accept-encoding": "deflate" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it("passes answers that are already encoded or not compressible", async () => {
    const { a } = app();
    const pre = await a.request("/pre", { headers: { "accept-encoding": "gzip" } });
    expect(JSON.parse(gunzipSync(Buffer.from(await pre.arrayBuffer())).toString())).toEqual(big);
    const png = await a.request("/png", { headers: { "accept-encoding": "gzip" } });
    expect(png.headers.get("content-encoding")).toBeNull();
  });

  it("compresses an immutable asset once per encoding, brotli for browsers that take it", async () => {
    const { a } = app();
    const br1 = await a.request("/assets/app.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    const br2 = await a.request("/assets/app.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br1.headers.get("content-encoding")).toBe("br");
    const b1 = Buffer.from(await br1.arrayBuffer());
    const b2 = Buffer.from(await br2.arrayBuffer());
    expect(b1.equals(b2)).toBe(true);
    expect(brotliDecompressSync(b1).toString()).toBe(js);

    const gz = await a.request("/assets/app.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

    const head = await a.request("/assets/app.js", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});
