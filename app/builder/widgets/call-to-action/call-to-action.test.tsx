import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { callToAction } from "./call-to-action";
import { callToActionSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("call to action widget", () => {
  it("writes the image, the content, the button and the ribbon", () => {
    expect(
      renderWidget(callToAction, {
        bg_image: { url: "/media/b/bread.jpg", alt: "" },
        title: "Weekend baking class",
        description: "Two hours, all flour included.",
        button: "Book a place",
        link: { url: "/events" },
        ribbon_title: "New",
      }),
    ).toBe(
      '<div class="elementor-cta"><div class="elementor-cta__bg-wrapper"><img src="/media/b/bread.jpg" alt="" width="800" height="600" loading="lazy" decoding="async" class="elementor-cta__bg elementor-bg"/><div class="elementor-cta__bg-overlay"></div></div>' +
        '<div class="elementor-cta__content"><h2 class="elementor-cta__title elementor-cta__content-item elementor-content-item">Weekend baking class</h2>' +
        '<div class="elementor-cta__description elementor-cta__content-item elementor-content-item">Two hours, all flour included.</div>' +
        '<div class="elementor-cta__button-wrapper elementor-cta__content-item elementor-content-item"><a class="elementor-cta__button elementor-button elementor-size-sm" href="/events">Book a place</a></div></div>' +
        '<div class="elementor-ribbon elementor-ribbon-right"><div class="elementor-ribbon-inner">New</div></div></div>',
    );
  });
  it("keeps the links of its text as text when the whole box links (no link inside a link)", () => {
    const html = renderWidget(callToAction, {
      link: { url: "/deals" },
      link_click: "box",
      title: 'Fresh <a href="/bread">bread</a>',
      description: 'See <a href="/terms" target="_blank">terms</a>',
    });
    expect(html).toMatch(/^<a class="elementor-cta" href="\/deals">/);
    expect(html).toContain("Fresh <span>bread</span></h2>");
    expect(html).toContain("See <span>terms</span></div>");
    expect(html.match(/<a /g)).toHaveLength(1);
  });
  it("is one link when the whole box links, the button then only drawn", () => {
    const html = renderWidget(callToAction, { link: { url: "/deals" }, link_click: "box" });
    expect(html).toMatch(/^<a class="elementor-cta" href="\/deals">/);
    expect(html).toContain('<span class="elementor-cta__button elementor-button elementor-size-sm">Click Here</span>');
  });
  it("prints its title, description, button and ribbon as HTML with nothing that could run", () => {
    const html = renderWidget(callToAction, {
      title: "Sourdough <em>class</em><script>alert(1)</script>",
      description: '<p>Two hours, <strong>flour</strong> included.</p><img src=x onerror="alert(1)">',
      button: "Book <b>now</b>",
      ribbon_title: "<i>New</i>",
      link: { url: "/events" },
      description_tag: "p",
    });
    expect(html).toContain(
      '<h2 class="elementor-cta__title elementor-cta__content-item elementor-content-item">Sourdough <em>class</em></h2>',
    );
    // Block content cannot sit in a <p>.
    expect(html).toContain(
      '<div class="elementor-cta__description elementor-cta__content-item elementor-content-item"><p>Two hours, <strong>flour</strong> included.</p>',
    );
    expect(html).toContain('<a class="elementor-cta__button elementor-button elementor-size-sm" href="/events">Book <b>now</b></a>');
    expect(html).toContain('<div class="elementor-ribbon-inner"><i>New</i></div>');
    expect(html).not.toMatch(/<script|onerror|alert/);
  });
  it("reads odd values as defaults and gives the skin and layout classes", () => {
    expect(renderWidget(callToAction, { title: [], skin: 3, bg_image: "x", link_click: "all" })).toBe(renderWidget(callToAction, {}));
    expect(callToAction.classes!(callToActionSettings.parse({ skin: "cover", content_vertical_alignment: "middle" }))).toEqual([
      "elementor-cta--skin-cover",
      "elementor-cta--valign-middle",
    ]);
    expect(callToAction.classes!(callToActionSettings.parse({ layout: "above" }))).toContain("elementor-cta--layout-image-above");
    expect(renderWidget(callToAction, { title: "", description: "", button: "" })).toBe("");
  });
  it("styles the content, the button and the ribbon", () => {
    expect(widgetCss(callToAction, { title_color: "#fff", button_background_color: "#9a3412", ribbon_bg_color: "#1f6f43" })).toBe(
      `${W} .elementor-cta__title{color:#fff}${W} .elementor-cta__button{background-color:#9a3412}${W} .elementor-ribbon-inner{background-color:#1f6f43}`,
    );
  });
});

describe("call to action images (docs/media.md)", () => {
  it("gives library images their srcset; images at another host show their alt text in a box of their size", () => {
    const local = renderWidget(callToAction, {
      bg_image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "Bread", width: 1200, height: 800 },
      graphic_element: "image",
      graphic_image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "Loaf", width: 1200, height: 800 },
    });
    expect(local.match(/srcSet="\/media\//g)).toHaveLength(2);
    const remote = renderWidget(callToAction, {
      bg_image: { url: "https://shop.example/wp-content/uploads/bread.jpg", alt: "Bread" },
      graphic_element: "image",
      graphic_image: { url: "https://shop.example/wp-content/uploads/loaf.jpg", alt: "Loaf" },
    });
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("shop.example");
    expect(remote).toContain(
      '<span class="aisle-image-unavailable elementor-cta__bg elementor-bg" style="width:800px;aspect-ratio:800 / 600">Bread</span>',
    );
    expect(remote).toContain('<span class="aisle-image-unavailable" style="width:150px;aspect-ratio:150 / 150">Loaf</span>');
  });
});
