/**
 * Images for the media library's tests, drawn by sharp (decision 0067), and sending them as a browser
 * sends a multipart upload.
 */
import sharp from "sharp";

/** A solid picture of `width` x `height` in the given format. */
export async function drawImage(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" | "gif" | "avif" = "png",
  colour = "#2e7d32",
) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

export const SVG_WITH_SCRIPT = new TextEncoder().encode(
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script>` +
    `<image href="https://evil.test/x.png"/><rect width="40" height="20" fill="#c62828"/></svg>`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

/** POST the files as field `file` (and the other fields) to the media library. */
export async function uploadMedia(
  base: string,
  files: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
  auth?: { cookie: string; nonce?: string },
  fields: Record<string, string> = {},
): Promise<{ status: number; body: AnyJson; text: string; headers: Headers }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("file", new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" }), f.name);
  const headers: Record<string, string> = { accept: "application/json" };
  if (auth) headers.cookie = auth.cookie;
  if (auth?.nonce) headers["x-aisle-nonce"] = auth.nonce;
  const res = await fetch(`${base}/api/admin/v1/media`, { method: "POST", body: form, headers });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, text, headers: res.headers };
}
