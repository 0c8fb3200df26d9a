import type { ElementNode } from "#core/documents/document-types";
import { findElement, findPlace, insertAt, isContainer, withChildren, without } from "./element-tree";

/** Where a drop lands next to the element under the pointer: before it, after it, or inside it (a container). */
export type DropPosition = "before" | "after" | "inside";

/** Where an element goes: into `parentId`'s children (the top level when null) at `index`, counted in the list as it is now. */
export interface DropTarget {
  parentId: string | null;
  index: number;
}

/**
 * Which part of an element's box the pointer is over, along the axis its siblings run (`start` and `size`
 * of the box, `at` the pointer): a widget's first half is before it and its second half after it; a
 * container's outer quarters are before and after it and its middle is inside it.
 */
export function dropPosition(start: number, size: number, at: number, container: boolean): DropPosition {
  const share = size > 0 ? (at - start) / size : 0.5;
  if (!container) return share < 0.5 ? "before" : "after";
  return share < 0.25 ? "before" : share > 0.75 ? "after" : "inside";
}

/** The place a drop on `targetId` at `position` means (on no element: the end of the page); null when there is no such element. */
export function dropTarget(elements: ElementNode[], targetId: string | null, position: DropPosition): DropTarget | null {
  if (targetId === null) return { parentId: null, index: elements.length };
  const place = findPlace(elements, targetId);
  if (!place) return null;
  if (position === "inside") return { parentId: targetId, index: place.siblings[place.index]!.elements.length };
  return { parentId: place.parent?.id ?? null, index: place.index + (position === "after" ? 1 : 0) };
}

/**
 * Whether `parent` (the top level when null) may hold `child` as Elementor's structure has it: nothing goes
 * into a widget, a column only into a section, a section holds only columns.
 */
export function accepts(parent: ElementNode | null, child: Pick<ElementNode, "elType">): boolean {
  if (parent && !isContainer(parent)) return false;
  if (child.elType === "column") return parent?.elType === "section";
  return parent?.elType !== "section";
}

const holds = (el: ElementNode, id: string): boolean => el.elements.some((child) => child.id === id || holds(child, id));

/**
 * The tree with `id` moved to `target`, or null when that is no move: the element is not there, the target
 * is the element itself or inside it, or it would stay where it is. Structure rules are the caller's
 * (`canMoveTo`), for drops and Alt+arrow moves alike.
 */
export function moveElement(elements: ElementNode[], id: string, target: DropTarget): ElementNode[] | null {
  const place = findPlace(elements, id);
  if (!place) return null;
  const moved = place.siblings[place.index]!;
  const { parentId } = target;
  if (parentId !== null && (parentId === id || holds(moved, parentId) || !findElement(elements, parentId))) return null;
  const fromParent = place.parent?.id ?? null;
  const same = fromParent === parentId;
  const index = same && place.index < target.index ? target.index - 1 : target.index;
  if (same && index === place.index) return null;
  const removed = withChildren(elements, fromParent, (l) => without(l, place.index));
  return withChildren(removed, parentId, (l) => insertAt(l, Math.max(0, Math.min(index, l.length)), moved));
}

/** The Structure tree's Alt+arrow moves: Up and Down among the siblings, Right into the container before, Left out of the container. */
export type KeyboardMove = "moveUp" | "moveDown" | "moveIn" | "moveOut";

/**
 * Where an Alt+arrow move takes `id`: one place up or down among its siblings, to the end of the
 * container just before it, or just after its own container; null when there is no such place. Whether
 * the structure lets it go there is `canMoveTo`'s to say, as for a drop.
 */
export function keyboardTarget(elements: ElementNode[], move: KeyboardMove, id: string): DropTarget | null {
  const place = findPlace(elements, id);
  if (!place) return null;
  const parentId = place.parent?.id ?? null;
  if (move === "moveUp") return place.index > 0 ? { parentId, index: place.index - 1 } : null;
  if (move === "moveDown") return place.index + 1 < place.siblings.length ? { parentId, index: place.index + 2 } : null;
  if (move === "moveIn") {
    const before = place.siblings[place.index - 1];
    return before && isContainer(before) ? { parentId: before.id, index: before.elements.length } : null;
  }
  if (!place.parent) return null;
  const parentPlace = findPlace(elements, place.parent.id)!;
  return { parentId: parentPlace.parent?.id ?? null, index: parentPlace.index + 1 };
}

/**
 * Whether dropping `id` at `target` changes the tree and keeps Elementor's structure: not into itself or
 * its own descendant, not into a widget (a reorder among a nested widget's own items stays allowed).
 */
export function canMoveTo(elements: ElementNode[], id: string, target: DropTarget): boolean {
  const place = findPlace(elements, id);
  if (!place || !moveElement(elements, id, target)) return false;
  if ((place.parent?.id ?? null) === target.parentId) return true;
  return accepts(target.parentId === null ? null : findElement(elements, target.parentId), place.siblings[place.index]!);
}

/** Whether a new `element` may go at `target`. */
export function canInsertAt(elements: ElementNode[], element: Pick<ElementNode, "elType">, target: DropTarget): boolean {
  if (target.parentId === null) return accepts(null, element);
  const parent = findElement(elements, target.parentId);
  return parent !== null && accepts(parent, element);
}

/**
 * Where a widget-panel insert (click or Enter on a tile) puts `element`, by the drop rules: at the end of
 * the selected container when it may hold it (a section: its last column), else just after the selected
 * element or, when its parent may not hold it, after the nearest ancestor whose parent may; with nothing
 * selected, the end of the page. Null when no such place may hold it (a column with no section about).
 */
export function insertTarget(elements: ElementNode[], selectedId: string | null, element: Pick<ElementNode, "elType">): DropTarget | null {
  const end = { parentId: null, index: elements.length };
  const selected = selectedId ? findElement(elements, selectedId) : null;
  if (!selected) return canInsertAt(elements, element, end) ? end : null;
  if (isContainer(selected)) {
    if (accepts(selected, element)) return { parentId: selected.id, index: selected.elements.length };
    const column = selected.elType === "section" ? selected.elements.at(-1) : undefined;
    if (column && accepts(column, element)) return { parentId: column.id, index: column.elements.length };
  }
  for (let id: string | null = selected.id; id !== null;) {
    const place = findPlace(elements, id);
    if (!place) break;
    const target = { parentId: place.parent?.id ?? null, index: place.index + 1 };
    if (canInsertAt(elements, element, target)) return target;
    id = place.parent?.id ?? null;
  }
  return null;
}

/** The tree with `element` put at `target` (its index kept within the list). */
export function insertElement(elements: ElementNode[], target: DropTarget, element: ElementNode): ElementNode[] {
  return withChildren(elements, target.parentId, (l) => insertAt(l, Math.max(0, Math.min(target.index, l.length)), element));
}

/** How an announcement says where a drop went: "before Heading: Fresh deals", "into Container", "at the end of the page". */
export function dropPhrase(position: DropPosition, targetName: string | null): string {
  if (targetName === null) return "at the end of the page";
  return position === "inside" ? `into ${targetName}` : `${position} ${targetName}`;
}
