import { useState } from "react";
import type { WidgetEntry } from "#core/editor/widget-catalog";
import { WIDGET_GROUPS } from "#core/editor/widget-groups";

/**
 * The Widgets panel: a search, and every widget of the runtime in Elementor's groups, each a button that
 * inserts it after the selected element (into a selected container).
 */
export function WidgetPanel({ widgets, onInsert }: { widgets: readonly WidgetEntry[]; onInsert: (entry: WidgetEntry) => void }) {
  const [search, setSearch] = useState("");
  const words = search.trim().toLowerCase();
  const shown = widgets.filter((w) => w.title.toLowerCase().includes(words) || (w.widgetType ?? w.elType).includes(words));
  return (
    <section aria-label="Widgets" className="editor-panel editor-widgets">
      <h2>Widgets</h2>
      <label htmlFor="editor-widget-search" className="visually-hidden">
        Search widgets
      </label>
      <input
        id="editor-widget-search"
        type="search"
        value={search}
        maxLength={60}
        placeholder="Search widgets"
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length ? (
        WIDGET_GROUPS.map((group) => {
          const inGroup = shown.filter((w) => (w.group ?? "General") === group);
          if (!inGroup.length) return null;
          const headingId = `editor-widget-group-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId} className="editor-widgets__group">
              <h3 id={headingId}>{group}</h3>
              <ul className="editor-widgets__list">
                {inGroup.map((w) => (
                  <li key={`${w.elType}/${w.widgetType ?? ""}`}>
                    <button type="button" onClick={() => onInsert(w)}>
                      {w.title}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      ) : (
        <p role="status">No widget matches “{search.trim()}”.</p>
      )}
    </section>
  );
}
