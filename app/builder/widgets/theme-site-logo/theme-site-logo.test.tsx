import { describe, expect, it } from "vitest";
import { siteLogoHtml, siteLogoSettings, themeSiteLogo, SITE_LOGO_RESOLVER } from "./theme-site-logo";
import { widgetCss } from "../widget-test-support";

describe("site logo", () => {
  it("is the site's name linked home when the kit has no picture", () => {
    expect(siteLogoHtml(siteLogoSettings.parse({}), "Harvest Lane <Market>")).toBe(
      '<div class="elementor-image"><a href="/" rel="home"><span class="elementor-site-logo__name">Harvest Lane &lt;Market&gt;</span></a></div>',
    );
  });
  it("is the kit's picture named by the site's name, with the widget's own link or none", () => {
    const html = siteLogoHtml(siteLogoSettings.parse({ image: { url: "/media/ab/logo.png", width: 180, height: 60 } }), "Harvest Lane");
    expect(html).toContain(
      '<img src="/media/ab/logo.png" alt="Harvest Lane" class="elementor-site-logo__image" width="180" height="60" decoding="async">',
    );
    expect(siteLogoHtml(siteLogoSettings.parse({ link_to: "none" }), "A")).toBe(
      '<div class="elementor-image"><span class="elementor-site-logo__name">A</span></div>',
    );
    expect(siteLogoHtml(siteLogoSettings.parse({ link: { url: "javascript:alert(1)" } }), "A")).not.toContain("javascript:");
  });
  it("is a per-request slot and writes its width", () => {
    expect(themeSiteLogo.slot?.(siteLogoSettings.parse({}))?.resolver).toBe(SITE_LOGO_RESOLVER);
    expect(widgetCss(themeSiteLogo, { width: { unit: "px", size: 160 } })).toContain(".elementor-element-w1 img{width:160px;height:auto}");
  });
});

describe("site logo picture (docs/media.md)", () => {
  it("gives a library logo its srcset; a logo at another host shows the site's name in a box of its size, never requested", () => {
    const local = siteLogoHtml(
      siteLogoSettings.parse({ image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", width: 1200, height: 400 } }),
      "Harvest Lane",
    );
    expect(local).toContain(
      '<img src="/media/0123456789abcdef0123456789abcdef/full.jpg" srcset="/media/0123456789abcdef0123456789abcdef/480.webp 480w',
    );
    const remote = siteLogoHtml(
      siteLogoSettings.parse({
        image: { url: "https://shop.example/wp-content/uploads/logo.png", width: 180, height: 60 },
        link_to: "file",
      }),
      "Harvest <Lane>",
    );
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("shop.example");
    expect(remote).toBe(
      '<div class="elementor-image"><a href="/" rel="home"><span class="aisle-image-unavailable elementor-site-logo__image" style="width:180px;aspect-ratio:180 / 60">Harvest &lt;Lane&gt;</span></a></div>',
    );
  });
});
