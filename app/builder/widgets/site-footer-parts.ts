import { BRAND_MARK_WIDTHS, brandMarkHref, type BrandMarkName } from "#app/storefront/frame/brand-mark";
import type { Store } from "#core/stores/store-types";
import { telHref } from "#core/stores/store-directions";
import { escapeAttr, escapeHtml } from "#core/text/escape";
import { safeUrl, safeWebUrl } from "#core/text/safe-url";

/**
 * The site's own footer (app/storefront/frame/site-footer.tsx) as HTML for the footer widgets
 * (decision 0093): the same markup and classes, so a footer template built from them looks as the
 * site's footer does, laid out by its CSS. Everything is escaped here; the widgets' slots fill these
 * per request from the site's settings and the visitor's store.
 */

interface FooterLink {
  label: string;
  href: string;
}

interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

/** The footer's columns as the site's footer lists them; the drink planner only when the site offers it. */
export function footerColumns(drinkCalculator: boolean): FooterColumn[] {
  return [
    {
      heading: "Shopping",
      links: [
        { label: "All departments", href: "/shop" },
        { label: "Weekly ad", href: "/weekly-ad" },
        { label: "Recipes", href: "/recipes" },
        { label: "Articles", href: "/articles" },
      ],
    },
    {
      heading: "Store services",
      links: [
        { label: "Curbside pickup and delivery", href: "/shop" },
        { label: "Catering", href: "/catering" },
        { label: "Wine and spirits", href: "/wine" },
        ...(drinkCalculator ? [{ label: "Party drink planner", href: "/drink-calculator" }] : []),
      ],
    },
    {
      heading: "Stores and hours",
      links: [
        { label: "All stores", href: "/stores" },
        { label: "Store locator", href: "/store/store-locator" },
      ],
    },
    {
      heading: "Help and contact",
      links: [
        { label: "Contact us", href: "/contact" },
        { label: "My account", href: "/my-account" },
        { label: "About us", href: "/about-us" },
      ],
    },
  ];
}

const STORES_COLUMN = "Stores and hours";

/** What the site's footer says about hours when no store is chosen. */
export const HOURS_NOTE = "Hours vary by store: each store’s page lists its own, with holiday hours.";

/** The visitor's store: its name linked to its page, its hours and phone; without a store, the footer's note on hours. */
export function storeHoursHtml(store: Pick<Store, "name" | "url" | "hours" | "phone"> | null): string {
  if (!store) return `<p class="site-footer__note">${escapeHtml(HOURS_NOTE)}</p>`;
  const tel = store.phone ? telHref(store.phone) : null;
  const phone = store.phone
    ? `<p class="site-footer__note">${tel ? `<a href="${escapeAttr(tel)}">${escapeHtml(store.phone)}</a>` : escapeHtml(store.phone)}</p>`
    : "";
  return (
    `<div class="site-footer__store" role="group" aria-label="Your store">` +
    `<p class="site-footer__store-name"><a href="${escapeAttr(safeUrl(store.url))}">${escapeHtml(store.name)}</a></p>` +
    (store.hours ? `<p class="site-footer__note">${escapeHtml(store.hours)}</p>` : "") +
    phone +
    `</div>`
  );
}

/** The footer's navigation: its four columns, the stores column with the visitor's store (or the note on hours). */
export function footerMenusHtml(drinkCalculator: boolean, storeHours: string): string {
  const columns = footerColumns(drinkCalculator).map((column) => {
    const links = column.links.map((l) => `<li><a href="${escapeAttr(l.href)}">${escapeHtml(l.label)}</a></li>`).join("");
    const extra = column.heading === STORES_COLUMN ? storeHours : "";
    return `<section class="site-footer__column"><h2>${escapeHtml(column.heading)}</h2><ul>${links}</ul>${extra}</section>`;
  });
  return `<nav aria-label="Footer" class="site-footer__columns">${columns.join("")}</nav>`;
}

/** A brand mark (decorative: the link names itself), as the footer's BrandMark writes it. */
function markSvg(name: BrandMarkName): string {
  return `<svg class="site-footer__mark" viewBox="0 0 ${BRAND_MARK_WIDTHS[name]} 512" aria-hidden="true" focusable="false"><use href="${brandMarkHref(name)}"></use></svg>`;
}

/** The app store links the site's settings hold, web addresses only; nothing without any. */
export function appLinksHtml(iosLink: string | null | undefined, androidLink: string | null | undefined): string {
  const ios = safeWebUrl(iosLink);
  const android = safeWebUrl(androidLink);
  const apps = [
    ios ? { name: "Download on the App Store", url: ios, mark: "apple" as const } : null,
    android ? { name: "Get it on Google Play", url: android, mark: "google-play" as const } : null,
  ].filter((a) => a !== null);
  if (!apps.length) return "";
  const items = apps.map(
    (a) => `<li><a class="site-footer__app" href="${escapeAttr(a.url)}" rel="noopener">${markSvg(a.mark)}${escapeHtml(a.name)}</a></li>`,
  );
  return `<ul class="site-footer__apps" aria-label="Our app">${items.join("")}</ul>`;
}

/** The footer's legal line: © and the site's name. */
export function copyrightHtml(siteName: string): string {
  return `<p class="site-footer__legal">© ${escapeHtml(siteName)}</p>`;
}
