import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

export function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(",")[0]!.trim() === "https";
  return url.startsWith("https:");
}

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
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.dailymotion.com https://w.soundcloud.com",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function securityHeaders(opts: { dev: boolean; trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", contentSecurityPolicy(nonce, opts.dev));
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "SAMEORIGIN");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), payment=(), usb=()");
    if (isHttps(c.req.url, c.req.header("x-forwarded-proto"), opts.trustProxy)) {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
