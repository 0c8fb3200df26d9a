import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { button } from "./button";

describe("button widget", () => {
  it("defaults to Elementor's text and a small button", () => {
    expect(renderWidget(button, {})).toBe(
      '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Click here</span></span></a></div>',
    );
  });
  it("opens external links in a new tab with rel noopener and nofollow", () => {
    const html = renderWidget(button, {
      text: "Order",
      size: "lg",
      link: { url: "https://example.com", is_external: "on", nofollow: "on" },
    });
    expect(html).toContain(
      'class="elementor-button elementor-button-link elementor-size-lg" href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"',
    );
  });
  it("neutralises script links and falls back per field on garbage", () => {
    expect(renderWidget(button, { link: { url: "javascript:alert(1)" } })).toContain('href="#"');
    expect(renderWidget(button, { text: ["not", "text"], size: 3 })).toContain(
      'elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Click here</span>',
    );
  });
  it("aligns per device, justify making the button full width", () => {
    const css = widgetCss(button, { align: "center", align_mobile: "justify" });
    expect(css).toBe(
      ".elementor-1 .elementor-element.elementor-element-w1{text-align:center}" +
        "@media (max-width:767px){.elementor-1 .elementor-element.elementor-element-w1 .elementor-button{width:100%}}",
    );
  });
  it("styles the button's colours, hover colours, typography, border, radius and padding", () => {
    const css = widgetCss(button, {
      button_text_color: "#ffffff",
      background_color: "#1f6f43",
      hover_color: "#000000",
      button_background_hover_color: "#ffd000",
      typography_typography: "custom",
      typography_text_transform: "uppercase",
      border_border: "solid",
      border_width: { unit: "px", top: "2", right: "2", bottom: "2", left: "2" },
      border_color: "#14532d",
      border_radius: { unit: "px", top: "24", right: "24", bottom: "24", left: "24" },
      text_padding: { unit: "px", top: "12", right: "24", bottom: "12", left: "24" },
    });
    expect(css).toContain(
      ".elementor-1 .elementor-element.elementor-element-w1 .elementor-button{text-transform:uppercase;color:#ffffff;background-color:#1f6f43;border-style:solid;border-top-width:2px;border-right-width:2px;border-bottom-width:2px;border-left-width:2px;border-color:#14532d;border-top-left-radius:24px;border-top-right-radius:24px;border-bottom-right-radius:24px;border-bottom-left-radius:24px;padding-top:12px;padding-right:24px;padding-bottom:12px;padding-left:24px}",
    );
    expect(css).toContain(
      ".elementor-1 .elementor-element.elementor-element-w1 .elementor-button:hover{color:#000000;background-color:#ffd000}",
    );
  });
});
