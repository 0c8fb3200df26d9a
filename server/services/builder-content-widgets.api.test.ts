/**
 * The site's content areas and share buttons as page-builder widgets, through the real services and
 * database: each request gets its own store's targeted content and its own page address, spliced into
 * the document's HTML, which is rendered once per version and not again per visitor. A failing
 * content call leaves its area empty and the rest of the page in place.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import { startTestServer, type TestServer } from "../test/harness";
import { builderView } from "../../app/builder/load-document.server";
import { cacheCounts } from "../cache";
import { DEMO_STORE_IDS } from "../db/seed/stores";
import { CTA_HTML, PERSONALIZED_HTML, SLIDER_HTML } from "../db/seed/content";
import type { PageDocument } from "../../core/documents/document-types";

/** Renders of a document so far: each is a miss of the rendered documents' cache, the only way to one. */
const documentRenders = () => cacheCounts().find((c) => c.name === "rendered-documents")?.misses ?? 0;

let t: TestServer;
let doc: PageDocument;
beforeAll(async () => {
  t = await startTestServer();
  const widget = (id: string, widgetType: string, settings: Record<string, unknown> = {}) => ({
    id,
    elType: "widget" as const,
    widgetType,
    settings,
    elements: [],
  });
  const { id } = await t.services.documents.create({
    type: "page",
    title: "Store corner",
    slug: "store-corner",
    status: "publish",
    settings: {},
    elements: [
      {
        id: "c0ntent",
        elType: "container",
        settings: {},
        elements: [
          widget("h1corner", "heading", { title: "Your store corner" }),
          widget("s1ider00", "aisle-slider", { slug: "home-slider", slider_id: "corner_1" }),
          widget("c7a00000", "aisle-cta", { slug: "home-cta" }),
          widget("p3rs0nal", "aisle-personalized-content", { slug: "home-personalized" }),
          widget("sh4re000", "share-buttons", { share_buttons: [{ button: "facebook" }, { button: "email" }] }),
        ],
      },
    ],
  } as never);
  doc = (await t.services.documents.get(id)) as PageDocument;
});
afterAll(async () => {
  await t?.close();
});

function visit(storeId: number | null, https = false, path = "/store-corner") {
  const builder = { dataRequest: true, html: new Map<string, string>() };
  const context = {
    services: t.services,
    auth: { session: null, user: null, token: undefined },
    cspNonce: "",
    https,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder,
  } as unknown as AppLoadContext;
  const request = new Request(`http://shop.example${path}?utm=1`, { headers: storeId ? { cookie: `store_id=${storeId}` } : {} });
  return { context, request, render: (context as unknown as { render: { partial: boolean } }).render };
}

describe("content-area widgets", () => {
  it("give each store its own targeted content, rendering the document once", async () => {
    const before = documentRenders();
    const columbus = visit(DEMO_STORE_IDS.columbus);
    const a = await builderView(doc, columbus.request, columbus.context, false);
    const pittsburgh = visit(DEMO_STORE_IDS.pittsburgh);
    const b = await builderView(doc, pittsburgh.request, pittsburgh.context, false);
    expect(documentRenders() - before).toBe(1);

    expect(a.html).toContain(`<div class="content-area content-area--slider">${SLIDER_HTML.ohioValley}</div>`);
    expect(a.html).toContain(`<div class="content-area content-area--cta">${CTA_HTML.store}</div>`);
    expect(b.html).toContain(`<div class="content-area content-area--slider">${SLIDER_HTML.keystone}</div>`);
    expect(b.html).toContain(`<div class="content-area content-area--cta">${CTA_HTML.anonymous}</div>`);
    for (const html of [a.html!, b.html!]) {
      expect(html).toContain(`<div class="content-area content-area--personalized">${PERSONALIZED_HTML.everyone}</div>`);
      expect(html).toContain("Your store corner");
    }
    // The same rendered document, with each visitor's parts: a key of its own for each.
    expect(a.key.split("-").slice(0, -1)).toEqual(b.key.split("-").slice(0, -1));
    expect(a.key).not.toBe(b.key);
    expect(columbus.render.partial).toBe(false);
  });

  it("leave an area empty when nothing matches, and when its content call fails, the page still whole", async () => {
    const another = {
      ...doc,
      updatedAt: new Date(Date.parse(doc.updatedAt!) + 1).toISOString(),
      elements: [
        {
          ...doc.elements[0]!,
          elements: [
            { id: "c7a00001", elType: "widget" as const, widgetType: "aisle-cta", settings: { slug: "no-such-slot" }, elements: [] },
          ],
        },
      ],
    };
    const none = await builderView(another, visit(null).request, visit(null).context, false);
    expect(none.html).toContain('data-widget_type="aisle-cta.default"></div>');

    const spy = vi.spyOn(t.services.content, "html").mockRejectedValue(new Error("content service down"));
    const warn = vi.spyOn(t.services.logger, "warn");
    try {
      const v = visit(DEMO_STORE_IDS.columbus);
      const view = await builderView(doc, v.request, v.context, false);
      expect(view.html).toContain('data-widget_type="aisle-cta.default"></div>');
      expect(view.html).toContain('data-widget_type="aisle-personalized-content.default"></div>');
      expect(view.html).toContain(SLIDER_HTML.ohioValley);
      expect(view.html).toContain("Your store corner");
      // Marked incomplete, so the page is never kept in the page cache.
      expect(v.render.partial).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ slot: "content-area" }), expect.any(String));
    } finally {
      spy.mockRestore();
      warn.mockRestore();
    }
  });
});

describe("share-buttons widget", () => {
  it("shares the page at the address the visitor used, named by the document's title", async () => {
    const v = visit(null, true, "/store-corner");
    const view = await builderView(doc, v.request, v.context, false);
    expect(view.html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fstore-corner"');
    expect(view.html).toContain('href="mailto:?subject=Store%20corner&amp;body=https%3A%2F%2Fshop.example%2Fstore-corner"');
  });
});
