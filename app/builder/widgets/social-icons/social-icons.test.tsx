import { describe, expect, it } from "vitest";
import { foldIcons, renderWidget, widgetCss } from "../widget-test-support";
import { socialIcons } from "./social-icons";
import { socialIconsSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("social icons widget", () => {
  it("links each network with its brand icon, named by the network", () => {
    const html = foldIcons(
      renderWidget(socialIcons, {
        social_icon_list: [
          {
            _id: "a1b2c3d",
            social_icon: { value: "fab fa-facebook-f", library: "fa-brands" },
            link: { url: "https://facebook.com/aisle", is_external: "on" },
          },
          { social_icon: { value: "fab fa-instagram", library: "fa-brands" }, link: { url: "https://instagram.com/aisle" } },
        ],
      }),
    );
    expect(html).toBe(
      '<div class="elementor-social-icons-wrapper elementor-grid">' +
        '<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook-f elementor-repeater-item-a1b2c3d" href="https://facebook.com/aisle" target="_blank" rel="noopener noreferrer">' +
        '<span class="elementor-screen-only visually-hidden">Facebook</span>[e-fab-facebook-f]</a></span>' +
        '<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://instagram.com/aisle">' +
        '<span class="elementor-screen-only visually-hidden">Instagram</span>[e-fab-instagram]</a></span></div>',
    );
  });
  it("shows Elementor's three networks by default, and nothing for an empty list", () => {
    const html = renderWidget(socialIcons, {});
    expect(html).toContain(">Facebook<");
    expect(html).toContain(">Twitter<");
    expect(html).toContain(">YouTube<");
    expect(renderWidget(socialIcons, { social_icon_list: [] })).toBe("");
  });
  it("reads the older icon class, skips unknown icons, and falls back on odd values", () => {
    const html = foldIcons(
      renderWidget(socialIcons, {
        social_icon_list: [
          { social: "fa fa-linkedin", link: { url: "javascript:alert(1)" } },
          { social_icon: { value: "fab fa-nope" } },
          3,
        ],
      }),
    );
    expect(html).toContain('<a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="#">');
    expect(html).toContain(">LinkedIn<");
    expect(html).not.toContain("javascript");
    expect(
      renderWidget(socialIcons, {
        social_icon_list: [{ social_icon: { value: "fab fa-linkedin" }, link: { url: "javascript:alert(1)" } }],
      }),
    ).not.toContain("javascript:");
    const parsed = socialIconsSettings.parse({ shape: [], columns: "many", icon_color: 1 });
    expect(socialIcons.classes!(parsed)).toEqual(["elementor-shape-rounded", "elementor-grid-0"]);
    expect(socialIcons.classes!(socialIconsSettings.parse({ shape: "circle", columns: "3", icon_color: "custom" }))).toEqual([
      "elementor-shape-circle",
      "elementor-grid-3",
      "e-social-icons--custom",
    ]);
  });
  it("styles custom colours, size, spacing and each item's own colours", () => {
    expect(
      widgetCss(socialIcons, {
        icon_color: "custom",
        icon_primary_color: "#1f6f43",
        icon_secondary_color: "#fff",
        icon_size: { unit: "px", size: 20 },
        icon_spacing: { unit: "px", size: 8 },
        social_icon_list: [
          { _id: "abc1234", item_icon_color: "custom", item_icon_primary_color: "#000" },
          { _id: "x};y", item_icon_color: "custom" },
        ],
      }),
    ).toBe(
      `${W} .elementor-social-icons-wrapper{column-gap:8px}${W} .elementor-social-icon{background-color:#1f6f43;color:#fff;fill:#fff;font-size:20px}` +
        `${W} .elementor-social-icon.elementor-repeater-item-abc1234{background-color:#000}`,
    );
  });
});
