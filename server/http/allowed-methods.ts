import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/** Pages: read (GET, HEAD) and forms posted to a route's action (POST). */
export const PAGE_METHODS: readonly string[] = ["GET", "HEAD", "POST"];
/** Static files and built assets: read only. */
export const FILE_METHODS: readonly string[] = ["GET", "HEAD"];

/** The answer to a method an address does not take: 405 with Allow, a one-line body, nothing logged. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Everything outside /api (whose router answers its own methods in the error format): any method but
 * GET, HEAD and POST on a page, or but GET and HEAD on a static file or built asset (`isFile`), is
 * answered 405 here, before any file is read or route runs. OPTIONS, TRACE, PROPFIND and the like
 * used to reach React Router, which answered with an error page and a stack trace in the log on
 * every request, and static files answered them with the file.
 */
export function allowedMethods(isFile: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allowed = isFile(c.req.path) ? FILE_METHODS : PAGE_METHODS;
    if (allowed.includes(method)) return next();
    return methodNotAllowed(allowed);
  };
}
