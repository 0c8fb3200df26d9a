import type { MenuName } from "#core/menus/navigation";

export const MENU_TITLES: Record<MenuName, string> = { shop: "Shop menu", recipe: "Recipe menu", account: "Account menu" };
