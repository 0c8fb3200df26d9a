import { useEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import type { ElementNode } from "#core/documents/document-types";
import { canMoveTo, dropPhrase } from "#core/editor/drop-target";
import { findElement, type EditorAction } from "#core/editor/editor-model";
import { dropHover, itemOf, type Hover } from "./use-tree-drag";

/** How long a finger rests on an item before it picks the element up, and how far it may stray meanwhile (a farther move is a scroll). */
const HOLD_MS = 450;
const STRAY_PX = 8;

interface Options {
  tree: RefObject<HTMLElement | null>;
  elements: ElementNode[];
  dispatch: (action: EditorAction) => void;
  announce: (message: string) => void;
  name: (el: ElementNode) => string;
  onMoved: (id: string) => void;
}

/** A finger on an item: where it went down, and whether the hold has picked the element up. */
interface Press {
  pointerId: number;
  id: string;
  x: number;
  y: number;
  held: boolean;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Moving an element in the Structure tree by touch, where browsers fire no HTML5 drag events: a finger held
 * still on an item picks the element up (said in the live region), then moving shows where it would go,
 * with the same indicator and rules as a mouse drag, and lifting drops it there (the document's `moveTo`,
 * said as a drag is). A finger that moves before the hold scrolls as usual; lifting where nothing may go
 * leaves the element where it was.
 */
export function useTreeTouch({ tree, elements, dispatch, announce, name, onMoved }: Options) {
  const press = useRef<Press | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const shown = elements.length > 0;

  // While an element is held the page must not scroll under the finger: only a listener that is not passive may say so.
  useEffect(() => {
    const node = tree.current;
    if (!node) return;
    const stop = (event: Event) => {
      if (press.current?.held) event.preventDefault();
    };
    node.addEventListener("touchmove", stop, { passive: false });
    node.addEventListener("contextmenu", stop);
    return () => {
      node.removeEventListener("touchmove", stop);
      node.removeEventListener("contextmenu", stop);
    };
  }, [tree, shown]);

  const end = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
    setHover(null);
    setHeld(null);
  };
  const hoverAt = (x: number, y: number) => {
    const id = press.current?.id;
    const item = itemOf(document.elementFromPoint(x, y));
    return id && item ? dropHover(elements, item, y, (target) => canMoveTo(elements, id, target)) : null;
  };

  return {
    /** The drop indicator while a held element is moved. */
    hover,
    /** The element a finger holds, if one does. */
    held,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        const item = itemOf(event.target);
        if (event.pointerType !== "touch" || !item || press.current) return;
        const id = item.dataset.elementId!;
        const timer = setTimeout(() => {
          const el = findElement(elements, id);
          if (!press.current || !el) return;
          press.current.held = true;
          setHeld(id);
          announce(`${name(el)} picked up: move your finger to where it goes and lift it.`);
        }, HOLD_MS);
        press.current = { pointerId: event.pointerId, id, x: event.clientX, y: event.clientY, held: false, timer };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const now = press.current;
        if (!now || now.pointerId !== event.pointerId) return;
        if (!now.held) {
          if (Math.hypot(event.clientX - now.x, event.clientY - now.y) > STRAY_PX) end();
          return;
        }
        const next = hoverAt(event.clientX, event.clientY);
        if (next?.id !== hover?.id || next?.position !== hover?.position) setHover(next);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const now = press.current;
        if (!now || now.pointerId !== event.pointerId) return;
        const drop = now.held ? hoverAt(event.clientX, event.clientY) : null;
        const moved = findElement(elements, now.id);
        const wasHeld = now.held;
        end();
        if (!wasHeld || !moved) return;
        event.preventDefault();
        if (!drop) {
          announce(`${name(moved)} stays where it was.`);
          return;
        }
        dispatch({ type: "moveTo", id: moved.id, ...drop.target });
        onMoved(moved.id);
        announce(`${name(moved)} moved ${dropPhrase(drop.position, name(findElement(elements, drop.id)!))}.`);
      },
      onPointerCancel: end,
    },
  };
}
