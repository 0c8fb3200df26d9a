/**
 * One encoded form of a cached page (plain, gzip or brotli) laid out once as a single buffer, with
 * the places of the CSP nonce left as slots of the nonce's length (and, for gzip, the trailer's CRC as
 * one more slot). A hit writes the fresh nonce (and the CRC) into a copy and sends that copy as it is:
 * one buffer, no join of many pieces per answer.
 *
 * Copies come back to a small pool once node has written them (the response's `finish`): under a
 * steady stream of hits a page is neither copied nor allocated again, only its nonce slots rewritten.
 * A copy is reused only after `release`, so no two answers ever share a buffer that holds a nonce.
 */
export interface NonceTemplate {
  /** The form with the slots filled by a placeholder; never written to once built. */
  bytes: Buffer;
  /** Offsets of the nonce's places in `bytes`. */
  slots: number[];
  nonceLength: number;
  /** Offset of gzip's CRC-32 in the trailer, or -1. */
  crcAt: number;
  /** The CRC-32 of the whole page with `nonce` in its places (gzip), or null. */
  crcOf: ((nonce: string) => number) | null;
  /** Copies written and released, ready for the next answer. */
  free: Buffer[];
  /** Whether released copies are kept for the next answer (a form seldom asked for keeps none). */
  pooled: boolean;
}

/** Copies kept per form: enough for answers written at once on loopback; more in flight are allocated. */
export const POOL_MAX = 2;

/**
 * A template from the form's parts: `parts[i]` are bytes, and between parts i and i+1 comes
 * `beforeSlot` (if any) then one slot of `nonceLength` bytes. `tail` ends the form (e.g. the gzip
 * trailer); `crcAtTail` is where in it the CRC goes (or -1).
 */
export function buildTemplate(
  parts: readonly Buffer[],
  nonceLength: number,
  opts: {
    head?: Buffer;
    beforeSlot?: Buffer;
    tail?: Buffer;
    crcAtTail?: number;
    crcOf?: ((nonce: string) => number) | null;
    /** False: no copies are kept between answers (each answer's is its own), so the form costs its bytes once. */
    pooled?: boolean;
  } = {},
): NonceTemplate {
  const placeholder = Buffer.alloc(nonceLength, 0x20);
  const chunks: Buffer[] = [];
  const slots: number[] = [];
  let at = 0;
  const push = (b: Buffer) => {
    chunks.push(b);
    at += b.length;
  };
  if (opts.head) push(opts.head);
  parts.forEach((p, i) => {
    if (i > 0) {
      if (opts.beforeSlot) push(opts.beforeSlot);
      slots.push(at);
      push(placeholder);
    }
    push(p);
  });
  let crcAt = -1;
  if (opts.tail) {
    if (opts.crcAtTail !== undefined && opts.crcAtTail >= 0) crcAt = at + opts.crcAtTail;
    push(opts.tail);
  }
  const bytes = Buffer.allocUnsafeSlow(at);
  let o = 0;
  for (const c of chunks) o += c.copy(bytes, o);
  const crcOf = slots.length > 0 && crcAt >= 0 ? (opts.crcOf ?? null) : null;
  return { bytes, slots, nonceLength, crcAt: crcOf ? crcAt : -1, crcOf, free: [], pooled: opts.pooled ?? true };
}

let scratch = Buffer.allocUnsafeSlow(64);

/** Whether `nonce` fits the template's slots: ASCII (one byte a character) of the slots' length. */
function fits(t: NonceTemplate, nonce: string): boolean {
  return nonce.length === t.nonceLength && Buffer.byteLength(nonce) === t.nonceLength;
}

/**
 * The form with `nonce` in place: a pooled copy when there is one (`pooled`), else a new one; the
 * template itself when the page holds no nonce (it is never written to). Null when the nonce does not
 * fit the slots.
 */
export function fillTemplate(t: NonceTemplate, nonce: string, pooled = false): Buffer | null {
  if (t.slots.length === 0) return t.bytes;
  if (!fits(t, nonce)) return null;
  let out = pooled ? t.free.pop() : undefined;
  if (!out) {
    out = Buffer.allocUnsafeSlow(t.bytes.length);
    t.bytes.copy(out);
  }
  // The nonce's bytes once, then copied into each slot (a page holds it dozens of times).
  if (scratch.length < t.nonceLength) scratch = Buffer.allocUnsafeSlow(t.nonceLength);
  scratch.write(nonce, 0, t.nonceLength, "latin1");
  const bytes = scratch.subarray(0, t.nonceLength);
  for (const at of t.slots) out.set(bytes, at);
  if (t.crcOf) out.writeUInt32LE(t.crcOf(nonce), t.crcAt);
  return out;
}

/** Gives back a copy from fillTemplate once node has written it: the next answer may reuse it. */
export function releaseTemplate(t: NonceTemplate, out: Buffer): void {
  if (t.pooled && out !== t.bytes && out.length === t.bytes.length && t.free.length < POOL_MAX && !t.free.includes(out)) t.free.push(out);
}

/** Memory a template may hold: itself and its pool. */
export function templateBytes(t: NonceTemplate): number {
  return t.slots.length === 0 || !t.pooled ? t.bytes.length : t.bytes.length * (1 + POOL_MAX);
}
