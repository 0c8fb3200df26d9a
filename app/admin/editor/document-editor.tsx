import { useCallback, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import type { ElementNode } from "#core/documents/document-types";
import { editorReducer, findElement, initialEditorState } from "#core/editor/editor-model";
import { elementName, newElement, newElementId, type WidgetEntry } from "#core/editor/widget-catalog";
import type { Breakpoints, Device } from "#core/builder/breakpoints";
import { deviceLabel, editorDevices, previewWidth } from "#core/editor/responsive-field";
import { usePageNonce } from "../sign-out";
import type { EditorSaveResult } from "./editor-action.server";
import { ConflictDialog } from "./conflict-dialog";
import { EditorTopBar } from "./editor-top-bar";
import { SettingsPanel } from "./settings-panel";
import { StructureTree } from "./structure-tree";
import { WidgetPanel } from "./widget-panel";
import { useLeaveGuard } from "./use-leave-guard";
import { useLivePreview } from "./use-live-preview";
import { useClipboard } from "./use-clipboard";
import { useAutosave } from "./use-autosave";
import { PopupSettingsPanel } from "./popup-settings-panel";
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
}

const isTextControl = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The editor: top bar, widgets, structure, settings and the preview; saves name the version they started from. */
export function DocumentEditor({ document: doc, notice, widgets, breakpoints }: Props) {
  const [state, dispatch] = useReducer(editorReducer, doc.elements, initialEditorState);
  const [version, setVersion] = useState(doc.version);
  const [status, setStatus] = useState(doc.status);
  const [url, setUrl] = useState(doc.url);
  const [device, setDevice] = useState<Device>("desktop");
  const [announcement, setAnnouncement] = useState(notice ?? "");
  const [conflict, setConflict] = useState<{ savedBy: string; savedAt: string } | null>(null);
  const nonce = usePageNonce();
  const fetcher = useFetcher<EditorSaveResult>();
  const [sent, setSent] = useState<ElementNode[] | null>(null);
  // The document's own settings (a popup's triggers, rules and conditions), and those a save sent.
  const [docSettings, setDocSettings] = useState(doc.settings);
  const [savedSettings, setSavedSettings] = useState(doc.settings);
  const [sentSettings, setSentSettings] = useState(doc.settings);
  const unsaved = state.dirty || docSettings !== savedSettings;
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
  const frame = useRef<HTMLIFrameElement>(null);
  const updateMs = useLivePreview({
    frame,
    renderUrl: `/admin/documents/${doc.id}/render`,
    nonce,
    elements: state.elements,
    selectedId: state.selectedId,
    onSelect: (id) => dispatch({ type: "select", id }),
  });

  const submit = (intent: "save" | "publish" | "copy") => {
    setSent(state.elements);
    setSentSettings(docSettings);
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
      if (sent) dispatch({ type: "saved", elements: sent });
      setSavedSettings(sentSettings);
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
        previewHref={`/admin/documents/${doc.id}/preview`}
        published={published}
        saving={saving}
        onSave={submit}
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
          <WidgetPanel widgets={widgets} onInsert={insert} />
          <StructureTree
            widgets={widgets}
            elements={state.elements}
            selectedId={state.selectedId}
            dispatch={dispatch}
            announce={announce}
          />
        </div>
        <SettingsPanel
          key={selected?.id ?? ""}
          element={selected}
          widgets={widgets}
          dispatch={dispatch}
          device={device}
          breakpoints={breakpoints}
          documentSettings={doc.type === "popup" ? <PopupSettingsPanel settings={docSettings} onChange={setDocSettings} /> : undefined}
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
            {width ? ` (${width} px)` : ""}. Click an element in it to select it.
          </p>
        </div>
      </div>
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
