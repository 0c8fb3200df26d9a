import { describe, expect, it } from "vitest";
import { MEGA_MENU_RESOLVER, megaMenu } from "./mega-menu";
import { renderWidget, widgetCss } from "../widget-test-support";

describe("mega menu", () => {
  const stored = {
    menu_name: "Departments",
    menu_items: [
      { _id: "a1", item_title: "Bakery", item_link: { url: "/shop/bakery" }, item_dropdown_content: "yes" },
      { _id: "a2", item_title: "Deals", item_link: { url: "/weekly-ad" } },
    ],
  };
  it("drops each item's container down under its own button, with the nav menu's structure for its behaviour", () => {
    const html = renderWidget(megaMenu, stored, ['<div class="e-con">Fresh bread daily</div>', '<div class="e-con">Unused</div>']);
    expect(html).toContain(
      '<nav id="mega-w1-menu" aria-label="Departments" class="e-n-menu elementor-nav-menu--main elementor-nav-menu--layout-horizontal">',
    );
    expect(html).toContain(
      '<li class="menu-item e-n-menu-item menu-item-has-children"><a class="elementor-item e-n-menu-title-container" href="/shop/bakery">',
    );
    expect(html).toContain('aria-expanded="false" aria-controls="mega-w1-content-1" aria-label="Bakery submenu"');
    expect(html).toContain(
      '<div id="mega-w1-content-1" class="sub-menu e-n-menu-content"><div class="e-con">Fresh bread daily</div></div>',
    );
    // An item without dropdown content is a plain link.
    expect(html).not.toContain("Unused");
    expect(html).toContain(
      '<button type="button" class="elementor-menu-toggle e-n-menu-toggle" aria-expanded="false" aria-controls="mega-w1-menu">',
    );
  });
  it("escapes titles, refuses script links, and folds at its breakpoint", () => {
    const html = renderWidget(megaMenu, { menu_items: [{ item_title: "<b>x</b>", item_link: { url: "javascript:alert(1)" } }] });
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("javascript:");
    expect(megaMenu.clientSettings?.(megaMenu.settings.parse({ breakpoint_selector: "mobile" }), {})).toEqual({
      layout: "horizontal",
      dropdown: "mobile",
    });
    expect(widgetCss(megaMenu, { breakpoint_selector: "mobile" })).toMatch(
      /@media \(max-width:767px\)\{[^@]*elementor-menu-toggle\{display:inline-flex\}/,
    );
  });
  it("keeps its own items unless it names one of the site's menus, which it then shows per request", () => {
    const own = megaMenu.settings.parse(stored);
    expect(megaMenu.slot?.(own)).toBeNull();
    const bound = megaMenu.settings.parse({ ...stored, menu: "main-menu" });
    expect(megaMenu.slot?.(bound, { id: "m1", elType: "widget", widgetType: "mega-menu", settings: {}, elements: [] })).toEqual({
      resolver: MEGA_MENU_RESOLVER,
      args: { widgetId: "m1", settings: bound },
    });
  });
});
