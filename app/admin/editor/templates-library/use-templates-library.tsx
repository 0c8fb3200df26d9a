import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ElementNode } from "#core/documents/document-types";
import { collectIds, findElement, findPlace, type EditorAction } from "#core/editor/editor-model";
import { readPaste } from "#core/editor/clipboard";
import { isThemeTemplateType } from "#core/templates/theme-template-types";
import { LibraryDialog } from "./library-dialog";
import { SaveTemplateDialog, type TemplateToSave } from "./save-template-dialog";
import { templateElements, type LibraryItem } from "./templates-api";
import "./templates-library.css";

interface Options {
  doc: { type: string; title: string };
  elements: ElementNode[];
  selectedId: string | null;
  dispatch: (action: EditorAction) => void;
  announce: (message: string) => void;
  name: (el: ElementNode) => string;
  nonce: string;
}

/**
 * The templates library in the editor: `Templates library` and `Save as template` (the whole document)
 * for the top bar, `Save selected as template` beside the Structure tree, and their dialogs. Insert adds a
 * template's elements after the selected element, normalised as a paste is (fresh ids), as one undo step.
 */
export function useTemplatesLibrary(o: Options): { barTools: ReactNode; elementTools: ReactNode; dialogs: ReactNode } {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState<TemplateToSave | null>(null);
  const selected = o.selectedId ? findElement(o.elements, o.selectedId) : null;
  // Insert closes the dialog by unmounting it: the focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);
  const openLibrary = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };

  const insert = async (item: LibraryItem) => {
    const raw = await templateElements(item.id, o.nonce);
    const afterId = o.selectedId && findPlace(o.elements, o.selectedId) ? o.selectedId : null;
    const place = afterId ? findPlace(o.elements, afterId) : null;
    const pasted = readPaste(raw, { taken: collectIds(o.elements), topLevel: !place?.parent });
    if (!pasted.ok) throw new Error(pasted.message);
    o.dispatch({ type: "paste", afterId, elements: pasted.elements });
    setOpen(false);
    o.announce(`Inserted “${item.title}”. Undo takes it back.`);
  };

  const saveDocument = () => {
    if (!o.elements.length) {
      o.announce("Nothing to save yet: add an element first.");
      return;
    }
    const type = o.doc.type !== "page" && isThemeTemplateType(o.doc.type) ? o.doc.type : "page-template";
    setSaving({ what: "the whole document", type, suggested: o.doc.title, elements: o.elements });
  };
  const saveSelected = () => {
    if (!selected) return;
    setSaving({ what: `the ${o.name(selected)} element`, type: "section", suggested: o.name(selected), elements: [selected] });
  };

  const tool = { "data-tool": "", tabIndex: -1 };
  const barTools = (
    <>
      <button type="button" {...tool} aria-haspopup="dialog" onClick={openLibrary}>
        Templates library
      </button>
      <button type="button" {...tool} aria-haspopup="dialog" onClick={saveDocument}>
        Save as template
      </button>
    </>
  );
  const elementTools = (
    <div className="templates-library__element">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-haspopup="dialog"
        aria-disabled={!selected}
        aria-describedby={selected ? undefined : "templates-library-select-first"}
        onClick={saveSelected}
      >
        Save selected as template
      </button>
      {selected ? null : (
        <span id="templates-library-select-first" className="editor-hint">
          Select an element first.
        </span>
      )}
    </div>
  );
  const dialogs = (
    <>
      {open ? <LibraryDialog nonce={o.nonce} onClose={() => setOpen(false)} onInsert={insert} /> : null}
      {saving ? <SaveTemplateDialog saving={saving} nonce={o.nonce} onClose={() => setSaving(null)} announce={o.announce} /> : null}
    </>
  );
  return { barTools, elementTools, dialogs };
}
