import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./env";
import { SESSION_COOKIE } from "../services/auth";
import { invalidNonce } from "./errors";
import { isDatabaseUnavailable } from "../db/client";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Reads the session cookie once per request. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const services = c.get("services");
  let unavailable: unknown;
  const session = token
    ? await services.auth.sessionFromToken(token).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) unavailable = err;
        return null;
      })
    : null;
  c.set("auth", { session, user: session?.user ?? null, token, ...(unavailable ? { unavailable } : {}) });
  await next();
};

/**
 * The nonce rules of the REST API (DESIGN section 5): with a session, a missing nonce makes the
 * request anonymous, a wrong one is 403, and every state-changing call needs a valid one.
 */
export const requireApiNonce: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get("auth");
  if (!auth.session) return next();
  const nonce = c.req.header("x-aisle-nonce") ?? c.req.query("nonce");
  const valid = nonce ? c.get("services").nonces.verify(nonce, auth.session.sessionId) : false;
  if (nonce && !valid) throw invalidNonce();
  if (!valid && !SAFE_METHODS.has(c.req.method)) throw invalidNonce();
  if (!valid) c.set("auth", { ...auth, user: null });
  return next();
};
