import { describe, expect, it } from "vitest";
import type { AppLoadContext, EntryContext } from "react-router";
import type { Store } from "#core/stores/store-types";
import type { NavigationTrees } from "#core/menus/navigation";
import type { LayoutData } from "../frame/layout-data.server";
import { builderHtmlWithChrome } from "./template-header-places.server";

const STORE: Store = {
  id: 1001,
  name: "Harvest Lane Market – Columbus Short North",
  url: "/stores/1001",
  address_1: "1 High St",
  address_2: "",
  city: "Columbus",
  state: "OH",
  postal_code: "43215",
  hours: "7am–10pm",
  phone: "614-555-0100",
  latitude: 39.98,
  longitude: -83.0,
  store_number: "1001",
  is_selectable: true,
  store_group_ids: [],
  store_segment_ids: [],
  other_attributes: {},
};

const NAVIGATION: NavigationTrees = {
  shop: [{ id: 1, title: "Produce", url: "/shop/departments/produce", selected: false, children: [] }],
  recipe: [],
  account: [],
};

/** The places the built-in header's widgets leave in the cached HTML (as the document renders them). */
const HEADER_HTML =
  '<div class="e-con site-header__inner">' +
  '<div class="elementor-widget"><div class="aisle-chrome aisle-chrome--store-box" data-aisle-chrome="store-box"><a class="my-store__choose" href="/store/store-locator">My store</a></div></div>' +
  '<div class="elementor-widget"><div class="aisle-chrome aisle-chrome--account-link" data-aisle-chrome="account-link"><a href="/my-account">My account</a></div></div>' +
  '<div class="elementor-widget"><div class="aisle-chrome aisle-chrome--cart-link" data-aisle-chrome="cart-link"><a href="/cart">Cart</a></div></div>' +
  '<div class="elementor-widget"><div class="aisle-chrome aisle-chrome--site-search" data-aisle-chrome="site-search"><form method="get" action="/"><input type="search" name="s"/></form></div></div>' +
  '<div class="elementor-widget"><div class="aisle-chrome aisle-chrome--department-menu" data-aisle-chrome="department-menu" data-shows="button"><div></div></div></div>' +
  "</div>";

function render(html: string, root: Partial<LayoutData> | undefined, url = "https://shop.test/shop?s=apples") {
  const builder = { dataRequest: false, html: new Map([["42:3", html]]) };
  const loadContext = { builder, services: { logger: { warn: () => undefined } } } as unknown as AppLoadContext;
  const routerContext = { staticHandlerContext: { loaderData: { root } } } as unknown as EntryContext;
  return builderHtmlWithChrome(new Request(url), routerContext, loadContext, { get: () => undefined });
}

const layout = (over: Partial<LayoutData> = {}): Partial<LayoutData> =>
  ({
    site: { name: "Harvest Lane", offCanvasSide: "left" },
    store: STORE,
    navigationJson: JSON.stringify(NAVIGATION),
    user: { name: "Ana", roles: ["customer"] },
    cartCount: 2,
    apiNonce: "n0nce",
    appBanner: null,
    siteBanner: null,
    themeHeader: { key: "42:3", id: 42, type: "header", editMode: false, breakpoints: {}, chrome: ["store-box", "cart-link"] },
    ...over,
  }) as unknown as Partial<LayoutData>;

describe("a header template's places on the server", () => {
  it("hold the site header's own parts for this visitor, store, cart and search, in place of the plain fallbacks", () => {
    const html = render(HEADER_HTML, layout()).get("42:3")!;
    expect(html).toContain('aria-label="My store"');
    expect(html).toContain(">Harvest Lane Market – Columbus Short North</a>");
    expect(html).toContain('aria-label="Cart, 2 items"');
    expect(html).toContain(">Hello, Ana</span>");
    expect(html).toContain('href="/my-account/orders">Reorder</a>');
    expect(html).toMatch(/<input [^>]*id="site-search-input"[^>]*value="apples"/);
    // Closed and opened by the browser itself until the scripts run (attribute names are not case-sensitive).
    expect(html).toMatch(/<button [^>]*popovertarget="site-search"/i);
    expect(html).toMatch(/<button [^>]*id="site-menu-button"[^>]*popovertarget="site-nav"/i);
    expect(html).not.toContain(">My store</a>");
    expect(html).not.toContain(">My account</a>");
    expect(html).not.toContain('<a href="/cart">Cart</a>');
    // The containers around the places are the document's own.
    expect(
      html.startsWith(
        '<div class="e-con site-header__inner"><div class="elementor-widget"><div class="aisle-chrome aisle-chrome--store-box"',
      ),
    ).toBe(true);
  });

  it("leaves the HTML as it is on pages without a header template, or with one without places", () => {
    expect(render(HEADER_HTML, layout({ themeHeader: null })).get("42:3")).toBe(HEADER_HTML);
    const plain = layout({
      themeHeader: { key: "42:3", id: 42, type: "header", editMode: false, breakpoints: {} } as LayoutData["themeHeader"],
    });
    expect(render(HEADER_HTML, plain).get("42:3")).toBe(HEADER_HTML);
    expect(render(HEADER_HTML, undefined).get("42:3")).toBe(HEADER_HTML);
  });
});
