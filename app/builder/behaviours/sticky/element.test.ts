import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { renderDocument } from "../../render-document.server";

const node = (
  id: string,
  elType: ElementNode["elType"],
  settings: Record<string, unknown> = {},
  elements: ElementNode[] = [],
): ElementNode => ({ id, elType, settings, elements });
const render = (elements: ElementNode[]) => renderDocument({ id: 7, elements }, { editMode: false, breakpoints: DEFAULT_BREAKPOINTS });
const settingsOf = (html: string) =>
  JSON.parse(/data-settings="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"')) as Record<string, unknown>;

describe("sticky and anchors on the server", () => {
  it("a top sticky container names both behaviours and carries only its sticky settings", () => {
    const doc = render([
      node("c0ntain", "container", {
        sticky: "top",
        sticky_on: ["desktop"],
        sticky_offset: { unit: "px", size: 10 },
        sticky_offset_mobile: { unit: "px", size: "" },
        sticky_effects_offset_tablet: { unit: "px", size: 50 },
        background_color: "#fff",
      }),
    ]);
    const html = doc.parts.join("");
    expect(html).toContain('data-behaviours="sticky anchors"');
    expect(doc.behaviours).toEqual(["sticky", "anchors"]);
    expect(settingsOf(html)).toEqual({
      sticky: "top",
      sticky_on: ["desktop"],
      sticky_offset: { unit: "px", size: 10 },
      sticky_effects_offset_tablet: { unit: "px", size: 50 },
    });
  });

  it("a bottom sticky widget ships sticky only; an empty device list is kept (sticky nowhere)", () => {
    const doc = render([
      node("c0ntain", "container", {}, [
        { ...node("w1dget1", "widget", { sticky: "bottom", sticky_on: [], title: "Hi" }), widgetType: "heading" },
      ]),
    ]);
    expect(doc.behaviours).toEqual(["sticky"]);
    expect(settingsOf(doc.parts.join(""))).toEqual({ sticky: "bottom", sticky_on: [] });
  });

  it("no sticky value, or one that is not top or bottom, ships nothing", () => {
    for (const sticky of [undefined, "", "left", ["top"]])
      expect(render([node("c0ntain", "container", { sticky })]).behaviours).toEqual([]);
  });
});
