import { randomBytes } from "node:crypto";
import { brotliDecompressSync, crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliTemplate, gzipTemplate, pieceSums, splitOnNonce } from "./gzip-splice";
import { prepareBrotli } from "./brotli-nonce";
import { buildTemplate, fillTemplate, POOL_MAX, releaseTemplate, templateBytes } from "./nonce-template";
import { freshNonce } from "../http/security-headers";

const n1 = freshNonce();
const PAGES = [
  `<!doctype html><html><head><script nonce="${n1}">1</script></head><body>${"<div>fresh berries</div>".repeat(3000)}<script nonce="${n1}">2</script></body></html>`,
  `${n1}starts and ends with it${n1}`,
  `${n1}${n1}`,
  "no nonce at all",
  "",
  randomBytes(70_000).toString("base64") + n1 + "tail",
];

describe("a page's forms as templates with slots for the nonce", () => {
  it("gzip: decodes to the exact page with the fresh nonce, and the trailer holds zlib's CRC-32 of the whole page", () => {
    for (const text of PAGES) {
      const pieces = splitOnNonce(Buffer.from(text), n1);
      const form = gzipTemplate(pieces, n1.length, pieceSums(pieces));
      for (let i = 0; i < 3; i++) {
        const n2 = freshNonce();
        const expected = Buffer.from(text.replaceAll(n1, n2));
        const gz = fillTemplate(form, n2)!;
        expect(gunzipSync(gz).equals(expected)).toBe(true);
        expect(gz.readUInt32LE(gz.length - 8)).toBe(crc32(expected));
        expect(gz.readUInt32LE(gz.length - 4)).toBe(expected.length);
      }
    }
  });

  it("brotli: decodes to the exact page with the fresh nonce", async () => {
    for (const text of PAGES.filter((p) => p.length > 1000)) {
      const pieces = splitOnNonce(Buffer.from(text), n1);
      const br = await prepareBrotli(pieces, n1.length);
      expect(br).not.toBeNull();
      const form = brotliTemplate(br!);
      for (let i = 0; i < 3; i++) {
        const n2 = freshNonce();
        expect(brotliDecompressSync(fillTemplate(form, n2)!).toString()).toBe(text.replaceAll(n1, n2));
      }
    }
  });

  it("plain: the page with the fresh nonce in every place", () => {
    for (const text of PAGES) {
      const form = buildTemplate(splitOnNonce(Buffer.from(text), n1), n1.length);
      const n2 = freshNonce();
      expect(fillTemplate(form, n2)!.toString()).toBe(text.replaceAll(n1, n2));
    }
  });

  it("reuses a copy only once it is released, rewriting every slot and the CRC with the next nonce", () => {
    const text = PAGES[0]!;
    const pieces = splitOnNonce(Buffer.from(text), n1);
    const form = gzipTemplate(pieces, n1.length);
    const [na, nb, nc] = [freshNonce(), freshNonce(), freshNonce()];
    const a = fillTemplate(form, na, true)!;
    // Not released yet: the next answer gets a copy of its own.
    const b = fillTemplate(form, nb, true)!;
    expect(b).not.toBe(a);
    expect(gunzipSync(a).toString()).toBe(text.replaceAll(n1, na));
    releaseTemplate(form, a);
    releaseTemplate(form, a);
    expect(form.free).toEqual([a]);
    const c = fillTemplate(form, nc, true)!;
    expect(c).toBe(a);
    expect(gunzipSync(c).toString()).toBe(text.replaceAll(n1, nc));
    expect(gunzipSync(b).toString()).toBe(text.replaceAll(n1, nb));
    // Without `pooled`, a fill never takes a released copy (its buffer goes to a Response for good).
    releaseTemplate(form, c);
    expect(fillTemplate(form, freshNonce())).not.toBe(c);
    // The pool is bounded.
    for (let i = 0; i < POOL_MAX + 3; i++) releaseTemplate(form, fillTemplate(form, freshNonce())!);
    expect(form.free.length).toBe(POOL_MAX);
  });

  it("answers a page without a nonce with the template itself, and refuses a nonce that does not fit the slots", () => {
    const none = gzipTemplate([Buffer.from("no nonce here")], n1.length);
    expect(fillTemplate(none, freshNonce(), true)).toBe(none.bytes);
    expect(gunzipSync(none.bytes).toString()).toBe("no nonce here");
    const form = buildTemplate(splitOnNonce(Buffer.from(PAGES[1]!), n1), n1.length);
    expect(fillTemplate(form, "short")).toBeNull();
    expect(fillTemplate(form, "é".repeat(n1.length))).toBeNull();
  });

  it("a form kept without a pool gives each answer a copy of its own and counts its bytes once", () => {
    const pieces = splitOnNonce(Buffer.from(PAGES[1]!), n1);
    const plain = buildTemplate(pieces, n1.length, { pooled: false });
    const pooled = buildTemplate(pieces, n1.length);
    expect(templateBytes(plain)).toBe(plain.bytes.length);
    expect(templateBytes(pooled)).toBe(pooled.bytes.length * (1 + POOL_MAX));
    const a = fillTemplate(plain, freshNonce(), true)!;
    releaseTemplate(plain, a);
    expect(plain.free).toHaveLength(0);
    const b = fillTemplate(plain, freshNonce(), true)!;
    expect(b).not.toBe(a);
    const c = fillTemplate(pooled, freshNonce(), true)!;
    releaseTemplate(pooled, c);
    expect(pooled.free).toEqual([c]);
  });
});
