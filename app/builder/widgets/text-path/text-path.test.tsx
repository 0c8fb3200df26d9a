import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { textPath } from "./text-path";
import { TEXT_PATH_SHAPES } from "./shapes";

describe("text-path widget", () => {
  it("draws Elementor's default text along the default wave, as an image named by its text", () => {
    expect(renderWidget(textPath, {})).toBe(
      '<div class="e-text-path"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 100" role="img" aria-label="Add Your Curvy Text Here">' +
        `<path id="e-text-path-w1" d="${TEXT_PATH_SHAPES.wave.d}"></path>` +
        '<text><textPath href="#e-text-path-w1" startOffset="0%">Add Your Curvy Text Here</textPath></text></svg></div>',
    );
  });

  it("takes each path type, and draws a custom SVG path as the wave", () => {
    for (const path of ["arc", "circle", "line", "oval", "spiral"] as const) {
      const html = renderWidget(textPath, { text: "Fresh", path });
      expect(html).toContain(`viewBox="${TEXT_PATH_SHAPES[path].viewBox}"`);
      expect(html).toContain(`d="${TEXT_PATH_SHAPES[path].d}"`);
    }
    expect(renderWidget(textPath, { text: "Fresh", path: "custom", custom_path: { url: "https://example.com/p.svg" } })).toContain(
      `d="${TEXT_PATH_SHAPES.wave.d}"`,
    );
  });

  it("places the text by alignment and starting point, in the chosen direction", () => {
    expect(renderWidget(textPath, { text: "Deals", align: "center", start_point: { unit: "%", size: 10 } })).toContain(
      '<text text-anchor="middle"><textPath href="#e-text-path-w1" startOffset="60%">',
    );
    expect(renderWidget(textPath, { text: "Deals", align: "right" })).toContain(
      '<text text-anchor="end"><textPath href="#e-text-path-w1" startOffset="100%">',
    );
    expect(renderWidget(textPath, { text: "Deals", start_point: { unit: "%", size: "25" }, text_path_direction: "rtl" })).toContain(
      '<text direction="rtl"><textPath href="#e-text-path-w1" startOffset="25%">',
    );
  });

  it("wraps the drawing in a safe link named by the text", () => {
    const html = renderWidget(textPath, { text: "Weekly deals", link: { url: "/shop", is_external: "on" } });
    expect(html).toMatch(
      /^<div class="e-text-path"><a href="\/shop" target="_blank" rel="noopener noreferrer"><svg [^>]*aria-label="Weekly deals"/,
    );
    expect(renderWidget(textPath, { text: "x", link: { url: "javascript:alert(1)" } })).toContain('<a href="#">');
  });

  it("shows the text of its HTML (no script) and renders nothing without text", () => {
    const html = renderWidget(textPath, { text: '<b>Fresh</b> &amp; "local"<script>alert("x")</script>' });
    expect(html).toContain('aria-label="Fresh &amp; &quot;local&quot;"');
    expect(html).toContain(">Fresh &amp; &quot;local&quot;</textPath>");
    expect(html).not.toContain("alert");
    expect(renderWidget(textPath, { text: "   " })).toBe("");
  });

  it("falls back to the defaults per field on garbage", () => {
    const defaults = renderWidget(textPath, {});
    expect(
      renderWidget(textPath, { text: ["x"], path: "zigzag", align: 7, text_path_direction: "up", start_point: { size: 900 }, link: "x" }),
    ).toBe(defaults);
    expect(renderWidget(textPath, [])).toBe(defaults);
  });

  it("styles size, rotation, spacing, colours, typography and a shown path per device", () => {
    const css = widgetCss(textPath, {
      align: "center",
      align_mobile: "left",
      size: { unit: "px", size: 400 },
      size_mobile: { unit: "%", size: 100 },
      rotation: { unit: "deg", size: 15 },
      word_spacing: { unit: "px", size: 4 },
      text_color_normal: "#14532d",
      text_color_hover: "#000000",
      text_typography_typography: "custom",
      text_typography_font_size: { unit: "px", size: 28 },
      show_path: "#E8178A",
      stroke_width_normal: { unit: "px", size: 2 },
    });
    expect(css).toBe(
      ".elementor-1 .elementor-element.elementor-element-w1{text-align:center;font-size:28px;--width:400px;--rotate:15deg;--word-spacing:4px;--text-color:#14532d;--text-color-hover:#000000;--stroke-color:#E8178A;--stroke-width:2px}" +
        "@media (max-width:767px){.elementor-1 .elementor-element.elementor-element-w1{text-align:left;--width:100%}}",
    );
  });

  it("writes no path stroke unless the path is shown, and nothing unsafe", () => {
    expect(widgetCss(textPath, { stroke_color_normal: "#ff0000" })).toBe("");
    expect(
      widgetCss(textPath, { size: { unit: "px", size: "1;}body{x" }, text_color_normal: "red;}", rotation: { unit: "px", size: 4 } }),
    ).toBe("");
  });
});
