import { useRef, useState, type DragEvent, type RefObject } from "react";
import type { ElementNode } from "#core/documents/document-types";
import type { WidgetEntry } from "#core/editor/widget-catalog";
import { canInsertAt, canMoveTo, dropPhrase, dropPosition, dropTarget, type DropPosition, type DropTarget } from "#core/editor/drop-target";
import { findElement, isContainer, type EditorAction } from "#core/editor/editor-model";
import { WIDGET_DRAG_TYPE } from "./widget-panel";

interface Options {
  elements: ElementNode[];
  dispatch: (action: EditorAction) => void;
  announce: (message: string) => void;
  name: (el: ElementNode) => string;
  /** The moved element keeps the tree's focus point. */
  onMoved: (id: string) => void;
  /** The widget tile being dragged from the Widgets panel, if one is. */
  tile: RefObject<WidgetEntry | null>;
  /** A tile dropped on an item: the editor inserts the widget there and says so. */
  onDropWidget: (entry: WidgetEntry, targetId: string, position: DropPosition) => void;
  /** An item started being dragged (its id) or the drag is over (null). */
  onDragElement: (id: string | null) => void;
}

/** Where the pointer would drop the dragged element: on which item, how, and the place that means. */
export interface Hover {
  id: string;
  position: DropPosition;
  target: DropTarget;
}

/** The tree item at (or holding) `target`, if any. */
export const itemOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[role="treeitem"][data-element-id]') : null;

/** Where a pointer at `clientY` over `item` drops (a line before or after it, or into a container), when `allowed` lets it go there. */
export function dropHover(
  elements: ElementNode[],
  item: HTMLElement,
  clientY: number,
  allowed: (target: DropTarget) => boolean,
): Hover | null {
  const el = findElement(elements, item.dataset.elementId!);
  if (!el) return null;
  const box = (item.querySelector(":scope > .editor-tree__label") ?? item).getBoundingClientRect();
  const position = dropPosition(box.top, box.height, clientY, isContainer(el));
  const target = dropTarget(elements, el.id, position);
  return target && allowed(target) ? { id: el.id, position, target } : null;
}

const DRAG_TYPE = "application/x-aisle-element";

/**
 * Drag and drop in the Structure tree (native HTML5): an item dragged over another drops before or after
 * it, or into it when it is a container (its label's middle). A drop that the document would refuse (into
 * itself, into its own descendant, into a widget) shows no indicator and does nothing. The move is the
 * document's `moveTo`, one undo step, said in the live region as the Alt+arrow moves are. A widget tile
 * from the Widgets panel drops on the items the same way (with the same indicator), where its element may
 * go, and the editor inserts it as it does a tile dropped on the preview.
 */
export function useTreeDrag({ elements, dispatch, announce, name, onMoved, tile, onDropWidget, onDragElement }: Options) {
  const dragged = useRef<string | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  const hoverOf = (event: DragEvent): Hover | null => {
    const item = itemOf(event.target);
    // What is dragged is told by the drag's own data types: a tree item that moved away under the pointer
    // (its dragend then never reaches the tree) leaves no stale id behind for the next drag.
    const types = event.dataTransfer.types;
    const id = types.includes(DRAG_TYPE) ? dragged.current : null;
    const entry = !id && types.includes(WIDGET_DRAG_TYPE) ? tile.current : null;
    if (!item || !(id || entry)) return null;
    return dropHover(elements, item, event.clientY, (target) =>
      id ? canMoveTo(elements, id, target) : canInsertAt(elements, { elType: entry!.elType }, target),
    );
  };

  const clear = () => {
    dragged.current = null;
    setHover(null);
  };

  return {
    /** The drop indicator: which item shows it, and where. */
    hover,
    handlers: {
      onDragStart: (event: DragEvent<HTMLElement>) => {
        const item = itemOf(event.target);
        if (!item) return;
        dragged.current = item.dataset.elementId!;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData(DRAG_TYPE, dragged.current);
        onDragElement(dragged.current);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        const next = hoverOf(event);
        if (next) {
          event.preventDefault();
          event.dataTransfer.dropEffect = dragged.current ? "move" : "copy";
        }
        if (next?.id !== hover?.id || next?.position !== hover?.position) setHover(next);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setHover(null);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const drop = hoverOf(event);
        const id = dragged.current;
        const entry = tile.current;
        clear();
        onDragElement(null);
        if (!drop) return;
        event.preventDefault();
        if (!id) {
          if (entry) onDropWidget(entry, drop.id, drop.position);
          return;
        }
        const moved = findElement(elements, id)!;
        dispatch({ type: "moveTo", id, ...drop.target });
        onMoved(id);
        announce(`${name(moved)} moved ${dropPhrase(drop.position, name(findElement(elements, drop.id)!))}.`);
      },
      onDragEnd: () => {
        clear();
        onDragElement(null);
      },
    },
  };
}
