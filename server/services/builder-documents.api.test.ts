/**
 * Page-builder documents through the real services and database: the site's breakpoints (site
 * settings) read safely and used in a document's CSS, the rendered HTML handed to the server render
 * (document requests) or carried in loader data (client-side navigations), and a new key once a
 * document is saved again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { startTestServer, type TestServer } from "../test/harness";
import { DEFAULT_BREAKPOINTS } from "../../core/builder/breakpoints";
import { builderView } from "../../app/builder/load-document.server";
import { siteSettings } from "../db/schema";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

function loadContext(dataRequest: boolean) {
  const builder = { dataRequest, html: new Map<string, string>() };
  const context = {
    services: t.services,
    auth: { session: null, user: null, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder,
  } as unknown as AppLoadContext;
  return { context, builder };
}

const page = async () => (await t.services.documents.published("builder-showcase"))!;

describe("page-builder documents", () => {
  it("refuse breakpoints that are not breakpoints, and read stored ones safely: garbage gives Elementor's defaults", async () => {
    await expect(t.services.settings.update({ breakpoints: { mobile: { value: 100, active: true } } as never })).rejects.toMatchObject({
      status: 400,
    });
    await t.database.db.update(siteSettings).set({ breakpoints: { mobile: { value: "wide", active: 3 }, tablet: null } as never });
    await t.services.version.bump();
    expect((await t.services.settings.get()).breakpoints).toEqual(DEFAULT_BREAKPOINTS);
  });

  it("write the site's own breakpoints into a document's CSS", async () => {
    await t.services.settings.update({ breakpoints: { ...DEFAULT_BREAKPOINTS, mobile: { value: 600, active: true } } });
    const { context, builder } = loadContext(false);
    const view = await builderView(await page(), new Request("http://aisle.test/builder-showcase"), context, false);
    const html = builder.html.get(view.key)!;
    expect(html).toContain("@media (max-width:600px)");
    expect(html).not.toContain("(max-width:767px)");
    expect(view.breakpoints.mobile.value).toBe(600);
    await t.services.settings.update({ breakpoints: DEFAULT_BREAKPOINTS });
  });

  it("tell the page whether the kit's global image lightbox is on (on unless switched off)", async () => {
    const { context } = loadContext(true);
    expect((await builderView(await page(), new Request("http://aisle.test/builder-showcase"), context, false)).globalImageLightbox).toBe(
      true,
    );
    await t.services.settings.update({ globalImageLightbox: false });
    expect((await builderView(await page(), new Request("http://aisle.test/builder-showcase"), context, false)).globalImageLightbox).toBe(
      false,
    );
    await t.services.settings.update({ globalImageLightbox: true });
  });

  it("hand a document request's HTML to the server render, and carry it in a client navigation's data", async () => {
    const doc = await page();
    const request = new Request("http://aisle.test/builder-showcase");
    const first = loadContext(false);
    const view = await builderView(doc, request, first.context, false);
    expect(view.html).toBeUndefined();
    expect(first.builder.html.get(view.key)).toContain("Everything on one page");
    const nav = loadContext(true);
    const data = await builderView(doc, request, nav.context, false);
    expect(data.key).toBe(view.key);
    expect(data.html).toBe(first.builder.html.get(view.key));
    expect(nav.builder.html.size).toBe(0);
  });

  it("give a document a new key once it is saved again, even within the same millisecond", async () => {
    const doc = await page();
    const { context } = loadContext(true);
    const before = await builderView(doc, new Request("http://aisle.test/"), context, false);
    await t.services.documents.update(doc.id, { title: doc.title });
    await t.services.documents.update(doc.id, { title: doc.title });
    const after = await builderView((await page())!, new Request("http://aisle.test/"), context, false);
    expect(after.key).not.toBe(before.key);
    expect(new Date((await page()).updatedAt!).getTime()).toBeGreaterThanOrEqual(new Date(doc.updatedAt!).getTime() + 2);
    const edit = await builderView((await page())!, new Request("http://aisle.test/"), context, true);
    expect(edit.key).not.toBe(after.key);
    expect(edit.html).toContain("data-id=");
  });
});
