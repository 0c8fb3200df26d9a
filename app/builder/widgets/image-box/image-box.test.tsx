import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { imageBox } from "./image-box";
import { imageBoxSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const image = { url: "/images/demo/bakery.svg", alt: "Fresh loaves", width: 640, height: 480 };

describe("image-box widget", () => {
  it("renders the image in a figure above its title and description", () => {
    expect(renderWidget(imageBox, { image, title_text: "Bakery", description_text: "Baked every morning." })).toBe(
      '<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="/images/demo/bakery.svg" alt="Fresh loaves" width="640" height="480" loading="lazy" decoding="async"/></figure>' +
        '<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Bakery</h3><p class="elementor-image-box-description">Baked every morning.</p></div></div>',
    );
    expect(imageBox.classes!(imageBoxSettings.parse({ position: "right" }))).toEqual([
      "elementor-position-right",
      "elementor-vertical-align-top",
    ]);
  });
  it("links the title; the image's link leaves the tab order but keeps its alt text", () => {
    const html = renderWidget(imageBox, { image, title_text: "Bakery", title_size: "h4", link: { url: "/bakery", is_external: "on" } });
    expect(html).toContain(
      '<a href="/bakery" target="_blank" rel="noopener noreferrer" tabindex="-1"><img src="/images/demo/bakery.svg" alt="Fresh loaves"',
    );
    expect(html).toContain(
      '<h4 class="elementor-image-box-title"><a href="/bakery" target="_blank" rel="noopener noreferrer">Bakery</a></h4>',
    );
    expect(renderWidget(imageBox, { image: { url: "/a.png" }, title_text: "A", link: { url: "/a" } })).toContain(
      '<a href="/a" tabindex="-1" aria-hidden="true"><img',
    );
  });
  it("without a title the image's link is the one link, named when the image has no alt", () => {
    expect(renderWidget(imageBox, { image: { url: "/a.png" }, title_text: "", description_text: "", link: { url: "/a" } })).toContain(
      '<a href="/a" aria-label="Image"><img',
    );
  });
  it("prints the title's inline HTML, makes addresses safe, renders nothing when empty, defaults on garbage", () => {
    const html = renderWidget(imageBox, { image: { url: "javascript:alert(1)", alt: '"><b>' }, title_text: "<b>x</b>" });
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<span class="aisle-image-unavailable" style="width:800px;aspect-ratio:800 / 600">&quot;&gt;&lt;b&gt;</span>');
    expect(html).toContain('<h3 class="elementor-image-box-title"><b>x</b></h3>');
    expect(renderWidget(imageBox, { title_text: "", description_text: "" })).toBe("");
    expect(renderWidget(imageBox, { image: 4, title_text: {}, position: "middle", title_size: 1 })).toBe(renderWidget(imageBox, {}));
  });
  it("styles the layout, the image's width, border, corners and opacity, and the texts", () => {
    const css = widgetCss(imageBox, {
      position: "left",
      image_space: { unit: "px", size: 20 },
      image_size: { unit: "%", size: 40 },
      image_size_mobile: { unit: "%", size: 100 },
      image_border_border: "solid",
      image_border_width: { unit: "px", top: "1", right: "1", bottom: "1", left: "1" },
      image_border_color: "#d9d9d9",
      image_border_radius: { unit: "px", size: 8 },
      image_opacity: { unit: "px", size: 0.9 },
      image_opacity_hover: { unit: "px", size: 1 },
      title_color: "#1b1b1b",
      description_typography_typography: "custom",
      description_typography_line_height: { unit: "em", size: 1.5 },
    });
    expect(css).toContain(
      `${W} .elementor-image-box-wrapper{display:flex;flex-direction:row;align-items:flex-start}${W} .elementor-image-box-img{margin-block:0;margin-inline:0 20px;width:40%}`,
    );
    expect(css).toContain(
      `${W} .elementor-image-box-img img{border-style:solid;border-top-width:1px;border-right-width:1px;border-bottom-width:1px;border-left-width:1px;border-color:#d9d9d9;border-radius:8px;opacity:0.9}`,
    );
    expect(css).toContain(`${W}:hover .elementor-image-box-img img{opacity:1}`);
    expect(css).toContain(`${W} .elementor-image-box-title{color:#1b1b1b}${W} .elementor-image-box-description{line-height:1.5em}`);
    expect(css).toContain(`@media (max-width:767px){${W} .elementor-image-box-img{width:100%}}`);
  });
});
