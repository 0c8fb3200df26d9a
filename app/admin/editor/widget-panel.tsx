import { useState } from "react";
import { WIDGET_CATALOG, type WidgetEntry } from "#core/editor/widget-catalog";

/** The Widgets panel: a search, and a button per widget that inserts it after the selected element (into a selected container). */
export function WidgetPanel({ onInsert }: { onInsert: (entry: WidgetEntry) => void }) {
  const [search, setSearch] = useState("");
  const words = search.trim().toLowerCase();
  const shown = WIDGET_CATALOG.filter((w) => w.title.toLowerCase().includes(words));
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
        <ul className="editor-widgets__list">
          {shown.map((w) => (
            <li key={w.title}>
              <button type="button" onClick={() => onInsert(w)}>
                {w.title}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">No widget matches “{search.trim()}”.</p>
      )}
    </section>
  );
}
