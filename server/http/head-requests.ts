import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * A HEAD is answered as its GET would be, without the body. Everything inside this layer sees a GET
 * (files are read, answers compressed for the Accept-Encoding given, pages rendered and kept in the
 * page cache), so the HEAD carries the GET's headers exactly: security headers, Content-Encoding,
 * Vary, cache headers and the length of the body it does not send. The body is dropped here, once
 * every layer inside has set its headers; those outside (metrics, logs) still see a HEAD.
 */
export const headWithoutBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "HEAD") return next();
  const head = c.req.raw;
  c.req.raw = new Request(head.url, { method: "GET", headers: head.headers, signal: head.signal });
  try {
    await next();
  } finally {
    c.req.raw = head;
  }
  const res = c.res;
  // The headers first: the adapter's light Response forgets those added since it was made once its
  // body is read.
  const headers = new Headers(res.headers);
  if (res.body !== null) {
    // A body sent whole carries its length (node adds it); a HEAD says what that length would be.
    if (!headers.has("content-length") && !headers.has("transfer-encoding"))
      headers.set("Content-Length", String((await res.arrayBuffer()).byteLength));
    else void res.body.cancel().catch(() => {});
  }
  c.res = undefined;
  c.res = new Response(null, { status: res.status, statusText: res.statusText, headers });
};
