import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import type { RefusalLog } from "../services/refusal-log";

/** Methods that never act: no form's post, nothing to check. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a page form's Origin is the address the request was made to (the browser's, behind a
 * trusted proxy too): no Origin (a client that is not a browser) is; "null", an unreadable one, or
 * another scheme, host or port is not. The same rule React Router holds page actions to.
 */
export function formOriginAccepted(origin: string | undefined, requestUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    return origin !== "null" && new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Another site's page posting to one of ours is refused here, before any route runs: 400 and one
 * warn-level line in the refusal log (anyone can send these at will, so never an error with a stack).
 */
export function refuseForeignPageForms(refusals: RefusalLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (formOriginAccepted(origin, c.req.url)) return next();
    refusals.note("cross-site-form", "a page form posted from another site (its Origin is not this site's)", {
      method: c.req.method,
      url: c.req.url,
      origin: origin ?? null,
    });
    return c.text("This form can only be sent from this site's own pages.", 400, { "Cache-Control": "no-store" });
  };
}
