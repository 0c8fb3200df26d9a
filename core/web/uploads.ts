import { UPLOAD_LIMITS } from "../limits/limits";

/**
 * What a file sent with the contact form is, read from its first bytes (its "magic number"), never
 * from its name or the type the sender's browser declared: a program renamed `photo.png` is still a
 * program. Only images a browser shows and PDF are taken.
 */
export interface SniffedType {
  mediaType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf";
  /** The extension the stored copy gets. */
  ext: "png" | "jpg" | "gif" | "webp" | "pdf";
}

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The file's type by its content, or null when it is none of the accepted ones. */
export function sniffUploadType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, PNG)) return { mediaType: "image/png", ext: "png" };
  if (startsWith(bytes, JPEG)) return { mediaType: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { mediaType: "image/gif", ext: "gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { mediaType: "image/webp", ext: "webp" };
  if (startsWith(bytes, ascii("%PDF-"))) return { mediaType: "application/pdf", ext: "pdf" };
  return null;
}

/** What the form and the API say about the accepted files. */
export const ACCEPTED_UPLOADS_TEXT = "PNG, JPEG, GIF or WebP images, or PDF documents";

/** The `accept` attribute of the file field: a hint for the chooser only; the content decides. */
export const UPLOAD_ACCEPT = ".png,.jpg,.jpeg,.gif,.webp,.pdf,image/png,image/jpeg,image/gif,image/webp,application/pdf";

/**
 * A file's name as the sender's device gave it, made safe to show and to offer again as a download
 * name: the last path segment only, no control characters, no quotes or separators, at most
 * UPLOAD_LIMITS.fileName characters; "file" when nothing is left. It is never used to store the file.
 */
export function displayFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const cleaned = Array.from(last)
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"<>:|?*'.includes(ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return Array.from(cleaned).slice(0, UPLOAD_LIMITS.fileName).join("") || "file";
}

/**
 * The Content-Disposition of a file served back as a download: `attachment` always (never shown in
 * the site's origin), with an ASCII fallback name and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(name: string): string {
  const safe = displayFileName(name);
  const fallback = safe.replace(/[^\x20-\x7e]/g, "_").replace(/[\\%;]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** The extensions a name may already end with for each type (any case); others are replaced. */
const NAME_EXTENSIONS: Record<SniffedType["ext"], readonly string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg"],
  gif: ["gif"],
  webp: ["webp"],
  pdf: ["pdf"],
};

/**
 * The name a file is offered under as a download: the sender's name (displayFileName) with an
 * extension that says what the file is by its content, so no download is ever named as something
 * else ("evil.html" that is a PNG is "evil.png"); a file of no accepted type is `.bin`.
 */
export function downloadFileName(name: string, sniffed: SniffedType | null): string {
  const safe = displayFileName(name);
  const dot = safe.lastIndexOf(".");
  const stem = dot > 0 ? safe.slice(0, dot) : safe;
  const ext = dot > 0 ? safe.slice(dot + 1).toLowerCase() : "";
  if (sniffed && NAME_EXTENSIONS[sniffed.ext].includes(ext)) return safe;
  const wanted = sniffed ? sniffed.ext : "bin";
  return `${Array.from(stem)
    .slice(0, UPLOAD_LIMITS.fileName - wanted.length - 1)
    .join("")}.${wanted}`;
}

/** A stored file's name: generated, never the sender's (hex only, so it cannot name a path). */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp|pdf)$/;

export type UploadRefusal =
  | { kind: "count"; max: number }
  | { kind: "size"; index: number; name: string; max: number }
  | { kind: "type"; index: number; name: string };

/** Checks a message's files in order (count, then each file's size and type); the first refusal, or null. */
export function checkUploads(files: ReadonlyArray<{ name: string; size: number; bytes?: Uint8Array }>): UploadRefusal | null {
  if (files.length > UPLOAD_LIMITS.files) return { kind: "count", max: UPLOAD_LIMITS.files };
  for (const [index, file] of files.entries()) {
    if (file.size > UPLOAD_LIMITS.fileBytes)
      return {
        kind: "size",
        index,
        name: displayFileName(file.name),
        max: UPLOAD_LIMITS.fileBytes,
      };
    if (file.bytes && !sniffUploadType(file.bytes)) return { kind: "type", index, name: displayFileName(file.name) };
  }
  return null;
}

/** "300 KB", "1.5 MB": a size as the form states it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** What the sender is told about a refusal, under the file field. */
export function uploadRefusalText(refusal: UploadRefusal): string {
  switch (refusal.kind) {
    case "count":
      return `Attach at most ${refusal.max} files.`;
    case "size":
      return `${refusal.name} is larger than ${sizeText(refusal.max)}. Attach a smaller file.`;
    case "type":
      return `${refusal.name} is not a file we accept. Attach ${ACCEPTED_UPLOADS_TEXT}.`;
  }
}
