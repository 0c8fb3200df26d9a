import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { divider } from "./divider";
import { dividerSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const classes = (stored: Record<string, unknown>) => divider.classes!(dividerSettings.parse(stored));

describe("divider widget", () => {
  it("is a plain line by default: nothing in it to announce", () => {
    expect(renderWidget(divider, {})).toBe('<div class="elementor-divider"><span class="elementor-divider-separator"></span></div>');
    expect(classes({})).toEqual(["elementor-widget-divider--view-line"]);
  });
  it("holds a text in the tag chosen, read as text (never inside role=separator)", () => {
    expect(renderWidget(divider, { look: "line_text", text: "Our departments" })).toBe(
      '<div class="elementor-divider"><span class="elementor-divider-separator"><span class="elementor-divider__text elementor-divider__element">Our departments</span></span></div>',
    );
    const heading = renderWidget(divider, { look: "line_text", text: "Deals", html_tag: "h2" });
    expect(heading).toBe(
      '<div class="elementor-divider"><div class="elementor-divider-separator"><h2 class="elementor-divider__text elementor-divider__element">Deals</h2></div></div>',
    );
    expect(heading).not.toContain("role=");
    expect(classes({ look: "line_text", text_align: "left" })).toEqual([
      "elementor-widget-divider--view-line_text",
      "elementor-widget-divider--element-align-left",
    ]);
  });
  it("holds a decorative icon, with its view", () => {
    const html = renderWidget(divider, { look: "line_icon", icon: { value: "fas fa-leaf", library: "fa-solid" } });
    expect(html).toMatch(
      /^<div class="elementor-divider"><span class="elementor-divider-separator"><span class="elementor-icon elementor-divider__element"><svg class="e-font-icon-svg e-fas-leaf" [^>]*aria-hidden="true">/,
    );
    expect(renderWidget(divider, { look: "line_icon" })).toContain("e-fas-star");
    expect(classes({ look: "line_icon", icon_view: "framed", icon_align: "right" })).toEqual([
      "elementor-widget-divider--view-line_icon",
      "elementor-widget-divider--element-align-right",
      "elementor-view-framed",
    ]);
  });
  it("marks pattern styles, and falls back to a solid line for patterns it does not draw", () => {
    expect(classes({ style: "zigzag" })).toEqual([
      "elementor-widget-divider--view-line",
      "elementor-widget-divider--separator-type-pattern",
    ]);
    expect(classes({ style: "multiple" })).toContain("elementor-widget-divider--no-spacing");
    expect(classes({ style: "arrows" })).toContain("elementor-widget-divider--bg-round");
    expect(dividerSettings.parse({ style: "leaves_tribal" }).style).toBe("solid");
    expect(dividerSettings.parse({ style: "dotted" }).style).toBe("dotted");
  });
  it("escapes the text and renders the defaults for garbage", () => {
    expect(renderWidget(divider, { look: "line_text", text: "<img src=x onerror=alert(1)>" })).toContain(
      "&lt;img src=x onerror=alert(1)&gt;",
    );
    expect(renderWidget(divider, { look: "rainbow", style: 5, text: [], html_tag: "script", icon: 1 })).toBe(renderWidget(divider, {}));
    expect(renderWidget(divider, { look: "line_text", html_tag: "script" })).toContain(
      '<span class="elementor-divider__text elementor-divider__element">Divider</span>',
    );
  });
  it("styles the line: style, colour, weight, width, alignment and gap per device", () => {
    expect(
      widgetCss(divider, {
        style: "dashed",
        color: "#1f6f43",
        weight: { unit: "px", size: 3 },
        width: { unit: "%", size: 50 },
        width_mobile: { unit: "%", size: 100 },
        align: "center",
        gap: { unit: "px", size: 24 },
      }),
    ).toBe(
      `${W}{--divider-border-style:dashed;--divider-color:#1f6f43;--divider-border-width:3px}` +
        `${W} .elementor-divider{padding-block:24px}` +
        `${W} .elementor-divider-separator{width:50%;margin-inline:auto}` +
        `@media (max-width:767px){${W} .elementor-divider-separator{width:100%}}`,
    );
  });
  it("draws a pattern as a mask tile of our own, stroked with the weight", () => {
    const css = widgetCss(divider, {
      style: "zigzag",
      weight: { unit: "px", size: 2 },
      pattern_height: { unit: "px", size: 12 },
      pattern_size: { unit: "px", size: 16 },
    });
    expect(css).toContain(
      "--divider-pattern-height:12px;--divider-pattern-size:16px;--divider-pattern-url:url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'",
    );
    expect(css).toContain("stroke-width='2'");
    expect(css).not.toMatch(/[<>]/);
    // A shape pattern is filled; the weight does not reach it.
    expect(widgetCss(divider, { style: "rhombus", weight: { unit: "px", size: 2 } })).toContain("fill='black' stroke='none'");
  });
  it("styles the text and the icon", () => {
    const css = widgetCss(divider, {
      look: "line_icon",
      text_spacing: { unit: "px", size: 30 },
      icon_spacing: { unit: "px", size: 12 },
      icon_size: { unit: "px", size: 28 },
      icon_view: "stacked",
      primary_color: "#ffd000",
      border_radius: { unit: "px", size: 4 },
    });
    expect(css).toContain(`${W}{--divider-element-spacing:12px;--divider-icon-size:28px}`);
    expect(css).toContain(`${W} .elementor-icon{background-color:#ffd000;border-radius:4px}`);
    expect(
      widgetCss(divider, {
        look: "line_text",
        text_color: "#14532d",
        typography_typography: "custom",
        typography_text_transform: "uppercase",
      }),
    ).toContain(`${W} .elementor-divider__text{color:#14532d;text-transform:uppercase}`);
  });
});
