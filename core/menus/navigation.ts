/** A navigation node as stored (docs/requirements.md#entities: id, title, url, children; selected is computed). */
export interface NavNodeInput {
  id: number;
  title: string;
  url: string;
  children: NavNodeInput[];
}

export interface NavNode extends NavNodeInput {
  children: NavNode[];
  selected: boolean;
}

export type MenuName = "shop" | "recipe" | "account";

export interface NavigationTrees {
  shop: NavNode[];
  recipe: NavNode[];
  account: NavNode[];
}

/** Store-bearing links carry `{storeId}`; this fills it in for the selected store. */
export function fillStoreId(url: string, storeId: number | null): string {
  return url.replaceAll("{storeId}", storeId === null ? "" : String(storeId));
}

function pathOf(url: string): string {
  const hashAt = url.indexOf("#");
  const noHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const q = noHash.indexOf("?");
  return q === -1 ? noHash : noHash.slice(0, q);
}

/**
 * Resolve a stored tree for one store and the current path: store ids filled in, and `selected`
 * set on a node whose path is the current path, and on each of its ancestors.
 */
export function resolveTree(nodes: NavNodeInput[], storeId: number | null, currentPath: string | null): NavNode[] {
  return nodes.map((node) => {
    const children = resolveTree(node.children, storeId, currentPath);
    const url = fillStoreId(node.url, storeId);
    const self = currentPath !== null && pathOf(url) === currentPath && pathOf(url) !== "";
    return { id: node.id, title: node.title, url, children, selected: self || children.some((c) => c.selected) };
  });
}
