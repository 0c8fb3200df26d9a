/**
 * The site's real pages for API tests, as `npm run dev` serves them: React Router's server build
 * straight from Vite (middleware mode, no file watching), so a test can GET a page over HTTP and read
 * its first HTML without a production build. Give `pages` to startTestServer's app options.
 */
import { createServer } from "vite";
import type { PageHandler } from "../app";
import { developmentPages } from "../pages";

export interface DevPages {
  pages: PageHandler;
  close(): Promise<void>;
}

export async function startDevPages(): Promise<DevPages> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  return { pages: (await developmentPages(vite)).pages, close: () => vite.close() };
}
