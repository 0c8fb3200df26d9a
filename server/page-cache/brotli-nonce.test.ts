import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWithNonce, placeholders, prepareBrotli, uncompressedMetaBlock } from "./brotli-nonce";
import { splitOnNonce } from "./gzip-splice";

const NONCE = "s+X4yFybEVV8YiD3nqJazg==";
const page = (nonce: string) =>
  `<!doctype html><html><head>${Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${nonce}"/>`).join("")}</head>` +
  `<body><h1>Fresh berries</h1>${"<p>Weekly deals on produce, dairy and bakery. Ünïcödé ✓</p>".repeat(200)}<script nonce="${nonce}">window.boot=1</script></body></html>`;

describe("brotli with a spliced-in nonce", () => {
  it("decodes to the page with each answer's own nonce", async () => {
    const pieces = splitOnNonce(Buffer.from(page(NONCE)), NONCE);
    expect(pieces).toHaveLength(22);
    const prepared = await prepareBrotli(pieces, NONCE.length);
    expect(prepared).not.toBeNull();
    for (const fresh of ["AAAAAAAAAAAAAAAAAAAAAA==", "Zm9vYmFyYmF6cXV4cXV1eA==", "+/+/+/+/+/+/+/+/+/+/+w=="]) {
      expect(brotliDecompressSync(brotliWithNonce(prepared!, fresh)).toString()).toBe(page(fresh));
    }
    // and it is smaller than the page by far
    expect(brotliWithNonce(prepared!, NONCE).length).toBeLessThan(page(NONCE).length / 5);
  });

  it("prepares a page without a nonce as a plain brotli body", async () => {
    const body = Buffer.from(JSON.stringify({ stores: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Store ${i}` })) }));
    const prepared = await prepareBrotli([body], NONCE.length);
    expect(prepared!.chunks).toHaveLength(1);
    expect(brotliDecompressSync(brotliWithNonce(prepared!, NONCE)).equals(body)).toBe(true);
  });

  it("gives up (gzip is served) when the page holds a byte the placeholders use", async () => {
    const pieces = splitOnNonce(Buffer.from(page(NONCE).replace("Fresh", "Fresh\u0001")), NONCE);
    expect(await prepareBrotli(pieces, NONCE.length)).toBeNull();
  });

  it("placeholders share no pair of bytes, and none repeats a byte", () => {
    const marks = placeholders(42, 24)!;
    const pairs = new Set<string>();
    for (const m of marks) {
      for (let i = 1; i < m.length; i++) {
        expect(m[i]).not.toBe(m[i - 1]);
        const pair = `${m[i - 1]},${m[i]}`;
        expect(pairs.has(pair)).toBe(false);
        pairs.add(pair);
      }
    }
    expect(placeholders(43, 24)).toBeNull();
  });

  it("writes an uncompressed meta-block header for the nonce's length", () => {
    const block = uncompressedMetaBlock(Buffer.from("abc"));
    // ISLAST 0, MNIBBLES 4, MLEN-1 = 2, ISUNCOMPRESSED 1: bits 0b1_0000000000000010_00_0
    expect([...block.subarray(0, 3)]).toEqual([0x10, 0x00, 0x08]);
    expect(block.subarray(3).toString()).toBe("abc");
  });
});
