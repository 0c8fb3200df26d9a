import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { heading } from "./heading";

describe("heading widget", () => {
  it("defaults to an h2 with Elementor's placeholder text", () => {
    expect(renderWidget(heading, {})).toBe('<h2 class="elementor-heading-title elementor-size-default">Add Your Heading Text Here</h2>');
  });
  it("renders the chosen level, size and link", () => {
    expect(
      renderWidget(heading, {
        title: "Fresh",
        header_size: "h1",
        size: "large",
        link: { url: "/shop", is_external: "on", nofollow: "on" },
      }),
    ).toBe(
      '<h1 class="elementor-heading-title elementor-size-large"><a href="/shop" target="_blank" rel="noopener noreferrer nofollow">Fresh</a></h1>',
    );
  });
  it("prints the title's inline HTML with nothing that could run, and neutralises script links", () => {
    const html = renderWidget(heading, { title: "Fresh <em>bread</em><img src=x onerror=alert(1)>", link: { url: "javascript:alert(1)" } });
    expect(html).toBe('<h2 class="elementor-heading-title elementor-size-default"><a href="#">Fresh <em>bread</em></a></h2>');
  });
  it("keeps a title of paragraphs as phrasing content, so the heading's name is its text", () => {
    expect(renderWidget(heading, { title: "<p>Day plan</p><br>" })).toBe(
      '<h2 class="elementor-heading-title elementor-size-default"><span class="e-html-block">Day plan</span><br /></h2>',
    );
  });
  it("falls back per field when stored settings are the wrong type", () => {
    expect(renderWidget(heading, { title: 42, header_size: "h9", size: [], link: "x" })).toBe(
      '<h2 class="elementor-heading-title elementor-size-default">Add Your Heading Text Here</h2>',
    );
    expect(renderWidget(heading, [])).toBe('<h2 class="elementor-heading-title elementor-size-default">Add Your Heading Text Here</h2>');
  });
  it("styles alignment per device, the title colour and typography", () => {
    const css = widgetCss(heading, {
      align: "center",
      align_mobile: "left",
      title_color: "#1f6f43",
      typography_typography: "custom",
      typography_font_size: { unit: "px", size: 48 },
      typography_font_size_tablet: { unit: "px", size: 36 },
      typography_font_weight: "800",
    });
    expect(css).toBe(
      ".elementor-1 .elementor-element.elementor-element-w1{text-align:center}" +
        ".elementor-1 .elementor-element.elementor-element-w1 .elementor-heading-title{color:#1f6f43;font-size:48px;font-weight:800}" +
        "@media (max-width:1024px){.elementor-1 .elementor-element.elementor-element-w1 .elementor-heading-title{font-size:36px}}" +
        "@media (max-width:767px){.elementor-1 .elementor-element.elementor-element-w1{text-align:left}}",
    );
  });
});
