import type { Handler, Hono } from "hono";
import type { AppEnv } from "./env";
import type { OpenApiRegistry, OperationDef } from "./openapi";
import { forbidden, unauthorized } from "./errors";
import { hasRole } from "../services/auth";
import type { Context } from "hono";

export interface Router {
  app: Hono<AppEnv>;
  registry: OpenApiRegistry;
}

/** Mounts a handler and records its operation in the OpenAPI document, in one place. */
export function route(r: Router, op: OperationDef, handler: Handler<AppEnv>): void {
  r.registry.add(op);
  r.app.on(op.method.toUpperCase(), op.path, handler);
}

/** The acting user must hold one of the roles; 401 when anonymous, 403 otherwise (503 when the session could not be read). */
export function requireRole(c: Context<AppEnv>, ...roles: string[]) {
  const { user, unavailable } = c.get("auth");
  if (!user && unavailable) throw unavailable;
  if (!user) throw unauthorized();
  if (!hasRole(user, ...roles)) throw forbidden();
  return user;
}
