import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { AppLoadContext } from "react-router";
import type { ElementNode } from "../../core/documents/document-types";
import { DEFAULT_BREAKPOINTS } from "../../core/builder/breakpoints";
import { renderDocument, type RenderOptions } from "./render-document.server";
import { renderedDocument } from "./document-cache.server";
import { fillSlots, resolveSlots } from "./slots.server";
import { WIDGETS, type AnyWidget } from "./registry.server";
import { defineWidget } from "./widget-types";

const widget = (id: string, widgetType: string, settings: unknown = {}): ElementNode => ({
  id,
  elType: "widget",
  widgetType,
  settings: settings as Record<string, unknown>,
  elements: [],
});
const node = (
  id: string,
  elType: ElementNode["elType"],
  settings: Record<string, unknown> = {},
  elements: ElementNode[] = [],
): ElementNode => ({ id, elType, settings, elements });
const visitor: RenderOptions = { editMode: false, breakpoints: DEFAULT_BREAKPOINTS };
const html = (elements: ElementNode[], opts: Partial<RenderOptions> = {}) =>
  renderDocument({ id: 7, elements }, { ...visitor, ...opts }).parts.join("");

/** Test-only widgets, removed after each test. */
const extra = new Set<string>();
function register(def: AnyWidget) {
  (WIDGETS as Map<string, AnyWidget>).set(def.type, def);
  extra.add(def.type);
}
afterEach(() => {
  for (const type of extra) (WIDGETS as Map<string, AnyWidget>).delete(type);
  extra.clear();
});

