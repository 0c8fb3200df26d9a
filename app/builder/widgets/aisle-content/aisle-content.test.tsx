import { describe, expect, it } from "vitest";
import { parseWidgetSettings } from "../../widget-types";
import { renderDocument } from "../../render-document.server";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { aisleCta, aislePersonalizedContent, aisleSlider } from "./aisle-content";

const slotOf = (def: typeof aisleSlider | typeof aisleCta, stored: unknown) => def.slot!(parseWidgetSettings(def, stored))!;

describe("content-area widgets", () => {
  it("ask for their content slot per request, the storefront's home slots by default", () => {
    expect(slotOf(aisleSlider, {})).toEqual({ resolver: "content-area", args: { kind: "slider", slug: "home-slider" } });
    expect(slotOf(aisleCta, {})).toEqual({ resolver: "content-area", args: { kind: "cta", slug: "home-cta" } });
    expect(slotOf(aislePersonalizedContent, {})).toEqual({
      resolver: "content-area",
      args: { kind: "personalized", slug: "home-personalized" },
    });
    expect(slotOf(aisleSlider, { slug: "deli-slider", slider_id: "deli_1" })).toEqual({
      resolver: "content-area",
      args: { kind: "slider", slug: "deli-slider", slider_id: "deli_1" },
    });
  });

  it("check slug and slider id as the content API does, taking the defaults for anything else", () => {
    expect(slotOf(aisleCta, { slug: "../etc/passwd" }).args.slug).toBe("home-cta");
    expect(slotOf(aisleCta, { slug: ["x"] }).args.slug).toBe("home-cta");
    expect(slotOf(aisleSlider, { slider_id: "a b<script>" }).args).toEqual({ kind: "slider", slug: "home-slider" });
    expect(slotOf(aisleSlider, []).args).toEqual({ kind: "slider", slug: "home-slider" });
  });

  it("leave a place in the cached document, in the widget's wrapper", () => {
    const doc = renderDocument(
      {
        id: 3,
        elements: [
          {
            id: "c1",
            elType: "container",
            settings: {},
            elements: [{ id: "s1", elType: "widget", widgetType: "aisle-slider", settings: { slug: "home-slider" }, elements: [] }],
          },
        ],
      },
      { editMode: false, breakpoints: DEFAULT_BREAKPOINTS },
    );
    expect(doc.parts).toHaveLength(2);
    expect(doc.parts[0]).toMatch(
      /<div class="elementor-widget elementor-widget-aisle-slider elementor-element elementor-element-s1" data-widget_type="aisle-slider.default">$/,
    );
    expect(doc.parts[1]).toMatch(/^<\/div>/);
  });
});
