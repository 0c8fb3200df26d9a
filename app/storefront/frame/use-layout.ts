import { useRootData } from "../../routing/routing";
import type { NavigationTrees } from "#core/menus/navigation";
import type { LayoutData } from "./layout-data.server";

/** The root loader's data, with the menus read back from their JSON text. */
export type Layout = Omit<LayoutData, "navigationJson"> & { navigation: NavigationTrees };

/**
 * The last menus read: one page has one navigation text, and a store switch brings another, so the
 * text is parsed once for every part of the page that asks (and the same object comes back, which
 * keeps the menus' memoised entries). Never changed by its readers.
 */
let lastRead: { json: string; navigation: NavigationTrees } | null = null;

const NO_MENUS: NavigationTrees = { shop: [], recipe: [], account: [] };

function readNavigation(json: string | undefined): NavigationTrees {
  if (typeof json !== "string") return NO_MENUS;
  if (lastRead?.json !== json) lastRead = { json, navigation: JSON.parse(json) as NavigationTrees };
  return lastRead.navigation;
}

/** The root loader's data: store, menus, banner, settings, visitor. */
export function useLayout(): Layout {
  const data = useRootData();
  if (!data) throw new Error("useLayout outside the root route");
  const { navigationJson, ...rest } = data;
  return { ...rest, navigation: readNavigation(navigationJson) };
}