describe("renderDocument: markup", () => {
  it("writes Elementor's wrappers for containers, one wrapper per widget", () => {
    expect(html([node("c0ntain", "container", { content_width: "full" }, [widget("h1h1h1h", "heading", { title: "A" })])])).toBe(
      '<div class="e-con e-flex e-con-full e-parent elementor-element elementor-element-c0ntain" data-element_type="container">' +
        '<div class="elementor-widget elementor-widget-heading elementor-element elementor-element-h1h1h1h" data-widget_type="heading.default"><h2 class="elementor-heading-title elementor-size-default">A</h2></div>' +
        "</div>",
    );
  });

  it("gives a boxed container its inner box, a grid its class, a nested container e-child", () => {
    const out = html([node("outer01", "container", { container_type: "grid" }, [node("inner01", "container", { content_width: "full" })])]);
    expect(out).toBe(
      '<div class="e-con e-grid e-con-boxed e-parent elementor-element elementor-element-outer01" data-element_type="container"><div class="e-con-inner">' +
        '<div class="e-con e-flex e-con-full e-child elementor-element elementor-element-inner01" data-element_type="container"></div>' +
        "</div></div>",
    );
  });

  it("writes sections with their container, columns with their widget wrap, and inner sections", () => {
    const out = html([
      node(
        "sec0001",
        "section",
        { layout: "full_width", gap: "wide", height: "min-height", column_position: "middle", content_position: "bottom" },
        [
          node("col0001", "column", { _column_size: 50 }, [
            widget("txt0001", "text-editor", { editor: "<p>Hi</p>" }),
            node("sec0002", "section", {}, [node("col0002", "column", { _column_size: 33.3 })]),
          ]),
          node("col0003", "column", { _column_size: "x" }),
        ],
      ),
    ]);
    expect(out).toContain(
      '<section class="elementor-section elementor-top-section elementor-section-full_width elementor-section-height-min-height elementor-section-items-middle elementor-section-content-bottom elementor-element elementor-element-sec0001" data-element_type="section"><div class="elementor-container elementor-column-gap-wide">',
    );
    expect(out).toContain(
      '<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-col0001" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">',
    );
    expect(out).toContain(
      '<section class="elementor-section elementor-inner-section elementor-section-boxed elementor-section-height-default elementor-element elementor-element-sec0002"',
    );
    expect(out).toContain(
      '<div class="elementor-column elementor-col-33 elementor-inner-column elementor-element elementor-element-col0002" data-element_type="column"><div class="elementor-widget-wrap"></div></div>',
    );
    expect(out).toContain(
      '<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-col0003"',
    );
  });

  it("starts with the document's scoped CSS", () => {
    const out = html([node("c0ntain", "container", { content_width: "full", flex_direction: "row" })]);
    expect(out.startsWith("<style>.elementor-7 .elementor-element.elementor-element-c0ntain{flex-direction:row}</style>")).toBe(true);
  });

  it("uses an allowed html_tag, keeps a valid CSS ID once and valid extra classes", () => {
    const out = html([
      node("c1aaaaa", "container", { html_tag: "article", _element_id: "deals", css_classes: "promo  big <b> x;y" }),
      node("c2aaaaa", "container", { html_tag: "script", _element_id: "deals" }),
      widget("w1aaaaa", "heading", { _element_id: "1bad id", _css_classes: "shout" }),
    ]);
    expect(out).toContain(
      '<article class="e-con e-flex e-con-boxed e-parent elementor-element elementor-element-c1aaaaa promo big" id="deals"',
    );
    expect(out).toContain('<div class="e-con e-flex e-con-boxed e-parent elementor-element elementor-element-c2aaaaa" data-element_type');
    expect(out).toContain(
      'class="elementor-widget elementor-widget-heading elementor-element elementor-element-w1aaaaa shout" data-widget_type',
    );
    expect(out).not.toContain("<script");
  });

  it("adds a widget's own wrapper classes (Elementor's prefix classes), plain class names only", () => {
    register(
      defineWidget({
        type: "classy",
        title: "Classy",
        settings: z.object({ view: z.string().catch("top") }),
        Component: () => <p>x</p>,
        classes: (s) => [`view-${s.view}`, "bad class", "<x>"],
      }),
    );
    expect(html([widget("w0w0w0w", "classy", { view: "side" })])).toBe(
      '<div class="elementor-widget elementor-widget-classy elementor-element elementor-element-w0w0w0w view-side" data-widget_type="classy.default"><p>x</p></div>',
    );
    expect(html([widget("w0w0w0w", "classy", { view: 'x" onclick="y' })])).toContain(
      'class="elementor-widget elementor-widget-classy elementor-element elementor-element-w0w0w0w"',
    );
  });

  it("adds Elementor's hidden classes per device", () => {
    expect(html([widget("w1aaaaa", "heading", { hide_mobile: "hidden-mobile", hide_laptop: "hidden-laptop" })])).toContain(
      'elementor-element-w1aaaaa elementor-hidden-mobile"',
    );
  });

  it("sanitizes HTML settings, escapes what reaches attributes and text, and never lets a slot mark through", () => {
    const out = html([widget("w1aaaaa", "heading", { title: '"><script>alert(1)</script>\u0000' })]);
    expect(out).toContain('elementor-size-default">"&gt;</h2>');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("\u0000");
    const style = renderDocument(
      {
        id: 7,
        elements: [
          node("c1aaaaa", "container", { background_background: "classic", background_image: { url: "/a</style><script>x</script>.png" } }),
        ],
      },
      visitor,
    ).parts.join("");
    expect(style).not.toContain("</style><script>");
  });
});

describe("renderDocument: contained failures", () => {
  it("renders nothing for an unknown widget or element for visitors, a labelled placeholder in edit mode", () => {
    expect(html([widget("u1u1u1u", "mystery"), node("z1z1z1z", "e-div-block" as ElementNode["elType"])])).toBe("");
    const edit = html([widget("u1u1u1u", "mystery"), node("z1z1z1z", "e-div-block" as ElementNode["elType"])], { editMode: true });
    expect(edit).toContain('data-id="u1u1u1u"><p class="widget-placeholder">Unknown widget: mystery</p></div>');
    expect(edit).toContain("Unknown element: e-div-block");
  });

  it("leaves out a widget whose component throws, logs it once, and renders the rest", () => {
    register(
      defineWidget({
        type: "explodes",
        title: "Exploding",
        settings: z.object({}),
        Component: () => {
          throw new Error("boom");
        },
      }),
    );
    const onError = vi.fn();
    const out = html([widget("e1e1e1e", "explodes"), widget("h1h1h1h", "heading", { title: "Still here" })], { onError });
    expect(out).not.toContain("explodes");
    expect(out).toContain(">Still here</h2>");
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { id: "e1e1e1e", widgetType: "explodes" });
    expect(html([widget("e1e1e1e", "explodes")], { editMode: true })).toContain(
      '<p class="widget-error">Exploding could not be shown.</p>',
    );
  });

  it("renders a widget with garbage settings with its defaults, and leaves other elements' garbage alone", () => {
    const out = html([
      widget("h1h1h1h", "heading", { title: 42, header_size: "h9" }),
      widget("b1b1b1b", "button", []),
      { id: "c1c1c1c", elType: "container", settings: "junk", elements: "junk" } as unknown as ElementNode,
      null as unknown as ElementNode,
    ]);
    expect(out).toContain('<h2 class="elementor-heading-title elementor-size-default">Add Your Heading Text Here</h2>');
    expect(out).toContain('<span class="elementor-button-text">Click here</span>');
    expect(out).toContain('elementor-element-c1c1c1c" data-element_type="container"><div class="e-con-inner"></div></div>');
  });

  it("renders nothing for a widget without content for visitors (an image without a file)", () => {
    expect(html([widget("i1i1i1i", "image", {})])).toBe("");
    expect(html([widget("i1i1i1i", "image", {})], { editMode: true })).toContain('data-id="i1i1i1i"');
  });
});

