import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import type { ElementNode } from "#core/documents/document-types";
import { copyWithNewIds, findElement, type EditorAction } from "#core/editor/editor-model";
import { canMoveTo, keyboardTarget, type DropPosition, type KeyboardMove } from "#core/editor/drop-target";
import { visibleRows, type TreeRow } from "#core/editor/tree-rows";
import { elementName, newElementId, type WidgetEntry } from "#core/editor/widget-catalog";
import { useTreeDrag } from "./use-tree-drag";
import { useTreeTouch } from "./use-tree-touch";

interface Props {
  widgets: readonly WidgetEntry[];
  elements: ElementNode[];
  selectedId: string | null;
  dispatch: (action: EditorAction) => void;
  announce: (message: string) => void;
  /** The widget tile being dragged from the Widgets panel, if one is. */
  tile: RefObject<WidgetEntry | null>;
  /** A tile dropped on an item: the editor inserts it there (and says so). */
  onDropWidget: (entry: WidgetEntry, targetId: string, position: DropPosition) => void;
  /** An item started being dragged (its id), or the drag is over (null): the preview shows where it would land. */
  onDragElement: (id: string | null) => void;
}

/** Each Alt+arrow move, and where it goes in the live region's words ("moved up", "cannot move up"). */
const MOVES: Record<string, { type: KeyboardMove; where: string }> = {
  ArrowUp: { type: "moveUp", where: "up" },
  ArrowDown: { type: "moveDown", where: "down" },
  ArrowRight: { type: "moveIn", where: "into the container above" },
  ArrowLeft: { type: "moveOut", where: "out of its container" },
};

/**
 * The Structure tree (the WAI-ARIA tree pattern, one tab stop): arrows move the focus, Right and Left
 * open, close and go to a child or the parent, Enter selects (Escape selects nothing: the document’s own settings), Alt+arrows move the element, Delete
 * removes it. The mouse can drag an element to the same places, or a widget tile onto an item
 * (use-tree-drag.ts), and a finger can hold an item and move it (use-tree-touch.ts). Every change is said
 * in the editor's live region.
 */
