import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicyAround, FIXED_SECURITY_HEADERS, freshNonce, HSTS } from "../http/security-headers";
import { publicUrl } from "../http/public-url";
import { encodeEntry, encodingFor, formFor, type Encoding, type Entry, type PreparedHead } from "./page-entry";
import { hasCookie, memoized } from "./page-cache-key";
import { PAGE_CACHE_HEADER, type PageCache } from "./page-cache";
import { fillTemplate as fillNonce, releaseTemplate, type NonceTemplate } from "./nonce-template";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import type { SharedPages } from "./shared-pages";
import { acceptsGzip } from "../http/accept-encoding";
import { keptFileHeaders, keptForm, type ClientFileStore, type KeptFile } from "../http/client-file-store";

export interface FastHitOptions {
  /** The whole-page cache (pages) and the public content answers' cache (`/api/...`). */
  pages: PageCache | null;
  answers: PageCache | null;
  /** The shared renders of visitors with a cart (server/page-cache/shared-pages.ts `peekVisitor`). */
  shared?: SharedPages | null;
  sessionCookie: string;
  /** Paths the build holds as files: those are the static handler's, never a cached page. */
  isFile: (path: string) => boolean;
  /** The build's files kept in memory: a GET of one kept already is answered here too. */
  files?: ClientFileStore | null;
  dev: boolean;
  trustProxy: boolean;
  record?: (path: string, method: string, status: number, seconds: number) => void;
}

/**
 * A request target the URL parser returns unchanged: a path (and query) of unreserved characters,
 * no dot segment, no escapes to normalise; and a lower-case host name with a port other than 80.
 */
const PLAIN_TARGET = /^(?!.*\/\.)\/[A-Za-z0-9\-._~!$&()*+,;=:@/?]*$/;
const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::(?!80$)[1-9][0-9]{0,4})?$/;

/**
 * The headers of a hit of `e` in `encoding`, flat as node's writeHead takes them, in the order answers
 * have always carried them: the entry's own, Vary and the cache state, the security headers, the CSP
 * (its value a slot for the nonce), the length and encoding of the form, and HSTS over HTTPS.
 */
function prepareHead(e: Entry, encoding: Encoding, form: NonceTemplate, hsts: boolean): PreparedHead {
  const headers: string[] = [];
  for (const [name, value] of e.headers) headers.push(name, value);
  headers.push("Vary", e.vary, PAGE_CACHE_HEADER, "HIT");
  for (const [name, value] of FIXED_SECURITY_HEADERS) headers.push(name, value);
  headers.push("Content-Security-Policy", "");
  const csp = headers.length - 1;
  headers.push("Content-Length", String(form.bytes.length));
  if (encoding !== "identity") headers.push("Content-Encoding", encoding);
  if (hsts) headers.push(HSTS[0], HSTS[1]);
  return { headers, csp, length: form.bytes.length };
}

/**
 * Answers a whole-page (or public content) cache hit straight from node's request, before the app:
 * no fetch Request, no middleware chain, no Response. The entry's headers are prepared once, its gzip
 * and brotli bodies are prepared pieces; per answer there is only the fresh nonce (in the CSP and the
 * body). Whatever is not a plain hit (a session, a body, an unusual address, a miss) returns false and
 * goes to the app, which answers it exactly as before.
 */
