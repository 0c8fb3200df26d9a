import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { slides, slidesCarouselSettings } from "./slides";
import { slidesSettings } from "./settings";
import { renderToStaticMarkup } from "react-dom/server";
import { parseWidgetSettings } from "../../widget-types";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

/** The widget rendered with its stored settings on the element too (the carousel reads them there). */
function render(stored: Record<string, unknown>): string {
  const settings = parseWidgetSettings(slides, stored);
  return renderToStaticMarkup(
    <slides.Component
      settings={settings}
      element={{ id: "w1", elType: "widget", widgetType: "slides", settings: stored, elements: [] }}
      editMode={false}
      childHtml={[]}
    />,
  );
}

const two = [
  {
    _id: "s1",
    heading: "Summer berries",
    description: "Picked this morning",
    button_text: "Shop berries",
    link: { url: "/shop/produce" },
    link_click: "button",
    background_image: { url: "/media/b/berries.jpg", alt: "" },
  },
  { _id: "s2", heading: "Fresh bread", link: { url: "/shop/bakery" } },
];

describe("slides widget (Pro)", () => {
  it("writes each slide as a carousel slide: background, heading, description, button", () => {
    const html = render({ slides: two });
    expect(html).toContain(
      '<div class="elementor-slides-wrapper aisle-carousel" role="region" aria-roledescription="carousel" aria-label="Carousel">',
    );
    expect(html).toContain(
      '<div class="swiper-slide aisle-carousel__slide elementor-repeater-item-s1" role="group" aria-roledescription="slide" aria-label="1 of 2">' +
        '<img src="/media/b/berries.jpg" alt="" width="1600" height="900" decoding="async" class="swiper-slide-bg"/><div class="elementor-background-overlay"></div>' +
        '<div class="swiper-slide-inner"><div class="swiper-slide-contents"><div class="elementor-slide-heading">Summer berries</div><div class="elementor-slide-description">Picked this morning</div>' +
        '<a class="elementor-button elementor-slide-button elementor-size-sm" href="/shop/produce">Shop berries</a></div></div></div>',
    );
    // The second slide links as a whole (Elementor's default).
    expect(html).toContain(
      '<a class="swiper-slide-inner" href="/shop/bakery"><div class="swiper-slide-contents"><div class="elementor-slide-heading">Fresh bread</div></div></a>',
    );
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Stop automatic slide show"');
  });
  it("maps its carousel settings onto the carousel's, one slide per view", () => {
    const stored = { slides: two, navigation: "arrows", autoplay: "", transition: "fade", transition_speed: 800, infinite: "" };
    expect(slides.behaviour).toBe("image-carousel");
    expect(slides.clientSettings!(slidesSettings.parse(stored), stored)).toEqual({
      slides_to_show: "1",
      slides_to_scroll: "1",
      image_spacing_custom: { unit: "px", size: 0 },
      navigation: "arrows",
      autoplay: "",
      effect: "fade",
      speed: 800,
      infinite: "",
    });
    const html = render(stored);
    expect(html).not.toContain("automatic slide show");
    expect(html).not.toContain("aisle-carousel__dots");
    expect(slidesCarouselSettings({}, "Spring")).toMatchObject({ carousel_name: "Spring" });
  });
  it("shows Elementor's three default slides, nothing for an empty list, one slide without controls", () => {
    expect(renderWidget(slides, {}).match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(renderWidget(slides, { slides: [] })).toBe("");
    const one = render({ slides: [{ heading: "Only one" }] });
    expect(one).not.toContain("Previous slide");
    expect(renderWidget(slides, { slides: [{ heading: "x", link: { url: "javascript:alert(1)" } }, 7, null] })).not.toMatch(/javascript:/);
  });
  it("prints each slide's heading, description and button as HTML with nothing that could run", () => {
    const html = renderWidget(slides, {
      slides: [
        {
          heading: "Summer <em>berries</em><script>alert(1)</script>",
          description: '<p>Picked <strong>this morning</strong></p><img src=x onerror="alert(2)">',
          button_text: "Shop <b>now</b>",
          link: { url: "/shop/fruit" },
          link_click: "button",
        },
      ],
    });
    expect(html).toContain('<div class="elementor-slide-heading">Summer <em>berries</em></div>');
    expect(html).toContain('<div class="elementor-slide-description"><p>Picked <strong>this morning</strong></p>');
    expect(html).toContain('href="/shop/fruit">Shop <b>now</b></a>');
    expect(html).not.toMatch(/<script|onerror|alert/);
  });
  it("styles the height per device and a slide's own colours", () => {
    expect(
      widgetCss(slides, {
        slides_height: { unit: "px", size: 520 },
        slides_height_mobile: { unit: "px", size: 360 },
        slides: [
          { _id: "s1", background_color: "#14532d", custom_style: "yes", horizontal_position: "left", content_color: "#fff" },
          { _id: "bad id" },
        ],
      }),
    ).toBe(
      `${W} .aisle-carousel__slide{height:520px}${W} .elementor-repeater-item-s1{background-color:#14532d}${W} .elementor-repeater-item-s1 .swiper-slide-inner{justify-content:flex-start;color:#fff}` +
        `@media (max-width:767px){${W} .aisle-carousel__slide{height:360px}}`,
    );
  });
});

describe("slides widget backgrounds (docs/media.md)", () => {
  it("draws a library background with its srcset and leaves one at another host out, keeping the slide's text", () => {
    const local = render({
      slides: [
        {
          heading: "Berries",
          background_image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "", width: 1600, height: 900 },
        },
      ],
    });
    expect(local).toContain('srcSet="/media/0123456789abcdef0123456789abcdef/480.webp 480w');
    expect(local).toContain('class="swiper-slide-bg"');
    const remote = render({
      slides: [{ heading: "Berries", background_image: { url: "https://shop.example/wp-content/uploads/berries.jpg", alt: "" } }],
    });
    expect(remote).not.toContain("shop.example");
    expect(remote).not.toContain("<img");
    expect(remote).toContain('<div class="elementor-slide-heading">Berries</div>');
    expect(
      widgetCss(slides, {
        slides: [{ _id: "s1", heading: "Berries", background_image: { url: "https://shop.example/wp-content/uploads/berries.jpg" } }],
      }),
    ).not.toContain("shop.example");
  });
});
