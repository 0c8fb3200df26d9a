import { createRequestHandler, type ServerBuild } from "react-router";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import type { PageHandler } from "./app";
import type { ViteDevServer } from "vite";

/** Production: the built React Router server bundle. */
export async function productionPages(buildDir = "build"): Promise<PageHandler> {
  const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  return (request, context) => handler(request, context);
}

/** Development: the bundle comes from Vite on every request, so edits show at once. */
export function developmentPages(vite: ViteDevServer): PageHandler {
  const handler = createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  return (request, context) => handler(request, context);
}
