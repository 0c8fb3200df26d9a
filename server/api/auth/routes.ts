import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { authResponse, loginBody, registerBody } from "#core/schemas/auth";
import { parseJson } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import type { AppEnv } from "../../http/env";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../../services/auth";
import { clientAddress } from "../../http/client-address";
import { refuseCrossSite } from "../../http/same-origin";
import { mergeCartAtSignIn } from "../shop/cart-identity";

const BASE = "/api/auth/v1";

function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("https"),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function mountAuthRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: `${BASE}/login`,
      tag: "auth",
      summary: "Log in; sets a fresh session cookie. JSON only; 403 cross_site_request from another site's page",
      body: loginBody,
      responses: { 200: { description: "The user and a nonce for later calls", schema: authResponse } },
    },
    async (c) => {
      refuseCrossSite(c);
      const body = await parseJson(c, loginBody);
      const s = c.get("services");
      const result = await s.auth.login(body.email, body.password, clientAddress(c), c.get("auth").token);
      await mergeCartAtSignIn(c, result.user.id);
      setSessionCookie(c, result.token);
      return c.json({ user: result.user, nonce: s.nonces.create(result.sessionId) });
    },
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/register`,
      tag: "auth",
      summary:
        "Create a shopper account and log in. For an email that already has an account, the same as logging in with it (401 invalid_credentials for a wrong password). " +
        "429 past the per-address limit; JSON only; 403 cross_site_request from another site's page",
      body: registerBody,
      responses: {
        201: { description: "The new account and a nonce", schema: authResponse },
        200: { description: "The email already had an account and the password was its own: logged in to it", schema: authResponse },
      },
    },
    async (c) => {
      refuseCrossSite(c);
      const body = await parseJson(c, registerBody);
      const s = c.get("services");
      const result = await s.auth.register(body, clientAddress(c), c.get("auth").token);
      await mergeCartAtSignIn(c, result.user.id);
      setSessionCookie(c, result.token);
      return c.json({ user: result.user, nonce: s.nonces.create(result.sessionId) }, result.created ? 201 : 200);
    },
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/logout`,
      tag: "auth",
      summary: "End the session",
      auth: "session",
      responses: { 200: { description: "Anonymous again", schema: authResponse } },
    },
    async (c) => {
      const { session } = c.get("auth");
      if (session) await c.get("services").auth.logout(session.sessionId);
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      return c.json({ user: null, nonce: c.get("services").nonces.create("") });
    },
  );
}
