import { describe, expect, it } from "vitest";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";
import { brotliParams, brotliWindowBits } from "./brotli-window";

describe("brotliWindowBits", () => {
  it("is the smallest window that holds the body, within brotli's bounds", () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1000)).toBe(10);
    expect(brotliWindowBits(1024)).toBe(11);
    expect(brotliWindowBits(2_000)).toBe(11);
    expect(brotliWindowBits(120_000)).toBe(17);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(24);
    expect(brotliWindowBits(2_000, 16)).toBe(16);
  });
});

describe("brotliParams", () => {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480">${Array.from({ length: 40 }, (_, i) => `<circle cx="${i * 11}" cy="${i * 7}" r="${i}" fill="#3a7d44" opacity=".07"/>`).join("")}</svg>`,
  );

  it("round-trips, in the bytes the default window gives", () => {
    const fitted = brotliCompressSync(svg, { params: brotliParams(svg.length, 9) });
    const wide = brotliCompressSync(svg, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    expect(brotliDecompressSync(fitted).equals(svg)).toBe(true);
    expect(fitted.length).toBeLessThanOrEqual(wide.length);
  });
});