describe("renderDocument: edit mode", () => {
  it("marks every element with its id for selection", () => {
    const out = html(
      [node("c0ntain", "container", {}, [widget("h1h1h1h", "heading")]), node("sec0001", "section", {}, [node("col0001", "column")])],
      { editMode: true },
    );
    for (const id of ["c0ntain", "h1h1h1h", "sec0001", "col0001"]) expect(out).toContain(`data-id="${id}"`);
    expect(html([node("c0ntain", "container")])).not.toContain("data-id");
  });

  it("shows animated elements at once: no animation behaviour in edit mode", () => {
    const doc = [widget("h1h1h1h", "heading", { _animation: "fadeIn" })];
    expect(renderDocument({ id: 7, elements: doc }, visitor).behaviours).toEqual(["animation"]);
    expect(renderDocument({ id: 7, elements: doc }, { ...visitor, editMode: true }).behaviours).toEqual([]);
  });
});

describe("renderDocument: behaviours", () => {
  it("lists the behaviours a document needs and writes them with only their client settings", () => {
    const rendered = renderDocument(
      {
        id: 7,
        elements: [
          node("sec0001", "section", {
            stretch_section: "section-stretched",
            animation: "fadeInUp",
            animation_delay: 300,
            animation_duration: "slow",
            padding: { top: 1 },
          }),
          widget("h1h1h1h", "heading", { _animation: "zoomIn", _animation_mobile: "none", title: "T" }),
          widget("h2h2h2h", "heading", { _animation: "none" }),
        ],
      },
      visitor,
    );
    expect(rendered.behaviours.sort()).toEqual(["animation", "stretch"]);
    const out = rendered.parts.join("");
    expect(out).toContain(
      'elementor-element-sec0001 elementor-section-stretched" data-element_type="section" data-behaviours="animation stretch" data-settings="{&quot;animation&quot;:&quot;fadeInUp&quot;,&quot;animation_delay&quot;:300,&quot;animation_duration&quot;:&quot;slow&quot;}"',
    );
    expect(out).toContain(
      'data-behaviours="animation" data-settings="{&quot;_animation_mobile&quot;:&quot;none&quot;,&quot;_animation&quot;:&quot;zoomIn&quot;}"',
    );
    expect(out).not.toMatch(/elementor-element-h2h2h2h"[^>]*data-behaviours/);
  });

  it("stretches containers with stretch_element, never widgets", () => {
    expect(
      renderDocument(
        {
          id: 7,
          elements: [node("c1aaaaa", "container", { stretch_element: "yes" }), widget("w1aaaaa", "heading", { stretch_element: "yes" })],
        },
        visitor,
      ).behaviours,
    ).toEqual(["stretch"]);
    expect(renderDocument({ id: 7, elements: [node("c1aaaaa", "container", { stretch_element: "no" })] }, visitor).behaviours).toEqual([]);
  });

  it("lists a widget's own behaviour and its client settings", () => {
    register(
      defineWidget({
        type: "ticker",
        title: "Ticker",
        settings: z.object({ speed: z.number().catch(5) }),
        Component: () => <p>tick</p>,
        behaviour: "ticker",
        clientSettings: (s) => ({ speed: s.speed }),
      }),
    );
    const rendered = renderDocument({ id: 7, elements: [widget("t1t1t1t", "ticker", { speed: "fast", secret: "x" })] }, visitor);
    expect(rendered.behaviours).toEqual(["ticker"]);
    expect(rendered.parts.join("")).toContain(
      'data-widget_type="ticker.default" data-behaviours="ticker" data-settings="{&quot;speed&quot;:5}"><p>tick</p>',
    );
  });
});

describe("per-request slots", () => {
  it("keep the cached HTML and fill each request's values in place", async () => {
    register(
      defineWidget({
        type: "offer",
        title: "Offer",
        settings: z.object({ slug: z.string().catch("") }),
        Component: () => null,
        slot: (s) => ({ resolver: "offer", args: { slug: s.slug } }),
      }),
    );
    const doc = {
      id: 7,
      formatVersion: 1,
      updatedAt: "2026-01-01T00:00:00.000Z",
      elements: [widget("h1h1h1h", "heading", { title: "Deals" }), widget("o1o1o1o", "offer", { slug: "home-cta" })],
    };
    const first = renderedDocument(doc, visitor);
    expect(first.parts).toHaveLength(2);
    expect(first.slots).toEqual([{ resolver: "offer", args: { slug: "home-cta" } }]);
    expect(renderedDocument(doc, visitor)).toBe(first);

    const context = { services: { logger: { warn: vi.fn() } }, render: { partial: false } } as unknown as AppLoadContext;
    const byStore = (store: string) => ({ offer: async (args: Record<string, unknown>) => `<p>${String(args.slug)} for ${store}</p>` });
    const a = fillSlots(first.parts, await resolveSlots(first.slots, { request: new Request("http://x/"), context }, byStore("Columbus")));
    const b = fillSlots(first.parts, await resolveSlots(first.slots, { request: new Request("http://x/"), context }, byStore("Dayton")));
    expect(a).toContain('data-widget_type="offer.default"><p>home-cta for Columbus</p></div>');
    expect(b).toContain('data-widget_type="offer.default"><p>home-cta for Dayton</p></div>');
    expect(a.replace("Columbus", "Dayton")).toBe(b);

    const failing = await resolveSlots(
      first.slots,
      { request: new Request("http://x/"), context },
      { offer: () => Promise.reject(new Error("down")) },
    );
    expect(failing).toEqual([""]);
    expect((context as unknown as { render: { partial: boolean } }).render.partial).toBe(true);
  });
});

describe("renderedDocument cache", () => {
  const doc = (updatedAt: string | undefined, title = "One") => ({
    id: 9,
    formatVersion: 1,
    updatedAt,
    elements: [widget("h1h1h1h", "heading", { title })],
  });

  it("renders once per version, edit mode and breakpoints", () => {
    const a = renderedDocument(doc("2026-01-01T00:00:00.000Z"), visitor);
    expect(renderedDocument(doc("2026-01-01T00:00:00.000Z", "ignored: same version"), visitor)).toBe(a);
    const b = renderedDocument(doc("2026-01-01T00:00:00.001Z", "Two"), visitor);
    expect(b.key).not.toBe(a.key);
    expect(b.parts.join("")).toContain(">Two<");
    expect(renderedDocument(doc("2026-01-01T00:00:00.000Z"), { ...visitor, editMode: true }).key).not.toBe(a.key);
    expect(
      renderedDocument(doc("2026-01-01T00:00:00.000Z"), {
        ...visitor,
        breakpoints: { ...DEFAULT_BREAKPOINTS, mobile: { value: 600, active: true } },
      }).key,
    ).not.toBe(a.key);
  });

  it("keys a document without an update time by its content", () => {
    const a = renderedDocument(doc(undefined, "A"), visitor);
    expect(renderedDocument(doc(undefined, "A"), visitor).key).toBe(a.key);
    expect(renderedDocument(doc(undefined, "B"), visitor).key).not.toBe(a.key);
  });
});

describe("renderDocument: a single template on a post's page", () => {
  it("keeps the per-request post fields a loop item leaves out", () => {
    const elements = [node("c1", "container", {}, [widget("p1", "theme-post-content", [])])];
    expect(renderDocument({ id: 7, elements }, { ...visitor, loop: true }).slots).toEqual([]);
    const single = renderDocument({ id: 7, elements }, { ...visitor, loop: true, single: true });
    expect(single.slots).toEqual([{ resolver: "theme-post-content", args: {} }]);
    expect(single.parts).toHaveLength(2);
  });
});
