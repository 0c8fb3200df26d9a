/**
 * What an image is, read from its bytes (its "magic number"), never from its name or the type the
 * sender declared: the media library takes PNG, JPEG, GIF, WebP, AVIF and SVG (docs/media.md).
 */
export interface ImageType {
  mediaType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/avif" | "image/svg+xml";
  /** The extension its files get under /media/<hash>/. */
  ext: "png" | "jpg" | "gif" | "webp" | "avif" | "svg";
}

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** An ISO-BMFF file (`....ftyp`) whose major or a compatible brand is AVIF's (`avif`, `avis`). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [8, ...Array.from({ length: Math.max(0, Math.floor((end - 16) / 4)) }, (_, i) => 16 + i * 4)];
  return brands.some((at) => startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at));
}

/**
 * An SVG document: text whose first element is `<svg`, after an optional byte-order mark, XML
 * declaration, comments and doctype. Only its first 4 KB are read.
 */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  );
}

/** The image's type by its content, or null when it is none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mediaType: "image/png", ext: "png" };
  if (startsWith(bytes, JPEG)) return { mediaType: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { mediaType: "image/gif", ext: "gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { mediaType: "image/webp", ext: "webp" };
  if (isAvif(bytes)) return { mediaType: "image/avif", ext: "avif" };
  if (isSvg(bytes)) return { mediaType: "image/svg+xml", ext: "svg" };
  return null;
}

/** What the library and the API say about the accepted files. */
export const ACCEPTED_IMAGES_TEXT = "PNG, JPEG, GIF, WebP, AVIF or SVG images";

/** The `accept` attribute of the upload field: a hint for the chooser only; the content decides. */
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.gif,.webp,.avif,.svg,image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml";
