import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { image } from "./image";

describe("image widget", () => {
  it("renders nothing without an image", () => {
    expect(renderWidget(image, {})).toBe("");
    expect(renderWidget(image, { image: "garbage" })).toBe("");
  });
  it("renders a lazy image with alt text and reserved size; a caption makes a figure", () => {
    expect(renderWidget(image, { image: { url: "/images/a.svg", alt: "Apples", width: 400, height: 300 } })).toBe(
      '<img src="/images/a.svg" alt="Apples" width="400" height="300" loading="lazy" decoding="async"/>',
    );
    const html = renderWidget(image, { image: { url: "/images/a.svg", alt: "Apples", width: 400, height: 300 }, caption: "Fresh apples" });
    expect(html).toBe(
      '<figure class="wp-caption"><img src="/images/a.svg" alt="Apples" width="400" height="300" loading="lazy" decoding="async"/><figcaption class="widget-image-caption wp-caption-text">Fresh apples</figcaption></figure>',
    );
  });
  it("links to a custom address or to the file itself", () => {
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link: { url: "/shop", is_external: "on" } })).toContain(
      '<a href="/shop" target="_blank" rel="noopener noreferrer"><img',
    );
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link_to: "file" })).toContain(
      '<a href="/a.png" data-elementor-open-lightbox="default"><img',
    );
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link_to: "none", link: { url: "/shop" } })).not.toContain("<a");
  });
  it("tells the lightbox the image's own choice, so `no` keeps a file link out of the kit's global lightbox", () => {
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link_to: "file", open_lightbox: "no" })).toContain(
      '<a href="/a.png" data-elementor-open-lightbox="no">',
    );
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link_to: "file", open_lightbox: "maybe" })).toContain(
      'data-elementor-open-lightbox="default"',
    );
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link: { url: "/shop" }, open_lightbox: "yes" })).not.toContain(
      "data-elementor-open-lightbox",
    );
  });
  it("tells it too on a custom link to an image, which the kit's global lightbox opens unless the image says no", () => {
    expect(renderWidget(image, { image: { url: "/a.png", alt: "" }, link_to: "custom", link: { url: "/images/b.JPG?w=2" } })).toContain(
      '<a href="/images/b.JPG?w=2" data-elementor-open-lightbox="default"><img',
    );
    expect(
      renderWidget(image, { image: { url: "/a.png", alt: "" }, link_to: "custom", link: { url: "/images/b.svg" }, open_lightbox: "no" }),
    ).toContain('<a href="/images/b.svg" data-elementor-open-lightbox="no"><img');
  });
  it("never renders a script address", () => {
    const html = renderWidget(image, { image: { url: "javascript:alert(1)", alt: "" } });
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<img");
  });
  it("shows an image at another host as its alt text in a box of its size, never requesting it", () => {
    const html = renderWidget(image, {
      image: { url: "http://dev.local/wp-content/uploads/peaches.jpg", alt: "Ripe peaches", width: 600, height: 300 },
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("dev.local");
    expect(html).toContain('class="aisle-image-unavailable"');
    expect(html).toContain("width:600px;aspect-ratio:600 / 300");
    expect(html).toContain(">Ripe peaches</span>");
  });
  it("offers a library image's smaller copies in srcset", () => {
    const url = "/media/0123456789abcdef0123456789abcdef/full.jpg";
    const html = renderWidget(image, { image: { url, alt: "Kale", width: 1200, height: 800 } });
    expect(html).toContain(`src="${url}"`);
    expect(html).toContain(
      `srcSet="/media/0123456789abcdef0123456789abcdef/480.webp 480w, /media/0123456789abcdef0123456789abcdef/960.webp 960w, ${url} 1200w"`,
    );
    expect(html).toContain('sizes="(max-width: 1200px) 100vw, 1200px"');
  });
  it("styles alignment and the image's size, fit, opacity and corners per device", () => {
    const css = widgetCss(image, {
      align: "center",
      width: { unit: "%", size: 50 },
      width_mobile: { unit: "%", size: 100 },
      space: { unit: "px", size: 600 },
      height: { unit: "px", size: 300 },
      "object-fit": "cover",
      opacity: { unit: "px", size: 0.8 },
      image_border_radius: { unit: "px", top: "12", right: "12", bottom: "12", left: "12" },
    });
    expect(css).toBe(
      ".elementor-1 .elementor-element.elementor-element-w1{text-align:center}" +
        ".elementor-1 .elementor-element.elementor-element-w1 img{width:50%;max-width:600px;height:300px;object-fit:cover;opacity:0.8;border-top-left-radius:12px;border-top-right-radius:12px;border-bottom-right-radius:12px;border-bottom-left-radius:12px}" +
        "@media (max-width:767px){.elementor-1 .elementor-element.elementor-element-w1 img{width:100%}}",
    );
  });
});
