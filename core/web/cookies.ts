/** Cookies the browser sets for site preferences (app banner, site banner). */

export interface CookieOptions {
  /** Seconds until it expires. */
  maxAge: number;
  path?: string;
  secure?: boolean;
}

/**
 * A `document.cookie` assignment: name=value with Path, Max-Age, SameSite=Lax and Secure when asked.
 * The value is URI-encoded, so any text is safe in it.
 */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${opts.path ?? "/"}`,
    `Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`,
    "SameSite=Lax",
  ];
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}
