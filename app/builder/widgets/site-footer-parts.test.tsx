import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { SiteFooter } from "#app/storefront/frame/site-footer";
import { renderWidget } from "./widget-test-support";
import { aisleSocialLinks } from "./aisle-social-links/aisle-social-links";
import { appLinksHtml, copyrightHtml, footerMenusHtml, storeHoursHtml } from "./site-footer-parts";

const site = {
  name: "Harvest & Lane",
  iosLink: "https://apps.apple.com/app/x",
  androidLink: "https://play.google.com/x",
  drinkCalculator: true,
};

vi.mock("#app/storefront/frame/use-layout", () => ({ useLayout: () => ({ site }) }));
vi.mock("#app/routing/routing", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

describe("the footer widgets' parts", () => {
  it("are the site's own footer, markup for markup, when no store is chosen", () => {
    for (const drinkCalculator of [true, false]) {
      site.drinkCalculator = drinkCalculator;
      const own = renderToStaticMarkup(<SiteFooter />);
      const parts =
        footerMenusHtml(drinkCalculator, storeHoursHtml(null)) +
        `<div class="site-footer__bottom">${appLinksHtml(site.iosLink, site.androidLink)}${renderWidget(aisleSocialLinks, {})}${copyrightHtml(site.name)}</div>`;
      expect(own).toBe(`<footer class="site-footer">${parts}</footer>`);
    }
  });
});
