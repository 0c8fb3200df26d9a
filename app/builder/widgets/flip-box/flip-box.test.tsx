import { describe, expect, it } from "vitest";
import { foldIcons, renderWidget, widgetCss } from "../widget-test-support";
import { flipBox } from "./flip-box";
import { flipBoxSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("flip box widget", () => {
  it("writes both faces, the back's button carrying the link", () => {
    expect(
      foldIcons(
        renderWidget(flipBox, {
          title_text_a: "Cakes to order",
          description_text_a: "Birthdays and weddings",
          title_text_b: "Order by Thursday",
          description_text_b: "Ready on Saturday",
          button_text: "Order a cake",
          link: { url: "/catering" },
        }),
      ),
    ).toBe(
      '<div class="elementor-flip-box"><div class="elementor-flip-box__layer elementor-flip-box__front"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner">' +
        '<div class="elementor-icon-wrapper elementor-view-default"><div class="elementor-icon">[e-fas-star]</div></div>' +
        '<h3 class="elementor-flip-box__layer__title">Cakes to order</h3><div class="elementor-flip-box__layer__description">Birthdays and weddings</div></div></div></div>' +
        '<div class="elementor-flip-box__layer elementor-flip-box__back"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner">' +
        '<h3 class="elementor-flip-box__layer__title">Order by Thursday</h3><div class="elementor-flip-box__layer__description">Ready on Saturday</div>' +
        '<a class="elementor-flip-box__button elementor-button elementor-size-sm" href="/catering">Order a cake</a></div></div></div></div>',
    );
  });
  it("takes focus itself when its back has nothing to focus, and is one link when the whole box links, the button then only drawn", () => {
    expect(renderWidget(flipBox, { title_text_a: "Fresh daily" })).toMatch(
      /^<div class="elementor-flip-box" tabindex="0" role="group" aria-label="Fresh daily">/,
    );
    const box = renderWidget(flipBox, { link: { url: "/deals" }, link_click: "box" });
    expect(box).toMatch(/^<a class="elementor-flip-box" href="\/deals">/);
    expect(box).toContain('<span class="elementor-flip-box__button elementor-button elementor-size-sm">Click Here</span>');
    expect(box.match(/<a /g)).toHaveLength(1);
    expect(renderWidget(flipBox, { button_text: "Ask in store" })).toContain(
      '<span class="elementor-flip-box__button elementor-button elementor-size-sm">Ask in store</span>',
    );
  });
  it("prints its titles, descriptions and button as HTML with nothing that could run, and names the box by its title's text", () => {
    const html = renderWidget(flipBox, {
      title_text_a: "Fresh <em>daily</em><script>alert(1)</script>",
      description_text_a: '<p>From <strong>our</strong> ovens</p><img src=x onerror="alert(2)">',
      title_text_b: "<b>Order</b> ahead",
      description_text_b: "<ul><li>Rye</li></ul>",
    });
    expect(html).toMatch(/^<div class="elementor-flip-box" tabindex="0" role="group" aria-label="Fresh daily">/);
    expect(html).toContain('<h3 class="elementor-flip-box__layer__title">Fresh <em>daily</em></h3>');
    expect(html).toContain('<div class="elementor-flip-box__layer__description"><p>From <strong>our</strong> ovens</p>');
    expect(html).toContain('<h3 class="elementor-flip-box__layer__title"><b>Order</b> ahead</h3>');
    expect(html).toContain('<div class="elementor-flip-box__layer__description"><ul><li>Rye</li></ul></div>');
    expect(html).not.toMatch(/<script|onerror|alert/);
    expect(renderWidget(flipBox, { button_text: "Order <b>now</b>", link: { url: "/catering" } })).toContain(
      '<a class="elementor-flip-box__button elementor-button elementor-size-sm" href="/catering">Order <b>now</b></a>',
    );
  });
  it("shows an image as the graphic and reads odd values as defaults", () => {
    const html = renderWidget(flipBox, {
      graphic_element: "image",
      image: { url: "/media/c/cake.jpg", alt: "A cake" },
      title_text_a: "<em>x</em>",
    });
    expect(html).toContain('<div class="elementor-flip-box__image"><img src="/media/c/cake.jpg" alt="A cake"');
    expect(html).toContain('<h3 class="elementor-flip-box__layer__title"><em>x</em></h3>');
    expect(renderWidget(flipBox, { graphic_element: 4, title_text_a: [], flip_effect: "spin", link: [] })).toBe(renderWidget(flipBox, {}));
    expect(
      flipBox.classes!(flipBoxSettings.parse({ flip_effect: "push", flip_direction: "left", flip_3d: "elementor-flip-box--3d" })),
    ).toEqual(["elementor-flip-box--effect-push", "elementor-flip-box--direction-left", "elementor-flip-box--3d"]);
  });
  it("styles each face's background and texts, and the height", () => {
    expect(
      widgetCss(flipBox, {
        height: { unit: "px", size: 320 },
        background_a_background: "classic",
        background_a_color: "#1f6f43",
        title_color_b: "#fff",
      }),
    ).toBe(
      `${W} .elementor-flip-box{height:320px}${W} .elementor-flip-box__front{background-color:#1f6f43}${W} .elementor-flip-box__back .elementor-flip-box__layer__title{color:#fff}`,
    );
  });
});

describe("flip box image (docs/media.md)", () => {
  it("gives a library image its srcset; an image at another host shows its alt text, never requested", () => {
    const local = renderWidget(flipBox, {
      graphic_element: "image",
      image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "Cake", width: 1200, height: 800 },
    });
    expect(local).toContain('srcSet="/media/0123456789abcdef0123456789abcdef/480.webp 480w');
    const remote = renderWidget(flipBox, {
      graphic_element: "image",
      image: { url: "https://shop.example/wp-content/uploads/cake.jpg", alt: "Cake" },
    });
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("shop.example");
    expect(remote).toContain('<span class="aisle-image-unavailable" style="width:150px;aspect-ratio:150 / 150">Cake</span>');
  });
});

describe("flip box backgrounds (docs/media.md)", () => {
  it("keeps a library background in the CSS and leaves one at another host out, keeping its colour", () => {
    const local = widgetCss(flipBox, {
      background_a_background: "classic",
      background_a_image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg" },
    });
    expect(local).toContain('background-image:url("/media/0123456789abcdef0123456789abcdef/full.jpg")');
    const remote = widgetCss(flipBox, {
      background_b_background: "classic",
      background_b_color: "#14532D",
      background_b_image: { url: "https://shop.example/wp-content/uploads/cake.jpg" },
    });
    expect(remote).not.toContain("shop.example");
    expect(remote).toContain("background-color:#14532D");
  });
});
