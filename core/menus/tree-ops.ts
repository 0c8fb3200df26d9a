import type { NavNodeInput } from "./navigation";

/**
 * Pure operations on a menu tree, shared by the editor's buttons (a form post each), its
 * keyboard shortcuts and drag and drop: each returns a new tree and leaves the one given untouched; an
 * operation that cannot apply (first entry moved up, top-level entry outdented...) returns the tree as is.
 */
export type Tree = NavNodeInput[];

export interface Place {
  /** The list the entry is in (the tree itself, or its parent's children). */
  siblings: Tree;
  index: number;
  parent: NavNodeInput | null;
  /** 1 at the top level. */
  depth: number;
}

export function clone(tree: Tree): Tree {
  return tree.map((n) => ({ id: n.id, title: n.title, url: n.url, children: clone(n.children) }));
}

export function find(tree: Tree, id: number, parent: NavNodeInput | null = null, depth = 1): Place | null {
  for (let i = 0; i < tree.length; i++) {
    const node = tree[i]!;
    if (node.id === id) return { siblings: tree, index: i, parent, depth };
    const inner = find(node.children, id, node, depth + 1);
    if (inner) return inner;
  }
  return null;
}

export function nodeOf(tree: Tree, id: number): NavNodeInput | null {
  const p = find(tree, id);
  return p ? p.siblings[p.index]! : null;
}

/** Entries in the tree, at every level. */
export const countNodes = (tree: Tree): number => tree.reduce((n, node) => n + 1 + countNodes(node.children), 0);

/** Levels of the tree (0 when empty). */
export const depthOf = (tree: Tree): number => tree.reduce((d, node) => Math.max(d, 1 + depthOf(node.children)), 0);

export const maxId = (tree: Tree): number => tree.reduce((m, node) => Math.max(m, node.id, maxId(node.children)), 0);

/** Where an entry stands among its siblings: position from 1, of how many. */
export function positionOf(tree: Tree, id: number): { position: number; of: number } | null {
  const p = find(tree, id);
  return p ? { position: p.index + 1, of: p.siblings.length } : null;
}

/** One step up or down among its siblings. */
export function move(tree: Tree, id: number, by: -1 | 1): Tree {
  const next = clone(tree);
  const p = find(next, id);
  if (!p) return tree;
  const to = p.index + by;
  if (to < 0 || to >= p.siblings.length) return tree;
  const [node] = p.siblings.splice(p.index, 1);
  p.siblings.splice(to, 0, node!);
  return next;
}

/** Becomes the last child of the sibling above it (not past `maxDepth` levels, counting its own children). */
export function indent(tree: Tree, id: number, maxDepth = Infinity): Tree {
  const next = clone(tree);
  const p = find(next, id);
  if (!p || p.index === 0) return tree;
  const node = p.siblings[p.index]!;
  if (p.depth + 1 + depthOf(node.children) > maxDepth) return tree;
  const above = p.siblings[p.index - 1]!;
  p.siblings.splice(p.index, 1);
  above.children.push(node);
  return next;
}

/** Leaves its parent: placed right after it, one level up. */
export function outdent(tree: Tree, id: number): Tree {
  const next = clone(tree);
  const p = find(next, id);
  if (!p || !p.parent) return tree;
  const up = find(next, p.parent.id)!;
  const [node] = p.siblings.splice(p.index, 1);
  up.siblings.splice(up.index + 1, 0, node!);
  return next;
}

/** Takes the entry out, with its children. */
export function remove(tree: Tree, id: number): Tree {
  const next = clone(tree);
  const p = find(next, id);
  if (!p) return tree;
  p.siblings.splice(p.index, 1);
  return next;
}

/** A new entry at the end of the top level, with an id no entry has. */
export function add(tree: Tree, title: string, url: string): { tree: Tree; id: number } {
  const id = maxId(tree) + 1;
  return { tree: [...clone(tree), { id, title, url, children: [] }], id };
}

export function edit(tree: Tree, id: number, fields: { title?: string; url?: string }): Tree {
  const next = clone(tree);
  const node = nodeOf(next, id);
  if (!node) return tree;
  if (fields.title !== undefined) node.title = fields.title;
  if (fields.url !== undefined) node.url = fields.url;
  return next;
}

function contains(node: NavNodeInput, id: number): boolean {
  return node.children.some((c) => c.id === id || contains(c, id));
}

/**
 * Drag and drop: the entry goes right before or after the target, in the target's list. Never into its
 * own children, nor past `maxDepth` levels.
 */
export function moveTo(tree: Tree, id: number, targetId: number, where: "before" | "after", maxDepth = Infinity): Tree {
  if (id === targetId) return tree;
  const dragged = nodeOf(tree, id);
  const target = find(tree, targetId);
  if (!dragged || !target || contains(dragged, targetId)) return tree;
  if (target.depth + depthOf(dragged.children) > maxDepth) return tree;
  const next = remove(tree, id);
  const t = find(next, targetId)!;
  t.siblings.splice(t.index + (where === "after" ? 1 : 0), 0, clone([dragged])[0]!);
  return next;
}

/** Where a dropped entry goes: after a later sibling (it moved down), else before the target. */
export function dropPlace(tree: Tree, id: number, targetId: number): "before" | "after" {
  const a = find(tree, id);
  const b = find(tree, targetId);
  return a && b && a.siblings === b.siblings && a.index < b.index ? "after" : "before";
}
