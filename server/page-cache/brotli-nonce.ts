import { brotliDecompressSync, constants as zlib, createBrotliCompress, type BrotliCompress } from "node:zlib";
import { brotliWindowBits } from "./brotli-window";
import { finished } from "node:stream/promises";

/**
 * A brotli body prepared once for HTML that differs on every response only by its CSP nonce.
 *
 * The page is compressed in one stream with a placeholder where each nonce goes, flushed (to a byte
 * boundary) before and after each placeholder. A placeholder is made of bytes that occur nowhere in
 * the page, with no pair of bytes used twice, so nothing else in the page can copy from it; literal
 * context modelling is off, so the bytes before a piece do not choose how it is decoded. A hit then
 * puts the fresh nonce in an uncompressed meta-block where the placeholder's output was. Each prepared
 * body is decoded once with a test nonce and compared with the page: if the two differ, there is no
 * brotli form for that page (gzip is served).
 */
export interface BrotliPieces {
  /** Compressed output of each piece; the first holds the stream header, the last ends the stream. */
  chunks: Buffer[];
  nonceLength: number;
}

/**
 * Bytes that never occur in UTF-8 text (0xC0, 0xC1, 0xF5-0xFF) and control characters no page holds:
 * 43 of them. Every page lacks these; most lack many more (`absentBytes`), and the placeholders are
 * made of whichever bytes the page at hand lacks.
 */
export const FOREIGN = [
  ...Array.from({ length: 0x08 + 1 }, (_, i) => i),
  0x0b,
  0x0c,
  ...Array.from({ length: 0x1f - 0x0e + 1 }, (_, i) => 0x0e + i),
  0x7f,
  0xc0,
  0xc1,
  ...Array.from({ length: 0xff - 0xf5 + 1 }, (_, i) => 0xf5 + i),
];

/** The byte values that occur nowhere in `pieces`, in ascending order. */
export function absentBytes(pieces: readonly Buffer[]): number[] {
  const seen = new Uint8Array(256);
  for (const p of pieces) for (let i = 0; i < p.length; i++) seen[p[i]!] = 1;
  const absent: number[] = [];
  for (let b = 0; b < 256; b++) if (!seen[b]) absent.push(b);
  return absent;
}

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

/**
 * `count` placeholders of `length` bytes drawn from `alphabet`, in which no pair of bytes occurs twice:
 * over the largest prime number p of the alphabet's bytes, placeholder i walks them in steps of i + 1
 * (modulo p), so its pairs differ from every other placeholder's, and within it no byte comes back.
 * At most p - 1 placeholders of at most p bytes; null beyond.
 */
export function placeholders(count: number, length: number, alphabet: readonly number[] = FOREIGN): Buffer[] | null {
  let n = alphabet.length;
  while (n > 0 && !isPrime(n)) n--;
  if (count > n - 1 || length > n) return null;
  return Array.from({ length: count }, (_, i) => Buffer.from(Array.from({ length }, (_, j) => alphabet[(j * (i + 1)) % n]!)));
}

/** An uncompressed meta-block (not last) holding `data` (1 to 65536 bytes). */
export function uncompressedMetaBlock(data: Buffer): Buffer {
  return Buffer.concat([uncompressedMetaBlockHeader(data.length), data]);
}

/** The 3-byte header of an uncompressed meta-block (not last) of `length` bytes (1 to 65536). */
export function uncompressedMetaBlockHeader(length: number): Buffer {
  // ISLAST = 0 (1 bit), MNIBBLES = 4 (2 bits: 0), MLEN - 1 (16 bits), ISUNCOMPRESSED = 1 (1 bit), zero padding.
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

export function brotliWithNonce(prepared: BrotliPieces, nonce: string): Buffer {
  const chunks = prepared.chunks;
  if (chunks.length === 1) return chunks[0]!;
  const block = uncompressedMetaBlock(Buffer.from(nonce));
  const parts: Buffer[] = [];
  chunks.forEach((c, i) => {
    if (i > 0) parts.push(block);
    parts.push(c);
  });
  return Buffer.concat(parts);
}

/** Compresses `inputs` in one brotli stream, flushed after each: the output of each, in order. */
async function flushedOutputs(engine: BrotliCompress, inputs: readonly Buffer[]): Promise<{ outputs: Buffer[]; end: Buffer }> {
  let current: Buffer[] = [];
  engine.on("data", (d: Buffer) => current.push(d));
  const take = () => {
    const out = copy(Buffer.concat(current));
    current = [];
    return out;
  };
  // What a flush produced is pushed before its callback, and emitted at the latest on the next turn.
  const settle = () => new Promise<void>((r) => setImmediate(r));
  const outputs: Buffer[] = [];
  for (const input of inputs) {
    await new Promise<void>((resolve) => {
      engine.write(input);
      engine.flush(zlib.BROTLI_OPERATION_FLUSH, () => resolve());
    });
    await settle();
    outputs.push(take());
  }
  engine.end();
  await finished(engine);
  await settle();
  return { outputs, end: take() };
}

/**
 * The quality of a page's brotli form: on a 120 KB page, quality 6 took 3 ms where 9 took 40 ms,
 * for under 1% more bytes (both a third of gzip's).
 */
export const BROTLI_PAGE_QUALITY = 6;

/**
 * Prepares the brotli form of `pieces` (the page cut at each nonce), or null when it cannot be
 * prepared safely (more nonces than the bytes the page lacks can mark apart, a check that fails).
 */
export async function prepareBrotli(
  pieces: readonly Buffer[],
  nonceLength: number,
  quality = BROTLI_PAGE_QUALITY,
): Promise<BrotliPieces | null> {
  if (nonceLength < 1 || nonceLength > 65536) return null;
  // Made of bytes the page lacks, nothing in the page can copy from a placeholder, so the nonce put in
  // its place changes nothing else (a page with 43 nonces and only the 43 foreign bytes to use has none).
  const marks = placeholders(pieces.length - 1, nonceLength, absentBytes(pieces));
  if (!marks) return null;
  const size = pieces.reduce((a, p) => a + p.length, 0) + marks.length * nonceLength;
  const engine = createBrotliCompress({
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      // A window no larger than the page: the encoder's memory follows it (22, the default, is 4 MiB
      // of window and more of hash tables for a 100 KB page).
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(22, brotliWindowBits(size, 16)),
      [zlib.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  try {
    const inputs = pieces.flatMap((p, i) => (i > 0 ? [marks[i - 1]!, p] : [p]));
    const { outputs, end } = await flushedOutputs(engine, inputs);
    // Every other output is a placeholder's: the nonce's uncompressed meta-block takes its place.
    const chunks = outputs.filter((_, i) => i % 2 === 0);
    chunks[chunks.length - 1] = Buffer.concat([chunks[chunks.length - 1]!, end]);
    const prepared = { chunks, nonceLength };
    // The check: decoded with another nonce of the same length, the page comes back exactly.
    const test = "t".repeat(nonceLength);
    const expected = Buffer.concat(pieces.flatMap((p, i) => (i > 0 ? [Buffer.from(test), p] : [p])));
    if (!brotliDecompressSync(brotliWithNonce(prepared, test)).equals(expected)) return null;
    return prepared;
  } catch {
    engine.destroy();
    return null;
  }
}

function copy(b: Buffer): Buffer {
  const out = Buffer.allocUnsafeSlow(b.length);
  b.copy(out);
  return out;
}
