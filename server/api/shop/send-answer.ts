import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import { acceptsGzip } from "../../http/accept-encoding";
import { matchesEtag, type CatalogAnswer } from "../../services/catalog-answers";

/**
 * A kept JSON answer as it is (decision 0063): its gzip form when the caller takes gzip (the
 * compression middleware passes an answer with a Content-Encoding untouched), its ETag, and 304 Not
 * Modified to a caller that already holds it. Browsers are still told not to store it (`no-store`:
 * prices and stock change), so a revalidating caller is one that keeps it itself.
 */
export function sendAnswer(c: Context<AppEnv>, answer: CatalogAnswer): Response {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    ETag: answer.etag,
    Vary: "Accept-Encoding",
  };
  if (matchesEtag(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304, headers);
  const gzip = answer.gzip !== null && acceptsGzip(c.req.header("accept-encoding"));
  const bytes = gzip ? answer.gzip! : answer.body;
  if (gzip) headers["Content-Encoding"] = "gzip";
  headers["Content-Length"] = String(bytes.length);
  return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), 200, headers);
}
