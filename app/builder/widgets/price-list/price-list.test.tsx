import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { priceList } from "./price-list";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("price list widget", () => {
  it("writes each item's title, separator, price and description", () => {
    expect(
      renderWidget(priceList, {
        price_list: [
          { title: "Country loaf", price: "$6", item_description: "Baked <strong>daily</strong>" },
          { title: "Rye", price: "$7", link: { url: "/recipes/rye" }, image: { url: "/media/r/rye.jpg", alt: "" } },
        ],
      }),
    ).toBe(
      '<ul class="elementor-price-list"><li class="elementor-price-list-item"><div class="elementor-price-list-text"><div class="elementor-price-list-header">' +
        '<span class="elementor-price-list-title">Country loaf</span><span class="elementor-price-list-separator" aria-hidden="true"></span><span class="elementor-price-list-price">$6</span></div>' +
        '<p class="elementor-price-list-description">Baked <strong>daily</strong></p></div></li>' +
        '<li class="elementor-price-list-item"><a class="elementor-price-list-item-link" href="/recipes/rye"><div class="elementor-price-list-image"><img src="/media/r/rye.jpg" alt="" width="150" height="150" loading="lazy" decoding="async"/></div>' +
        '<div class="elementor-price-list-text"><div class="elementor-price-list-header"><span class="elementor-price-list-title">Rye</span><span class="elementor-price-list-separator" aria-hidden="true"></span><span class="elementor-price-list-price">$7</span></div></div></a></li></ul>',
    );
  });
  it("keeps the links of a linked item's description as text (no link inside a link)", () => {
    const html = renderWidget(priceList, {
      price_list: [{ title: "Rye", price: "$7", link: { url: "/recipes/rye" }, item_description: 'With <a href="/seeds">seeds</a>' }],
    });
    expect(html).toContain('<a class="elementor-price-list-item-link" href="/recipes/rye">');
    expect(html).toContain("With <span>seeds</span></p>");
    expect(html.match(/<a /g)).toHaveLength(1);
  });
  it("puts block descriptions in a div and leaves the separator out when switched off", () => {
    const html = renderWidget(priceList, { separator: "", price_list: [{ title: "Tart", price: "$4", item_description: "<p>Lemon</p>" }] });
    expect(html).toContain('<div class="elementor-price-list-description"><p>Lemon</p></div>');
    expect(html).not.toContain("separator");
  });
  it("shows Elementor's default items when missing, nothing for an empty list, and skips odd items", () => {
    expect(renderWidget(priceList, {})).toContain(">First item on the list<");
    expect(renderWidget(priceList, { price_list: [] })).toBe("");
    expect(renderWidget(priceList, { price_list: [null, "x", { title: ["a"], price: 5 }] })).toContain(
      '<span class="elementor-price-list-price">5</span>',
    );
  });
  it("prints each item's title and price as HTML with nothing that could run", () => {
    const html = renderWidget(priceList, {
      price_list: [{ title: "Rye <em>loaf</em><script>x</script>", price: '<s>$7</s> $6<img src=x onerror="alert(1)">' }],
    });
    expect(html).toContain('<span class="elementor-price-list-title">Rye <em>loaf</em></span>');
    expect(html).toContain('<span class="elementor-price-list-price"><s>$7</s> $6</span>');
    expect(html).not.toMatch(/<script|onerror|alert/);
  });
  it("styles the title, price and separator", () => {
    expect(
      widgetCss(priceList, {
        heading_color: "#111",
        price_color: "#1f6f43",
        separator_style: "dashed",
        separator_weight: { unit: "px", size: 1 },
      }),
    ).toBe(
      `${W} .elementor-price-list-title{color:#111}${W} .elementor-price-list-price{color:#1f6f43}${W} .elementor-price-list-separator{border-bottom-style:dashed;border-bottom-width:1px}`,
    );
  });
});

describe("price list images (docs/media.md)", () => {
  it("gives a library image its srcset; an image at another host shows its alt text, never requested", () => {
    const local = renderWidget(priceList, {
      price_list: [
        { title: "Rye", image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "Rye", width: 1200, height: 800 } },
      ],
    });
    expect(local).toContain('srcSet="/media/0123456789abcdef0123456789abcdef/480.webp 480w');
    const remote = renderWidget(priceList, {
      price_list: [{ title: "Rye", image: { url: "https://shop.example/wp-content/uploads/rye.jpg", alt: "Rye loaf" } }],
    });
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("shop.example");
    expect(remote).toContain('<span class="aisle-image-unavailable" style="width:150px;aspect-ratio:150 / 150">Rye loaf</span>');
  });
});
