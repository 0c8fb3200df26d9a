/**
 * The site's real pages for API tests, as production serves them: React Router's server bundle from a
 * build of the current sources (./current-build.ts, decision 0107), which the API projects' global
 * setup makes ready before the files run. vitest.config.ts has Node import these bundles as they are.
 * Give the pages and the rendering (`...site`) to startTestServer's app options.
 */
import type { PageHandler } from "../app";
import type { PageRendering } from "../http/page-rendering";
import { productionPages } from "../pages";
import { inject } from "vitest";

/** A build's pages and the rendering the server takes from it, as production has them (server/pages.ts). */
export interface BuiltPages {
  pages: PageHandler;
  rendering: PageRendering;
}

/** The pages and the rendering of the build of the current sources the global setup made ready. */
export async function builtPages(): Promise<BuiltPages> {
  return productionPages(inject("pageBuild"));
}
