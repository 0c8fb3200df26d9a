import { describe, expect, it } from "vitest";
import { foldIcons, renderWidget, widgetCss } from "../widget-test-support";
import { floatingBars } from "./floating-bars";

const html = (stored: unknown) => foldIcons(renderWidget(floatingBars, stored));

describe("floating-bars widget", () => {
  it("renders Elementor's default announcement, sticky at the top, with a close button hidden until its script runs", () => {
    expect(html({})).toBe(
      '<section class="e-floating-bars e-floating-bars-var-1 has-vertical-position-top has-close-button is-sticky" id="e-floating-bars-w1" aria-label="Banner">' +
        '<p class="e-floating-bars__announcement-text">Just in! Cool summer tees</p>' +
        '<span class="e-floating-bars__announcement-icon">[e-fas-shirt]</span>' +
        '<button type="button" class="e-floating-bars__close-button" aria-label="Close Banner" aria-controls="e-floating-bars-w1" hidden="">[e-fas-xmark]</button>' +
        "</section>",
    );
  });

  it("links the call to action safely, as a button or a link, with its icon", () => {
    const out = html({
      cta_text: "See deals",
      cta_link: { url: "/shop/deals", is_external: "on" },
      cta_icon: { value: "fas fa-arrow-right", library: "fa-solid" },
      style_cta_type: "link",
      style_cta_button_corners: "sharp",
    });
    expect(out).toContain(
      '<div class="e-floating-bars__cta-button-container"><a class="e-floating-bars__cta-button has-corners-sharp is-type-link" href="/shop/deals" target="_blank" rel="noopener noreferrer"><span class="e-floating-bars__cta-icon">[e-fas-arrow-right]</span><span class="e-floating-bars__cta-text">See deals</span></a></div>',
    );
    expect(html({ cta_link: { url: "javascript:alert(1)" } })).toContain('href="#"');
    // No address, no call to action (Elementor would print a link that goes nowhere).
    expect(html({ cta_text: "Shop now" })).not.toContain("e-floating-bars__cta-button");
  });

  it("takes position, stickiness, close button, name and icon from the settings, escaped", () => {
    const out = html({
      advanced_vertical_position: "bottom",
      advanced_toggle_sticky: "",
      floating_bar_close_switch: "",
      announcement_icon: { value: "", library: "" },
      announcement_text: "<b>Free</b> delivery & more",
      accessible_name: "Delivery news",
    });
    expect(out).toBe(
      '<section class="e-floating-bars e-floating-bars-var-1 has-vertical-position-bottom" id="e-floating-bars-w1" aria-label="Delivery news"><p class="e-floating-bars__announcement-text">&lt;b&gt;Free&lt;/b&gt; delivery &amp; more</p></section>',
    );
    expect(html({ accessible_name: "Weekly deals" })).toContain('aria-label="Close Weekly deals"');
    expect(html({ announcement_icon: { value: "fas fa-no-such-icon", library: "fa-solid" } })).not.toContain(
      "e-floating-bars__announcement-icon",
    );
  });

  it("falls back to the defaults per field on garbage", () => {
    const defaults = html({});
    expect(
      html({
        announcement_text: {},
        accessible_name: [],
        advanced_vertical_position: "left",
        advanced_toggle_sticky: 7,
        floating_bar_close_switch: "maybe",
        style_cta_type: "x",
      }),
    ).toBe(defaults);
    expect(html([])).toBe(defaults);
  });

  it("styles colours, icon size, spacing, padding, alignment, background, type and the close button's side per device", () => {
    const w = ".elementor-1 .elementor-element.elementor-element-w1";
    expect(
      widgetCss(floatingBars, {
        style_announcement_text_color: "#ffffff",
        style_cta_button_bg_color: "#14532d",
        style_announcement_icon_size: { unit: "px", size: 24 },
        style_floating_bar_elements_spacing: { unit: "px", size: 8 },
        style_floating_bar_elements_padding: { unit: "px", top: "10", right: "20", bottom: "10", left: "20" },
        style_floating_bar_elements_align: "space-between",
        style_floating_bar_elements_align_mobile: "center",
        floating_bar_background_type_background: "classic",
        floating_bar_background_type_color: "#14532d",
        style_announcement_text_typography_typography: "custom",
        style_announcement_text_typography_font_weight: "700",
        floating_bar_close_button_position: "start",
      }),
    ).toBe(
      `${w} .e-floating-bars{--e-floating-bars-announcement-text-color:#ffffff;--e-floating-bars-cta-button-bg-color:#14532d;--e-floating-bars-announcement-icon-size:24px;--e-floating-bars-elements-gap:8px;` +
        "--e-floating-bars-elements-padding-block-start:10px;--e-floating-bars-elements-padding-inline-end:20px;--e-floating-bars-elements-padding-block-end:10px;--e-floating-bars-elements-padding-inline-start:20px;" +
        "justify-content:space-between;background-color:#14532d}" +
        `${w} .e-floating-bars__announcement-text{font-weight:700}` +
        `${w} .e-floating-bars__close-button{inset-inline-start:10px;inset-inline-end:auto}` +
        `@media (max-width:767px){${w} .e-floating-bars{justify-content:center}}`,
    );
    expect(
      widgetCss(floatingBars, {
        style_announcement_text_color: "red;}",
        style_floating_bar_elements_align: "left;x",
        style_announcement_icon_size: { unit: "px", size: "9}" },
      }),
    ).toBe("");
  });
});
