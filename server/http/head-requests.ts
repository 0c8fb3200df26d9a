import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * A HEAD is answered as its GET would be, without the body: Hono routes HEAD to the GET handlers and
 * the pages are rendered as GET (so the headers are the GET's, and an anonymous HEAD can fill the
 * page cache). The body made for it is cancelled here, at the outermost layer, once every other
 * layer has set its headers, so a rendered page's stream is not left waiting for a reader.
 */
export const headWithoutBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method !== "HEAD" || res.body === null) return;
  void res.body.cancel().catch(() => {});
  c.res = undefined;
  c.res = new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers });
};
