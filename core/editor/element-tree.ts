import type { ElementNode } from "#core/documents/document-types";

/** Whether an element holds others of its own (a container, section or column): a widget does not. */
export const isContainer = (el: Pick<ElementNode, "elType">) => el.elType !== "widget";

/** Where an element sits: the list holding it and its index there, with the parent (null at the top). */
export interface Place {
  siblings: ElementNode[];
  index: number;
  parent: ElementNode | null;
}

export function findPlace(elements: ElementNode[], id: string, parent: ElementNode | null = null): Place | null {
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]!;
    if (el.id === id) return { siblings: elements, index: i, parent };
    const inner = findPlace(el.elements, id, el);
    if (inner) return inner;
  }
  return null;
}

export function findElement(elements: ElementNode[], id: string): ElementNode | null {
  const place = findPlace(elements, id);
  return place ? place.siblings[place.index]! : null;
}

/**
 * The tree with the list holding `parentId`'s children (the top when null) replaced. Only the elements on
 * the way to it are new objects: the rest are shared with the tree before, so the history stays small.
 */
export function withChildren(
  elements: ElementNode[],
  parentId: string | null,
  change: (list: ElementNode[]) => ElementNode[],
): ElementNode[] {
  if (parentId === null) return change(elements);
  return mapElement(elements, parentId, (el) => ({ ...el, elements: change(el.elements) }));
}

export function mapElement(elements: ElementNode[], id: string, change: (el: ElementNode) => ElementNode): ElementNode[] {
  let changed = false;
  const out = elements.map((el) => {
    if (el.id === id) {
      changed = true;
      return change(el);
    }
    const inner = mapElement(el.elements, id, change);
    if (inner === el.elements) return el;
    changed = true;
    return { ...el, elements: inner };
  });
  return changed ? out : elements;
}

export const without = (list: ElementNode[], index: number) => [...list.slice(0, index), ...list.slice(index + 1)];
export const insertAt = (list: ElementNode[], index: number, el: ElementNode) => [...list.slice(0, index), el, ...list.slice(index)];
