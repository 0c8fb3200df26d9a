import { reactRouter } from "@react-router/dev/vite";
import { execFileSync } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { basename, dirname, join, resolve } from "node:path";
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

/** A chunk that imports itself through others would run before a module it needs: the build stops. */
function assertNoChunkCycle(chunks: readonly { fileName: string; imports: readonly string[] }[]) {
  const imports = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const done = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (done.has(name)) return;
    if (path.includes(name)) throw new Error(`Chunks import each other: ${[...path.slice(path.indexOf(name)), name].join(" → ")}`);
    for (const next of imports.get(name) ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const c of chunks) visit(c.fileName, []);
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
        // A route's chunk may export more than its module does: a page's modules then keep to the chunks
        // of the pages that import them (plainPageChunks).
        preserveEntrySignatures: "allow-extension",
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
      assertNoChunkCycle(chunks);
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

/**
 * The compressed forms of the client build's hashed files, written beside them once the client is
 * written (scripts/compress-build.ts, in a child process like the pictures): every server process
 * reads them instead of compressing each file at brotli 11 on its first requests.
 */
function compressedForms(): Plugin {
  return {
    name: "aisle-compressed-forms",
    apply: "build",
    writeBundle(options) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      const script = fileURLToPath(new URL("./scripts/compress-build.ts", import.meta.url));
      execFileSync(process.execPath, ["--import", "tsx", script, options.dir], { stdio: "ignore" });
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

type ChunkingContext = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
};

/** `from` and every module it imports, and theirs, statically; none of `known`. */
function staticClosure(ctx: ChunkingContext, from: string, known: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const next = stack.pop()!;
    if (found.has(next) || known.has(next)) continue;
    found.add(next);
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/**
 * A stylesheet stays in a chunk of its own, as the bundler splits them: a chunk's stylesheets are one file,
 * linked from every page that loads the chunk, so grouping them would make pages wait for rules they never use.
 */
const STYLESHEET = /\.css(\?|$)/;

/** A group of modules smaller than this (their code as built, before minifying) joins a wider group. */
const SMALL_GROUP = 4096;

/**
 * The chunks of plain pages (decision 0126). Every module the plain-page entry imports, and theirs, is one
 * chunk (`startup`): every plain page loads all of them before it hydrates. The modules of route pages
 * are grouped by which of the modules loaded on demand (each route's page, each part a page loads when it
 * shows it, each page-builder behaviour) import them: a department page loads its own chunk, the one it
 * shares with the other shop pages and so on, and a part loads only what it runs. A group smaller than
 * SMALL_GROUP joins the group of the fewest of them that holds all of its own, or else the start: a page may
 * load a few kilobytes it does not run, for a request less. Left to itself the bundler also tells modules
 * apart by which of the router's routes import them: twenty files of a few hundred bytes each, a request each.
 */
function plainPageChunks() {
  const entry = fileURLToPath(new URL("./app/plain-page.client.tsx", import.meta.url));
  const all = new Set<string>();
  const collect = (id: string) => {
    all.add(id);
    return true;
  };
  let known: { startup: Set<string>; chunkOf: Map<string, string> } | null = null;
  const graph = (ctx: ChunkingContext) => {
    if (known) return known;
    const startup = staticClosure(ctx, entry);
    startup.delete(entry);
    const pages = new Set(ctx.getModuleInfo(entry)?.dynamicallyImportedIds ?? []);
    const onDemand = new Set([...all].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    // What the router's root imports is on every page, and so are the stylesheets of the chunks it is in: it is left where the bundler puts it.
    const root = staticClosure(ctx, fileURLToPath(new URL("./app/root.tsx", import.meta.url)), startup);
    const closures = new Map([...onDemand].map((id) => [id, staticClosure(ctx, id, startup)]));
    const inPages = new Set([...pages].flatMap((page) => [...(closures.get(page) ?? [])]));
    // Each module of a route's page by what, loaded on demand, imports it.
    const importedBy = new Map<string, string[]>();
    for (const [by, closure] of closures)
      for (const id of closure)
        if (inPages.has(id) && !ctx.getModuleInfo(id)?.isEntry && !root.has(id)) importedBy.set(id, [...(importedBy.get(id) ?? []), by]);
    interface Group {
      by: Set<string>;
      size: number;
      modules: string[];
      name: string;
    }
    const groups = new Map<string, Group>();
    for (const [id, by] of importedBy) {
      const key = by.sort().join("\n");
      const name =
        by.length === 1
          ? basename(by[0]!).replace(/\.[jt]sx?$/, "")
          : `pages-${createHash("sha256").update(key).digest("hex").slice(0, 8)}`;
      const group = groups.get(key) ?? groups.set(key, { by: new Set(by), size: 0, modules: [], name }).get(key)!;
      group.modules.push(id);
      group.size += ctx.getModuleInfo(id)?.code?.length ?? 0;
    }
    const live = new Set(groups.values());
    // A group that holds a module loaded on demand, or one with a stylesheet (its rules would then be linked
    // wherever the wider group is), stays.
    const stays = (g: Group) =>
      g.modules.some((id) => onDemand.has(id) || (ctx.getModuleInfo(id)?.importedIds ?? []).some((i) => STYLESHEET.test(i)));
    for (const small of [...live].filter((g) => g.size < SMALL_GROUP && !stays(g)).sort((x, y) => x.size - y.size)) {
      const wider = [...live]
        .filter((g) => g !== small && [...small.by].every((p) => g.by.has(p)))
        .sort((x, y) => x.by.size - y.by.size || x.size - y.size)[0];
      // None wider: all its imports are in it or at start, so it joins the start, for a few kilobytes more there.
      if (!wider) for (const id of small.modules) startup.add(id);
      else {
        wider.modules.push(...small.modules);
        wider.size += small.size;
      }
      live.delete(small);
    }
    const chunkOf = new Map<string, string>();
    for (const g of live) for (const id of g.modules) chunkOf.set(id, g.name);
    return (known = { startup, chunkOf });
  };
  return [
    {
      test: collect,
      name: (id: string, ctx: ChunkingContext) =>
        graph(ctx).startup.has(id) && !ctx.getModuleInfo(id)?.isEntry && !STYLESHEET.test(id) ? "startup" : null,
      priority: 2,
    },
    {
      test: collect,
      name: (id: string, ctx: ChunkingContext) => (STYLESHEET.test(id) ? null : (graph(ctx).chunkOf.get(id) ?? null)),
      priority: 1,
      // A module's imports are imported by at least what imports it: they are in its chunk or in one shared wider.
      includeDependenciesRecursively: false,
    },
  ];
}

/** `#core/…`, `#app/…`, `#server/…` and `#scripts/…` name the top folders (tsconfig.json's paths, for tsc and tsx). */
export const topFolderAliases = [
  { find: /^#(core|app|server|scripts)\//, replacement: `${fileURLToPath(new URL(".", import.meta.url))}$1/` },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), postImages(), plainPageEntry(), compressedForms(), serverBundle(), sourcesKey()],
  resolve: { alias: topFolderAliases },
  build: {
    sourcemap: process.env.AISLE_SOURCEMAP === "1",
    // The build's log would otherwise gzip every output file again to print its size; the bench's page
    // weights measure what a visitor downloads.
    reportCompressedSize: false,
    rolldownOptions: {
      // React Router's documented custom server: the SSR build's input is the server's entry.
      ...(isSsrBuild ? { input: fileURLToPath(new URL("./server/production.ts", import.meta.url)) } : {}),
      output: { chunkFileNames, ...(isSsrBuild ? {} : { codeSplitting: { groups: plainPageChunks() } }) },
    },
  },
}));
