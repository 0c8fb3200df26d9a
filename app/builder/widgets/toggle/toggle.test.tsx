import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { toggle } from "./toggle";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("toggle widget", () => {
  it("defaults to Elementor's two items, all closed, each opening on its own, with caret icons", () => {
    const html = renderWidget(toggle, {});
    expect([...html.matchAll(/<details[^>]*>/g)].map((m) => m[0])).toEqual([
      '<details class="elementor-toggle-item">',
      '<details class="elementor-toggle-item">',
    ]);
    expect(html).toContain(
      '<summary id="elementor-tab-title-w1-1" class="elementor-tab-title" data-tab="1" aria-controls="elementor-tab-content-w1-1"><span class="elementor-toggle-icon elementor-toggle-icon-left" aria-hidden="true"><span class="elementor-toggle-icon-closed"><svg class="e-font-icon-svg e-fas-caret-right"',
    );
    expect(html).toContain('<span class="elementor-toggle-icon-opened"><svg class="e-font-icon-svg e-fas-caret-up"');
    expect(html).toContain(
      '<span class="elementor-toggle-title">Toggle #1</span></summary><div id="elementor-tab-content-w1-1" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-w1-1">',
    );
    expect(html).toContain('<span class="elementor-toggle-title">Toggle #2</span>');
  });

  it("renders its items' titles in the chosen heading and their HTML content", () => {
    const html = renderWidget(toggle, {
      title_html_tag: "h4",
      tabs: [
        { tab_title: "Allergens", tab_content: "<ul><li>Nuts</li></ul>" },
        { tab_title: "Storage", tab_content: "<p>Cool, dry.</p>" },
      ],
    });
    expect(html).toContain('<h4 class="elementor-toggle-title">Allergens</h4>');
    expect(html).toContain('aria-labelledby="elementor-tab-title-w1-2"><p>Cool, dry.</p></div></details></div>');
  });

  it("falls back per field on garbage and renders nothing without items", () => {
    expect(renderWidget(toggle, { tabs: { 0: "x" }, title_html_tag: ["h2"] })).toBe(renderWidget(toggle, {}));
    expect(renderWidget(toggle, { tabs: [] })).toBe("");
  });

  it("spaces its items and styles title and content like the accordion", () => {
    const css = widgetCss(toggle, {
      space_between: { unit: "px", size: 10 },
      title_color: "#14532d",
      icon_align: "right",
      icon_space: { unit: "em", size: 1 },
    });
    const item = `${W} > .elementor-toggle > .elementor-toggle-item`;
    expect(css).toContain(`${item}:not(:last-child){margin-bottom:10px}`);
    expect(css).toContain(`${item} > .elementor-tab-title{color:#14532d}`);
    expect(css).toContain(`${item} > .elementor-tab-title > .elementor-toggle-icon{margin-left:1em}`);
  });
});
