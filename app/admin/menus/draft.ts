import { MENU_LIMITS } from "#core/limits/limits";
import type { NavNodeInput } from "#core/menus/navigation";
import { add, countNodes, find, indent, move, moveTo, nodeOf, outdent, positionOf, remove, type Tree } from "#core/menus/tree-ops";

/**
 * The menus editor's draft: the tree as the page's form carries it, so every button can be a
 * form post that works without JavaScript and a refused save loses nothing typed. The form holds the
 * shape (`structure`: ids and nesting, as JSON) and each entry's `title-<id>` and `url-<id>`.
 */
export type Shape = Array<{ id: number; children: Shape }>;

export const shapeOf = (tree: Tree): Shape => tree.map((n) => ({ id: n.id, children: shapeOf(n.children) }));

export const titleField = (id: number) => `title-${id}`;
export const urlField = (id: number) => `url-${id}`;

/** The posted shape, or null when it is not one this page sends (bounded: depth, entries, ids). */
export function parseShape(raw: string | null): Shape | null {
  if (raw === null || raw.length > 20_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const seen = new Set<number>();
  const read = (v: unknown, depth: number): Shape | null => {
    if (!Array.isArray(v) || depth > MENU_LIMITS.maxDepth + 1) return null;
    const out: Shape = [];
    for (const item of v) {
      if (typeof item !== "object" || item === null) return null;
      const { id, children } = item as { id?: unknown; children?: unknown };
      if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647 || seen.has(id)) return null;
      seen.add(id);
      if (seen.size > MENU_LIMITS.maxItems + 1) return null;
      const inner = read(children ?? [], depth + 1);
      if (!inner) return null;
      out.push({ id, children: inner });
    }
    return out;
  };
  return read(value, 1);
}

/** The draft tree from a posted form: its shape with each entry's typed title and address. */
export function draftOfForm(form: URLSearchParams): Tree | null {
  const shape = parseShape(form.get("structure"));
  if (!shape) return null;
  const build = (s: Shape): Tree =>
    s.map((n) => ({ id: n.id, title: form.get(titleField(n.id)) ?? "", url: form.get(urlField(n.id)) ?? "", children: build(n.children) }));
  return build(shape);
}

export interface OpResult {
  tree: Tree;
  /** Said in the page's live region. */
  message: string;
  /** An entry whose removal waits for a confirmation. */
  confirmRemove: number | null;
  /** The entry whose controls keep the focus. */
  focusId: number | null;
}

export type Op =
  { kind: "up" | "down" | "indent" | "outdent" | "remove" | "remove-confirmed"; id: number } | { kind: "remove-cancel" } | { kind: "add" };

export function parseOp(raw: string | null): Op | null {
  if (raw === "add" || raw === "remove-cancel") return { kind: raw };
  const m = /^(up|down|indent|outdent|remove|remove-confirmed):([1-9]\d{0,9})$/.exec(raw ?? "");
  return m ? { kind: m[1] as "up", id: Number(m[2]) } : null;
}

const label = (node: NavNodeInput | null) => (node?.title.trim() ? node.title.trim() : "the untitled entry");

export function movedMessage(tree: Tree, id: number): string {
  const at = positionOf(tree, id);
  return at ? `Moved ${label(nodeOf(tree, id))} to position ${at.position} of ${at.of}` : "";
}

/** Applies one of the editor's buttons to the draft; an operation that cannot apply says why and changes nothing. */
export function applyOp(tree: Tree, op: Op, added: { title: string; url: string } = { title: "", url: "" }): OpResult {
  const same = (message: string, focusId: number | null = null): OpResult => ({ tree, message, confirmRemove: null, focusId });
  if (op.kind === "add") {
    if (countNodes(tree) >= MENU_LIMITS.maxItems) return same(`The menu holds its most entries (${MENU_LIMITS.maxItems}).`);
    const r = add(tree, added.title.trim(), added.url.trim());
    const at = positionOf(r.tree, r.id)!;
    return {
      tree: r.tree,
      message: `Added ${label(nodeOf(r.tree, r.id))} at position ${at.position} of ${at.of}`,
      confirmRemove: null,
      focusId: r.id,
    };
  }
  if (op.kind === "remove-cancel") return same("Nothing was removed.");
  const node = nodeOf(tree, op.id);
  if (!node) return same("That entry is no longer in the menu.");
  if (op.kind === "remove") return { tree, message: "", confirmRemove: op.id, focusId: op.id };
  if (op.kind === "remove-confirmed") {
    const p = find(tree, op.id)!;
    const next = remove(tree, op.id);
    const neighbour = p.siblings[p.index + 1] ?? p.siblings[p.index - 1] ?? p.parent;
    return { tree: next, message: `Removed ${label(node)}`, confirmRemove: null, focusId: neighbour?.id ?? null };
  }
  const next =
    op.kind === "up"
      ? move(tree, op.id, -1)
      : op.kind === "down"
        ? move(tree, op.id, 1)
        : op.kind === "indent"
          ? indent(tree, op.id, MENU_LIMITS.maxDepth)
          : outdent(tree, op.id);
  if (next === tree) {
    const why = {
      up: "is already first",
      down: "is already last",
      indent: "cannot go a level deeper",
      outdent: "is already at the top level",
    }[op.kind];
    return same(`${label(node)} ${why}`, op.id);
  }
  return { tree: next, message: movedMessage(next, op.id), confirmRemove: null, focusId: op.id };
}

/** Drag and drop: the dragged entry before or after the target. */
export function applyDrop(tree: Tree, id: number, targetId: number, where: "before" | "after"): OpResult {
  const next = moveTo(tree, id, targetId, where, MENU_LIMITS.maxDepth);
  if (next === tree) return { tree, message: `${label(nodeOf(tree, id))} cannot go there`, confirmRemove: null, focusId: id };
  return { tree: next, message: movedMessage(next, id), confirmRemove: null, focusId: id };
}

/** The save's refusals by field (`title-<id>`), from the schema's paths (`tree.0.children.1.title`). */
export function fieldErrors(tree: Tree, params: Record<string, string>): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(params)) {
    const parts = path.split(".");
    let list: Tree | undefined = parts[0] === "tree" ? tree : undefined;
    let node: NavNodeInput | undefined;
    let i = 1;
    while (list && i < parts.length && /^\d+$/.test(parts[i]!)) {
      node = list[Number(parts[i])];
      i++;
      if (parts[i] === "children" && i + 1 < parts.length && /^\d+$/.test(parts[i + 1]!)) {
        list = node?.children;
        i++;
      } else break;
    }
    const field = parts[i];
    if (node && (field === "title" || field === "url")) fields[field === "title" ? titleField(node.id) : urlField(node.id)] = message;
    else if (node && field === "children") rest.push(`${label(node)}: its entries ${message}`);
    else rest.push(`The menu ${message}`);
  }
  return { fields, rest };
}
