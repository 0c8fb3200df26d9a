import { useState } from "react";
import type { WidgetEntry } from "#core/editor/widget-catalog";
import { widgetKey } from "#core/editor/editor-widgets";
import { WIDGET_GROUPS } from "#core/editor/widget-groups";

/** The drag data type a widget tile carries (its catalog key). */
export const WIDGET_DRAG_TYPE = "application/x-aisle-widget";

/**
 * The Widgets panel: a search, and every widget of the runtime in Elementor's groups, each a button that
 * inserts it after the selected element (into a selected container), or, dragged onto the preview or onto a
 * Structure tree item, at the place it is dropped (`onDrag` says which tile is being dragged, then null
 * when the drag is over).
 */
export function WidgetPanel({
  widgets,
  onInsert,
  onDrag,
}: {
  widgets: readonly WidgetEntry[];
  onInsert: (entry: WidgetEntry) => void;
  onDrag: (entry: WidgetEntry | null) => void;
}) {
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
      <p className="editor-hint">
        Enter or a click inserts a widget after the selected element; drag one onto the preview or the Structure tree to put it there.
      </p>
      <div className="editor-widgets__groups">
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
                    <li key={widgetKey(w)}>
                      <button
                        type="button"
                        draggable
                        onClick={() => onInsert(w)}
                        onDragStart={(event) => {
                          event.dataTransfer.effectAllowed = "copy";
                          event.dataTransfer.setData(WIDGET_DRAG_TYPE, widgetKey(w));
                          onDrag(w);
                        }}
                        onDragEnd={() => onDrag(null)}
                      >
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
      </div>
    </section>
  );
}
