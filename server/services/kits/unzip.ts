import yauzl from "yauzl";
import { checkZipEntry, isLinkMode, isReadKitFile, kitEntryPath, KIT_ZIP_LIMITS, type KitZipLimits } from "#core/kits/zip-rules";
import { KitError } from "#core/kits/kit-error";

type ZipFile = yauzl.ZipFile;
type Entry = yauzl.Entry;

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    // Names and sizes are checked here (core/kits/zip-rules.ts, `readEntry`) rather than by yauzl, so a
    // refusal says why in the kit's words: yauzl's own size check never ends the stream of an entry
    // that lies about its size (decision 0077).
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false }, (err, zip) =>
      err || !zip ? reject(new KitError("kit_invalid", "The file is not a zip archive.")) : resolve(zip),
    ),
  );

/** An entry's bytes, stopped (and refused) as soon as they pass what its directory said or the cap. */
function readEntry(zip: ZipFile, entry: Entry, path: string, cap: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new KitError("kit_invalid", `The file "${path}" in the kit could not be read.`));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > cap || size > entry.uncompressedSize) {
          stream.destroy();
          reject(new KitError("kit_too_large", `The file "${path}" in the kit is larger than it says: it looks like a zip bomb.`));
        } else chunks.push(chunk);
      });
      stream.on("error", () => reject(new KitError("kit_invalid", `The file "${path}" in the kit is damaged.`)));
      stream.on("end", () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The JSON and XML files of a kit's zip, by their path in it (docs/kits.md). Every entry is checked
 * before it is read: its name (no `..`, no absolute path), no link, its size and compression ratio, the
 * count of entries and their total size; anything else than `.json` and `.xml` is passed over unread.
 * Refusals throw a KitError; nothing is written anywhere.
 */
export async function readKitZip(bytes: Uint8Array, limits: KitZipLimits = KIT_ZIP_LIMITS): Promise<Map<string, string>> {
  const zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const files = new Map<string, string>();
  let entries = 0;
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (err: unknown) => reject(err instanceof KitError ? err : new KitError("kit_invalid", "The zip archive is damaged."));
      zip.on("error", fail);
      zip.on("end", () => resolve());
      zip.on("entry", (entry: Entry) => {
        void (async () => {
          entries += 1;
          if (entries > limits.maxEntries) throw new KitError("kit_too_large", `The kit holds more than ${limits.maxEntries} files.`);
          const raw = entry.fileName as unknown as Buffer | string;
          const path = kitEntryPath(typeof raw === "string" ? raw : raw.toString("utf8"));
          checkZipEntry(
            {
              path,
              compressedSize: entry.compressedSize,
              uncompressedSize: entry.uncompressedSize,
              isLink: isLinkMode(entry.externalFileAttributes),
            },
            limits,
          );
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes)
            throw new KitError("kit_too_large", `The kit unpacks to more than ${limits.maxTotalBytes / 1024 / 1024} MiB.`);
          if (!path.endsWith("/") && isReadKitFile(path)) {
            if (files.has(path)) throw new KitError("kit_invalid", `The kit holds "${path}" twice.`);
            const data = await readEntry(zip, entry, path, limits.maxEntryBytes);
            try {
              files.set(path, utf8.decode(data));
            } catch {
              throw new KitError("kit_invalid", `The file "${path}" in the kit is not UTF-8 text.`);
            }
          }
          zip.readEntry();
        })().catch(fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
