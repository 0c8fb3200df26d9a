import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { nestedTabs } from "./nested-tabs";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const child = (text: string, attrs = "") =>
  `<div class="e-con e-flex e-parent elementor-element elementor-element-c${text.length}" data-element_type="container"${attrs}><p>${text}</p></div>`;

describe("nested tabs widget", () => {
  it("writes a tab per item, each panel its container after a copy of the title, the first active", () => {
    const html = renderWidget(nestedTabs, { tabs: [{ tab_title: "Deli" }, { tab_title: "Bakery" }] }, [
      child("Sliced"),
      child("Baked", ' id="bread"'),
    ]);
    expect(html).toBe(
      '<div class="e-n-tabs"><div class="e-n-tabs-heading" role="tablist">' +
        '<a id="e-n-tab-title-w1-1" class="e-n-tab-title e-active" href="#e-n-tab-title-w1-1" role="tab" aria-selected="true" aria-controls="e-n-tab-content-w1-1" data-tab-index="1"><span class="e-n-tab-title-text">Deli</span></a>' +
        '<a id="e-n-tab-title-w1-2" class="e-n-tab-title" href="#e-n-tab-title-w1-2" role="tab" aria-selected="false" aria-controls="bread" data-tab-index="2"><span class="e-n-tab-title-text">Bakery</span></a>' +
        '</div><div class="e-n-tabs-content">' +
        '<a id="e-n-tab-title-w1-1-title" class="e-n-tab-title e-collapse e-active" href="#e-n-tab-title-w1-1" data-tab-index="1"><span class="e-n-tab-title-text">Deli</span></a>' +
        '<div class="e-con e-flex e-parent elementor-element elementor-element-c6 e-active" data-element_type="container" id="e-n-tab-content-w1-1" role="tabpanel" aria-labelledby="e-n-tab-title-w1-1" data-tab-index="1"><p>Sliced</p></div>' +
        '<a id="e-n-tab-title-w1-2-title" class="e-n-tab-title e-collapse" href="#e-n-tab-title-w1-2" data-tab-index="2"><span class="e-n-tab-title-text">Bakery</span></a>' +
        '<div class="e-con e-flex e-parent elementor-element elementor-element-c5" data-element_type="container" id="bread" role="tabpanel" aria-labelledby="e-n-tab-title-w1-2" data-tab-index="2"><p>Baked</p></div>' +
        "</div></div>",
    );
  });

  it("defaults to three tabs, an empty panel for an item without a container", () => {
    const html = renderWidget(nestedTabs, {}, [child("One")]);
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toContain(
      '<div class="e-con" id="e-n-tab-content-w1-3" role="tabpanel" aria-labelledby="e-n-tab-title-w1-3" data-tab-index="3"></div>',
    );
  });

  it("uses a tab's CSS ID as its id (once), and its icons", () => {
    const html = renderWidget(
      nestedTabs,
      {
        tabs: [
          {
            tab_title: "Deals",
            element_id: "deals",
            tab_icon: { value: "fas fa-tag", library: "fa-solid" },
            tab_icon_active: { value: "fas fa-star", library: "fa-solid" },
          },
          { tab_title: "Again", element_id: "deals" },
        ],
      },
      [],
    );
    expect(html).toContain(
      '<a id="deals" class="e-n-tab-title e-active" href="#deals" role="tab" aria-selected="true" aria-controls="e-n-tab-content-w1-1" data-tab-index="1"><span class="e-n-tab-icon" aria-hidden="true"><svg class="e-font-icon-svg e-fas-tag"',
    );
    expect(html).toContain('<svg class="e-font-icon-svg e-fas-star"');
    expect(html).toContain('<a id="e-n-tab-title-w1-2" class="e-n-tab-title"');
  });

  it("prints titles as inline HTML without handlers, falls back per field on garbage, renders nothing without tabs", () => {
    expect(renderWidget(nestedTabs, { tabs: [{ tab_title: "<i>x</i>", element_id: '" onclick="x' }] }, [])).toContain(
      'id="e-n-tab-title-w1-1"',
    );
    const titled = renderWidget(nestedTabs, { tabs: [{ tab_title: '<i onmouseover="alert(1)">x</i>' }] }, []);
    expect(titled).toContain('<span class="e-n-tab-title-text"><i>x</i></span>');
    expect(titled).not.toContain("alert");
    expect(renderWidget(nestedTabs, { tabs: null, breakpoint_selector: "phone" }, [])).toBe(renderWidget(nestedTabs, {}, []));
    expect(renderWidget(nestedTabs, { tabs: [] }, [child("x")])).toBe("");
  });

  it("carries Elementor's wrapper classes and tells its behaviour the tabs' direction per device", () => {
    expect(nestedTabs.classes!(nestedTabs.settings.parse({}))).toEqual(["elementor-widget-n-tabs", "e-n-tabs-mobile"]);
    expect(nestedTabs.classes!(nestedTabs.settings.parse({ breakpoint_selector: "none" }))).toEqual([
      "elementor-widget-n-tabs",
      "e-n-tabs-none",
    ]);
    const stored = { tabs_direction: "inline-start", tabs_direction_mobile: "block-start", tabs_justify_horizontal: "center" };
    expect(nestedTabs.clientSettings!(nestedTabs.settings.parse(stored), stored)).toEqual({
      tabs_direction: "inline-start",
      tabs_direction_mobile: "block-start",
    });
  });

  it("shows the targeted tab's panel before its script runs and becomes an accordion below its breakpoint", () => {
    const css = widgetCss(nestedTabs, {});
    expect(css).toContain(
      `${W} > .e-n-tabs:not(.e-js):has(> .e-n-tabs-heading > :nth-child(3):target) > .e-n-tabs-content > :nth-child(even):not(:nth-child(6)){display:none}`,
    );
    expect(css).toContain(
      `@media (max-width:767px){${W} > .e-n-tabs > .e-n-tabs-heading{display:none}${W} > .e-n-tabs > .e-n-tabs-content > .e-collapse{display:flex}}`,
    );
    expect(widgetCss(nestedTabs, { breakpoint_selector: "tablet" })).toContain(
      `@media (max-width:1024px){${W} > .e-n-tabs > .e-n-tabs-heading{display:none}`,
    );
    expect(widgetCss(nestedTabs, { breakpoint_selector: "none" })).not.toContain("@media");
  });

  it("sets Elementor's custom properties per device and styles the panels", () => {
    const css = widgetCss(nestedTabs, {
      tabs: [{}],
      tabs_direction: "inline-start",
      tabs_direction_mobile: "block-start",
      tabs_justify_vertical: "stretch",
      tabs_width: { unit: "px", size: 200 },
      title_text_color: "#1b1b1b",
      title_text_color_active: "#ffffff",
      tabs_title_background_color_active_background: "classic",
      tabs_title_background_color_active_color: "#14532d",
      padding: { unit: "px", top: "10", right: "20", bottom: "10", left: "20" },
      title_typography_typography: "custom",
      title_typography_font_size: { unit: "px", size: 18 },
      title_typography_font_weight: "600",
      box_border_border: "solid",
      box_border_color: "#d9d9d9",
      box_padding: { unit: "px", top: "24", right: "24", bottom: "24", left: "24" },
    });
    expect(css).toContain(
      `${W}{--n-tabs-direction:row;--n-tabs-heading-direction:column;--n-tabs-heading-width:200px;--n-tabs-title-flex-basis:initial;--n-tabs-title-flex-shrink:initial;--n-tabs-heading-justify-content:flex-start;--n-tabs-title-width:initial;--n-tabs-title-flex-grow:1;--n-tabs-title-height:100%;--n-tabs-title-background-color-active:#14532d;--n-tabs-title-padding-top:10px;--n-tabs-title-padding-right:20px;--n-tabs-title-padding-bottom:10px;--n-tabs-title-padding-left:20px;--n-tabs-title-font-size:18px;--n-tabs-title-color:#1b1b1b;--n-tabs-title-color-active:#ffffff}`,
    );
    expect(css).toContain(`${W} > .e-n-tabs > .e-n-tabs-heading > .e-n-tab-title{font-weight:600}`);
    expect(css).toContain(`${W} > .e-n-tabs > .e-n-tabs-content > .e-collapse{font-weight:600}`);
    expect(css).toContain(
      `${W} > .e-n-tabs > .e-n-tabs-content > .e-con{border-style:solid;border-color:#d9d9d9;padding-top:24px;padding-right:24px;padding-bottom:24px;padding-left:24px}`,
    );
    expect(css).toContain(`@media (max-width:767px){`);
    // On phones the tabs are above: the vertical tabs' width and justification no longer apply.
    expect(css).toContain(
      `${W}{--n-tabs-direction:column;--n-tabs-heading-direction:row;--n-tabs-heading-width:initial;--n-tabs-title-flex-basis:content;--n-tabs-title-flex-shrink:0;--n-tabs-heading-justify-content:center;--n-tabs-title-flex-grow:0;--n-tabs-title-height:initial}}`,
    );
    expect(
      widgetCss(nestedTabs, {
        tabs_direction: "sideways",
        tabs_width: "wide",
        title_text_color: "#12",
        padding: [],
        breakpoint_selector: "none",
      }),
    ).toBe(widgetCss(nestedTabs, { breakpoint_selector: "none" }));
  });
});
