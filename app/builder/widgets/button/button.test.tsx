import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { button } from "./button";
import { buttonSettings } from "./settings";

const render = (settings: unknown) =>
  renderToStaticMarkup(<button.Component settings={buttonSettings.parse(settings)} element={{ id: "a1b2c3d", elType: "widget", settings: {}, elements: [] }} />);

describe("button widget", () => {
  it("defaults to Elementor's text and a small button", () => {
    expect(render({})).toBe('<div class="elementor-button-wrapper"><a class="button button--sm" href="#">Click here</a></div>');
  });
  it("opens external links in a new tab with rel noopener and nofollow", () => {
    const html = render({ text: "Order", link: { url: "https://example.com", is_external: "on", nofollow: "on" } });
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
  it("neutralises script links", () => {
    expect(render({ link: { url: "javascript:alert(1)" } })).toContain('href="#"');
  });
});
