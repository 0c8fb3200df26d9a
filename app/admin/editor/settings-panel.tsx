import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { Breakpoints, Device } from "#core/builder/breakpoints";
import type { ElementNode } from "#core/documents/document-types";
import type { EditorAction } from "#core/editor/editor-model";
import { ADVANCED_FIELDS } from "#core/editor/advanced-fields";
import { fieldShown } from "#core/editor/visibility-fields";
import { catalogEntryOf, elementName, type SettingField, type WidgetEntry } from "#core/editor/widget-catalog";
import type { GlobalVariables } from "#core/builder/global-variables";
import { SettingControl } from "./setting-control";

const TABS = ["Content", "Style", "Advanced"] as const;
type Tab = (typeof TABS)[number];

interface Props {
  element: ElementNode | null;
  widgets: readonly WidgetEntry[];
  dispatch: (a: EditorAction) => void;
  device: Device;
  breakpoints: Breakpoints;
  globals: GlobalVariables;
  /** The document's own settings (no element selected): a popup's triggers, rules and conditions. */
  documentSettings?: ReactNode;
}

/**
 * The Settings region of the selected element: the tabs Content, Style and Advanced (the WAI-ARIA tabs
 * pattern: arrows move between tabs, Tab goes into the panel), controls labelled by the setting's label.
 */
export function SettingsPanel({ element, widgets, dispatch, device, breakpoints, globals, documentSettings }: Props) {
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
  const entry = element ? catalogEntryOf(element, widgets) : null;
  const controls = (fields: readonly SettingField[], none: string) =>
    element && fields.length ? (
      fields
        .filter((f) => fieldShown(f, element.settings))
        .map((f) => (
          <SettingControl
            key={`${f.key}.${f.sub ?? ""}`}
            field={f}
            element={element}
            dispatch={dispatch}
            device={device}
            breakpoints={breakpoints}
            globals={globals}
          />
        ))
    ) : (
      <p>{none}</p>
    );
  return (
    <section aria-label="Settings" className="editor-panel editor-settings">
      <h2>Settings{element ? `: ${elementName(element, widgets)}` : ""}</h2>
      {!element ? (
        (documentSettings ?? (
          <p>Select an element in Structure to change its settings. The title and address are on the document’s own screen.</p>
        ))
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
            {tab === "Content"
              ? controls(entry?.content ?? [], "This element has no content settings.")
              : tab === "Style"
                ? controls(
                    entry?.style ?? [],
                    "This element has no style settings of its own: its spacing, background and border are under Advanced.",
                  )
                : controls(ADVANCED_FIELDS[element.elType === "widget" ? "widget" : "layout"], "")}
          </div>
        </>
      )}
    </section>
  );
}
