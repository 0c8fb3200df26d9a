import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/** Content-Security-Policy with a fresh script nonce per request; strict in production. */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  const script = dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.dailymotion.com https://w.soundcloud.com https://www.google.com/maps",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The CSP with the nonce left out: the text before it and after it, worked out once. */
export function contentSecurityPolicyAround(dev: boolean): [string, string] {
  const marker = "\u0000";
  const [before, after = ""] = contentSecurityPolicy(marker, dev).split(marker);
  return [before!, after];
}

/** The security headers every answer carries besides the CSP (and HSTS over HTTPS). */
export const FIXED_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), payment=(), usb=()"],
];

export const HSTS: readonly [string, string] = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];

// Nonces come from a pool of random bytes filled a few kilobytes at a time: one call into the
// generator and one into the encoder per 256 answers instead of one each per answer. Every nonce is
// still 16 random bytes used once, in base64: base64 encodes every 3 bytes on their own, so the first
// 15 bytes are 20 characters cut from the pool's text, and the 16th byte's 4 characters (2 and "==")
// come from a table.
const NONCES_PER_FILL = 256;
const HEAD_BYTES = 15;
const heads = Buffer.alloc(HEAD_BYTES * NONCES_PER_FILL);
const lastBytes = Buffer.alloc(NONCES_PER_FILL);
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const LAST_BYTE = Array.from({ length: 256 }, (_, b) => BASE64[b >> 2]! + BASE64[(b & 3) << 4]! + "==");
let headsText = "";
let next = NONCES_PER_FILL;

/** A fresh CSP nonce: 16 random bytes, base64. */
export function freshNonce(): string {
  if (next >= NONCES_PER_FILL) {
    randomFillSync(heads);
    randomFillSync(lastBytes);
    headsText = heads.toString("base64");
    next = 0;
  }
  const i = next++;
  const at = i * 20;
  return headsText.slice(at, at + 20) + LAST_BYTE[lastBytes[i]!]!;
}

/**
 * Over https (the request's own, or the address a trusted proxy gave it: server/http/public-url.ts),
 * HSTS too. An answer that sets its own Content-Security-Policy keeps it: a download's sandbox
 * (server/http/download-response.ts) is stricter than the pages' policy and must not be replaced.
 */
export function securityHeaders(opts: { dev: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(nonce, opts.dev));
    for (const [name, value] of FIXED_SECURITY_HEADERS) h.set(name, value);
    if (c.get("https")) h.set(HSTS[0], HSTS[1]);
  };
}
