import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import type { ElementNode } from "../../core/document-types";
import { DocumentRenderer } from "./renderer";
import { WIDGETS } from "./registry";
import { renderableElements } from "./widget-settings";

const widget = (id: string, widgetType: string, settings: Record<string, unknown> = {}): ElementNode => ({ id, elType: "widget", widgetType, settings, elements: [] });
const render = (elements: ElementNode[], editMode = false) => renderToStaticMarkup(<DocumentRenderer document={{ id: 7, elements: renderableElements(elements) }} editMode={editMode} />);

describe("DocumentRenderer", () => {
  it("renders containers and widgets in order", () => {
    const html = render([{ id: "c0ntain", elType: "container", settings: { flex_direction: "row" }, elements: [widget("h1h1h1h", "heading", { title: "A" }), widget("b1b1b1b", "button", { text: "B" })] }]);
    expect(html).toMatch(/data-elementor-id="7".*flex-direction:row.*>A<\/h2>.*>B<\/a>/);
  });

  it("renders nothing for an unknown widget for visitors and a labelled placeholder in edit mode", () => {
    expect(render([widget("u1u1u1u", "mystery")])).toBe('<div class="elementor" data-elementor-id="7"></div>');
    expect(render([widget("u1u1u1u", "mystery")], true)).toContain("Unknown widget: mystery");
  });

  it("contains a widget that throws: the rest of the page still renders", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    WIDGETS["explodes"] = {
      type: "explodes",
      title: "Exploding",
      Component: () => {
        throw new Error("boom");
      },
    };
    try {
      const elements = renderableElements([widget("e1e1e1e", "explodes"), widget("h1h1h1h", "heading", { title: "Still here" })]);
      const html = renderToString(<DocumentRenderer document={{ id: 7, elements }} />);
      expect(html).toContain("Still here");
      // The broken widget is left for the browser to retry, where its error boundary renders nothing.
      expect(html).toContain("<!--$!-->");
    } finally {
      delete WIDGETS["explodes"];
      spy.mockRestore();
    }
  });

  it("falls back per field to each widget's defaults when stored settings are the wrong type, in nested containers too", () => {
    const [container] = renderableElements([{ id: "c0ntain", elType: "container", settings: { flex_direction: "row" }, elements: [widget("h1h1h1h", "heading", { title: 42, header_size: "h9", align: "center" }), widget("u1u1u1u", "mystery", { keep: 1 })] }]);
    expect(container!.settings).toEqual({ flex_direction: "row" });
    expect(container!.elements[0]!.settings).toEqual({ title: "Add Your Heading Text Here", header_size: "h2", align: "center", link: { url: "" } });
    expect(container!.elements[1]!.settings).toEqual({ keep: 1 });
    expect(render([widget("b1b1b1b", "button", { text: ["not", "text"], size: 3 })])).toContain('class="button button--sm" href="#">Click here</a>');
  });
});
