/**
 * The site's own chrome as page-builder widgets (docs/design/website-templates.md, decision 0084):
 * each widget leaves a place in a header template's cached HTML, named by `data-aisle-chrome`, and
 * the page fills it with the header's own part, from the root loader's data, as the site's header
 * shows it.
 */
export const SITE_CHROME_PARTS = [
  "store-box",
  "cart-link",
  "account-link",
  "site-search",
  "department-menu",
  "app-banner",
  "banner-area",
] as const;
export type SiteChromePart = (typeof SITE_CHROME_PARTS)[number];

/** The attribute naming a place (its value is a part). */
export const CHROME_ATTR = "data-aisle-chrome";

/** What a department menu place shows: the Menu button (below 992 px), the menus, or both. */
export const DEPARTMENT_MENU_SHOWS = ["both", "button", "menu"] as const;
export type DepartmentMenuShows = (typeof DEPARTMENT_MENU_SHOWS)[number];

const isPart = (value: string): value is SiteChromePart => (SITE_CHROME_PARTS as readonly string[]).includes(value);

/** The parts a rendered document's HTML holds places for, each once, in the parts' order. */
export function chromePartsIn(html: string): SiteChromePart[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/ data-aisle-chrome="([a-z-]+)"/g)) found.add(m[1]!);
  return SITE_CHROME_PARTS.filter((p) => found.has(p) && isPart(p));
}

/** A place's department menu choice, read from its `data-shows` (anything else shows both). */
export function departmentMenuShows(value: string | null | undefined): DepartmentMenuShows {
  return (DEPARTMENT_MENU_SHOWS as readonly string[]).includes(value ?? "") ? (value as DepartmentMenuShows) : "both";
}
