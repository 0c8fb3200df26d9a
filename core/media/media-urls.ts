/**
 * Addresses of the media library's files (docs/media.md): `/media/<hash>/full.<ext>` is the original,
 * `/media/<hash>/<width>.webp` a smaller copy made at upload. Content-addressed, so they never change.
 */

/** The widths smaller copies are made at, when the original is wider. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

export const MEDIA_HASH_PATTERN = /^[0-9a-f]{32}$/;
/** A file's name under /media/<hash>/: the original, or a width's WebP copy. */
export const MEDIA_FILE_PATTERN = /^(?:full\.(?:png|jpg|gif|webp|avif|svg)|\d{2,4}\.webp)$/;

export const mediaUrl = (hash: string, name: string) => `/media/${hash}/${name}`;

const MEDIA_PATH = /^\/media\/([0-9a-f]{32})\/full\.(png|jpg|gif|webp|avif|svg)$/;

/** The hash of a library original's address, or null when the address is not one. */
export function mediaHashOf(url: string): string | null {
  return MEDIA_PATH.exec(url)?.[1] ?? null;
}

/**
 * A `srcset` for a library original of `width` pixels: its smaller WebP copies and itself; undefined
 * for any other address, for SVG and GIF (which get no copies), or when the width is unknown.
 */
export function mediaSrcset(url: string, width: number | undefined): string | undefined {
  const match = MEDIA_PATH.exec(url);
  if (!match || !width || match[2] === "svg" || match[2] === "gif") return undefined;
  const smaller = MEDIA_WIDTHS.filter((w) => w < width);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((w) => `${mediaUrl(match[1]!, `${w}.webp`)} ${w}w`), `${url} ${width}w`].join(", ");
}

/**
 * Whether a page may show an image from this address: the site's own (a path, not `//host`) or a
 * `data:image/` value. Anything else is left to the alt-text box (the page's CSP allows only these).
 */
export function isLocalImageUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^data:image\//i.test(trimmed)) return true;
  return trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\");
}
