import { crc32, constants as zlibConstants, deflateRawSync } from "node:zlib";
import { uncompressedMetaBlockHeader, type BrotliPieces } from "./brotli-nonce";
import { buildTemplate, type NonceTemplate } from "./nonce-template";

/**
 * A page cut at its CSP nonce, and its gzip and brotli forms made of separately compressed pieces with
 * the nonce spliced in as a stored block (or an uncompressed meta-block): a cache hit costs a CRC and a
 * copy, not a compression (decisions 0015 and 0037).
 */

/** The HTML cut at every occurrence of `nonce` (one piece more than occurrences). */
export function splitOnNonce(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  if (needle.length === 0) return [html];
  const pieces: Buffer[] = [];
  let from = 0;
  for (;;) {
    const at = html.indexOf(needle, from);
    if (at === -1) break;
    pieces.push(html.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(html.subarray(from));
  return pieces.map(exactCopy);
}

/**
 * A copy in memory of its own, exactly as long as the data: a small Buffer.from() copy shares (and
 * keeps alive) an 8 KiB pool slab, and zlib's output can be a slice of a larger chunk, so entries kept
 * for long would hold several times the bytes the cache counts against maxBytes.
 */
function exactCopy(b: Buffer): Buffer {
  const out = Buffer.allocUnsafeSlow(b.length);
  b.copy(out);
  return out;
}

export function joinWithNonce(pieces: readonly Buffer[], nonce: string): Buffer {
  if (pieces.length === 1) return pieces[0]!;
  const n = Buffer.from(nonce);
  const parts: Buffer[] = [];
  pieces.forEach((p, i) => {
    if (i > 0) parts.push(n);
    parts.push(p);
  });
  return Buffer.concat(parts);
}

// ---- gzip with a spliced-in nonce ----

export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** An empty final block (fixed Huffman, end-of-block only). */
export const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Each piece deflated on its own (no back-references across pieces), ending byte-aligned and not final. */
export function deflatePieces(pieces: readonly Buffer[]): Buffer[] {
  return pieces.map((p) =>
    p.length === 0 ? Buffer.alloc(0) : exactCopy(deflateRawSync(p, { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH })),
  );
}

/** A non-final stored deflate block holding `data` (at most 65535 bytes). */
export function storedBlock(data: Buffer): Buffer {
  const len = data.length;
  const head = Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]);
  return Buffer.concat([head, data]);
}

// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine_op): a hit computes the
// CRC of the nonce alone, not of the whole page.
const CRC_POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC-32 polynomial, bit-reflected as zlib does it. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N = (() => {
  const t = new Uint32Array(32);
  let p = 0x40000000; // x^1
  t[0] = p;
  for (let n = 1; n < 32; n++) t[n] = p = multModP(p, p);
  return t;
})();

/** The operator that shifts a CRC past `length` bytes: x^(8 * length) modulo the polynomial. */
export function crc32ShiftOp(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  let n = length;
  while (n > 0) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p >>> 0;
}

/** crc32(A + B) from crc32(A), crc32(B) and the shift operator for B's length. */
export function crc32Combine(crcA: number, crcB: number, shiftOpB: number): number {
  return (multModP(shiftOpB, crcA) ^ crcB) >>> 0;
}

/** What a gzip answer needs of each piece besides its deflated bytes. */
export interface PieceSums {
  crcs: number[];
  ops: number[];
  size: number;
  /** For nonces of one length, worked out on first use: see nonceCrcFor. */
  linear?: LinearCrc;
}

/**
 * CRC-32 is affine over GF(2): for pages of one length, crc(page) = crc(page with zero bytes for each
 * nonce) xor the linear CRC of the nonce bytes alone at their places. Each place shifts the nonce's
 * linear CRC by the bytes after it, and shifting is multiplication, so the sum over every place is one
 * multiplication by the sum of their shift operators: a hit costs the CRC of the nonce and one
 * multiplication, however many times the nonce occurs.
 */
interface LinearCrc {
  nonceLength: number;
  /** crc32 of the pieces joined with `nonceLength` zero bytes. */
  base: number;
  /** XOR of the shift operators for the bytes after each place of the nonce. */
  opSum: number;
  /** crc32 of `nonceLength` zero bytes (the constant part of the nonce's own CRC). */
  zeroCrc: number;
}

