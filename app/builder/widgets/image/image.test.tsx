import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { image } from "./image";
import { imageSettings } from "./settings";

const render = (settings: unknown) =>
  renderToStaticMarkup(<image.Component settings={imageSettings.parse(settings)} element={{ id: "a1b2c3d", elType: "widget", settings: {}, elements: [] }} />);

describe("image widget", () => {
  it("renders nothing without an image", () => {
    expect(render({})).toBe("");
  });
  it("renders a lazy image with alt text, reserved size and caption", () => {
    const html = render({ image: { url: "/images/a.svg", alt: "Apples", width: 400, height: 300 }, caption: "Fresh apples" });
    expect(html).toContain('<img src="/images/a.svg" alt="Apples" width="400" height="300" loading="lazy" decoding="async"/>');
    expect(html).toContain("<figcaption>Fresh apples</figcaption>");
  });
  it("never renders a script address", () => {
    expect(render({ image: { url: "javascript:alert(1)", alt: "" } })).toContain('src="#"');
  });
});
