import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { textEditor } from "./text-editor";

describe("text-editor widget", () => {
  it("renders the saved (already sanitized) html", () => {
    expect(renderWidget(textEditor, { editor: "<p>Hello <strong>there</strong></p>" })).toBe(
      '<div class="elementor-text-editor"><p>Hello <strong>there</strong></p></div>',
    );
  });
  it("is empty by default and on garbage", () => {
    expect(renderWidget(textEditor, {})).toBe('<div class="elementor-text-editor"></div>');
    expect(renderWidget(textEditor, { editor: { html: "x" } })).toBe('<div class="elementor-text-editor"></div>');
  });
  it("styles alignment per device, the text colour and typography", () => {
    const css = widgetCss(textEditor, {
      align: "justify",
      align_tablet: "center",
      text_color: "#333333",
      typography_typography: "custom",
      typography_line_height: { unit: "em", size: 1.6 },
    });
    expect(css).toBe(
      ".elementor-1 .elementor-element.elementor-element-w1{text-align:justify;color:#333333;line-height:1.6em}" +
        "@media (max-width:1024px){.elementor-1 .elementor-element.elementor-element-w1{text-align:center}}",
    );
  });
});
