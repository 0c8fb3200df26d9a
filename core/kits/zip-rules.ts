import { KitError } from "./kit-error";

/**
 * What a kit's zip may hold before a byte of it is kept (docs/kits.md). Elementor's kits are JSON and
 * WXR text (media stay at their addresses), so these leave room for large real kits and none for a
 * zip bomb: a deflated entry of such text shrinks well under 100 times.
 */
export const KIT_ZIP_LIMITS = {
  /** Every entry's uncompressed size added up. */
  maxTotalBytes: 64 * 1024 * 1024,
  /** One entry uncompressed. */
  maxEntryBytes: 16 * 1024 * 1024,
  maxEntries: 2000,
  /** Uncompressed size over compressed size, for entries larger than `ratioFloorBytes`. */
  maxRatio: 200,
  ratioFloorBytes: 64 * 1024,
} as const;
export type KitZipLimits = { readonly [K in keyof typeof KIT_ZIP_LIMITS]: number };

/** The only files of a kit that are read; everything else in the zip is passed over unread. */
export const isReadKitFile = (path: string) => /\.(json|xml)$/i.test(path);

/**
 * An entry's name as a path inside the kit: `\` read as `/`, `./` and empty segments dropped. A name
 * that leaves the kit (`..`), starts at a root or a drive, or holds a control character is refused.
 */
export function kitEntryPath(name: string): string {
  const shown = JSON.stringify(name.slice(0, 200));
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name))
    throw new KitError("kit_unsafe_entry", `The kit holds a file whose name has control characters: ${shown}.`);
  const slashed = name.replace(/\\/g, "/");
  if (slashed.startsWith("/") || /^[a-zA-Z]:/.test(slashed))
    throw new KitError("kit_unsafe_entry", `The kit holds a file with an absolute path: ${shown}.`);
  const parts = slashed.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.includes("..")) throw new KitError("kit_unsafe_entry", `The kit holds a file outside its folder: ${shown}.`);
  return parts.join("/") + (slashed.endsWith("/") ? "/" : "");
}

/** What the zip's directory says of one entry, checked before it is read. */
export interface ZipEntryInfo {
  path: string;
  compressedSize: number;
  uncompressedSize: number;
  /** A symbolic link (Unix mode in the entry's external attributes). */
  isLink: boolean;
}

/** Refuses a link, an entry too large, or one compressed more than a real kit's text can be. */
export function checkZipEntry(entry: ZipEntryInfo, limits: KitZipLimits = KIT_ZIP_LIMITS): void {
  const shown = JSON.stringify(entry.path);
  if (entry.isLink) throw new KitError("kit_unsafe_entry", `The kit holds a link, which kits never do: ${shown}.`);
  if (entry.uncompressedSize > limits.maxEntryBytes)
    throw new KitError("kit_too_large", `The file ${shown} in the kit is larger than ${limits.maxEntryBytes / 1024 / 1024} MiB.`);
  if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > entry.compressedSize * limits.maxRatio)
    throw new KitError(
      "kit_too_large",
      `The file ${shown} in the kit is compressed more than ${limits.maxRatio} times: it looks like a zip bomb.`,
    );
}

/** Unix file type bits of a zip entry's external attributes: a symbolic link. */
export const isLinkMode = (externalAttributes: number) => ((externalAttributes >>> 16) & 0o170000) === 0o120000;
