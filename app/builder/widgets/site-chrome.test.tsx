import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { chromePartsIn, SITE_CHROME_PARTS } from "#core/frame/site-chrome";
import { builtInHeaderElements } from "#core/templates/built-in-header";
import { widgetGroup } from "#core/editor/widget-groups";
import { RENDERED_WIDGET_TYPES } from "#core/builder/rendered-widget-types";
import { renderDocument } from "../render-document.server";
import { WIDGETS } from "../registry.server";
import { renderWidget } from "./widget-test-support";
import { aisleCartLink } from "./aisle-cart-link/aisle-cart-link";
import { aisleDepartmentMenu } from "./aisle-department-menu/aisle-department-menu";
import { aisleSiteSearch } from "./aisle-site-search/aisle-site-search";
import { aisleStoreBox } from "./aisle-store-box/aisle-store-box";
import { aisleAccountLink } from "./aisle-account-link/aisle-account-link";
import { aisleAppBanner } from "./aisle-app-banner/aisle-app-banner";
import { aisleBannerArea } from "./aisle-banner-area/aisle-banner-area";
import { SITE_TITLE_RESOLVER, siteTitleHtml, siteTitleSettings, themeSiteTitle } from "./theme-site-title/theme-site-title";

describe("site chrome widgets", () => {
  it("leave a place named by their part, the same for every visitor, with a plain link or form before the scripts", () => {
    expect(renderWidget(aisleCartLink, {})).toBe(
      '<div class="aisle-chrome aisle-chrome--cart-link" data-aisle-chrome="cart-link"><a href="/cart">Cart</a></div>',
    );
    expect(renderWidget(aisleStoreBox, {})).toContain(
      'data-aisle-chrome="store-box"><a class="my-store__choose" href="/store/store-locator">',
    );
    expect(renderWidget(aisleAccountLink, {})).toContain('<a href="/my-account">My account</a>');
    expect(renderWidget(aisleSiteSearch, {})).toContain(
      '<form role="search" aria-label="Site search" class="aisle-chrome__search" action="/" method="get">',
    );
    expect(renderWidget(aisleAppBanner, {})).toBe(
      '<div class="aisle-chrome aisle-chrome--app-banner" data-aisle-chrome="app-banner"></div>',
    );
    expect(renderWidget(aisleBannerArea, {})).toBe(
      '<div class="aisle-chrome aisle-chrome--banner-area" data-aisle-chrome="banner-area"></div>',
    );
  });

  it("let the department menu show the Menu button, the menus or both", () => {
    expect(renderWidget(aisleDepartmentMenu, {})).toContain('data-shows="both"><nav aria-label="Departments"');
    expect(renderWidget(aisleDepartmentMenu, { shows: "button" })).toBe(
      '<div class="aisle-chrome aisle-chrome--department-menu" data-aisle-chrome="department-menu" data-shows="button"></div>',
    );
    expect(renderWidget(aisleDepartmentMenu, { shows: "<script>" })).toContain('data-shows="both"');
  });

  it("site title: the site's name as a heading linked home, filled per request", () => {
    expect(siteTitleHtml(siteTitleSettings.parse({ header_size: "h1" }), "Harvest <Lane>")).toBe(
      '<h1 class="elementor-heading-title elementor-size-default"><a href="/" rel="home">Harvest &lt;Lane&gt;</a></h1>',
    );
    expect(siteTitleHtml(siteTitleSettings.parse({ header_size: "script" }), "A")).toMatch(/^<h2 /);
    expect(themeSiteTitle.slot?.(siteTitleSettings.parse({}))?.resolver).toBe(SITE_TITLE_RESOLVER);
  });
});

describe("site chrome widgets in the editor", () => {
  it("are registered, rendered and offered in the Widgets panel's Site group", () => {
    for (const type of [
      "aisle-store-box",
      "aisle-cart-link",
      "aisle-account-link",
      "aisle-site-search",
      "aisle-department-menu",
      "aisle-app-banner",
      "aisle-banner-area",
      "theme-site-title",
      "theme-site-logo",
    ]) {
      expect(WIDGETS.has(type), type).toBe(true);
      expect(RENDERED_WIDGET_TYPES.has(type), type).toBe(true);
      expect(widgetGroup(type), type).toBe("Site");
    }
  });
});

describe("the built-in header as a template", () => {
  it("renders the header's grid row with each part's place and the menus' row", () => {
    const rendered = renderDocument({ id: 9, elements: builtInHeaderElements() }, { editMode: false, breakpoints: DEFAULT_BREAKPOINTS });
    const html = rendered.parts.join("");
    expect(html).toMatch(/^<div class="e-con [^"]* site-header__inner" data-element_type="container">/);
    expect(html).toMatch(/<div class="e-con [^"]* aisle-flat" data-element_type="container">/);
    expect(html).toMatch(/elementor-widget-theme-site-logo [^"]*site-header__brand/);
    expect(rendered.slots.map((s) => s.resolver)).toEqual(["theme-site-logo"]);
    expect(chromePartsIn(html)).toEqual(SITE_CHROME_PARTS.filter((p) => p !== "app-banner" && p !== "banner-area"));
    expect(html.match(/data-aisle-chrome="department-menu" data-shows="(\w+)"/g)).toEqual([
      'data-aisle-chrome="department-menu" data-shows="button"',
      'data-aisle-chrome="department-menu" data-shows="menu"',
    ]);
  });
});
