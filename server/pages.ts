import { createRequestHandler, type ServerBuild } from "react-router";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import type { PageHandler } from "./app";
import type { ViteDevServer } from "vite";
import { renderingOf, type PageRendering } from "./http/page-rendering";

/** Production: the React Router build compiled into the same bundle as the server (server/production.ts). */
export function buildPages(build: ServerBuild): { pages: PageHandler; rendering: PageRendering } {
  const handler = createRequestHandler(build, "production");
  return { pages: (request, context) => handler(request, context), rendering: renderingOf(build) };
}

/**
 * A compiled bundle's pages, imported by a process that is not that bundle (the soak, a test serving
 * the production render): the bundle's entry also exports its React Router build.
 */
export async function productionPages(buildDir = "build"): Promise<{ pages: PageHandler; rendering: PageRendering }> {
  const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  return buildPages(build);
}

/** Development: the bundle comes from Vite on every request, so edits show at once. */
export async function developmentPages(vite: ViteDevServer): Promise<{ pages: PageHandler; rendering: PageRendering }> {
  const load = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const handler = createRequestHandler(load, "development");
  // What the server keeps from rendering (the parts' store, the loop grid) is read once, at start.
  return { pages: (request, context) => handler(request, context), rendering: renderingOf(await load()) };
}
