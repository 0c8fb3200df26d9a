import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { iconBox } from "./icon-box";
import { iconBoxSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("icon-box widget", () => {
  it("defaults to Elementor's star, heading and text, the icon on top", () => {
    const html = renderWidget(iconBox, {});
    expect(html).toMatch(
      /^<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><span class="elementor-icon"><svg class="e-font-icon-svg e-fas-star" [^>]*aria-hidden="true">/,
    );
    expect(html).toContain(
      '<div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>This is the heading</span></h3><p class="elementor-icon-box-description">Lorem ipsum',
    );
    expect(iconBox.classes!(iconBoxSettings.parse({}))).toEqual([
      "elementor-view-default",
      "elementor-position-top",
      "elementor-vertical-align-top",
    ]);
  });
  it("links the title; the icon's copy of the link is skipped by keyboard and hidden from screen readers", () => {
    const html = renderWidget(iconBox, {
      title_text: "Pickup",
      title_size: "h2",
      link: { url: "/pickup" },
      description_text: "<p>Order by <strong>noon</strong>.</p>",
      view: "stacked",
      position: "left",
    });
    expect(html).toContain('<a class="elementor-icon" href="/pickup" tabindex="-1" aria-hidden="true"><svg');
    expect(html).toContain('<h2 class="elementor-icon-box-title"><a href="/pickup">Pickup</a></h2>');
    // Block content cannot sit in a <p>.
    expect(html).toContain('<div class="elementor-icon-box-description"><p>Order by <strong>noon</strong>.</p></div>');
    expect(iconBox.classes!(iconBoxSettings.parse({ view: "stacked", position: "left", content_vertical_alignment: "middle" }))).toEqual([
      "elementor-view-stacked",
      "elementor-shape-circle",
      "elementor-position-left",
      "elementor-vertical-align-middle",
    ]);
  });
  it("without a title, the icon's link is the real one, named after the icon", () => {
    expect(
      renderWidget(iconBox, { title_text: "", description_text: "", selected_icon: { value: "fas fa-truck" }, link: { url: "/delivery" } }),
    ).toContain('<a class="elementor-icon" href="/delivery" aria-label="Truck">');
  });
  it("prints the title's inline HTML without scripts, neutralises script links, and renders nothing when it has nothing", () => {
    const html = renderWidget(iconBox, { title_text: "<b>Fresh</b><script>x</script>", link: { url: "javascript:alert(1)" } });
    expect(html).toContain('<a href="#"><b>Fresh</b></a>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(renderWidget(iconBox, { selected_icon: { value: "" }, title_text: "", description_text: "" })).toBe("");
  });
  it("renders the defaults for garbage settings", () => {
    expect(
      renderWidget(iconBox, { selected_icon: "x", title_text: 5, description_text: [], title_size: "script", link: 3, view: null }),
    ).toBe(renderWidget(iconBox, {}));
  });
  it("styles position per device, spacing, alignment and the title and description", () => {
    const css = widgetCss(iconBox, {
      position: "left",
      position_mobile: "top",
      icon_space: { unit: "px", size: 24 },
      content_vertical_alignment: "middle",
      text_align: "left",
      title_bottom_space: { unit: "px", size: 6 },
      title_color: "#14532d",
      title_typography_typography: "custom",
      title_typography_font_size: { unit: "px", size: 22 },
      description_color: "#4a4a4a",
    });
    expect(css).toContain(
      `${W} .elementor-icon-box-wrapper{display:flex;flex-direction:row;align-items:center;text-align:left}${W} .elementor-icon-box-icon{margin-block:0;margin-inline:0 24px}`,
    );
    expect(css).toContain(
      `${W} .elementor-icon-box-title{margin-bottom:6px;color:#14532d;font-size:22px}${W} .elementor-icon-box-description{color:#4a4a4a}`,
    );
    expect(css).toContain(
      `@media (max-width:767px){${W} .elementor-icon-box-wrapper{display:block}${W} .elementor-icon-box-icon{margin-block:0 24px;margin-inline:0}}`,
    );
  });
  it("styles the icon: size, view colours, hover colours, rotation", () => {
    const css = widgetCss(iconBox, {
      view: "framed",
      icon_size: { unit: "px", size: 40 },
      primary_color: "#1f6f43",
      hover_primary_color: "#14532d",
      rotate: { unit: "turn", size: 0.25 },
    });
    expect(css).toContain(`${W} .elementor-icon{color:#1f6f43;border-color:#1f6f43;font-size:40px}`);
    expect(css).toContain(`${W} .elementor-icon:hover{color:#14532d;border-color:#14532d}`);
    expect(css).toContain(`${W} .elementor-icon svg{transform:rotate(0.25turn)}`);
  });
});
