import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { absentBytes, brotliWithNonce, placeholders, prepareBrotli, uncompressedMetaBlock } from "./brotli-nonce";
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

  it("marks its nonces with bytes the page lacks, even a control character of the foreign set", async () => {
    const text = page(NONCE).replace("Fresh", "Fresh\u0001");
    const pieces = splitOnNonce(Buffer.from(text), NONCE);
    expect(absentBytes(pieces)).not.toContain(1);
    const prepared = await prepareBrotli(pieces, NONCE.length);
    expect(brotliDecompressSync(brotliWithNonce(prepared!, "AAAAAAAAAAAAAAAAAAAAAA==")).toString()).toBe(
      text.replaceAll(NONCE, "AAAAAAAAAAAAAAAAAAAAAA=="),
    );
  });

  it("prepares a page with more nonces than the 43 foreign bytes can mark apart", async () => {
    // A product page with its module preloads, scripts and styles carries over 42 nonces.
    const many = (nonce: string) =>
      `<!doctype html><html><head>${Array.from({ length: 90 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${nonce}"/>`).join("")}</head>` +
      `<body>${"<p>Weekly deals on produce, dairy and bakery.</p>".repeat(100)}<script nonce="${nonce}">window.boot=1</script></body></html>`;
    const pieces = splitOnNonce(Buffer.from(many(NONCE)), NONCE);
    expect(pieces).toHaveLength(92);
    const prepared = await prepareBrotli(pieces, NONCE.length);
    expect(prepared).not.toBeNull();
    for (const fresh of ["Zm9vYmFyYmF6cXV4cXV1eA==", "+/+/+/+/+/+/+/+/+/+/+w=="]) {
      expect(brotliDecompressSync(brotliWithNonce(prepared!, fresh)).toString()).toBe(many(fresh));
    }
  });

  it("gives up (gzip is served) when the page lacks too few bytes to mark its nonces apart", async () => {
    // Every byte value but the 13 of a short alphabet occurs in the page: 11 placeholders at most.
    const alphabet = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f];
    const body = Buffer.from(Array.from({ length: 256 }, (_, b) => b).filter((b) => !alphabet.includes(b)));
    const pieces = Array.from({ length: 13 }, () => body);
    expect(absentBytes(pieces)).toEqual(alphabet);
    expect(await prepareBrotli(pieces, NONCE.length)).toBeNull();
  });

  it("placeholders share no pair of bytes, and none repeats a byte", () => {
    const expectApart = (marks: Buffer[]) => {
      const pairs = new Set<string>();
      for (const m of marks) {
        expect(new Set(m).size).toBe(m.length);
        for (let i = 1; i < m.length; i++) {
          const pair = `${m[i - 1]},${m[i]}`;
          expect(pairs.has(pair)).toBe(false);
          pairs.add(pair);
        }
      }
    };
    expectApart(placeholders(42, 24)!);
    expect(placeholders(43, 24)).toBeNull();
    // Over a larger alphabet (the bytes a page lacks), as many as its largest prime number (113) allows, less one.
    const alphabet = Array.from({ length: 120 }, (_, i) => 0x80 + i);
    const marks = placeholders(112, 24, alphabet)!;
    expect(marks).toHaveLength(112);
    expectApart(marks);
    expect(marks.every((m) => m.every((b) => alphabet.includes(b)))).toBe(true);
    expect(placeholders(113, 24, alphabet)).toBeNull();
  });

  it("writes an uncompressed meta-block header for the nonce's length", () => {
    const block = uncompressedMetaBlock(Buffer.from("abc"));
    // ISLAST 0, MNIBBLES 4, MLEN-1 = 2, ISUNCOMPRESSED 1: bits 0b1_0000000000000010_00_0
    expect([...block.subarray(0, 3)]).toEqual([0x10, 0x00, 0x08]);
    expect(block.subarray(3).toString()).toBe("abc");
  });
});
