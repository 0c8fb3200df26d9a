import type { MenuName, NavigationTrees, NavNode } from "./navigation";

/**
 * Which of the site's menus a page-builder menu widget shows (docs/design/documents.md): its `menu`
 * setting names a menu by slug or name. The site's menus are the shop, recipe and account trees of the
 * visitor's store; an imported kit's menu ("main-menu", "Primary", "Menu 1") that names none of them
 * shows the store's main navigation, the shop tree.
 */
const NAMES: Readonly<Record<MenuName, readonly string[]>> = {
  shop: ["shop", "shop-menu", "main", "main-menu", "main-navigation", "primary", "primary-menu", "header-menu"],
  recipe: ["recipe", "recipes", "recipe-menu", "recipes-menu"],
  account: ["account", "my-account", "account-menu"],
};

/** A menu's slug from a slug or a name: lower case, words joined by "-". */
export function menuSlug(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The site menu a widget's `menu` setting names; the main navigation (shop) when it names none. */
export function siteMenuFor(setting: string): MenuName {
  const slug = menuSlug(setting);
  for (const name of ["shop", "recipe", "account"] as const) if (NAMES[name].includes(slug)) return name;
  return "shop";
}

/** The tree a menu widget shows for the visitor's store. */
export function menuTreeFor(trees: NavigationTrees, setting: string): NavNode[] {
  return trees[siteMenuFor(setting)];
}
