/**
 * The build's files from memory: the app's answer and the hit answered before it carry the same
 * headers and bytes (the nonce of the CSP apart), in brotli, gzip or as they are; a range and a file
 * added since start still come from the disk.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../app";
import { builtPages } from "../test/built-pages";
import { startTestServer, type TestServer } from "../test/harness";
import { getRequestListener } from "@hono/node-server";

const SCRIPT = `export const aisle = ${JSON.stringify("Fresh berries and weekly deals. ".repeat(300))};\n`;
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="4" cy="4" r="3" fill="#3a7d44"/>'.repeat(60)}</svg>`;

let clientDir: string;
let t: TestServer;
let appOnly: Server;
let appUrl = "";
let hitsOnly: Server;
let hitsUrl = "";

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "aisle-client-"));
  mkdirSync(join(clientDir, "assets"));
  mkdirSync(join(clientDir, "images"));
  writeFileSync(join(clientDir, "assets", "entry-5e6f.js"), SCRIPT);
  writeFileSync(join(clientDir, "images", "peach.svg"), PICTURE);
  const site = await builtPages();
  t = await startTestServer({ app: { ...site, clientDir } });
  const app = createApp({ ...site, services: t.services, clientDir });
  // The app alone (no hit answered before it), and the same app's hits alone: anything they do not
  // answer is a 404 there.
  appOnly = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => appOnly.listen(0, "127.0.0.1", resolve));
  appUrl = `http://127.0.0.1:${(appOnly.address() as AddressInfo).port}`;
  hitsOnly = createServer((req, res) => {
    if (!app.fastHits!(req, res)) res.writeHead(404).end("not kept");
  });
  await new Promise<void>((resolve) => hitsOnly.listen(0, "127.0.0.1", resolve));
  hitsUrl = `http://127.0.0.1:${(hitsOnly.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hitsOnly?.closeAllConnections();
  hitsOnly?.close();
  appOnly?.closeAllConnections();
  appOnly?.close();
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** Every header but the date, the connection's and the nonce in the CSP. */
function comparable(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (["date", "connection", "keep-alive"].includes(name)) return;
    out[name] = name === "content-security-policy" ? value.replace(/'nonce-[^']+'/, "'nonce-N'") : value;
  });
  return out;
}

/** The status, the comparable headers and the body (decoded by fetch). */
async function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: comparable(res), body: Buffer.from(await res.arrayBuffer()) };
}

it.each([
  ["/assets/entry-5e6f.js", SCRIPT, "public, max-age=31536000, immutable", "text/javascript; charset=utf-8"],
  ["/images/peach.svg", PICTURE, "public, max-age=3600", "image/svg+xml"],
])("%s: the app and the hit before it answer alike, in each encoding", async (path, text, cacheControl, type) => {
  for (const accept of ["gzip, deflate, br, zstd", "gzip", "identity"]) {
    const fromApp = await raw(appUrl + path, { "accept-encoding": accept });
    const hit = await raw(hitsUrl + path, { "accept-encoding": accept });
    expect([fromApp.status, hit.status], accept).toEqual([200, 200]);
    expect(hit.headers, accept).toEqual(fromApp.headers);
    expect(hit.body.toString(), accept).toBe(text);
    expect(fromApp.body.toString(), accept).toBe(text);
    expect(hit.headers["cache-control"]).toBe(cacheControl);
    expect(hit.headers["content-type"]).toContain(type);
    expect(hit.headers["content-encoding"] ?? null).toBe(accept.includes("br") ? "br" : accept === "gzip" ? "gzip" : null);
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["content-security-policy"]).toContain("'nonce-N'");
  }
});

it("sends the encoded bytes it announces, from the app and from the hit", async () => {
  const bytes = (base: string, encoding: string) =>
    new Promise<{ length: string; body: Buffer }>((resolve, reject) => {
      get(`${base}/assets/entry-5e6f.js`, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ length: String(res.headers["content-length"]), body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  for (const base of [appUrl, hitsUrl]) {
    const br = await bytes(base, "br");
    expect(String(br.body.length)).toBe(br.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await bytes(base, "gzip");
    expect(String(gz.body.length)).toBe(gz.length);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  }
});

it("answers a range and a file added since start from the disk, and nothing before the app", async () => {
  const range = await fetch(t.url + "/assets/entry-5e6f.js", { headers: { range: "bytes=0-5" } });
  expect(range.status).toBe(206);
  expect(await range.text()).toBe(SCRIPT.slice(0, 6));
  expect((await fetch(hitsUrl + "/assets/entry-5e6f.js", { headers: { range: "bytes=0-5" } })).status).toBe(404);

  writeFileSync(join(clientDir, "assets", "late-7a8b.js"), SCRIPT);
  const late = await fetch(t.url + "/assets/late-7a8b.js", { headers: { "accept-encoding": "gzip" } });
  expect(late.status).toBe(200);
  expect(late.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await late.text()).toBe(SCRIPT);
  expect((await fetch(hitsUrl + "/assets/late-7a8b.js")).status).toBe(404);
});
