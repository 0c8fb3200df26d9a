import { reactRouter } from "@react-router/dev/vite";
import { execFileSync } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The demo's pictures (drawn by scripts/post-images.ts, in a child process so this config imports no
 * project code): files of the client build under `/images/posts/`, `/images/products/`,
 * `/images/departments/` and `/images/demo/`, and answered from memory by the dev server.
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
        const svg = /^\/images\/(posts|products|departments|demo)\//.test(req.url ?? "") ? all().get(req.url!.split("?")[0]!) : undefined;
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

/**
 * The client entry of plain pages (decision 0045), built beside React Router's: its file and the
 * modules it imports are written to `plain-page.json`, where the server finds them.
 */
function plainPageEntry(): Plugin {
  const entry = fileURLToPath(new URL("./app/plain-page.client.tsx", import.meta.url));
  return {
    name: "aisle-plain-page",
    apply: "build",
    configEnvironment(name, config) {
      if (name !== "client") return;
      const options = (config.build ??= {}).rollupOptions ?? {};
      const input = options.input;
      config.build.rollupOptions = {
        ...options,
        input: Array.isArray(input) ? [...input, entry] : typeof input === "string" ? [input, entry] : { ...input, "plain-page": entry },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const main = chunks.find((c) => c.isEntry && c.facadeModuleId === entry);
      if (!main) throw new Error("The plain-page entry is missing from the client build");
      // A chunk of stylesheets alone is left out of the build (its styles are the page's links).
      const cssOnly = (name: string) => {
        const chunk = bundle[name];
        return chunk?.type === "chunk" && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css(\?|$)/.test(id));
      };
      /** The files `fileName` imports, and theirs, but those in `known`. */
      const closure = (fileName: string, known: ReadonlySet<string>) => {
        const found = new Set<string>();
        const seen = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (chunk?.type !== "chunk") return;
          for (const imported of chunk.imports) {
            if (seen.has(imported) || known.has(imported)) continue;
            seen.add(imported);
            if (!cssOnly(imported)) found.add(imported);
            visit(imported);
          }
        };
        visit(fileName);
        return found;
      };
      const preloads = closure(main.fileName, new Set());
      const base = this.environment.config.base;
      // Each route's page (decision 0053): a chunk the entry imports when the page is one of its route's.
      const app = fileURLToPath(new URL("./app/", import.meta.url));
      const pages: Record<string, string[]> = {};
      for (const name of main.dynamicImports) {
        const chunk = bundle[name];
        if (chunk?.type !== "chunk") continue;
        const files = [name, ...closure(name, preloads)].map((f) => base + f);
        for (const id of chunk.moduleIds) if (id.startsWith(app)) pages[id.slice(app.length)] = files;
      }
      this.emitFile({
        type: "asset",
        fileName: "plain-page.json",
        source: JSON.stringify({ entry: base + main.fileName, preloads: [...preloads].map((f) => base + f), pages }),
      });
    },
  };
}

/**
 * The production server's bundle (decision 0055): the React Router server build's input is the server's
 * entry (server/production.ts), so build/server/index.js is the whole server with one copy of each
 * module. The database migrations it runs at start are copied beside it (build/server/migrations),
 * where server/db/client.ts finds them from the compiled location as it does beside its source.
 */
function serverBundle(): Plugin {
  return {
    name: "aisle-server-bundle",
    apply: "build",
    writeBundle(options) {
      if (this.environment.config.consumer !== "server" || !options.dir) return;
      cpSync(fileURLToPath(new URL("./server/db/migrations", import.meta.url)), join(options.dir, "migrations"), { recursive: true });
    },
  };
}

/** Where a complete build keeps the key of its sources (scripts/lib/build-sources-key.ts). */
const SOURCES_KEY_FILE = "sources-key";

/**
 * The key of the sources a build was made from (drawn by scripts/build-sources-key.ts, in a child
 * process like the pictures), written to `<build>/sources-key` once the server's bundle (built last) is
 * written, and only if no source changed while it was built: API tests serve a build's pages only when
 * its key is the current sources' (server/test/built-pages.ts). React Router builds the client and then
 * the server, loading this config for each, so the key taken at the start is kept on the process.
 */
function sourcesKey(): Plugin {
  const started = Symbol.for("aisle.build-sources-key");
  const onProcess = globalThis as unknown as Record<symbol, string | undefined>;
  const current = (root: string) => {
    const script = fileURLToPath(new URL("./scripts/build-sources-key.ts", import.meta.url));
    return execFileSync(process.execPath, ["--import", "tsx", script], { cwd: root, encoding: "utf8" });
  };
  return {
    name: "aisle-sources-key",
    apply: "build",
    buildStart() {
      const config = this.environment.config;
      if (config.consumer !== "client") return;
      rmSync(join(dirname(resolve(config.root, config.build.outDir)), SOURCES_KEY_FILE), { force: true });
      onProcess[started] = current(config.root);
    },
    writeBundle(options) {
      const config = this.environment.config;
      if (config.consumer !== "server" || !options.dir) return;
      const key = onProcess[started];
      if (key && key === current(config.root)) writeFileSync(join(dirname(options.dir), SOURCES_KEY_FILE), `${key}\n`);
    },
  };
}

/** Page-builder behaviour chunks are named for what they hold (`behaviour-animation-<hash>.js`). */
function chunkFileNames(chunk: { facadeModuleId?: string | null; name: string }): string {
  const m = /app\/builder\/(?:behaviours\/([^/]+)\/index|widgets\/([^/]+)\/behaviour)\.[jt]sx?$/.exec(chunk.facadeModuleId ?? "");
  if (m) return `assets/behaviour-${m[1] ?? m[2]}-[hash].js`;
  // The lightbox's viewer: loaded the first time a lightbox opens.
  return /app\/builder\/behaviours\/lightbox\/viewer\.tsx$/.test(chunk.facadeModuleId ?? "")
    ? "assets/lightbox-viewer-[hash].js"
    : "assets/[name]-[hash].js";
}

/** `#core/…`, `#app/…`, `#server/…` and `#scripts/…` name the top folders (tsconfig.json's paths, for tsc and tsx). */
export const topFolderAliases = [
  { find: /^#(core|app|server|scripts)\//, replacement: `${fileURLToPath(new URL(".", import.meta.url))}$1/` },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), postImages(), plainPageEntry(), serverBundle(), sourcesKey()],
  resolve: { alias: topFolderAliases },
  build: {
    sourcemap: process.env.AISLE_SOURCEMAP === "1",
    rolldownOptions: {
      // React Router's documented custom server: the SSR build's input is the server's entry.
      ...(isSsrBuild ? { input: fileURLToPath(new URL("./server/production.ts", import.meta.url)) } : {}),
      output: { chunkFileNames },
    },
  },
}));
