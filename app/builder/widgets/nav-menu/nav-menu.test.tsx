import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NavNode } from "#core/menus/navigation";
import { navMenu, NAV_MENU_RESOLVER } from "./nav-menu";
import { navMenuSettings } from "./settings";
import { NavMenuMarkup } from "./menu-markup";
import { foldsOn } from "./fold";
import { widgetCss } from "../widget-test-support";

const node = (id: number, title: string, url: string, children: NavNode[] = [], selected = false): NavNode => ({
  id,
  title,
  url,
  children,
  selected,
});
const tree = [node(1, "Shop", "/shop", [node(11, "Produce", "/shop/produce", [], true)], true), node(2, "Recipes", "/recipes")];

describe("nav menu settings", () => {
  it("default to a bar that folds on tablets, and read a kit's values", () => {
    expect(navMenuSettings.parse({})).toMatchObject({
      menu: "",
      layout: "horizontal",
      dropdown: "tablet",
      toggle: "burger",
      pointer: "underline",
    });
    expect(
      navMenuSettings.parse({ menu: "main-menu", layout: "vertical", pointer: "none", dropdown: "none", menu_name: "Menu" }),
    ).toMatchObject({
      menu: "main-menu",
      layout: "vertical",
      dropdown: "none",
    });
    expect(navMenuSettings.parse({ layout: "mega", dropdown: [], toggle: 3 })).toMatchObject({
      layout: "horizontal",
      dropdown: "tablet",
      toggle: "burger",
    });
  });
});

describe("nav menu widget", () => {
  it("is a per-request slot naming its element", () => {
    const settings = navMenuSettings.parse({ menu: "main-menu" });
    expect(navMenu.slot?.(settings, { id: "ab12", elType: "widget", widgetType: "nav-menu", settings: {}, elements: [] })).toEqual({
      resolver: NAV_MENU_RESOLVER,
      args: { widgetId: "ab12", settings },
    });
  });

  it("renders Elementor's classes, the current entry and a submenu button per parent", () => {
    const html = renderToStaticMarkup(
      <NavMenuMarkup tree={tree} settings={navMenuSettings.parse({ menu_name: "Main" })} baseId="nav-ab12" />,
    );
    expect(html).toContain(
      '<nav id="nav-ab12-menu" aria-label="Main" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">',
    );
    expect(html).toContain('<ul class="elementor-nav-menu">');
    expect(html).toContain('class="menu-item menu-item-1 menu-item-has-children current-menu-ancestor"');
    expect(html).toContain(
      '<button type="button" class="sub-arrow" aria-expanded="false" aria-controls="nav-ab12-sub-1" aria-label="Shop submenu">',
    );
    expect(html).toContain('<ul id="nav-ab12-sub-1" class="sub-menu elementor-nav-menu--dropdown">');
    expect(html).toContain('<a href="/shop/produce" class="elementor-sub-item elementor-sub-item-active" aria-current="page">Produce</a>');
    expect(html).toContain('<button type="button" class="elementor-menu-toggle" aria-expanded="false" aria-controls="nav-ab12-menu">');
  });

  it("escapes titles from the menus editor", () => {
    const html = renderToStaticMarkup(
      <NavMenuMarkup tree={[node(3, "<img src=x onerror=alert(1)>", "/x")]} settings={navMenuSettings.parse({})} baseId="n" />,
    );
    expect(html).not.toContain("<img");
  });

  it("has no toggle without one, and always one in the dropdown layout", () => {
    const none = renderToStaticMarkup(<NavMenuMarkup tree={tree} settings={navMenuSettings.parse({ toggle: "" })} baseId="n" />);
    expect(none).not.toContain("elementor-menu-toggle");
    const dropdown = renderToStaticMarkup(
      <NavMenuMarkup tree={tree} settings={navMenuSettings.parse({ toggle: "", layout: "dropdown" })} baseId="n" />,
    );
    expect(dropdown).toContain("elementor-menu-toggle");
  });

  it("folds at its breakpoint and below", () => {
    expect(foldsOn({ layout: "horizontal", dropdown: "tablet" }, "tablet")).toBe(true);
    expect(foldsOn({ layout: "horizontal", dropdown: "tablet" }, "mobile")).toBe(true);
    expect(foldsOn({ layout: "horizontal", dropdown: "tablet" }, "laptop")).toBe(false);
    expect(foldsOn({ layout: "horizontal", dropdown: "mobile" }, "tablet")).toBe(false);
    expect(foldsOn({ layout: "horizontal", dropdown: "none" }, "mobile")).toBe(false);
    expect(foldsOn({ layout: "dropdown", dropdown: "none" }, "desktop")).toBe(true);
  });

  it("writes the fold and the kit's colours into the document's CSS", () => {
    const css = widgetCss(navMenu, { color_menu_item: "#333333", color_menu_item_hover: "#D47C32", dropdown: "tablet" });
    expect(css).toContain(".elementor-element-w1 .elementor-nav-menu--main .elementor-item{color:#333333}");
    expect(css).toMatch(/@media \(max-width:1024px\)\{[^@]*\.elementor-element-w1 \.elementor-menu-toggle\{display:inline-flex\}/);
    expect(css).not.toMatch(/^[^@]*elementor-menu-toggle\{display:inline-flex/);
    expect(widgetCss(navMenu, { color_menu_item: "red;}body{x:y" })).not.toContain("body");
  });

  it("puts Elementor's classes on its wrapper", () => {
    expect(navMenu.classes?.(navMenuSettings.parse({ full_width: "yes", align_items: "center" }))).toEqual([
      "elementor-nav-menu--dropdown-tablet",
      "elementor-nav-menu__align-center",
      "elementor-nav-menu__text-align-aside",
      "elementor-nav-menu--toggle",
      "elementor-nav-menu--burger",
      "elementor-nav-menu--stretch",
    ]);
  });
});
