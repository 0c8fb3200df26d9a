/**
 * Layout rules of the header menus (docs/requirements.md#screens-and-routes and #constants): mega-menu
 * columns, scrollable menus, the department "more..." cut-off, and which top-level shop entries are
 * departments.
 */

/** A mega-menu panel has one, three or four columns. */
export type MegaColumns = 1 | 3 | 4;

/** Up to this many children: one column. */
export const ONE_COLUMN_MAX = 5;
/** Up to this many children: three columns; more: four. */
export const THREE_COLUMN_MAX = 12;
/** Menus with more than this many items become scrollable. */
export const SCROLLABLE_ABOVE = 10;
/** A department with more than this many children shows this many and a `more...` link. */
export const MORE_LINK_ABOVE = 5;

/** Columns of a mega-menu panel for its number of children; an explicit setting wins when valid. */
export function megaColumns(childCount: number, setting?: number | null): MegaColumns {
  if (setting === 1 || setting === 3 || setting === 4) return setting;
  if (childCount <= ONE_COLUMN_MAX) return 1;
  if (childCount <= THREE_COLUMN_MAX) return 3;
  return 4;
}

/** Whether a menu of this many items scrolls instead of growing. */
export function isScrollableMenu(itemCount: number): boolean {
  return itemCount > SCROLLABLE_ABOVE;
}

/** The children a department shows, and whether a `more...` link to the department follows them. */
export function departmentChildren<T>(children: readonly T[]): { shown: T[]; more: boolean } {
  if (children.length > MORE_LINK_ABOVE) return { shown: children.slice(0, MORE_LINK_ABOVE), more: true };
  return { shown: [...children], more: false };
}

function pathSegments(url: string): number {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  return path.split("/").filter(Boolean).length;
}

/**
 * Splits a shop tree's top level into the links before the departments ("Shop All"), the
 * departments, and the links after them ("My Favorites"). A department is an entry with children,
 * or one whose path is deeper than the shallowest top-level path (`/shop/produce` under `/shop`).
 * Anything between the first and the last department stays with the departments, in order.
 */
export function splitShopTree<T extends { url: string; children: readonly unknown[] }>(
  nodes: readonly T[],
): { before: T[]; departments: T[]; after: T[] } {
  if (!nodes.length) return { before: [], departments: [], after: [] };
  const shallowest = Math.min(...nodes.map((n) => pathSegments(n.url)));
  const isDepartment = (n: T) => n.children.length > 0 || pathSegments(n.url) > shallowest;
  const first = nodes.findIndex(isDepartment);
  if (first === -1) return { before: [...nodes], departments: [], after: [] };
  let last = nodes.length - 1;
  while (!isDepartment(nodes[last]!)) last -= 1;
  return { before: nodes.slice(0, first), departments: nodes.slice(first, last + 1), after: nodes.slice(last + 1) };
}
