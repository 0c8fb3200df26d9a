import { matchRoutes, type EntryContext, type RouteObject } from "react-router";

type ManifestRoutes = EntryContext["manifest"]["routes"];

/**
 * The router context a page is rendered with, holding only the routes the page can use.
 *
 * React Router's `<ServerRouter>` turns every route of the manifest into route objects twice per
 * render and matches the page's address and each of its parent addresses against all of them (for
 * the small manifest it writes into the page with lazy route discovery): with some ninety routes
 * that was a fifth of a signed-in page's CPU time. What it renders and writes only ever uses the
 * routes that match the page (its matches) and its parent addresses, so the context given to it
 * holds those, in the manifest's order; with no precomputed branches it ranks these few itself.
 * The matches of a parent address are the ones the whole table gives (kept per address): among
 * fewer routes in the same order the same one wins. The document is byte for byte the same.
 */
export function renderContextOf(context: EntryContext): EntryContext {
  // Without lazy discovery the whole manifest is written into the page: nothing to leave out.
  if (context.routeDiscovery.mode !== "lazy" || !context.ssr || context.isSpaMode) return context;
  const all = context.manifest.routes;
  const { matches, location, basename } = context.staticHandlerContext;
  const ids = new Set(matches.map((m) => m.route.id));
  for (const path of parentPaths(location.pathname)) for (const id of matchedIds(all, path, basename || "/")) ids.add(id);
  const routes: ManifestRoutes = {};
  for (const id in all) if (ids.has(id)) routes[id] = all[id];
  return { ...context, manifest: { ...context.manifest, routes }, branches: undefined as unknown as EntryContext["branches"] };
}

/** The addresses above the page's, as React Router lists them for the page's manifest: "/", "/a", "/a/b" for "/a/b/c". */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}

const trees = new WeakMap<ManifestRoutes, RouteObject[]>();
const matched = new WeakMap<ManifestRoutes, Map<string, string[]>>();
/** Addresses whose matches are kept per manifest; the oldest goes first past this. */
const MAX_PATHS = 2_000;

/** The ids of the routes the whole table matches at `path`, kept per address. */
function matchedIds(all: ManifestRoutes, path: string, basename: string): string[] {
  let byPath = matched.get(all);
  if (!byPath) matched.set(all, (byPath = new Map()));
  const key = `${basename}\n${path}`;
  let ids = byPath.get(key);
  if (!ids) {
    ids = (matchRoutes(treeOf(all), path, basename) ?? []).map((m) => m.route.id!);
    byPath.set(key, ids);
    if (byPath.size > MAX_PATHS) byPath.delete(byPath.keys().next().value!);
  }
  return ids;
}

/** The manifest's routes as a tree for matching (ids, paths and nesting only), built once per manifest. */
function treeOf(all: ManifestRoutes): RouteObject[] {
  let tree = trees.get(all);
  if (tree) return tree;
  const children = new Map<string, RouteObject[]>();
  for (const id in all) {
    const r = all[id]!;
    const parent = r.parentId ?? "";
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent)!.push({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive } as RouteObject);
  }
  const build = (parent: string): RouteObject[] =>
    (children.get(parent) ?? []).map((r) => {
      const kids = build(r.id!);
      return kids.length ? ({ ...r, children: kids } as RouteObject) : r;
    });
  tree = build("");
  trees.set(all, tree);
  return tree;
}