export function createFastHits(opts: FastHitOptions) {
  const [cspBefore, cspAfter] = contentSecurityPolicyAround(opts.dev);
  // Most requests repeat a handful of Cookie headers: whether one carries a session or a cart is read once.
  const personal = memoized((cookie) => hasCookie(cookie, opts.sessionCookie) || hasCookie(cookie, CART_COOKIE));
  const signedIn = memoized((cookie) => hasCookie(cookie, opts.sessionCookie));
  const gzip = memoized(acceptsGzip);
  /** A visitor with a cart answered from a shared render (gzip, GET), or false for the app to answer. */
  const visitorHit = (
    shared: SharedPages,
    res: ServerResponse,
    href: string,
    path: string,
    cookie: string | undefined,
    userAgent: string | undefined,
    started: number,
  ): boolean => {
    const nonce = freshNonce();
    const found = shared.peekVisitor(href, path, cookie, userAgent, nonce);
    if (!found) return false;
    const { entry, visitor } = found;
    const body = fillNonce(visitor.form, nonce, true);
    if (!body) return false;
    // As the app answers it (shared-pages-fill.ts `answerFilled`, then the security headers), made once per form;
    // writeHead reads the list at once, so only the CSP's value is written per answer.
    const https = href.startsWith("https:");
    let head = https ? visitor.heads.https : visitor.heads.http;
    if (!head) {
      const headers: string[] = [];
      let vary: string | null = null;
      for (const [name, value] of entry.headers) {
        if (name === "vary") vary = value;
        else headers.push(name, value);
      }
      headers.push(PAGE_CACHE_HEADER, "SHARED-HIT", "Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      headers.push("Content-Encoding", "gzip", "Content-Length", String(body.length));
      headers.push("Content-Security-Policy", "");
      const csp = headers.length - 1;
      for (const [name, value] of FIXED_SECURITY_HEADERS) headers.push(name, value);
      if (https) headers.push(HSTS[0], HSTS[1]);
      head = { headers, csp, length: body.length };
      if (https) visitor.heads.https = head;
      else visitor.heads.http = head;
    }
    head.headers[head.csp] = cspBefore + nonce + cspAfter;
    res.writeHead(entry.status, head.headers);
    if (body === visitor.form.bytes) res.end(body);
    else res.end(body, () => releaseTemplate(visitor.form, body));
    opts.record?.(path, "GET", entry.status, (performance.now() - started) / 1000);
    return true;
  };

  /** A file of the build kept in memory, answered with the headers the app gives it (client-files.ts). */
  const fileHit = (file: KeptFile, req: IncomingMessage, res: ServerResponse, target: string, path: string): boolean => {
    const h = req.headers;
    const host = h.host;
    if (!host || !PLAIN_HOST.test(host) || (req.socket as { encrypted?: boolean }).encrypted) return false;
    const started = opts.record ? performance.now() : 0;
    const https =
      opts.trustProxy &&
      publicUrl(`http://${host}${target}`, {
        proto: h["x-forwarded-proto"] as string | undefined,
        host: h["x-forwarded-host"] as string | undefined,
      }).startsWith("https:");
    const { body, encoding } = keptForm(file, h["accept-encoding"]);
    const headers = keptFileHeaders(file, body, encoding);
    headers.push("Content-Security-Policy", cspBefore + freshNonce() + cspAfter);
    for (const [name, value] of FIXED_SECURITY_HEADERS) headers.push(name, value);
    if (https) headers.push(HSTS[0], HSTS[1]);
    res.writeHead(200, headers);
    res.end(body);
    opts.record?.(path, "GET", 200, (performance.now() - started) / 1000);
    return true;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = req.url;
    if (!target || target[0] !== "/") return false;
    const h = req.headers;
    if (h["content-length"] !== undefined || h["transfer-encoding"] !== undefined) return false;
    if (opts.files && method === "GET" && h.range === undefined && PLAIN_TARGET.test(target)) {
      const q = target.indexOf("?");
      const path = q === -1 ? target : target.slice(0, q);
      const file = opts.files.peek(path);
      if (file) return fileHit(file, req, res, target, path);
    }
    const cookie = h.cookie;
    // A visitor with a cart (and no session): only a shared render's gzip page, filled for them.
    const cart = personal(cookie);
    if (cart && (!opts.shared || method !== "GET" || signedIn(cookie) || !gzip(h["accept-encoding"]))) return false;
    const host = h.host;
    if (!host || (req.socket as { encrypted?: boolean }).encrypted) return false;
    // The URL exactly as the app's adapter builds it (@hono/node-server): the cache's key holds it. An
    // address WHATWG URL parsing leaves as it is is taken as it is; any other goes through the parser.
    let href: string;
    let path: string;
    if (PLAIN_TARGET.test(target) && PLAIN_HOST.test(host)) {
      href = `http://${host}${target}`;
      const q = target.indexOf("?");
      path = q === -1 ? target : target.slice(0, q);
    } else {
      let url: URL;
      try {
        url = new URL(`http://${host}${target}`);
      } catch {
        return false;
      }
      if (url.hostname.length !== host.length && url.hostname !== host.replace(/:\d+$/, "")) return false;
      href = url.href;
      path = url.pathname;
    }
    // Behind a trusted proxy the app keys its entries on the address the browser used (public-url.ts).
    if (opts.trustProxy)
      href = publicUrl(href, { proto: h["x-forwarded-proto"] as string | undefined, host: h["x-forwarded-host"] as string | undefined });
    const api = path.startsWith("/api/");
    const cache = api ? opts.answers : opts.pages;
    if (!cache || (!api && (opts.isFile(path) || /\.[^/]*$/.test(path)))) return false;
    const started = opts.record ? performance.now() : 0;
    if (cart) return !api && visitorHit(opts.shared!, res, href, path, cookie, h["user-agent"], started);
    const entry = cache.peek(href, cookie, h["user-agent"], h["accept-encoding"]);
    if (!entry) return false;

    const nonce = freshNonce();
    const encoding = encodingFor(entry, h["accept-encoding"]);
    const form = formFor(entry, encoding);
    // The body is a pooled copy of the form with this answer's nonce in it, given back once node has
    // written it; a HEAD needs only its length, which is the form's.
    const body = method === "HEAD" ? null : encodeEntry(entry, nonce, encoding, true);
    const hsts = href.startsWith("https:");
    // The head for this encoding is prepared once per entry; writeHead reads the list at once and keeps
    // none of it, so the one list serves every answer with only the CSP's value rewritten.
    const heads = (entry.heads ??= {});
    const slot = hsts ? `${encoding}+hsts` : encoding;
    const head = (heads[slot] ??= prepareHead(entry, encoding, form, hsts));
    const csp = cspBefore + nonce + cspAfter;
    if (body && body.length !== head.length) {
      // A body compressed on the spot (a nonce the slots do not fit): its own length.
      const headers = head.headers.slice();
      headers[head.csp] = csp;
      headers[head.csp + 2] = String(body.length);
      res.writeHead(entry.status, headers);
    } else {
      head.headers[head.csp] = csp;
      res.writeHead(entry.status, head.headers);
    }
    if (!body) res.end();
    else if (body === form.bytes) res.end(body);
    else res.end(body, () => releaseTemplate(form, body));
    opts.record?.(path, method, entry.status, (performance.now() - started) / 1000);
    return true;
  };
}

export type FastHits = ReturnType<typeof createFastHits>;
