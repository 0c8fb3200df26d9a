import type { Hono } from "hono";
import { MEDIA_FILE_PATTERN, MEDIA_HASH_PATTERN } from "#core/media/media-urls";
import type { AppEnv } from "./env";

/** A year: a file's address names its content (docs/media.md), so it never changes. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * An SVG opened on its own (its address typed, or followed) runs in a sandbox: no scripts, no plugins,
 * no requests anywhere. It is sanitized when stored already (server/services/svg-sanitize.ts).
 */
export const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

const notHere = () =>
  new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * GET /media/<hash>/<name>: a file of the media library, from the database, so every instance serves
 * the same (decision 0067). Immutable caching, an ETag (If-None-Match answers 304), the stored type,
 * `nosniff`, and for SVG the sandboxing policy above. Anything else under /media/ is 404.
 */
export function mountMediaFiles(app: Hono<AppEnv>): void {
  app.get("/media/:hash/:name", async (c) => {
    const hash = c.req.param("hash");
    const name = c.req.param("name");
    if (!MEDIA_HASH_PATTERN.test(hash) || !MEDIA_FILE_PATTERN.test(name)) return notHere();
    const etag = `"${hash}-${name}"`;
    const headers: Record<string, string> = {
      "Cache-Control": MEDIA_CACHE_CONTROL,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    const match = c.req.header("if-none-match");
    if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      // The file exists only if its address does: a 304 is said only for a stored one.
      const found = await c.get("services").media.file(hash, name);
      if (found) return new Response(null, { status: 304, headers });
      return notHere();
    }
    const file = await c.get("services").media.file(hash, name);
    if (!file) return notHere();
    headers["Content-Type"] = file.contentType;
    headers["Content-Length"] = String(file.data.length);
    if (file.contentType === "image/svg+xml") headers["Content-Security-Policy"] = SVG_POLICY;
    return new Response(new Uint8Array(file.data), { status: 200, headers });
  });
  app.get("/media/*", () => notHere());
}
