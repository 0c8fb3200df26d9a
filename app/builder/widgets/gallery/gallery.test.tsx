import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { gallery } from "./gallery";
import { gallerySettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const img = (name: string, extra: Record<string, unknown> = {}) => ({ id: 1, url: `/media/g/${name}.jpg`, ...extra });

describe("gallery widget (Pro)", () => {
  it("links each image to its file in one lightbox slideshow, sized for the layout", () => {
    const html = renderWidget(gallery, { gallery: [img("rye", { alt: "Rye loaf", width: 1200, height: 800, title: "Rye" }), img("tart")] });
    expect(html).toBe(
      '<div class="elementor-gallery__container e-gallery-container" style="--e-gallery-aspect:3 / 2">' +
        '<a class="e-gallery-item elementor-gallery-item" data-e-gallery-tags="0" style="--e-gallery-ratio:1.5" href="/media/g/rye.jpg" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="all-w1" data-elementor-lightbox-index="0" data-elementor-lightbox-title="Rye">' +
        '<img src="/media/g/rye.jpg" alt="Rye loaf" width="1200" height="800" loading="lazy" decoding="async" class="e-gallery-image elementor-gallery-item__image"/></a>' +
        '<a class="e-gallery-item elementor-gallery-item" data-e-gallery-tags="0" style="--e-gallery-ratio:1.3333333333333333" href="/media/g/tart.jpg" aria-label="Image 2" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="all-w1" data-elementor-lightbox-index="1">' +
        '<img src="/media/g/tart.jpg" alt="" width="800" height="600" loading="lazy" decoding="async" class="e-gallery-image elementor-gallery-item__image"/></a></div>',
    );
  });
  it("gives a multiple gallery a filter bar of its titles, each image tagged with its gallery", () => {
    const stored = {
      gallery_type: "multiple",
      galleries: [
        { gallery_title: "Breads", multiple_gallery: [img("rye"), img("sourdough")] },
        { gallery_title: "Cakes", multiple_gallery: [img("torte")] },
      ],
    };
    const html = renderWidget(gallery, stored);
    expect(html).toContain(
      '<div class="elementor-gallery__titles-container" role="group" aria-label="Galleries"><button type="button" class="elementor-item elementor-gallery-title elementor-item-active" data-gallery-index="all" aria-pressed="true">All</button>' +
        '<button type="button" class="elementor-item elementor-gallery-title" data-gallery-index="0" aria-pressed="false">Breads</button>' +
        '<button type="button" class="elementor-item elementor-gallery-title" data-gallery-index="1" aria-pressed="false">Cakes</button></div>',
    );
    expect(html.match(/data-e-gallery-tags="0"/g)).toHaveLength(2);
    expect(html.match(/data-e-gallery-tags="1"/g)).toHaveLength(1);
    expect(gallery.clientSettings!(gallerySettings.parse(stored), stored)).toEqual({ filter: true, all: true });
    const firstOnly = renderWidget(gallery, { ...stored, show_all_galleries: "" });
    expect(firstOnly).toContain("e-gallery--first-only");
    expect(firstOnly).toContain('data-gallery-index="0" aria-pressed="true"');
  });
  it("links to one address or to nothing, as set, and reads odd values as defaults", () => {
    expect(renderWidget(gallery, { gallery: [img("a")], link_to: "none" })).toMatch(/<div class="e-gallery-item elementor-gallery-item"/);
    expect(renderWidget(gallery, { gallery: [img("a")], link_to: "custom", url: { url: "/bakery" } })).toContain('href="/bakery"');
    expect(renderWidget(gallery, { gallery: [img("a", { url: "javascript:alert(1)" })] })).not.toContain("javascript:");
    expect(renderWidget(gallery, { gallery: [] })).toBe("");
    expect(renderWidget(gallery, { gallery: "x", galleries: [] })).toBe("");
    expect(gallery.classes!(gallerySettings.parse({ gallery_layout: "justified" }))).toEqual(["e-gallery--justified"]);
    expect(gallery.classes!(gallerySettings.parse({ gallery_layout: "carousel" }))).toEqual(["e-gallery--grid"]);
    expect(gallery.clientSettings!(gallerySettings.parse({ gallery: [img("a")] }), {})).toEqual({});
  });
  it("sets columns, gap and row height per device", () => {
    expect(
      widgetCss(gallery, { columns: 3, columns_mobile: 2, gap: { unit: "px", size: 16 }, ideal_row_height: { unit: "px", size: 240 } }),
    ).toBe(
      `${W}{--e-gallery-columns:3;--e-gallery-gap:16px;--e-gallery-row-height:240px}@media (max-width:767px){${W}{--e-gallery-columns:2}}`,
    );
  });
});

describe("gallery widget images (docs/media.md)", () => {
  it("gives a library image its srcset and a lightbox link; an image at another host shows its alt text, never requested", () => {
    const local = renderWidget(gallery, {
      gallery: [{ id: 1, url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "Rye", width: 1200, height: 800 }],
    });
    expect(local).toContain('srcSet="/media/0123456789abcdef0123456789abcdef/480.webp 480w');
    expect(local).toContain('href="/media/0123456789abcdef0123456789abcdef/full.jpg" data-elementor-open-lightbox="default"');
    const remote = renderWidget(gallery, {
      gallery: [{ id: 2, url: "https://shop.example/wp-content/uploads/tart.jpg", alt: "Lemon tart", width: 800, height: 600 }],
    });
    expect(remote).not.toContain("<img");
    expect(remote).toContain(
      '<span class="aisle-image-unavailable e-gallery-image elementor-gallery-item__image" style="width:800px;aspect-ratio:800 / 600">Lemon tart</span>',
    );
  });
});
