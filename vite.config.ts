import { reactRouter } from "@react-router/dev/vite";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The demo posts' illustrations and product pictures (drawn by scripts/post-images.ts, in a child process
 * so this config imports no project code): files of the client build under `/images/posts/` and
 * `/images/products/`, and answered from memory
 * by the dev server.
 */
function postImages(): Plugin {
  let images: Map<string, string> | null = null;
  const all = () => {
    const script = fileURLToPath(new URL("./scripts/post-images.ts", import.meta.url));
    const json = execFileSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    return (images ??= new Map(Object.entries(JSON.parse(json) as Record<string, string>)));
  };
  return {
    name: "aisle-post-images",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const svg = req.url?.startsWith("/images/posts/") || req.url?.startsWith("/images/products/") ? all().get(req.url.split("?")[0]!) : undefined;
        if (svg === undefined) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const [path, svg] of all()) this.emitFile({ type: "asset", fileName: path.slice(1), source: svg });
    },
  };
}

/** Page-builder behaviour chunks are named for what they hold (`behaviour-animation-<hash>.js`). */
function chunkFileNames(chunk: { facadeModuleId?: string | null; name: string }): string {
  const m = /app\/builder\/(?:behaviours\/([^/]+)\/index|widgets\/([^/]+)\/behaviour)\.[jt]sx?$/.exec(chunk.facadeModuleId ?? "");
  if (m) return `assets/behaviour-${m[1] ?? m[2]}-[hash].js`;
  // The lightbox's viewer: loaded the first time a lightbox opens.
  return /app\/builder\/behaviours\/lightbox\/viewer\.tsx$/.test(chunk.facadeModuleId ?? "") ? "assets/lightbox-viewer-[hash].js" : "assets/[name]-[hash].js";
}

export default defineConfig({
  plugins: [reactRouter(), postImages()],
  build: { sourcemap: process.env.AISLE_SOURCEMAP === "1", rolldownOptions: { output: { chunkFileNames } } },
});
