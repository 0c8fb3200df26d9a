import { useCallback, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import type { ElementNode } from "#core/documents/document-types";
import { editorReducer, findElement, initialEditorState, type EditorStep } from "#core/editor/editor-model";
import { elementName, newElement, newElementId, type WidgetEntry } from "#core/editor/widget-catalog";
import { canInsertAt, canMoveTo, dropPhrase, dropTarget, type DropPosition } from "#core/editor/drop-target";
import { widgetKey } from "#core/editor/editor-widgets";
import type { Breakpoints, Device } from "#core/builder/breakpoints";
import type { GlobalVariables } from "#core/builder/global-variables";
import { deviceLabel, editorDevices, previewWidth } from "#core/editor/responsive-field";
import { usePageNonce } from "../sign-out";
import type { EditorSaveResult } from "./editor-action.server";
import { ConflictDialog } from "./conflict-dialog";
import { EditorTopBar } from "./editor-top-bar";
import { SettingsPanel } from "./settings-panel";
import { StructureTree } from "./structure-tree";
import { WidgetPanel } from "./widget-panel";
import { useLeaveGuard } from "./use-leave-guard";
import { useLivePreview, type PreviewDrop } from "./use-live-preview";
import { useClipboard } from "./use-clipboard";
import { useAutosave } from "./use-autosave";
import { PopupSettingsPanel } from "./popup-settings-panel";
import { openPreview } from "./open-preview";
import { useSiteKitGlobals } from "./use-site-kit-globals";
import { useTemplatesLibrary } from "./templates-library/use-templates-library";
import "./editor.css";

export interface EditedDocument {
  id: number;
  type: string;
  title: string;
  status: string;
  url: string;
  version: string;
  elements: ElementNode[];
  settings: Record<string, unknown>;
}

interface Props {
  document: EditedDocument;
  notice: string | null;
  /** Every widget of the runtime with its controls (app/admin/editor/editor-widgets.server.ts). */
  widgets: readonly WidgetEntry[];
  breakpoints: Breakpoints;
  /** The site kit's global colours and fonts (decision 0066). */
  globals: GlobalVariables;
}

const isTextControl = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The editor: top bar, widgets, structure, settings and the preview; saves name the version they started from. */
export function DocumentEditor({ document: doc, notice, widgets, breakpoints, globals: loadedGlobals }: Props) {
  const [state, dispatch] = useReducer(editorReducer, doc, (d) => initialEditorState(d.elements, d.settings));
  const [version, setVersion] = useState(doc.version);
  const [status, setStatus] = useState(doc.status);
  const [url, setUrl] = useState(doc.url);
  const [device, setDevice] = useState<Device>("desktop");
  const [announcement, setAnnouncement] = useState(notice ?? "");
  const [conflict, setConflict] = useState<{ savedBy: string; savedAt: string } | null>(null);
  const nonce = usePageNonce();
  const fetcher = useFetcher<EditorSaveResult>();
  // The tree and the document's own settings (a popup's triggers, rules and conditions) a save sent.
  const [sent, setSent] = useState<EditorStep | null>(null);
  const docSettings = state.settings;
  const unsaved = state.dirty;
  const [handled, setHandled] = useState<EditorSaveResult | null>(null);
  const leave = useLeaveGuard(unsaved);
  const autosavedAt = useAutosave({ unsaved, elements: state.elements, settings: docSettings, version, nonce });
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  useClipboard({
    elements: state.elements,
    selectedId: state.selectedId,
    dispatch,
    announce,
    name: (el) => elementName(el, widgets),
  });
  const { elements, selectedId } = state;
  const library = useTemplatesLibrary({ doc, elements, selectedId, dispatch, announce, nonce, name: (el) => elementName(el, widgets) });
  const frame = useRef<HTMLIFrameElement>(null);
  const globals = useSiteKitGlobals(loadedGlobals, frame);
  // The tile being dragged from the Widgets panel (the Structure tree takes it too).
  const tile = useRef<WidgetEntry | null>(null);
  const nearName = (targetId: string | null) => {
    const near = targetId ? findElement(elements, targetId) : null;
    return near ? elementName(near, widgets) : null;
  };
  // A widget tile dropped on the preview or the Structure tree: a new element at that place, selected, one undo step.
  const dropWidget = (entry: WidgetEntry, targetId: string | null, position: DropPosition) => {
    const target = dropTarget(elements, targetId, position);
    const element = newElement(
      entry,
      newElementId((x) => findElement(elements, x) !== null),
    );
    if (!target || !canInsertAt(elements, element, target)) {
      announce(`${entry.title} cannot go there.`);
      return;
    }
    dispatch({ type: "insertAt", ...target, element });
    announce(`${entry.title} inserted ${dropPhrase(position, nearName(targetId))}.`);
  };
  // A tree item dropped on the preview: the same move, rules and words as a drop in the tree.
  const dropElement = (id: string, targetId: string | null, position: DropPosition) => {
    const moved = findElement(elements, id);
    if (!moved) return;
    const target = dropTarget(elements, targetId, position);
    const name = elementName(moved, widgets);
    if (!target || !canMoveTo(elements, id, target)) {
      announce(`${name} cannot go there.`);
      return;
    }
    dispatch({ type: "moveTo", id, ...target });
    announce(`${name} moved ${dropPhrase(position, nearName(targetId))}.`);
  };
  const dropOnPreview = ({ drag, targetId, position }: PreviewDrop) => {
    if ("element" in drag) return dropElement(drag.element, targetId, position);
    const entry = widgets.find((w) => widgetKey(w) === drag.widget);
    if (entry) dropWidget(entry, targetId, position);
  };
  const { updateMs, drag } = useLivePreview({
    frame,
    renderUrl: `/admin/documents/${doc.id}/render`,
    nonce,
    elements: state.elements,
    selectedId: state.selectedId,
    onSelect: (id) => dispatch({ type: "select", id }),
    onDrop: dropOnPreview,
  });

  const submit = (intent: "save" | "publish" | "copy") => {
    setSent({ elements: state.elements, settings: docSettings });
    setConflict(null);
    announce(intent === "copy" ? "Saving a copy…" : "Saving…");
    void fetcher.submit(
      { intent, elements: JSON.stringify(state.elements), settings: JSON.stringify(docSettings), version, nonce },
      { method: "post" },
    );
  };

  // The server's answer to a save, taken in once (a copy that was saved answers by opening the copy's editor).
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  if (result && result !== handled) {
    setHandled(result);
    setSent(null);
    if (result.ok) {
      setVersion(result.version);
      setStatus(result.status);
      setUrl(result.url);
      if (sent) dispatch({ type: "saved", ...sent });
      announce(result.status === "publish" ? "Saved: visitors see this version." : "Draft saved.");
    } else {
      setConflict(result.conflict);
      announce(result.conflict ? "Not saved: someone else saved this document." : result.message);
    }
  }

  const insert = (entry: WidgetEntry) => {
    const id = newElementId((x) => findElement(state.elements, x) !== null);
    dispatch({ type: "insert", element: newElement(entry, id) });
    announce(`${entry.title} inserted.`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || isTextControl(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) dispatch({ type: "undo" });
    else if ((key === "z" && event.shiftKey) || key === "y") dispatch({ type: "redo" });
    else if (key === "s") submit("save");
    else return;
    event.preventDefault();
  };

  const selected = state.selectedId ? findElement(state.elements, state.selectedId) : null;
  const width = previewWidth(device, breakpoints);
  const published = status === "publish";
  const saving = fetcher.state !== "idle";
  return (
    <div className="editor" onKeyDown={onKeyDown}>
      <h1 className="editor__title">
        Editing “{doc.title}”{" "}
        <span className="editor__meta">
          ({doc.type}, {published ? "published" : "draft"})
        </span>
      </h1>
      <EditorTopBar
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onUndo={() => dispatch({ type: "undo" })}
        onRedo={() => dispatch({ type: "redo" })}
        devices={editorDevices(breakpoints)}
        device={device}
        onDevice={setDevice}
        onPreview={() =>
          openPreview(`/admin/documents/${doc.id}/preview?unsaved=1`, {
            nonce,
            elements: JSON.stringify(state.elements),
            settings: JSON.stringify(docSettings),
          })
        }
        published={published}
        saving={saving}
        onSave={submit}
        templateTools={library.barTools}
      />
      <p role="status" className="editor__status">
        {announcement}
        {published && !unsaved ? (
          <>
            {" "}
            <a href={url}>View the page</a>
          </>
        ) : null}
      </p>
      {autosavedAt && unsaved ? (
        <p className="editor-hint">
          Your unsaved changes were kept as a draft revision at <time dateTime={autosavedAt}>{autosavedAt.slice(11, 16)} UTC</time>.
        </p>
      ) : null}
      <div className="editor__panes">
        <div className="editor__side">
          <WidgetPanel
            widgets={widgets}
            onInsert={insert}
            onDrag={(entry) => {
              tile.current = entry;
              drag(entry ? { widget: widgetKey(entry) } : null);
            }}
          />
          <StructureTree
            widgets={widgets}
            elements={state.elements}
            selectedId={state.selectedId}
            dispatch={dispatch}
            announce={announce}
            tile={tile}
            onDropWidget={dropWidget}
            onDragElement={(id) => drag(id ? { element: id } : null)}
          />
          {library.elementTools}
        </div>
        <SettingsPanel
          key={selected?.id ?? ""}
          element={selected}
          widgets={widgets}
          dispatch={dispatch}
          device={device}
          breakpoints={breakpoints}
          globals={globals}
          documentSettings={
            doc.type === "popup" ? (
              <PopupSettingsPanel
                settings={docSettings}
                onChange={(settings, typing) => dispatch({ type: "setDocumentSettings", settings, typing })}
              />
            ) : undefined
          }
        />
        <div className="editor__canvas" style={width ? { width: `${width}px` } : undefined}>
          <iframe
            ref={frame}
            title="Preview"
            src={`/admin/documents/${doc.id}/preview?aisle-edit=1`}
            className="editor__preview"
            data-update-ms={updateMs ?? undefined}
          />
          <p className="editor-hint">
            The preview shows your changes as you make them, at the {deviceLabel(device).toLowerCase()} width
            {width ? ` (${width} px)` : ""}. Click an element in it to select it; drop a widget from the panel on it to insert it there, or
            an item of the Structure tree to move it there.
          </p>
        </div>
      </div>
      {library.dialogs}
      {conflict ? (
        <ConflictDialog
          savedBy={conflict.savedBy}
          savedAt={conflict.savedAt}
          onReload={() => {
            leave.allow();
            window.location.reload();
          }}
          onCopy={() => submit("copy")}
          onClose={() => setConflict(null)}
        />
      ) : null}
    </div>
  );
}
