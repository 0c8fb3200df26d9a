/**
 * Preview as (decision 0030) through the real root and home routes over the seeded database: only a
 * signed-in editor or administrator gets the preview (the chosen store, user groups and date, drafts
 * included, and the panel); anyone else asking the same address gets the visitor's page.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { createElement } from "react";
import { renderReady } from "../../test/render-ready";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from "react-router";
import { startTestServer, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { STORE_GROUP, USER_GROUP } from "../../db/seed/groups";
import { PERSONALIZED_HTML } from "../../db/seed/content";
import type { PublicUser } from "#core/schemas/auth";
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

const person = (roles: string[], segments: number[] = []): PublicUser => ({
  id: 1,
  email: `${roles[0]}@aisle.test`,
  name: "",
  roles,
  segment_ids: segments,
  store_id: null,
});
const EDITOR = person(["editor"]);
const ADMIN = person(["administrator"]);
const SHOPPER = person(["shopper"], [USER_GROUP.loyalty]);

/** Server-renders an address of the home page for someone (null: anonymous), with a store cookie. */
async function render(path: string, user: PublicUser | null, storeCookie: number = DEMO_STORE_IDS.columbus): Promise<string> {
  const session = user ? { sessionId: "s", user } : null;
  const context = {
    services: t.services,
    auth: { session, user, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder: { dataRequest: false, html: new Map() },
  } as unknown as AppLoadContext;
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://aisle.test${path}`, { headers: { cookie: `store_id=${storeCookie}` } }), {
    requestContext: context,
  });
  if (result instanceof Response) throw new Error(`unexpected ${result.status}`);
  return await renderReady(
    createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result }),
  );
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const previewPath = (store: number, groups: number[], at: Date) =>
  `/?aisle-preview=1&preview_store=${store}&preview_groups=${groups.join(",")}&preview_at=${encodeURIComponent(at.toISOString())}`;

describe("Preview as on a page", () => {
  it("an editor sees a draft at the chosen store, and a scheduled item at a date after its start; visitors see neither", async () => {
    const draft = await t.services.contentItems.create({
      kind: "site-banner",
      slug: "site-banner",
      title: "Preview draft",
      status: "draft",
      store_ids: [],
      store_group_ids: [STORE_GROUP.keystone],
      user_group_ids: [],
      starts_at: inDays(5).toISOString(),
      ends_at: null,
      display_starts_at: null,
      display_ends_at: null,
      priority: 700,
      html: "<p>Preview draft banner</p>",
      document_id: null,
    });
    try {
      const path = previewPath(DEMO_STORE_IDS.pittsburgh, [], inDays(6));
      const editorHtml = await render(path, EDITOR);
      expect(editorHtml).toContain("Preview draft banner");
      expect(editorHtml).toContain('id="preview-panel-title"');
      expect(editorHtml).toContain(`#${draft.id} “Preview draft” is shown`);
      expect(editorHtml).toContain("Pittsburgh Squirrel Hill (1012)");
      // Before its start, not even the preview shows it.
      expect(await render(previewPath(DEMO_STORE_IDS.pittsburgh, [], inDays(1)), ADMIN)).not.toContain("Preview draft banner");
      for (const who of [SHOPPER, null]) {
        const html = await render(path, who, DEMO_STORE_IDS.pittsburgh);
        expect(html).not.toContain("Preview draft banner");
        expect(html).not.toContain('id="preview-panel-title"');
      }
    } finally {
      await t.services.contentItems.remove(draft.id);
    }
  });

  it("looks as the chosen user groups, not the editor's own, and as the chosen store, not the cookie's", async () => {
    const html = await render(previewPath(DEMO_STORE_IDS.pittsburgh, [USER_GROUP.wineClub], new Date()), EDITOR, DEMO_STORE_IDS.columbus);
    expect(html).toContain(PERSONALIZED_HTML.wineClub);
    expect(html).not.toContain("Columbus Short North</strong> store news");
    // A shopper asking for the wine club's groups gets their own (loyalty) content instead.
    const shopper = await render(previewPath(DEMO_STORE_IDS.pittsburgh, [USER_GROUP.wineClub], new Date()), SHOPPER);
    expect(shopper).not.toContain(PERSONALIZED_HTML.wineClub);
    expect(shopper).toContain(PERSONALIZED_HTML.loyalty);
  });

  it("a bad preview address shows the editor the ordinary page", async () => {
    const html = await render("/?aisle-preview=1&preview_store=abc", EDITOR);
    expect(html).not.toContain('id="preview-panel-title"');
  });
});
