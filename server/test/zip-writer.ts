/**
 * Writes zip archives for the kit tests: a kit folder as Elementor zips it, and the hostile archives
 * the reader must refuse (links, `../` names, entries that lie about their size). Deflate or stored.
 */
import { crc32, deflateRawSync } from "node:zlib";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface ZipInput {
  name: string;
  data: Uint8Array | string;
  /** Store the bytes as they are instead of deflating them. */
  stored?: boolean;
  /** Unix mode for the external attributes (0o120777 for a link). */
  mode?: number;
  /** The uncompressed size the archive claims (the real one when not given). */
  claimedSize?: number;
}

export function zipOf(entries: readonly ZipInput[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = typeof e.data === "string" ? Buffer.from(e.data, "utf8") : Buffer.from(e.data);
    const body = e.stored ? raw : deflateRawSync(raw);
    const name = Buffer.from(e.name, "utf8");
    const crc = crc32(raw);
    const size = e.claimedSize ?? raw.length;
    const method = e.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

/** Every file of a folder, by its path inside it, for `zipOf`. */
export function folderEntries(dir: string): ZipInput[] {
  const out: ZipInput[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push({ name: relative(dir, full).split("\\").join("/"), data: readFileSync(full) });
    }
  };
  walk(dir);
  return out;
}

/** The Crumbella kit (server/test/fixtures/kits/crumbella, MIT: its LICENSE) as Elementor zips it. */
export const CRUMBELLA_DIR = new URL("./fixtures/kits/crumbella", import.meta.url).pathname;

/** The Crumbella kit's `.json` and `.xml` files by their path in the kit, as the kit reader takes them. */
export function crumbellaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of folderEntries(CRUMBELLA_DIR))
    if (/\.(json|xml)$/.test(entry.name)) files.set(entry.name, Buffer.from(entry.data).toString("utf8"));
  return files;
}
