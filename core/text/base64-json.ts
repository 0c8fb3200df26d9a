/**
 * JSON carried in base64, as page-builder action links carry their settings. Reading is lenient
 * about the forms such text takes in the wild: with or without `=` padding, URL-safe (`-` and `_`),
 * a `+` that became a space on its way through a form, and the JSON's bytes in UTF-8 or in Latin-1
 * (what the browser's `btoa(JSON.stringify(...))` makes of accented text). Writing always gives
 * standard padded base64 of pure ASCII JSON, every other character escaped as `\uXXXX` as PHP
 * writes it, so every reader, old or new, reads it back.
 */

const BASE64_BODY = /^[A-Za-z0-9+/]*$/;

/** The decoded value, or null when the text is not base64 of JSON. Never throws. */
export function decodeBase64Json(text: string): { value: unknown } | null {
  let body = text.trim().replaceAll(" ", "+").replaceAll("-", "+").replaceAll("_", "/").replace(/=+$/, "");
  if (!BASE64_BODY.test(body) || body.length % 4 === 1) return null;
  body += "=".repeat((4 - (body.length % 4)) % 4);
  try {
    return { value: JSON.parse(binaryToText(atob(body))) };
  } catch {
    return null;
  }
}

/** Decoded bytes (one character per byte) read as UTF-8, or as Latin-1 when they are not UTF-8. */
function binaryToText(binary: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    return binary;
  }
}

/** Standard base64 of the value's JSON, with every non-ASCII character escaped. */
export function encodeBase64Json(value: unknown): string {
  const json = (JSON.stringify(value) ?? "null").replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return btoa(json);
}
