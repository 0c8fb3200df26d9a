import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseWidgetSettings } from "../../widget-types";
import { widgetCss } from "../widget-test-support";
import { imageCarousel } from "./image-carousel";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const photos = [
  {
    id: 11,
    url: "/images/demo/produce.svg",
    alt: "A crate of vegetables",
    title: "Produce",
    caption: "Picked this week",
    width: 600,
    height: 400,
  },
  { id: 12, url: "/images/demo/bakery.svg", alt: "Fresh loaves", title: "Bakery" },
  { id: 13, url: "/images/demo/wine.svg", alt: "", title: "" },
  { id: 14, url: "/images/demo/catering.svg", alt: "Party trays" },
  { id: 15, url: "/images/demo/recipes.svg", alt: "Recipe cards" },
];

/** The widget's markup as the renderer makes it: the component gets the stored settings on its element too. */
function render(stored: Record<string, unknown>): string {
  const settings = parseWidgetSettings(imageCarousel, stored);
  return renderToStaticMarkup(
    <imageCarousel.Component
      settings={settings}
      element={{ id: "w1", elType: "widget", widgetType: "image-carousel", settings: stored, elements: [] }}
      editMode={false}
      childHtml={[]}
    />,
  );
}

describe("image-carousel widget", () => {
  it("renders nothing without slides, and any stored garbage parses", () => {
    expect(render({})).toBe("");
    expect(render({ carousel: "x" })).toBe("");
    expect(render({ carousel: [{ url: "" }, 3, null] })).toBe("");
    expect(() =>
      render({ carousel: photos, slides_to_show: [], navigation: 7, autoplay: {}, link_to: "x", caption_type: 1 }),
    ).not.toThrow();
  });

  it("is an APG carousel: a named region of slides named N of M, with arrows, dots and the autoplay control", () => {
    const html = render({ carousel: photos, carousel_name: "This week" });
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="This week"');
    expect(html).toContain('role="group" aria-roledescription="slide" aria-label="1 of 5"');
    expect(html).toContain('aria-label="5 of 5"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Stop automatic slide show"');
    expect(html).toContain('class="swiper-pagination aisle-carousel__dots"');
    expect(render({ carousel: photos })).toContain('aria-label="Carousel"');
  });

  it("every image has its size in the first HTML, and alt text; a link without alt text is named", () => {
    const html = render({ carousel: photos, link_to: "file" });
    expect(html).toContain('src="/images/demo/produce.svg" alt="A crate of vegetables" width="600" height="400"');
    expect(html).toContain('src="/images/demo/bakery.svg" alt="Fresh loaves" width="800" height="600"');
    expect(html).toContain(
      '<a href="/images/demo/wine.svg" aria-label="Image 3" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="w1" data-elementor-lightbox-index="2">',
    );
  });

  it("links to the files with the lightbox group, to one custom address, or not at all", () => {
    expect(render({ carousel: photos, link_to: "file", open_lightbox: "no" })).toContain(
      'data-elementor-open-lightbox="no" data-elementor-lightbox-slideshow="w1" data-elementor-lightbox-index="0" data-elementor-lightbox-title="Produce" data-elementor-lightbox-description="Picked this week"',
    );
    const custom = render({ carousel: photos, link_to: "custom", link: { url: "https://example.com/deals", is_external: "on" } });
    expect(custom.match(/<a href="https:\/\/example.com\/deals" target="_blank" rel="noopener noreferrer"/g)).toHaveLength(5);
    expect(render({ carousel: photos, link_to: "custom", link: { url: "javascript:alert(1)" } })).not.toContain("javascript:");
    expect(render({ carousel: photos })).not.toContain("<a ");
    expect(custom).not.toContain("data-elementor-open-lightbox");
  });

  it("a custom link to an image carries the widget's lightbox setting and opens alone, not as the slides' slideshow", () => {
    const html = render({ carousel: photos, link_to: "custom", link: { url: "/images/demo/deals.png" }, open_lightbox: "no" });
    expect(html.match(/<a href="\/images\/demo\/deals.png"[^>]* data-elementor-open-lightbox="no">/g)).toHaveLength(5);
    expect(html).not.toContain("data-elementor-lightbox-slideshow");
  });

  it("captions from the chosen field", () => {
    expect(render({ carousel: photos, caption_type: "caption" })).toContain(
      '<figcaption class="elementor-image-carousel-caption">Picked this week</figcaption>',
    );
    expect(render({ carousel: photos, caption_type: "title" })).toContain(">Bakery</figcaption>");
    expect(render({ carousel: photos })).not.toContain("figcaption");
  });

  it("navigation: arrows, dots, both or none; no autoplay control without autoplay; no controls with one slide", () => {
    const arrows = render({ carousel: photos, navigation: "arrows", autoplay: "" });
    expect(arrows).toContain("Next slide");
    expect(arrows).not.toContain("aisle-carousel__dots");
    expect(arrows).not.toContain("automatic slide show");
    const dots = render({ carousel: photos, navigation: "dots" });
    expect(dots).not.toContain("Next slide");
    expect(dots).toContain("aisle-carousel__dots");
    expect(render({ carousel: photos, navigation: "none", autoplay: "" })).not.toContain("<button");
    const one = render({ carousel: photos.slice(0, 1) });
    expect(one).not.toContain("<button");
    expect(one).toContain('src="/images/demo/produce.svg"');
  });

  it("lazy loading: the first page and one neighbour load at once, the others lazily", () => {
    const html = render({ carousel: photos, lazyload: "yes" });
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(render({ carousel: photos, lazyload: "yes", slides_to_show: "1" }).match(/loading="lazy"/g)).toHaveLength(3);
    expect(render({ carousel: photos })).not.toContain('loading="lazy"');
  });

  it("offset sides add a class the styles pad the viewport with", () => {
    expect(render({ carousel: photos, offset_sides: "both" })).toContain("aisle-carousel aisle-carousel--offset-both");
    expect(render({ carousel: photos, offset_sides: "sideways" })).not.toContain("offset-");
  });

  it("slides per view, gap and offset per device as custom properties (tablet 2 by default, mobile 1)", () => {
    const css = widgetCss(imageCarousel, { carousel: photos });
    expect(css).toContain(`${W}{--aisle-carousel-slides:3;--aisle-carousel-gap:20px;--aisle-carousel-offset:0px}`);
    expect(css).toContain(`@media (max-width:1024px){${W}{--aisle-carousel-slides:2}}`);
    expect(css).toContain(`@media (max-width:767px){${W}{--aisle-carousel-slides:1}}`);
    const one = widgetCss(imageCarousel, {
      carousel: photos,
      slides_to_show: "1",
      image_spacing_custom: { unit: "px", size: 8 },
      image_spacing_custom_mobile: { unit: "px", size: 0 },
    });
    expect(one).toContain("--aisle-carousel-slides:1;--aisle-carousel-gap:8px");
    expect(one).not.toContain("max-width:1024px");
    expect(one).toContain(`@media (max-width:767px){${W}{--aisle-carousel-gap:0px}}`);
    const offset = widgetCss(imageCarousel, {
      carousel: photos,
      slides_to_show: "2",
      offset_sides: "right",
      offset_width: { unit: "px", size: 60 },
    });
    expect(offset).toContain("--aisle-carousel-slides:2.001;--aisle-carousel-gap:20px;--aisle-carousel-offset:60px");
  });

  it("sends the behaviour only the carousel's settings, device variants included", () => {
    const stored = {
      carousel: photos,
      slides_to_show: "4",
      slides_to_show_mobile: "2",
      autoplay_speed: 3000,
      carousel_name: "Deals",
      _margin: { top: 1 },
    };
    expect(imageCarousel.clientSettings?.(parseWidgetSettings(imageCarousel, stored), stored)).toEqual({
      slides_to_show: "4",
      slides_to_show_mobile: "2",
      autoplay_speed: 3000,
      carousel_name: "Deals",
    });
    // A switched-off switcher is "", which must reach the behaviour: missing would read as on.
    const off = { carousel: photos, infinite: "", autoplay: "", lazyload: "yes" };
    expect(imageCarousel.clientSettings?.(parseWidgetSettings(imageCarousel, off), off)).toEqual({
      infinite: "",
      autoplay: "",
      lazyload: "yes",
    });
  });
});
