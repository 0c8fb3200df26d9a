import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { heading } from "./heading";
import { headingSettings } from "./settings";

const render = (settings: unknown) => {
  const s = headingSettings.parse(settings);
  return renderToStaticMarkup(<heading.Component settings={s} element={{ id: "a1b2c3d", elType: "widget", settings: {}, elements: [] }} />);
};

describe("heading widget", () => {
  it("defaults to an h2 with Elementor's placeholder text", () => {
    expect(render({})).toBe('<h2 class="elementor-heading-title">Add Your Heading Text Here</h2>');
  });
  it("renders the chosen level, alignment and link", () => {
    expect(render({ title: "Fresh", header_size: "h1", align: "center", link: { url: "/shop" } })).toBe(
      '<h1 class="elementor-heading-title" style="text-align:center"><a href="/shop">Fresh</a></h1>',
    );
  });
  it("escapes markup in the title and neutralises script links", () => {
    const html = render({ title: "<img src=x onerror=alert(1)>", link: { url: "javascript:alert(1)" } });
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('href="#"');
  });
  it("falls back per field when stored settings are the wrong type", () => {
    expect(render({ title: 42, header_size: "h9" })).toBe('<h2 class="elementor-heading-title">Add Your Heading Text Here</h2>');
  });
});
