import { crc32, constants as zlibConstants, deflateRawSync } from "node:zlib";
import { createCache } from "../cache";
import { crc32Combine, crc32ShiftOp, FINAL_BLOCK, GZIP_HEADER, gzipTemplateOf, storedBlock } from "./gzip-splice";
import type { NonceTemplate } from "./nonce-template";
import type { Hole, SharedEntry } from "./shared-template";

/**
 * A shared page's gzip form (server/page-cache/shared-template.ts, decision 0039): its pieces deflated
 * once when the entry is kept, its holes' values spliced in between as deflate blocks, and the CRC
 * combined from the parts' (gzip-splice.ts), so an answer is never compressed whole. For visitors
 * without a session the page is kept as a nonce template instead (decision 0120).
 */

/** A hole's value as deflate data (byte-aligned, not final), with its CRC-32 and CRC shift operator. */
interface DeflatedFill {
  blocks: Buffer[];
  crc: number;
  op: number;
}

/** A kept header row deflated once (it is most of a hole's bytes), by its HTML. */
const deflatedRows = createCache<DeflatedFill>({
  name: "shared-pages.header-rows",
  maxEntries: 2000,
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (row, html) => row.blocks[0]!.length + html.length * 2 + 64,
});

/**
 * A hole's value as it is spliced into a gzip page: the header row deflated once and kept by its HTML,
 * any other value as stored blocks, made once per page (`made`: a value is the same at each of its
 * places, as the REST nonce in every card's forms of a shop page).
 */
function deflatedFill(hole: Hole, bytes: Buffer, header: string, made: Map<Hole, DeflatedFill>): DeflatedFill {
  if (hole === "header") {
    let row = deflatedRows.get(header);
    if (!row) {
      row = {
        blocks: [deflateRawSync(bytes, { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH })],
        crc: crc32(bytes),
        op: crc32ShiftOp(bytes.length),
      };
      deflatedRows.set(header, row);
    }
    return row;
  }
  let fill = made.get(hole);
  if (!fill) {
    const blocks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 65535) blocks.push(storedBlock(bytes.subarray(at, at + 65535)));
    fill = { blocks, crc: crc32(bytes), op: crc32ShiftOp(bytes.length) };
    made.set(hole, fill);
  }
  return fill;
}

/** The page for one visitor as a complete gzip member. */
export function gzipFilled(e: SharedEntry, fills: Record<Hole, Buffer>, header: string): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const made = new Map<Hole, DeflatedFill>();
  e.pieces.forEach((p, i) => {
    if (i > 0) {
      const hole = e.holes[i - 1]!;
      const bytes = fills[hole];
      const fill = deflatedFill(hole, bytes, header, made);
      parts.push(...fill.blocks);
      crc = crc32Combine(crc, fill.crc, fill.op);
      size += bytes.length;
    }
    if (p.length > 0) parts.push(e.deflated[i]!);
    crc = crc32Combine(crc, e.crcs[i]!, e.ops[i]!);
    size += p.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * A visitor's page (no name in it) as a gzip template whose slots are the CSP nonce's places: the
 * entry's deflated pieces and the other holes' values as `gzipFilled` splices them, made once, so an
 * answer is a copy with the nonce and the CRC written in (as a whole-page cache hit is).
 */
export function visitorGzipTemplate(e: SharedEntry, fills: Record<Hole, Buffer>, header: string): NonceTemplate {
  const raw: Buffer[][] = [[]];
  const deflated: Buffer[][] = [[]];
  const made = new Map<Hole, DeflatedFill>();
  e.pieces.forEach((p, i) => {
    if (i > 0) {
      const hole = e.holes[i - 1]!;
      if (hole === "csp") {
        raw.push([]);
        deflated.push([]);
      } else {
        raw.at(-1)!.push(fills[hole]);
        deflated.at(-1)!.push(...deflatedFill(hole, fills[hole], header, made).blocks);
      }
    }
    raw.at(-1)!.push(p);
    if (p.length > 0) deflated.at(-1)!.push(e.deflated[i]!);
  });
  return gzipTemplateOf(
    raw.map((r) => Buffer.concat(r)),
    deflated.map((d) => Buffer.concat(d)),
    fills.csp.length,
  );
}
