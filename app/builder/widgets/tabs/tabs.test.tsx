import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { tabs } from "./tabs";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("tabs widget", () => {
  it("writes a tablist of links to each tab's own id, and each panel after a copy of its title", () => {
    expect(
      renderWidget(tabs, {
        tabs: [
          { tab_title: "Deli", tab_content: "<p>Sliced to order.</p>" },
          { tab_title: "Bakery", tab_content: "<p>Baked daily.</p>" },
        ],
      }),
    ).toBe(
      '<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">' +
        '<a id="elementor-tab-title-w1-1" class="elementor-tab-title elementor-tab-desktop-title elementor-active" href="#elementor-tab-title-w1-1" role="tab" aria-selected="true" aria-controls="elementor-tab-content-w1-1" data-tab="1">Deli</a>' +
        '<a id="elementor-tab-title-w1-2" class="elementor-tab-title elementor-tab-desktop-title" href="#elementor-tab-title-w1-2" role="tab" aria-selected="false" aria-controls="elementor-tab-content-w1-2" data-tab="2">Bakery</a>' +
        '</div><div class="elementor-tabs-content-wrapper">' +
        '<a id="elementor-tab-title-w1-1-title" class="elementor-tab-title elementor-tab-mobile-title elementor-active" href="#elementor-tab-title-w1-1" data-tab="1">Deli</a>' +
        '<div id="elementor-tab-content-w1-1" class="elementor-tab-content elementor-clearfix elementor-active" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-w1-1"><p>Sliced to order.</p></div>' +
        '<a id="elementor-tab-title-w1-2-title" class="elementor-tab-title elementor-tab-mobile-title" href="#elementor-tab-title-w1-2" data-tab="2">Bakery</a>' +
        '<div id="elementor-tab-content-w1-2" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-w1-2"><p>Baked daily.</p></div>' +
        "</div></div>",
    );
  });

  it("defaults to Elementor's two tabs, horizontal; classes for vertical tabs and the alignment", () => {
    const html = renderWidget(tabs, {});
    expect(html).toContain('data-tab="1">Tab #1</a>');
    expect(html).toContain('data-tab="2">Tab #2</a>');
    const classes = (stored: Record<string, unknown>) => tabs.classes!(tabs.settings.parse(stored));
    expect(classes({})).toEqual(["elementor-tabs-view-horizontal"]);
    expect(classes({ tabs_align: "stretch" })).toEqual(["elementor-tabs-view-horizontal", "elementor-tabs-alignment-stretch"]);
    expect(classes({ type: "vertical", tabs_align: "center" })).toEqual(["elementor-tabs-view-vertical"]);
    expect(tabs.clientSettings!(tabs.settings.parse({ type: "vertical" }), {})).toEqual({ vertical: true });
    expect(tabs.clientSettings!(tabs.settings.parse({}), {})).toEqual({});
  });

  it("prints titles as inline HTML without scripts, falls back per field on garbage, renders nothing without tabs", () => {
    const titled = renderWidget(tabs, { tabs: [{ tab_title: '"><script>x</script><em>Deli</em>' }] });
    expect(titled).toContain('data-tab="1">"&gt;<em>Deli</em></a>');
    expect(titled).not.toContain("<script");
    expect(renderWidget(tabs, { tabs: [{ tab_title: 1 }] })).toContain(">Tab Title</a>");
    expect(renderWidget(tabs, { tabs: "x", type: "diagonal", tabs_align: 4 })).toBe(renderWidget(tabs, {}));
    expect(tabs.classes!(tabs.settings.parse({ type: "diagonal", tabs_align: "left" }))).toEqual(["elementor-tabs-view-horizontal"]);
    expect(renderWidget(tabs, { tabs: [] })).toBe("");
  });

  it("shows the targeted tab's panel before its script runs, one rule per tab", () => {
    const css = widgetCss(tabs, { tabs: [{}, {}, "not a tab", {}] });
    for (const [i, panel] of [
      [1, 2],
      [2, 4],
      [3, 6],
    ]) {
      expect(css).toContain(
        `${W} > .elementor-tabs:not(.e-js):has(> .elementor-tabs-wrapper > :nth-child(${i}):target) > .elementor-tabs-content-wrapper > :nth-child(even):not(:nth-child(${panel})){display:none}`,
      );
    }
    expect(css).not.toContain(":nth-child(4):target");
    expect(widgetCss(tabs, {})).toContain(":nth-child(2):target");
  });

  it("becomes an accordion on phones", () => {
    expect(widgetCss(tabs, {})).toContain(
      `@media (max-width:767px){${W} > .elementor-tabs > .elementor-tabs-wrapper{display:none}${W} > .elementor-tabs > .elementor-tabs-content-wrapper > .elementor-tab-mobile-title{display:flex}}`,
    );
  });

  it("styles the navigation width, borders, colours and typography", () => {
    const css = widgetCss(tabs, {
      type: "vertical",
      navigation_width: { unit: "%", size: 30 },
      border_width: { unit: "px", size: 2 },
      border_color: "#d9d9d9",
      background_color: "#fafafa",
      tab_color: "#1b1b1b",
      tab_active_color: "#14532d",
      content_color: "#333333",
      title_align: "center",
    });
    expect(css).toContain(`${W} > .elementor-tabs > .elementor-tabs-wrapper{width:30%}`);
    expect(css).toContain(
      `${W} > .elementor-tabs > .elementor-tabs-wrapper > .elementor-tab-title{color:#1b1b1b;text-align:center;border-width:2px}`,
    );
    expect(css).toContain(
      `${W} > .elementor-tabs > .elementor-tabs-wrapper > .elementor-tab-title.elementor-active{color:#14532d;background-color:#fafafa;border-color:#d9d9d9}`,
    );
    expect(css).toContain(
      `${W} > .elementor-tabs > .elementor-tabs-content-wrapper > .elementor-tab-content{color:#333333;border-color:#d9d9d9;border-width:2px}`,
    );
    expect(widgetCss(tabs, { navigation_width: { unit: "%", size: 30 } })).not.toContain("width:30%");
  });
});
