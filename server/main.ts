import { startServer } from "./start";
import { developmentPages } from "./pages";

/**
 * Development: `npm run dev` (`tsx server/main.ts --dev`), the server from source with Vite's middleware
 * and the pages from Vite. Production runs the compiled bundle instead (server/production.ts, built by
 * `npm run build` into build/server/index.js and started with `node`).
 */
if (!process.argv.includes("--dev")) {
  console.error(
    "server/main.ts runs the development server (--dev). Production: npm run build, then node build/server/index.js (npm run serve).",
  );
  process.exit(1);
}

startServer({
  dev: true,
  async open() {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    return { ...(await developmentPages(vite)), middleware: vite.middlewares, close: () => vite.close() };
  },
});
