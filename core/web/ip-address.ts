/**
 * Which addresses a server-side fetch of an editor-given address may connect to (docs/media.md,
 * "Images of an import"): public unicast only. Loopback, private, shared, link-local (cloud metadata
 * at 169.254.169.254 and fd00:ec2::254 included), multicast, documentation and reserved ranges are
 * refused, in IPv4, in IPv6, and as IPv4 inside IPv6 (::ffff:127.0.0.1, NAT64, 6to4).
 */

/** The four bytes of a dotted IPv4 address, or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The sixteen bytes of an IPv6 address (brackets, a zone and an embedded IPv4 tail allowed), or null. */
export function parseIPv6(text: string): number[] | null {
  let s = text
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  if (s.slice(lastColon + 1).includes(".")) {
    const v4 = parseIPv4(s.slice(lastColon + 1));
    if (!v4) return null;
    tail = v4;
    s = s.slice(0, lastColon + 1) + "0:0";
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const bytes = all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

type Range = readonly [prefix: readonly number[], bits: number];

const V4_REFUSED: readonly Range[] = [
  [[0], 8], // "this" network
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

const V6_REFUSED: readonly Range[] = [
  [[], 127], // :: and ::1 (checked as /127 over zeros: unspecified and loopback)
  [[0x01, 0x00], 64], // discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x01, 0x00, 0x00], 32], // Teredo
  [[0x20, 0x01, 0x00, 0x10], 28], // ORCHID
  [[0xfc], 7], // unique local (fd00:ec2::254 among them)
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const i = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

const isPublicV4 = (bytes: readonly number[]) => !V4_REFUSED.some((r) => inRange(bytes, r));

function isPublicV6(bytes: readonly number[]): boolean {
  if (V6_REFUSED.some((r) => inRange(bytes, r))) return false;
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
  if (inRange(bytes, [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96]) || inRange(bytes, [[], 96])) return isPublicV4(bytes.slice(12));
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96]) || inRange(bytes, [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48]))
    return isPublicV4(bytes.slice(12));
  if (inRange(bytes, [[0x20, 0x02], 16])) return isPublicV4(bytes.slice(2, 6));
  return true;
}

/** Whether an address (IPv4 or IPv6 text) is public unicast; anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return isPublicV4(v4);
  const v6 = parseIPv6(address);
  return v6 ? isPublicV6(v6) : false;
}

/** Whether an address is loopback (127.0.0.0/8, ::1, ::ffff:127.x): what tests may allow. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return v4[0] === 127;
  const v6 = parseIPv6(address);
  if (!v6) return false;
  if (v6.slice(0, 15).every((b) => b === 0) && v6[15] === 1) return true;
  return inRange(v6, [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96]) && v6[12] === 127;
}
