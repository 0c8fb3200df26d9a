import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * The address a request was made to, as the browser sees it. Behind a proxy that ends TLS the server
 * is reached over http at an inner address; the proxy says what the browser asked for in
 * X-Forwarded-Proto and X-Forwarded-Host. When the proxy is trusted (TRUST_PROXY) those make the
 * request's URL, so that React Router's check of a form's Origin, the pages' canonical links, Secure
 * cookies, HSTS and the page cache's keys all see the site's own address.
 *
 * From a list (several proxies, or a header the client sent too), the first entry: the scheme and host
 * the browser used, as the outermost proxy recorded them. Unlike the client's address (which keys
 * limits shared by every visitor, and so takes the entry our own proxy wrote), these shape only the
 * answer to the request that carries them: a client that writes its own gets its own address back, and
 * the caches, keyed on the whole address, never give that answer to anyone else.
 */
export interface ForwardedOrigin {
  /** X-Forwarded-Proto */
  proto?: string | null;
  /** X-Forwarded-Host */
  host?: string | null;
}

/** The first entry of a comma-separated header, trimmed ("" for none). */
function firstEntry(value: string | null | undefined): string {
  if (!value) return "";
  const comma = value.indexOf(",");
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

/** A host name (letters, digits, `-`, `_`, dots) or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
/** Longer than any host name (253) with a port. */
const MAX_HOST_LENGTH = 260;

/** The forwarded scheme when it is http or https, else null (the connection's own is kept). */
export function forwardedScheme(value: string | null | undefined): "http" | "https" | null {
  const scheme = firstEntry(value).toLowerCase();
  return scheme === "http" || scheme === "https" ? scheme : null;
}

/** The forwarded host (and port) when it is one, else null (the request's Host is kept). */
export function forwardedHost(value: string | null | undefined): string | null {
  const host = firstEntry(value);
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const m = HOST.exec(host);
  if (!m || (m[1] !== undefined && Number(m[1]) > 65535)) return null;
  return host;
}

/** `scheme://host` as a URL origin (a default port dropped), or null when it is not one. */
function originOf(scheme: string, host: string): string | null {
  try {
    const origin = new URL(`${scheme}://${host}`).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * `url` (absolute, as the server received it) with the forwarded scheme and host in place of its own.
 * A forwarded value that is not a scheme or a host leaves the request's own; the path and query are
 * never taken from a header. Without either header, `url` itself.
 */
export function publicUrl(url: string, forwarded: ForwardedOrigin): string {
  const scheme = forwardedScheme(forwarded.proto);
  const host = forwardedHost(forwarded.host);
  if (!scheme && !host) return url;
  const schemeEnd = url.indexOf("://");
  const pathStart = schemeEnd === -1 ? -1 : url.indexOf("/", schemeEnd + 3);
  if (pathStart === -1) return url;
  const ownScheme = url.slice(0, schemeEnd);
  // The Host the request carried, with its port: a forwarded host replaces both, as the browser's
  // Origin holds the port it used (none for the scheme's own) and never the server's.
  const ownHost = url.slice(schemeEnd + 3, pathStart);
  const origin = (host && originOf(scheme ?? ownScheme, host)) || originOf(scheme ?? ownScheme, ownHost);
  return origin ? origin + url.slice(pathStart) : url;
}

/**
 * Behind a trusted proxy, the request goes on with the address the browser used (publicUrl), for
 * everything after: the only place the forwarded scheme and host are read. Without TRUST_PROXY they
 * are never looked at. Sets `https` from that address.
 */
export function publicRequestUrl(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.raw;
    const url = trustProxy
      ? publicUrl(raw.url, { proto: raw.headers.get("x-forwarded-proto"), host: raw.headers.get("x-forwarded-host") })
      : raw.url;
    c.set("https", url.startsWith("https:"));
    if (url !== raw.url) {
      const moved = withUrl(raw, url);
      if (moved) c.req.raw = moved;
    }
    await next();
  };
}

/**
 * The same request (method, headers, body, abort signal) at another address; null for a method a
 * fetch Request cannot carry (TRACE, CONNECT, TRACK), which every route refuses without reading it.
 */
function withUrl(request: Request, url: string): Request | null {
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: request.headers, signal: request.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  try {
    return new Request(url, init);
  } catch {
    return null;
  }
}
