import { describe, expect, it } from "vitest";
import { WIDGETS } from "#app/builder/registry.server";
import { editorWidgets } from "#core/editor/editor-widgets";
import { WIDGET_GROUPS } from "#core/editor/widget-groups";

describe("the widgets the editor offers", () => {
  const widgets = editorWidgets([...WIDGETS.values()]);

  it("offers every widget the runtime renders, and the container first", () => {
    expect(widgets[0]).toMatchObject({ title: "Container", elType: "container", group: "Layout" });
    for (const type of WIDGETS.keys()) expect(widgets.some((w) => w.widgetType === type)).toBe(true);
  });

  it("groups them in Elementor's order", () => {
    const ranks = widgets.map((w) => WIDGET_GROUPS.indexOf(w.group!));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(widgets.find((w) => w.widgetType === "heading")?.group).toBe("Basic");
    expect(widgets.find((w) => w.widgetType === "image-carousel")?.group).toBe("General");
    expect(widgets.find((w) => w.widgetType === "theme-post-title")?.group).toBe("Single");
  });

  it("keeps hand-made controls and adds the schema's others", () => {
    const heading = widgets.find((w) => w.widgetType === "heading")!;
    expect(heading.content.slice(0, 3).map((f) => f.label)).toEqual(["Title", "Link", "HTML Tag"]);
    expect(heading.content.filter((f) => f.key === "header_size")).toHaveLength(1);
    expect(heading.content.some((f) => f.key === "size" && f.kind === "select")).toBe(true);
    expect(heading.style?.some((f) => f.key === "typography_font_size" && f.responsive)).toBe(true);
    const counter = widgets.find((w) => w.widgetType === "counter")!;
    expect(counter.content.find((f) => f.key === "ending_number")?.kind).toBe("number");
    expect(counter.labelKey).toBe("title");
  });

  it("names every widget once (the nested Tabs and Accordion beside the older ones)", () => {
    const titles = widgets.map((w) => w.title.toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(widgets.find((w) => w.widgetType === "nested-tabs")?.title).toBe("Nested Tabs");
    expect(widgets.find((w) => w.widgetType === "tabs")?.title).toBe("Tabs");
    expect(widgets.find((w) => w.widgetType === "nested-accordion")?.title).toBe("Nested Accordion");
  });
});
