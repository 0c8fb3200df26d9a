import { PAGE_COOKIES } from "../../core/frame/page-cookies";
import { appPlatform, type AppPlatform } from "../../core/frame/app-banner";

/**
 * The keys of the whole-page cache (server/page-cache/page-cache.ts) and of the public API answers: what of
 * a request can change its page, and nothing else.
 */

export type UserAgentClass = AppPlatform | "other";

/** The browser as far as a page can tell it apart: the app banner's platform (core/frame/app-banner), else "other". */
export function userAgentClass(ua: string | undefined): UserAgentClass {
  return appPlatform(ua ?? "") ?? "other";
}

const KEYED_COOKIES: ReadonlySet<string> = new Set(PAGE_COOKIES);

/**
 * The cookies a page may read (PAGE_COOKIES), as `name=value`, trimmed and ordered by name (a stable
 * sort: two cookies of one name keep the order the browser sent, which decides the one read). Any
 * other cookie (analytics, consent, ...) cannot change a page, so it does not take part in the key.
 */
export function keyCookies(header: string | undefined): string {
  if (!header) return "";
  const name = (p: string) => {
    const eq = p.indexOf("=");
    return (eq === -1 ? p : p.slice(0, eq)).trim();
  };
  return header
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && KEYED_COOKIES.has(name(p)))
    .sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0))
    .join("; ");
}

export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if ((eq === -1 ? part : part.slice(0, eq)).trim() === name) return true;
  }
  return false;
}

export interface KeyParts {
  version: number;
  method: string;
  /** The full request URL (as the server normalised it); its origin, path and query all take part. */
  url: string;
  cookie: string | undefined;
  userAgent: string | undefined;
}

const withoutFragment = (url: string) => {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
};

export function pageCacheKey(p: KeyParts): string {
  return `${p.version}\n${p.method.toUpperCase()}\n${withoutFragment(p.url)}\n${memoKeyCookies(p.cookie)}\n${memoUserAgentClass(p.userAgent)}`;
}

/** The User-Agent class of a request that names no browser (the key part every public API answer has). */
const NO_BROWSER = userAgentClass(undefined);

/**
 * The key of a public API answer (`kind: "json"`): only the version and the full URL decide it, so it is
 * pageCacheKey of a GET without cookies or browser, without reading either on every request.
 */
export function answerCacheKey(version: number, url: string): string {
  return `${version}\nGET\n${withoutFragment(url)}\n\n${NO_BROWSER}`;
}

/**
 * The last few hundred answers of a pure function of one header: most requests repeat a handful of
 * Cookie, User-Agent and Accept-Encoding values, so a hit does not split and sort them again.
 */
export function memoized<T>(fn: (header: string | undefined) => T, max = 512): (header: string | undefined) => T {
  const seen = new Map<string, T>();
  return (header) => {
    if (header === undefined || header.length > 4096) return fn(header);
    let v = seen.get(header);
    if (v === undefined) {
      v = fn(header);
      if (seen.size >= max) seen.clear();
      seen.set(header, v);
    }
    return v;
  };
}

const memoKeyCookies = memoized(keyCookies);
const memoUserAgentClass = memoized(userAgentClass);
