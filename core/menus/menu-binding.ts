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

/** A menu the site keeps beside the stores' trees, such as one a kit import brought (decision 0086). */
export interface NamedMenu {
  id: number;
  slug: string;
  title: string;
  tree: NavNode[];
}

/** The kept menu a setting names: by slug, then by title read as a slug, then by its id (an import may write the new id). */
export function namedMenuFor(menus: readonly NamedMenu[], setting: string): NamedMenu | undefined {
  const slug = menuSlug(setting);
  if (!slug) return undefined;
  return (
    menus.find((m) => m.slug === slug) ??
    menus.find((m) => menuSlug(m.title) === slug) ??
    (/^\d+$/.test(setting.trim()) ? menus.find((m) => String(m.id) === setting.trim()) : undefined)
  );
}

/**
 * The tree a menu widget shows for the visitor's store: a kept menu its setting names (a kit's own
 * "main-menu" once imported), else the store's menu its slug or name names, else the store's main
 * navigation (its group's shop tree when the group has one, decision 0032).
 */
export function menuTreeFor(trees: NavigationTrees, setting: string, menus: readonly NamedMenu[] = []): NavNode[] {
  return namedMenuFor(menus, setting)?.tree ?? trees[siteMenuFor(setting)];
}