export function StructureTree({ widgets, elements, selectedId, dispatch, announce, tile, onDropWidget, onDragElement }: Props) {
  const nameOf = (el: ElementNode) => elementName(el, widgets);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // A new selection (a paste, a click in the preview) takes the tree's focus point with it.
  const [followed, setFollowed] = useState(selectedId);
  if (followed !== selectedId) {
    setFollowed(selectedId);
    setFocusedId(selectedId);
  }
  const drag = useTreeDrag({ elements, dispatch, announce, name: nameOf, onMoved: setFocusedId, tile, onDropWidget, onDragElement });
  const treeRef = useRef<HTMLUListElement>(null);
  const touch = useTreeTouch({ tree: treeRef, elements, dispatch, announce, name: nameOf, onMoved: setFocusedId });
  const hover = drag.hover ?? touch.hover;
  const rows = useMemo(() => visibleRows(elements, collapsed), [elements, collapsed]);
  const items = useRef(new Map<string, HTMLLIElement>());
  /** Set when the focused item is about to leave the tree (Delete): the focus then goes to the one selected next. */
  const refocus = useRef(false);
  const current = rows.find((r) => r.element.id === focusedId) ?? rows.find((r) => r.element.id === selectedId) ?? rows[0] ?? null;

  // The focus follows the current row when it was in the tree (after a move, a removal, an undo).
  useEffect(() => {
    if (!current || !(refocus.current || treeRef.current?.contains(document.activeElement))) return;
    refocus.current = false;
    const item = items.current.get(current.element.id);
    if (item && document.activeElement !== item) item.focus();
  }, [current]);

  const focusRow = (row: TreeRow | undefined) => {
    if (!row) return;
    setFocusedId(row.element.id);
    items.current.get(row.element.id)?.focus();
  };
  const toggle = (id: string, open: boolean) =>
    setCollapsed((was) => {
      const next = new Set(was);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!current) return;
    const at = rows.indexOf(current);
    const el = current.element;
    const name = nameOf(el);
    const move = event.altKey ? MOVES[event.key] : undefined;
    const command = event.ctrlKey || event.metaKey ? event.key.toLowerCase() : "";
    const copyOf = (source: ElementNode) =>
      copyWithNewIds(source, (used) => newElementId((x) => used.has(x) || findElement(elements, x) !== null));
    // Ctrl+C and Ctrl+V are the browser's copy and paste (app/admin/editor/use-clipboard.ts).
    if (command === "d") {
      const copy = copyOf(el);
      dispatch({ type: "insertAfter", id: el.id, element: copy });
      setFocusedId(copy.id);
      announce(`${name} duplicated.`);
    } else if (command) return;
    else if (move) {
      // The drag and drop rules decide (core/editor/drop-target.ts): a refused move is said and changes nothing.
      const target = keyboardTarget(elements, move.type, el.id);
      if (target && canMoveTo(elements, el.id, target)) {
        dispatch({ type: move.type, id: el.id });
        announce(`${name} moved ${move.where}.`);
      } else {
        const into = target?.parentId ? findElement(elements, target.parentId) : null;
        const why = !target ? "" : into ? `: ${nameOf(into)} cannot hold it` : ": the page's top level cannot hold it";
        announce(`${name} cannot move ${move.where}${why}.`);
      }
    } else if (event.key === "ArrowDown") focusRow(rows[at + 1]);
    else if (event.key === "ArrowUp") focusRow(rows[at - 1]);
    else if (event.key === "Home") focusRow(rows[0]);
    else if (event.key === "End") focusRow(rows[rows.length - 1]);
    else if (event.key === "ArrowRight" && current.branch) {
      if (!current.expanded) toggle(el.id, true);
      else focusRow(rows[at + 1]?.parentId === el.id ? rows[at + 1] : undefined);
    } else if (event.key === "ArrowLeft") {
      if (current.expanded && el.elements.length) toggle(el.id, false);
      else focusRow(rows.find((r) => r.element.id === current.parentId));
    } else if (event.key === "Enter" || event.key === " ") {
      dispatch({ type: "select", id: el.id });
      announce(`${name} selected.`);
    } else if (event.key === "Escape" && selectedId) {
      dispatch({ type: "select", id: null });
      announce("Nothing selected: Settings shows the document’s own settings.");
    } else if (event.key === "Delete") {
      refocus.current = true;
      dispatch({ type: "remove", id: el.id });
      setFocusedId(null);
      announce(`${name} removed. Undo brings it back.`);
    } else return;
    event.preventDefault();
  };

  const render = (list: ElementNode[], level: number): ReactNode =>
    list.map((el, i) => {
      const row = rows.find((r) => r.element.id === el.id);
      if (!row) return null;
      const labelId = `structure-${el.id}`;
      return (
        <li
          key={el.id}
          ref={(node) => {
            if (node) items.current.set(el.id, node);
            else items.current.delete(el.id);
          }}
          role="treeitem"
          data-element-id={el.id}
          aria-labelledby={labelId}
          aria-level={level}
          aria-posinset={i + 1}
          aria-setsize={list.length}
          aria-selected={el.id === selectedId}
          aria-expanded={row.branch ? row.expanded : undefined}
          tabIndex={current?.element.id === el.id ? 0 : -1}
          draggable
          data-drop={hover?.id === el.id ? hover.position : undefined}
          data-held={touch.held === el.id ? "" : undefined}
          className="editor-tree__item"
          onClick={(event) => {
            event.stopPropagation();
            setFocusedId(el.id);
            dispatch({ type: "select", id: el.id });
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(el.id);
          }}
        >
          <span id={labelId} className="editor-tree__label">
            {nameOf(el)}
          </span>
          {row.branch && row.expanded && el.elements.length ? (
            <ul role="group" className="editor-tree__group">
              {render(el.elements, level + 1)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    <section aria-labelledby="editor-structure-heading" className="editor-panel editor-structure">
      <h2 id="editor-structure-heading">Structure</h2>
      {elements.length ? (
        <ul
          ref={treeRef}
          role="tree"
          aria-label="Structure"
          className="editor-tree"
          onKeyDown={onKeyDown}
          {...drag.handlers}
          {...touch.handlers}
        >
          {render(elements, 1)}
        </ul>
      ) : (
        <p>Nothing here yet: choose a widget to add the first element.</p>
      )}
      <p className="editor-hint" id="editor-structure-keys">
        Arrows move through the tree, Enter selects (Escape selects nothing: the document’s own settings), Alt+arrows move the element (the
        mouse drags it onto an item here or onto the preview; a finger held on it picks it up, then moves and lifts), Delete removes it,
        Ctrl+C and Ctrl+V copy and paste (also between this site and Elementor sites), Ctrl+D duplicates.
      </p>
    </section>
  );
}
