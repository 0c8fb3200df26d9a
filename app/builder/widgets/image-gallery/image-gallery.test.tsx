import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { imageGallery } from "./image-gallery";
import { seededShuffle } from "./order";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const photos = [
  { id: 11, url: "/images/demo/produce.svg", alt: "A crate of vegetables", title: "Produce", caption: "Picked this week" },
  { id: 12, url: "/images/demo/bakery.svg", alt: "Fresh loaves", title: "Bakery" },
  { id: 13, url: "/images/demo/wine.svg", alt: "", title: "" },
];

describe("image-gallery widget", () => {
  it("renders nothing without images", () => {
    expect(renderWidget(imageGallery, {})).toBe("");
    expect(renderWidget(imageGallery, { wp_gallery: "x" })).toBe("");
  });
  it("lays the images out as WordPress's gallery, each linked to its file for the lightbox", () => {
    const html = renderWidget(imageGallery, { wp_gallery: photos });
    expect(html).toMatch(
      /^<div class="elementor-image-gallery"><div class="gallery gallery-columns-4 gallery-size-thumbnail"><figure class="gallery-item"><div class="gallery-icon landscape">/,
    );
    expect(html).toContain(
      '<a href="/images/demo/produce.svg" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="w1" data-elementor-lightbox-title="Produce" data-elementor-lightbox-description="Picked this week">' +
        '<img src="/images/demo/produce.svg" alt="A crate of vegetables" width="150" height="150" loading="lazy" decoding="async" class="attachment-thumbnail size-thumbnail"/></a>',
    );
  });
  it("copies each image's title into a caption paragraph right after the image, its caption below", () => {
    const html = renderWidget(imageGallery, { wp_gallery: photos, gallery_link: "none" });
    expect(html).toContain(
      'class="attachment-thumbnail size-thumbnail"/><p class="gallery-caption gallery-item-title">Produce</p></div><figcaption class="wp-caption-text gallery-caption">Picked this week</figcaption></figure>',
    );
    expect(html).toContain(
      'class="attachment-thumbnail size-thumbnail"/><p class="gallery-caption gallery-item-title">Bakery</p></div></figure>',
    );
    // No title, no paragraph; hidden captions: neither.
    expect(html).toContain(
      'alt="" width="150" height="150" loading="lazy" decoding="async" class="attachment-thumbnail size-thumbnail"/></div></figure>',
    );
    expect(renderWidget(imageGallery, { wp_gallery: photos, gallery_display_caption: "none" })).not.toContain("gallery-caption");
  });
  it("links to the file without lightbox data for attachment pages, names a link whose image has no alt", () => {
    const html = renderWidget(imageGallery, { wp_gallery: photos, gallery_link: "attachment", open_lightbox: "yes" });
    expect(html).not.toContain("data-elementor-open-lightbox");
    expect(html).toContain('<a href="/images/demo/wine.svg" aria-label="Image 3"><img');
    expect(renderWidget(imageGallery, { wp_gallery: photos, open_lightbox: "no" })).toContain('data-elementor-open-lightbox="no"');
  });
  it("keeps an image's own size for larger sizes and says its orientation", () => {
    const html = renderWidget(imageGallery, {
      wp_gallery: [{ url: "/tall.jpg", alt: "Tall", width: 600, height: 900 }],
      thumbnail_size: "large",
      gallery_columns: "2",
    });
    expect(html).toContain(
      '<div class="gallery gallery-columns-2 gallery-size-large"><figure class="gallery-item"><div class="gallery-icon portrait"><a href="/tall.jpg"',
    );
    expect(html).toContain('width="600" height="900" loading="lazy" decoding="async" class="attachment-large size-large"');
  });
  it("shuffles once per element for a random order, always the same way", () => {
    const ordered = renderWidget(imageGallery, { wp_gallery: photos });
    const random = renderWidget(imageGallery, { wp_gallery: photos, gallery_rand: "rand" });
    expect(random).not.toBe(ordered);
    expect(renderWidget(imageGallery, { wp_gallery: photos, gallery_rand: "rand" })).toBe(random);
    const many = Array.from({ length: 20 }, (_, i) => i);
    expect(seededShuffle(many, "abc1234")).toEqual(seededShuffle(many, "abc1234"));
    expect(seededShuffle(many, "abc1234")).not.toEqual(many);
    expect([...seededShuffle(many, "abc1234")].sort((a, b) => a - b)).toEqual(many);
  });
  it("escapes titles and captions, makes addresses safe, skips images without an address, defaults on garbage", () => {
    const html = renderWidget(imageGallery, {
      wp_gallery: [{ url: "javascript:alert(1)", alt: "x", title: "<b>t</b>", caption: "<i>c</i>" }, { url: "" }, 7, { alt: "no url" }],
    });
    expect(html).toContain('<a href="#"');
    expect(html).toContain("&lt;b&gt;t&lt;/b&gt;");
    expect(html).toContain("&lt;i&gt;c&lt;/i&gt;");
    expect(html.match(/<figure/g)).toHaveLength(1);
    expect(
      renderWidget(imageGallery, {
        wp_gallery: photos,
        gallery_columns: "lots",
        gallery_link: 1,
        open_lightbox: [],
        thumbnail_size: "huge",
        gallery_rand: true,
      }),
    ).toBe(renderWidget(imageGallery, { wp_gallery: photos }));
  });
  it("styles columns per device, spacing, the images' border and corners, and the captions", () => {
    const css = widgetCss(imageGallery, {
      gallery_columns: 4,
      gallery_columns_tablet: "3",
      gallery_columns_mobile: 2,
      image_spacing: "custom",
      image_spacing_custom: { unit: "px", size: 12 },
      image_border_border: "solid",
      image_border_width: { unit: "px", top: "2", right: "2", bottom: "2", left: "2" },
      image_border_color: "#ffffff",
      image_border_radius: { unit: "px", top: "6", right: "6", bottom: "6", left: "6" },
      align: "left",
      text_color: "#4a4a4a",
      typography_typography: "custom",
      typography_font_style: "italic",
    });
    expect(css).toContain(`${W} .gallery{grid-template-columns:repeat(4, minmax(0, 1fr));gap:12px}`);
    expect(css).toContain(
      `${W} .gallery-item img{border-style:solid;border-top-width:2px;border-right-width:2px;border-bottom-width:2px;border-left-width:2px;border-color:#ffffff;border-top-left-radius:6px;border-top-right-radius:6px;border-bottom-right-radius:6px;border-bottom-left-radius:6px}`,
    );
    expect(css).toContain(`${W} .gallery-item .gallery-caption{text-align:left;color:#4a4a4a;font-style:italic}`);
    expect(css).toContain(`@media (max-width:1024px){${W} .gallery{grid-template-columns:repeat(3, minmax(0, 1fr))}}`);
    expect(css).toContain(`@media (max-width:767px){${W} .gallery{grid-template-columns:repeat(2, minmax(0, 1fr))}}`);
    expect(widgetCss(imageGallery, { gallery_columns: 40, image_spacing_custom: { unit: "px", size: 12 } })).toBe("");
  });
});
