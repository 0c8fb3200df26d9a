import { useRef, useState, type KeyboardEvent } from "react";
import type { ElementNode } from "#core/documents/document-types";
import type { EditorAction } from "#core/editor/editor-model";
import { catalogEntryOf, elementName, fieldUpdate, fieldValue, type SettingField } from "#core/editor/widget-catalog";

const TABS = ["Content", "Style", "Advanced"] as const;
type Tab = (typeof TABS)[number];

/** Every element's Advanced tab: its HTML id and classes (Elementor's `_element_id`, `_css_classes`). */
const ADVANCED: readonly SettingField[] = [
  { key: "_element_id", label: "CSS ID", kind: "text" },
  { key: "_css_classes", label: "CSS Classes", kind: "text" },
];
const ALIGNMENTS = [
  { value: "", label: "Default" },
  { value: "left", label: "Left" },
  { value: "center", label: "Center" },
  { value: "right", label: "Right" },
];
const ALIGNED = new Set(["heading", "text-editor", "button"]);

function Field({ element, field, dispatch }: { element: ElementNode; field: SettingField; dispatch: (a: EditorAction) => void }) {
  const id = `setting-${element.id}-${field.key}-${field.sub ?? ""}`;
  const value = fieldValue(element.settings, field);
  const set = (next: string, typing: boolean) =>
    dispatch({ type: "setSetting", id: element.id, key: field.key, value: fieldUpdate(element.settings, field, next), typing });
  return (
    <div className="editor-field">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === "select" ? (
        <select id={id} value={value} onChange={(e) => set(e.target.value, false)}>
          {value && !field.options?.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.kind === "textarea" ? (
        <textarea id={id} value={value} rows={3} onChange={(e) => set(e.target.value, true)} />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => set(e.target.value, true)} />
      )}
    </div>
  );
}

function Alignment({ element, dispatch }: { element: ElementNode; dispatch: (a: EditorAction) => void }) {
  const value = fieldValue(element.settings, { key: "align", label: "Alignment", kind: "text" });
  return (
    <div role="radiogroup" aria-labelledby={`align-${element.id}`} className="editor-field editor-radios">
      <span id={`align-${element.id}`}>Alignment</span>
      {ALIGNMENTS.map((a) => (
        <label key={a.value}>
          <input
            type="radio"
            name={`align-${element.id}`}
            value={a.value}
            checked={value === a.value}
            onChange={() => dispatch({ type: "setSetting", id: element.id, key: "align", value: a.value })}
          />{" "}
          {a.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The Settings region of the selected element: the tabs Content, Style and Advanced (the WAI-ARIA tabs
 * pattern: arrows move between tabs, Tab goes into the panel), controls labelled by the setting's label.
 */
export function SettingsPanel({ element, dispatch }: { element: ElementNode | null; dispatch: (a: EditorAction) => void }) {
  const [tab, setTab] = useState<Tab>("Content");
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const onTabKey = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const to =
      event.key === "ArrowRight"
        ? TABS[(at + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : undefined;
    if (!to) return;
    event.preventDefault();
    setTab(to);
    tabRefs.current.get(to)?.focus();
  };
  const entry = element ? catalogEntryOf(element) : null;
  return (
    <section aria-label="Settings" className="editor-panel editor-settings">
      <h2>Settings{element ? `: ${elementName(element)}` : ""}</h2>
      {!element ? (
        <p>Select an element in Structure to change its settings. The title and address are on the document’s own screen.</p>
      ) : (
        <>
          <div role="tablist" aria-label="Setting groups" className="editor-tabs" onKeyDown={onTabKey}>
            {TABS.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`editor-tab-${t}`}
                aria-selected={t === tab}
                aria-controls={`editor-tabpanel-${t}`}
                tabIndex={t === tab ? 0 : -1}
                ref={(node) => {
                  if (node) tabRefs.current.set(t, node);
                }}
                onClick={() => setTab(t)}
              >
                {t}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`editor-tabpanel-${tab}`} aria-labelledby={`editor-tab-${tab}`} className="editor-tabpanel">
            {tab === "Content" ? (
              entry ? (
                entry.content.map((f) => <Field key={`${f.key}.${f.sub ?? ""}`} element={element} field={f} dispatch={dispatch} />)
              ) : (
                <p>This widget’s content settings can’t be changed in the editor yet.</p>
              )
            ) : tab === "Style" ? (
              element.widgetType && ALIGNED.has(element.widgetType) ? (
                <Alignment element={element} dispatch={dispatch} />
              ) : (
                <p>No style settings for this element in the editor yet.</p>
              )
            ) : (
              ADVANCED.map((f) => <Field key={f.key} element={element} field={f} dispatch={dispatch} />)
            )}
          </div>
        </>
      )}
    </section>
  );
}
