import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { readdirSync } from "node:fs";
import { sep } from "node:path";
import type { AppEnv } from "./env";
import { FORM_SUFFIXES } from "./build-file-forms";
import { FILE_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL, keptFileHeaders, keptForm, type ClientFileStore } from "./client-file-store";

/** The URL paths of every file in the built client dir (and of each folder with an index.html). */
export function clientFiles(root: string): Set<string> {
  const paths = new Set<string>();
  let entries: string[] = [];
  try {
    entries = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return paths;
  }
  const listed = new Set(entries);
  for (const rel of entries) {
    // The compressed forms the build writes beside a hashed file are read with it, not answered alone.
    if (Object.values(FORM_SUFFIXES).some((suffix) => rel.endsWith(suffix) && listed.has(rel.slice(0, -suffix.length)))) continue;
    const url = "/" + rel.split(sep).join("/");
    paths.add(url);
    if (url.endsWith("/index.html")) {
      paths.add(url.slice(0, -"index.html".length));
      paths.add(url.slice(0, -"/index.html".length) || "/");
    }
  }
  return paths;
}

/**
 * The built client's files: `/assets/*` immutable for a year (their names change with their bytes),
 * any other file an hour. A GET of a file the build held at start is answered from memory
 * (`store`, read and compressed once); a range, or a file added since, is read from disk.
 */
export function mountClientFiles(app: Hono<AppEnv>, root: string, files: ReadonlySet<string>, store: ClientFileStore): void {
  /** The answer from memory, or null for the disk (a range, a file added since start, not a file). */
  const fromMemory = async (c: Context<AppEnv>): Promise<Response | null> => {
    if (c.req.method !== "GET" || c.req.header("range") !== undefined) return null;
    const file = await store.load(c.req.path);
    if (!file) return null;
    const { body, encoding } = keptForm(file, c.req.header("accept-encoding"));
    const headers = keptFileHeaders(file, body, encoding);
    const out: Record<string, string> = {};
    for (let i = 0; i < headers.length; i += 2) out[headers[i]!] = headers[i + 1]!;
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, out);
  };
  app.use(
    "/assets/*",
    async (c, next) => (await fromMemory(c)) ?? next(),
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    },
    serveStatic({ root }),
  );
  const serveFile = serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", FILE_CACHE_CONTROL) });
  // Pages are the common case and have no file behind them: look on disk only for a path that names a
  // file the build holds, or that has an extension (a file added since start), not on every page view.
  app.use("*", async (c, next) => {
    if (files.has(c.req.path)) return (await fromMemory(c)) ?? serveFile(c, next);
    return /\.[^/]*$/.test(c.req.path) ? serveFile(c, next) : next();
  });
}
