import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { readdirSync } from "node:fs";
import { sep } from "node:path";
import type { AppEnv } from "./env";

/** The URL paths of every file in the built client dir (and of each folder with an index.html). */
export function clientFiles(root: string): Set<string> {
  const paths = new Set<string>();
  let entries: string[] = [];
  try {
    entries = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return paths;
  }
  for (const rel of entries) {
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
 * any other file an hour.
 */
export function mountClientFiles(app: Hono<AppEnv>, root: string, files: ReadonlySet<string>): void {
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root }),
  );
  const serveFile = serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") });
  // Pages are the common case and have no file behind them: look on disk only for a path that names a
  // file the build holds, or that has an extension (a file added since start), not on every page view.
  app.use("*", (c, next) => (files.has(c.req.path) || /\.[^/]*$/.test(c.req.path) ? serveFile(c, next) : next()));
}
