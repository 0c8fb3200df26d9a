/**
 * The header and footer kept as HTML between requests (decision 0035) never show one visitor what
 * belongs to another: two signed-in shoppers with their own names, stores and carts are rendered in
 * turn through one store of kept parts, as the storefront's entry does (kept after a render, reused
 * on the next), and each sees only their own name, store and cart count, on a miss and on a hit.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import { createElement } from "react";
import { renderReady } from "../../test/render-ready";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from "react-router";
import { DEMO, login, startTestServer, type TestServer } from "../../test/harness";
import { SESSION_COOKIE } from "../../services/auth";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { createPrerenderedPartsStore, innerHtmlOf } from "#app/prerendered-parts.server";
import { PrerenderedPartsProvider } from "#app/storefront/hydration/prerendered";
import * as root from "#app/root";
import * as home from "#app/routes/home";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const routes = [
  {
    id: "root",
    path: "/",
    loader: root.loader as never,
    Component: root.default,
    children: [{ id: "routes/home", index: true, loader: home.loader as never, Component: home.default }],
  },
];

type Visitor = { cookie: string; storeId: number; search?: string };

async function sessionOf(who: { email: string; password: string }) {
  const { cookie } = await login(t.url, who.email, who.password);
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? "";
  const session = await t.services.auth.sessionFromToken(token);
  if (!session) throw new Error(`no session for ${who.email}`);
  return { token, session };
}

/** Renders the home page for a visitor through `parts`, keeping what it rendered afresh (as app/entry.server.tsx does). */
async function render(
  parts: ReturnType<typeof createPrerenderedPartsStore>,
  v: Visitor & { session: Awaited<ReturnType<typeof sessionOf>> },
) {
  const { session, token } = v.session;
  const context = {
    services: t.services,
    auth: { session, user: session.user, token },
    cspNonce: "csp-nonce-for-test",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder: { dataRequest: false, html: new Map() },
  } as unknown as AppLoadContext;
  const handler = createStaticHandler(routes);
  const request = new Request(`http://aisle.test/${v.search ?? ""}`, {
    headers: { cookie: `store_id=${v.storeId}; ${SESSION_COOKIE}=${token}` },
  });
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  const request_ = parts.forRequest();
  const page = createElement(StaticRouterProvider, { router, context: result });
  const html = await renderReady(createElement(PrerenderedPartsProvider, { value: request_, children: page }));
  const apiNonce = (result.loaderData.root as { apiNonce: string }).apiNonce;
  const kept = request_.missed() ? request_.capture(html, [context.cspNonce as string, apiNonce]) : 0;
  return {
    html,
    kept,
    header: innerHtmlOf(html, '<div class="site-header__inner"') ?? "",
    footer: innerHtmlOf(html, '<footer class="site-footer"') ?? "",
  };
}

describe("header and footer kept as HTML, per visitor", () => {
  it("two signed-in shoppers with other names, stores and carts each see their own, kept or not", async () => {
    const sam = { session: await sessionOf(DEMO.shopper), storeId: DEMO_STORE_IDS.columbus, cookie: "" };
    const erin = { session: await sessionOf(DEMO.editor), storeId: DEMO_STORE_IDS.cincinnati, cookie: "" };
    const carts = new Map<number, number>([
      [sam.session.session.user.id, 2],
      [erin.session.session.user.id, 5],
    ]);
    const count = vi
      .spyOn(t.services.cart, "itemCount")
      .mockImplementation(async (owner) => (owner && "userId" in owner ? (carts.get(owner.userId) ?? 0) : 0));
    try {
      const parts = createPrerenderedPartsStore();
      const columbus = (await t.services.stores.get(DEMO_STORE_IDS.columbus))!.name;
      const cincinnati = (await t.services.stores.get(DEMO_STORE_IDS.cincinnati))!.name;
      // React separates adjacent text with `<!-- -->`: read the row as text.
      const own = (r: { header: string }, name: string, store: string, cart: number) => {
        expect(r.header.replaceAll("<!-- -->", "")).toContain(`Hello, ${name}`);
        expect(r.header).toContain(store);
        expect(r.header).toContain(`Cart, ${cart} items`);
      };

      const sam1 = await render(parts, sam);
      expect(sam1.kept).toBeGreaterThanOrEqual(2); // menus, top row, footer: rendered afresh and kept
      const erin1 = await render(parts, erin);
      const sam2 = await render(parts, sam);
      const erin2 = await render(parts, erin);
      expect([sam2.kept, erin2.kept]).toEqual([0, 0]); // both answered from what was kept

      for (const r of [sam1, sam2]) {
        own(r, "Sam Shopper", columbus, 2);
        expect(r.html).not.toContain("Erin Editor");
        expect(r.header).not.toContain(cincinnati);
      }
      for (const r of [erin1, erin2]) {
        own(r, "Erin Editor", cincinnati, 5);
        expect(r.html).not.toContain("Sam Shopper");
        expect(r.header).not.toContain(columbus);
      }
      // A kept part is byte for byte what was rendered (so the browser hydrates it as before).
      expect(sam2.header).toBe(sam1.header);
      expect(erin2.header).toBe(erin1.header);
      expect(sam2.footer).toBe(sam1.footer);
      expect(sam1.footer).toContain("All stores");

      // A change to what the row is rendered from is another entry: the new count shows at once.
      carts.set(sam.session.session.user.id, 3);
      const sam3 = await render(parts, sam);
      own(sam3, "Sam Shopper", columbus, 3);
      expect(sam3.header).not.toContain("Cart, 2 items");

      // Erin in Sam's store with Sam's cart count: still her own name.
      carts.set(erin.session.session.user.id, 3);
      const erin3 = await render(parts, { ...erin, storeId: DEMO_STORE_IDS.columbus });
      own(erin3, "Erin Editor", columbus, 3);
      expect(erin3.html).not.toContain("Sam Shopper");

      // With a search term the row is rendered, not kept, and holds the term.
      const searched = await render(parts, { ...sam, search: "?s=peach" });
      expect(searched.header).toContain('value="peach"');
      expect((await render(parts, sam)).header).not.toContain("peach");
    } finally {
      count.mockRestore();
    }
  });
});
