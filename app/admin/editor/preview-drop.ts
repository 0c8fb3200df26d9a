import { dropPosition, type DropPosition } from "#core/editor/drop-target";
import type { DragSource, FromPreview } from "./preview-messages";

const DROP = "data-editor-drop";
const ACROSS = "data-editor-drop-across";
const CONTAINERS = new Set(["container", "section", "column"]);

/**
 * Where a pointer at (x, y) over `target` drops: before or after it along the way its siblings run (`across`
 * when they stand in a row), or inside a container.
 */
function positionOver(target: HTMLElement, x: number, y: number): { position: DropPosition; across: boolean } {
  const box = target.getBoundingClientRect();
  const around = target.parentElement ? getComputedStyle(target.parentElement) : null;
  const across = Boolean(around?.display.includes("flex") && around.flexDirection.startsWith("row"));
  const container = CONTAINERS.has(target.dataset.element_type ?? "");
  const position = across ? dropPosition(box.left, box.width, x, container) : dropPosition(box.top, box.height, y, container);
  return { position, across };
}

/**
 * Drops of the editor's widget tiles and tree items on the preview (native HTML5 drag and drop across the
 * same-origin frame): while the editor says something is being dragged, the element under the pointer shows
 * where it would land, and a drop tells the editor what, the element and the position (the editor decides,
 * inserts or moves). A tree item shows no place in itself and takes no drop there. Other drags (files,
 * links) are left alone. Returns what the editor's `dragging` message calls.
 */
export function startPreviewDrops(root: HTMLElement, send: (message: FromPreview) => void, signal: AbortSignal) {
  let source: DragSource | null = null;
  const mark = (el: Element | null, position?: DropPosition, across = false) => {
    for (const old of root.querySelectorAll(`[${DROP}]`)) {
      old.removeAttribute(DROP);
      old.removeAttribute(ACROSS);
    }
    if (!el || !position) return;
    el.setAttribute(DROP, position);
    if (across) el.setAttribute(ACROSS, "");
  };
  const dropAt = (event: DragEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-id]") : null;
    if (!target || !root.contains(target)) return { el: null, targetId: null, position: "inside" as const, across: false };
    return { el: target, targetId: target.dataset.id!, ...positionOver(target, event.clientX, event.clientY) };
  };
  const options = { capture: true, signal };
  /** Whether a drop there would put a dragged element into itself. */
  const inSelf = (el: Element | null) => {
    if (!source || !("element" in source) || !el) return false;
    const moved = root.querySelector(`[data-id="${CSS.escape(source.element)}"]`);
    return Boolean(moved?.contains(el));
  };
  const over = (event: DragEvent) => {
    if (!source) return;
    const drop = dropAt(event);
    if (inSelf(drop.el)) {
      mark(null);
      return;
    }
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "widget" in source ? "copy" : "move";
    mark(drop.el, drop.position, drop.across);
  };
  document.addEventListener("dragenter", over, options);
  document.addEventListener("dragover", over, options);
  document.addEventListener(
    "dragleave",
    (event) => {
      if (!event.relatedTarget) mark(null);
    },
    options,
  );
  document.addEventListener(
    "drop",
    (event) => {
      if (!source) return;
      const { el, targetId, position } = dropAt(event);
      mark(null);
      if (inSelf(el)) return;
      event.preventDefault();
      send({ type: "aisle-editor:drop", drag: source, targetId, position });
      source = null;
    },
    options,
  );
  return {
    /** What the editor is dragging (a widget tile or a tree item), or null when the drag is over. */
    dragging(next: DragSource | null) {
      source = next;
      if (!next) mark(null);
    },
  };
}