function linearFor(pieces: readonly Buffer[], sums: PieceSums, nonceLength: number): LinearCrc {
  if (sums.linear?.nonceLength === nonceLength) return sums.linear;
  const zeros = Buffer.alloc(nonceLength);
  let opSum = 0;
  let after = 0;
  for (let i = pieces.length - 1; i >= 1; i--) {
    after += pieces[i]!.length;
    opSum ^= crc32ShiftOp(after);
    after += nonceLength;
  }
  const joined = Buffer.concat(pieces.flatMap((p, i) => (i > 0 ? [zeros, p] : [p])));
  sums.linear = { nonceLength, base: crc32(joined), opSum: opSum >>> 0, zeroCrc: crc32(zeros) };
  return sums.linear;
}

/** crc32 of the pieces joined with `nonce`. */
export function nonceCrcFor(pieces: readonly Buffer[], sums: PieceSums, nonce: Buffer): number {
  if (pieces.length === 1) return sums.crcs[0]!;
  const lin = linearFor(pieces, sums, nonce.length);
  return (lin.base ^ multModP(lin.opSum, (crc32(nonce) ^ lin.zeroCrc) >>> 0)) >>> 0;
}

export function pieceSums(pieces: readonly Buffer[]): PieceSums {
  return {
    crcs: pieces.map((p) => crc32(p)),
    ops: pieces.map((p) => crc32ShiftOp(p.length)),
    size: pieces.reduce((a, p) => a + p.length, 0),
  };
}

/** A complete gzip member for the pieces joined with `nonce`. */
export function gzipWithNonce(
  pieces: readonly Buffer[],
  deflated: readonly Buffer[],
  nonce: string,
  sums: PieceSums = pieceSums(pieces),
): Buffer {
  const n = Buffer.from(nonce);
  const block = storedBlock(n);
  const parts: Buffer[] = [GZIP_HEADER];
  pieces.forEach((_, i) => {
    if (i > 0) parts.push(block);
    parts.push(deflated[i]!);
  });
  const crc = nonceCrcFor(pieces, sums, n);
  const size = sums.size + n.length * (pieces.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The stored-block header before a nonce of `length` bytes (at most 65535). */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

/** The gzip form of the pieces as a template: the nonce's stored blocks and the trailer's CRC are its slots. */
export function gzipTemplate(pieces: readonly Buffer[], nonceLength: number, sums: PieceSums = pieceSums(pieces)): NonceTemplate {
  return gzipTemplateOf(pieces, deflatePieces(pieces), nonceLength, sums);
}

/**
 * The same from pieces already deflated (each byte-aligned and not final, as `deflatePieces` makes
 * them, or several such streams one after the other).
 */
export function gzipTemplateOf(
  pieces: readonly Buffer[],
  deflated: readonly Buffer[],
  nonceLength: number,
  sums: PieceSums = pieceSums(pieces),
): NonceTemplate {
  const multi = pieces.length > 1;
  const trailer = Buffer.alloc(8);
  // One piece: the CRC is the page's own; several: worked out per nonce (nonceCrcFor, from a string).
  trailer.writeUInt32LE(multi ? 0 : sums.crcs[0]! >>> 0, 0);
  trailer.writeUInt32LE((sums.size + nonceLength * (pieces.length - 1)) >>> 0, 4);
  const lin = multi ? linearFor(pieces, sums, nonceLength) : null;
  const crcOf = lin ? (nonce: string) => (lin.base ^ multModP(lin.opSum, (crc32(nonce) ^ lin.zeroCrc) >>> 0)) >>> 0 : null;
  return buildTemplate(deflated, nonceLength, {
    head: GZIP_HEADER,
    beforeSlot: storedBlockHeader(nonceLength),
    tail: Buffer.concat([FINAL_BLOCK, trailer]),
    crcAtTail: multi ? FINAL_BLOCK.length : -1,
    crcOf,
  });
}

/** The brotli form (prepared chunks) as a template: the nonce's uncompressed meta-blocks are its slots. */
export function brotliTemplate(br: BrotliPieces): NonceTemplate {
  return buildTemplate(br.chunks, br.nonceLength, { beforeSlot: uncompressedMetaBlockHeader(br.nonceLength) });
}
