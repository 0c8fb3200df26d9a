/**
 * Content areas are rendered on the server; a failing content call leaves its area empty
 * (docs/requirements.md#errors) and the page still renders. The root and home routes run for real over
 * the seeded database, with the content service made to throw.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import { createElement } from "react";
import { renderReady } from "../../test/render-ready";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from "react-router";
import { startTestServer, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { CTA_HTML, SITE_BANNER_HTML } from "../../db/seed/content";
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

/** Server-renders the home page for a store, as the storefront does. */
async function renderHome(storeId: number): Promise<{ status: number; html: string; partial?: boolean }> {
  const context = {
    services: t.services,
    auth: { session: null, user: null, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder: { dataRequest: false, html: new Map() },
  } as unknown as AppLoadContext;
  const handler = createStaticHandler(routes);
  const request = new Request("http://aisle.test/", {
    headers: { cookie: `store_id=${storeId}`, "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
  });
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) return { status: result.status, html: await result.text() };
  const router = createStaticRouter(handler.dataRoutes, result);
  return {
    status: result.statusCode,
    html: await renderReady(createElement(StaticRouterProvider, { router, context: result })),
    partial: (context as { render: { partial: boolean } }).render.partial,
  };
}

describe("content areas in the first HTML", () => {
  it("holds the banner, slider, call to action and personalized content for the store", async () => {
    const { status, html, partial } = await renderHome(DEMO_STORE_IDS.columbus);
    expect(status).toBe(200);
    expect(partial).toBe(false);
    expect(html).toContain(SITE_BANNER_HTML.store);
    expect(html).toContain(CTA_HTML.store);
    expect(html).toContain("content-area--slider");
    expect(html).toContain("content-area--personalized");
    expect(html).toContain("Download the App!");
  });

  it("a failing content call leaves its area empty and the page working", async () => {
    const { content, navigation } = t.services;
    const down = () => Promise.reject(new Error("content service down"));
    const spies = [
      vi.spyOn(content, "html").mockImplementation(down),
      vi.spyOn(content, "sliderHtml").mockImplementation(down),
      vi.spyOn(content, "homepageSlug").mockImplementation(down),
      vi.spyOn(navigation, "trees").mockImplementation(down),
    ];
    const warn = vi.spyOn(t.services.logger, "warn");
    try {
      const { status, html, partial } = await renderHome(DEMO_STORE_IDS.columbus);
      expect(status).toBe(200);
      // Marked incomplete, so the page is sent with no-store and never kept in the page cache.
      expect(partial).toBe(true);
      expect(html).not.toContain("site-banner");
      expect(html).not.toContain("content-area");
      expect(html).not.toContain("Something went wrong");
      expect(html).toContain("Harvest Lane Market – Columbus Short North");
      expect(html).toContain("<h1>Welcome</h1>");
      expect(html).toContain("Download the App!");
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ what: "site-banner" }), expect.any(String));
    } finally {
      for (const s of spies) s.mockRestore();
      warn.mockRestore();
    }
  });

  it("a failing audience lookup hides every area but not the page", async () => {
    const spy = vi.spyOn(t.services.audience, "resolve").mockImplementation(() => Promise.reject(new Error("groups down")));
    try {
      const { status, html } = await renderHome(DEMO_STORE_IDS.dayton);
      expect(status).toBe(200);
      expect(html).not.toContain("site-banner");
      expect(html).not.toContain("content-area");
      expect(html).toContain("Harvest Lane Market – Dayton Far Hills");
    } finally {
      spy.mockRestore();
    }
  });

  it("text from settings is escaped where it becomes HTML (the app banner names the site)", async () => {
    const { siteName } = await t.services.settings.get();
    await t.services.settings.update({ siteName: `<img src=x onerror="alert(1)"> & 'Co'` });
    try {
      const { html } = await renderHome(DEMO_STORE_IDS.columbus);
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#x27;Co&#x27;");
      expect(html).not.toContain('<img src=x onerror="alert(1)">');
    } finally {
      await t.services.settings.update({ siteName });
    }
  });
});
