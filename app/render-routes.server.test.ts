/**
 * The router context a page is rendered with holds only the routes the page uses
 * (app/render-routes.server.ts): the document React Router renders from it must be the one it renders
 * from the whole manifest, byte for byte, including the manifest it writes into the page for lazy
 * route discovery (the page's routes and those of its parent addresses).
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, Outlet, Scripts, ServerRouter, type EntryContext } from "react-router";
import { renderContextOf } from "./render-routes.server";

/** A route table shaped like the storefront's: index, static, dynamic and splat routes, one id per module, some under a layout. */
const table: Array<{ id: string; path?: string; index?: boolean; parentId?: string }> = [
  { id: "root", path: "" },
  { id: "routes/home", index: true, parentId: "root" },
  { id: "routes/stores", path: "stores", parentId: "root" },
  { id: "routes/store", path: "stores/:slug", parentId: "root" },
  { id: "routes/shop", path: "shop", parentId: "root" },
  { id: "routes/shop-department", path: "shop/departments/:slug", parentId: "root" },
  { id: "routes/shop-search", path: "shop/search", parentId: "root" },
  { id: "routes/shop-menu-path", path: "shop/*", parentId: "root" },
  { id: "catering-shop-menu-path", path: "catering/shop/*", parentId: "root" },
  { id: "routes/catering", path: "catering", parentId: "root" },
  { id: "routes/my-account", path: "my-account", parentId: "root" },
  { id: "routes/my-account-layout", path: "my-account/orders", parentId: "root" },
  { id: "routes/my-account-order", path: ":id", parentId: "routes/my-account-layout" },
  { id: "routes/admin-menu", path: "admin/menus/:group/:menu", parentId: "root" },
  { id: "routes/page", path: "*", parentId: "root" },
];

function Root() {
  return createElement("html", null, createElement("body", null, createElement(Outlet), createElement(Scripts)));
}
const Leaf = () => createElement("p", null, "page");

const manifest: EntryContext["manifest"] = {
  entry: { module: "/assets/entry.client.js", imports: [] },
  url: "/assets/manifest.js",
  version: "test",
  routes: Object.fromEntries(
    table.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        module: `/assets/${r.id.replace("/", "-")}.js`,
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: r.id === "root",
      },
    ]),
  ) as EntryContext["manifest"]["routes"],
};

function dataRoutes(parentId: string | undefined): Parameters<typeof createStaticHandler>[0] {
  return table
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const children = dataRoutes(r.id);
      const base = { id: r.id, Component: r.id === "root" ? Root : r.id === "routes/my-account-layout" ? Outlet : Leaf };
      return r.index ? { ...base, index: true as const } : { ...base, path: r.path, ...(children.length ? { children } : {}) };
    });
}

/** The router context React Router's request handler gives the entry for `path`. */
async function entryContextFor(path: string): Promise<EntryContext> {
  const handler = createStaticHandler(dataRoutes(undefined));
  const staticHandlerContext = await handler.query(new Request(`http://aisle.test${path}`));
  if (staticHandlerContext instanceof Response) throw new Error(`unexpected response for ${path}`);
  return {
    manifest,
    routeModules: Object.fromEntries(
      table.map((r) => [r.id, { default: r.id === "root" ? Root : Leaf }]),
    ) as unknown as EntryContext["routeModules"],
    staticHandlerContext,
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false } as EntryContext["future"],
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    branches: (handler as unknown as { _internalRouteBranches: EntryContext["branches"] })._internalRouteBranches,
  } as EntryContext;
}

const render = (context: EntryContext, path: string) =>
  renderToString(createElement(ServerRouter, { context, url: `http://aisle.test${path}` }));

/** The route ids of the manifest written into the page. */
const pageManifestIds = (html: string) =>
  Object.keys(JSON.parse(/window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(html)![1]!).routes);

describe("the router context a page is rendered with", () => {
  it.each([
    "/",
    "/stores",
    "/stores/columbus-short-north",
    "/shop",
    "/shop/departments/produce",
    "/shop/produce/fresh-fruit",
    "/shop/search",
    "/catering/shop/trays",
    "/my-account/orders/12",
    "/admin/menus/1/shop",
    "/about-us",
    "/a/b/c/d",
  ])("renders %s exactly as the whole manifest does", async (path) => {
    const full = await entryContextFor(path);
    const expected = render(full, path);
    const pruned = renderContextOf(await entryContextFor(path));
    expect(render(pruned, path)).toBe(expected);
    // It holds fewer routes than the table, and every one the page's manifest names.
    expect(Object.keys(pruned.manifest.routes).length).toBeLessThan(table.length);
    expect(Object.keys(pruned.manifest.routes)).toEqual(expect.arrayContaining(pageManifestIds(expected)));
  });

  it("holds the page's routes and those of its parent addresses", async () => {
    const ids = (path: string) => entryContextFor(path).then((c) => Object.keys(renderContextOf(c).manifest.routes));
    expect(await ids("/")).toEqual(["root", "routes/home"]);
    expect(await ids("/shop/departments/produce")).toEqual([
      "root",
      "routes/home",
      "routes/shop",
      "routes/shop-department",
      "routes/shop-menu-path",
    ]);
    expect(await ids("/my-account/orders/12")).toEqual([
      "root",
      "routes/home",
      "routes/my-account",
      "routes/my-account-layout",
      "routes/my-account-order",
    ]);
  });

  it("is the router's own context when the whole manifest goes into the page", async () => {
    const context: EntryContext = { ...(await entryContextFor("/shop")), routeDiscovery: { mode: "initial", manifestPath: "/__manifest" } };
    expect(renderContextOf(context)).toBe(context);
  });
});
