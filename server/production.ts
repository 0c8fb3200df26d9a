import { realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start";
import { buildPages } from "./pages";

/**
 * The production server's entry (decision 0055): the input of the React Router server build
 * (vite.config.ts), so one bundle, build/server/index.js, holds the server and the app with one copy
 * of each module, and `node build/server/index.js` runs it (no TypeScript loader at run time). The
 * client build's files are found beside it (build/client), wherever the process was started.
 *
 * It also exports the React Router build, so a process that only renders (the soak, a test of the
 * production render) may import the bundle without starting a server: the server starts only when the
 * bundle is the script node was given (the cluster's workers run the same script).
 */
export * from "virtual:react-router/server-build";

const bundle = fileURLToPath(import.meta.url);
const script = process.argv[1] ? realpathOf(process.argv[1]) : null;

if (script === realpathOf(bundle)) {
  startServer({
    dev: false,
    open: async () => ({ ...buildPages(build), clientDir: resolve(dirname(bundle), "..", "client") }),
  });
}

function realpathOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
