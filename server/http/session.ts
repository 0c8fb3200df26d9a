import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./env";
import { SESSION_COOKIE } from "../services/auth";
import { invalidNonce } from "./errors";
import { isDatabaseUnavailable } from "../db/client";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths whose session is always read from the database: admin work and signing in or out. */
const FRESH_SESSION_PREFIXES = ["/api/admin/", "/api/auth/"];

/**
 * Whether a request may take its session from the session cache (decision 0044): only reads outside
 * the admin and auth APIs. A session ended on another instance is forgotten here when its NOTIFY
 * arrives, moments later; until then it must not write anything or read admin data.
 */
export function mayUseCachedSession(method: string, path: string): boolean {
  if (!SAFE_METHODS.has(method)) return false;
  return !FRESH_SESSION_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Reads the session cookie once per request. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const services = c.get("services");
  let unavailable: unknown;
  const fresh = !mayUseCachedSession(c.req.method, c.req.path);
  const session = token
    ? await services.auth.sessionFromToken(token, { fresh }).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) unavailable = err;
        return null;
      })
    : null;
  c.set("auth", { session, user: session?.user ?? null, token, ...(unavailable ? { unavailable } : {}) });
  await next();
};

/** The spec's content GETs, the only calls that take the nonce as the `nonce` query parameter. */
const NONCE_PARAM_PREFIX = "/api/shop/v1/content/";

/**
 * Where a call's nonce is read: the X-Aisle-Nonce header; on the spec's content GETs, the `nonce`
 * query parameter too. Anywhere else the parameter is not a nonce (it leaks into logs, history and
 * Referer), so a state-changing call that sends only the parameter is refused like one without a nonce.
 */
function apiNonceOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header("x-aisle-nonce");
  if (header !== undefined) return header;
  const contentGet = (c.req.method === "GET" || c.req.method === "HEAD") && c.req.path.startsWith(NONCE_PARAM_PREFIX);
  return contentGet ? c.req.query("nonce") : undefined;
}

/**
 * The nonce rules of the REST API (docs/design/rest-contract.md): with a session, a missing nonce makes the
 * request anonymous, a wrong one is 403, and every state-changing call needs a valid one.
 */
export const requireApiNonce: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get("auth");
  if (!auth.session) return next();
  const nonce = apiNonceOf(c);
  const valid = nonce ? c.get("services").nonces.verify(nonce, auth.session.sessionId) : false;
  if (nonce && !valid) throw invalidNonce();
  if (!valid && !SAFE_METHODS.has(c.req.method)) throw invalidNonce();
  if (!valid) c.set("auth", { ...auth, user: null });
  return next();
};
