import { useEffect, useRef } from "react";
import type { ElementNode } from "#core/documents/document-types";
import { collectIds, findElement, findPlace, type EditorAction } from "#core/editor/editor-model";
import { clipboardText, ELEMENTOR_STORAGE_ITEM, readPaste, storageWithCopy, storedCopy } from "#core/editor/clipboard";

const isTextControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The element a copy or paste is about: the Structure tree's focused item, else the selected element. */
function subjectId(target: EventTarget | null, selectedId: string | null): string | null {
  const item = target instanceof Element ? target.closest<HTMLElement>("[role=treeitem][data-element-id]") : null;
  return item?.dataset.elementId ?? selectedId;
}

interface Options {
  elements: ElementNode[];
  selectedId: string | null;
  dispatch: (action: EditorAction) => void;
  announce: (message: string) => void;
  name: (el: ElementNode) => string;
}

/**
 * Copy and paste in Elementor's format (core/editor/clipboard.ts) on the browser's own copy and paste
 * (Ctrl+C, Ctrl+V, the Edit menu) anywhere in the editor outside a text field: the copy goes to the
 * system clipboard and to Elementor's localStorage item; a paste goes after the focused or selected
 * element, as one undo step, and is said in the live region.
 */
export function useClipboard(options: Options) {
  const current = useRef(options);
  useEffect(() => {
    current.current = options;
  });
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      if (isTextControl(event.target)) return;
      const { elements, selectedId, announce, name } = current.current;
      const id = subjectId(event.target, selectedId);
      const el = id ? findElement(elements, id) : null;
      if (!el || !event.clipboardData) return;
      event.preventDefault();
      event.clipboardData.setData("text/plain", clipboardText([el], window.location.origin));
      try {
        localStorage.setItem(ELEMENTOR_STORAGE_ITEM, storageWithCopy(localStorage.getItem(ELEMENTOR_STORAGE_ITEM), [el]));
      } catch {
        // Storage full or switched off: the system clipboard has the copy.
      }
      announce(`${name(el)} copied.`);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTextControl(event.target)) return;
      const { elements, selectedId, dispatch, announce } = current.current;
      const text = event.clipboardData?.getData("text/plain") ?? "";
      let fromStorage: unknown[] | null = null;
      try {
        fromStorage = text.trim() ? null : storedCopy(localStorage.getItem(ELEMENTOR_STORAGE_ITEM));
      } catch {
        fromStorage = null;
      }
      event.preventDefault();
      const afterId = subjectId(event.target, selectedId);
      const place = afterId ? findPlace(elements, afterId) : null;
      const pasted = readPaste(fromStorage ?? text, { taken: collectIds(elements), topLevel: !place?.parent });
      if (!pasted.ok) {
        announce(pasted.message);
        return;
      }
      dispatch({ type: "paste", afterId: place ? afterId : null, elements: pasted.elements });
      const count = pasted.elements.length;
      announce([`Pasted ${count} ${count === 1 ? "element" : "elements"}. Undo takes the paste back.`, ...pasted.notes].join(" "));
    };
    document.addEventListener("copy", onCopy);
    document.addEventListener("paste", onPaste);
    return () => {
      document.removeEventListener("copy", onCopy);
      document.removeEventListener("paste", onPaste);
    };
  }, []);
}
