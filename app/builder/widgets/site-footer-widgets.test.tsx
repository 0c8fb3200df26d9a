import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { builtInFooterElements } from "#core/templates/built-in-footer";
import { widgetGroup } from "#core/editor/widget-groups";
import { RENDERED_WIDGET_TYPES } from "#core/builder/rendered-widget-types";
import { renderDocument } from "../render-document.server";
import { fillSlots, resolveSlots } from "../slots.server";
import { WIDGETS } from "../registry.server";
import { renderWidget } from "./widget-test-support";
import { aisleSocialLinks } from "./aisle-social-links/aisle-social-links";
import { appLinksHtml, copyrightHtml, footerMenusHtml, HOURS_NOTE, storeHoursHtml } from "./site-footer-parts";

const COLUMBUS = { id: 1001, name: "Columbus <Short North>", url: "/store/columbus", hours: "7am–10pm daily", phone: "(614) 555-0100" };

function contextWith(settings: Record<string, unknown>, store: typeof COLUMBUS | null) {
  return {
    auth: { user: null, session: null },
    render: { partial: false },
    services: {
      logger: { warn: () => {} },
      settings: { get: async () => settings },
      stores: { get: async (id: number) => (store && store.id === id ? store : null), storeMap: async () => ({}) },
    },
  } as unknown as AppLoadContext;
}

async function renderedFooter(settings: Record<string, unknown>, store: typeof COLUMBUS | null, cookie = "") {
  const doc = renderDocument({ id: 5, elements: builtInFooterElements() }, { editMode: false, breakpoints: DEFAULT_BREAKPOINTS });
  const request = new Request("https://shop.example/recipes", { headers: cookie ? { cookie } : {} });
  const values = await resolveSlots(doc.slots, { request, context: contextWith(settings, store) });
  return { doc, html: fillSlots(doc.parts, values) };
}

describe("site footer widgets", () => {
  it("footer menus: the site footer's four columns, the drink planner only when the site offers it", () => {
    const html = footerMenusHtml(false, storeHoursHtml(null));
    expect(html).toMatch(/^<nav aria-label="Footer" class="site-footer__columns"><section class="site-footer__column"><h2>Shopping<\/h2>/);
    expect(html.match(/<h2>([^<]+)<\/h2>/g)).toEqual([
      "<h2>Shopping</h2>",
      "<h2>Store services</h2>",
      "<h2>Stores and hours</h2>",
      "<h2>Help and contact</h2>",
    ]);
    expect(html).toContain(
      `<li><a href="/store/store-locator">Store locator</a></li></ul><p class="site-footer__note">${HOURS_NOTE}</p></section>`,
    );
    expect(html).not.toContain("/drink-calculator");
    expect(footerMenusHtml(true, "")).toContain('<li><a href="/drink-calculator">Party drink planner</a></li>');
  });

  it("store hours: the store's name linked to its page, its hours and phone, escaped; the note on hours without a store", () => {
    expect(storeHoursHtml(COLUMBUS)).toBe(
      '<div class="site-footer__store" role="group" aria-label="Your store">' +
        '<p class="site-footer__store-name"><a href="/store/columbus">Columbus &lt;Short North&gt;</a></p>' +
        '<p class="site-footer__note">7am–10pm daily</p>' +
        '<p class="site-footer__note"><a href="tel:6145550100">(614) 555-0100</a></p></div>',
    );
    expect(storeHoursHtml({ ...COLUMBUS, url: "javascript:alert(1)", hours: "", phone: "" })).toBe(
      '<div class="site-footer__store" role="group" aria-label="Your store"><p class="site-footer__store-name"><a href="#">Columbus &lt;Short North&gt;</a></p></div>',
    );
    expect(storeHoursHtml(null)).toBe(`<p class="site-footer__note">${HOURS_NOTE}</p>`);
  });

  it("app links: web addresses only, nothing without any; copyright: the site's name escaped; social links: the chain's profiles", () => {
    expect(appLinksHtml("https://apps.apple.com/app/x", "javascript:alert(1)")).toMatch(
      /^<ul class="site-footer__apps" aria-label="Our app"><li><a class="site-footer__app" href="https:\/\/apps.apple.com\/app\/x" rel="noopener"><svg class="site-footer__mark" [^>]*aria-hidden="true"[^>]*>.*<\/svg>Download on the App Store<\/a><\/li><\/ul>$/,
    );
    expect(appLinksHtml("", null)).toBe("");
    expect(copyrightHtml("Harvest & Lane")).toBe('<p class="site-footer__legal">© Harvest &amp; Lane</p>');
    const social = renderWidget(aisleSocialLinks, {});
    expect(social).toMatch(/^<ul class="site-footer__social" aria-label="Follow us">/);
    expect(social.match(/aria-label="(\w+)"><svg/g)).toEqual([
      'aria-label="Facebook"><svg',
      'aria-label="Instagram"><svg',
      'aria-label="Pinterest"><svg',
      'aria-label="YouTube"><svg',
    ]);
  });

  it("are registered, rendered and offered in the Widgets panel's Site group", () => {
    for (const type of ["aisle-footer-menus", "aisle-store-hours", "aisle-app-links", "aisle-social-links", "aisle-copyright"]) {
      expect(WIDGETS.has(type), type).toBe(true);
      expect(RENDERED_WIDGET_TYPES.has(type), type).toBe(true);
      expect(widgetGroup(type), type).toBe("Site");
    }
  });
});

describe("the built-in footer as a template", () => {
  it("keeps no store or setting in the cached document: its slots are filled per request with the visitor's store", async () => {
    const settings = { siteName: "Harvest Lane", drinkCalculator: true, iosLink: "https://apps.apple.com/app/x", androidLink: "" };
    const { doc, html } = await renderedFooter(settings, COLUMBUS, "store_id=1001");
    expect(doc.slots.map((s) => s.resolver)).toEqual(["aisle-footer-menus", "aisle-app-links", "aisle-copyright"]);
    expect(doc.parts.join("")).not.toContain("Harvest Lane");
    expect(html).toMatch(/^<div class="e-con [^"]* site-footer" data-element_type="container">/);
    expect(html).toMatch(/<div class="e-con [^"]* site-footer__bottom" data-element_type="container">/);
    expect(html).toContain('aria-label="Your store"><p class="site-footer__store-name"><a href="/store/columbus">');
    expect(html).toContain("Party drink planner");
    expect(html).toContain("Download on the App Store");
    expect(html).toContain('aria-label="Follow us"');
    expect(html).toContain('<p class="site-footer__legal">© Harvest Lane</p>');

    const other = await renderedFooter({ ...settings, drinkCalculator: false, iosLink: "" }, COLUMBUS);
    expect(other.html).toContain(HOURS_NOTE);
    expect(other.html).not.toContain("Your store");
    expect(other.html).not.toContain("Party drink planner");
    expect(other.html).not.toContain("site-footer__apps");
  });
});
