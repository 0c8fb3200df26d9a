import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "#app/storefront/hydration/use-hydrated";
import "./tabs.css";

export interface TabItem {
  id: string;
  /** What the tab shows. */
  label: ReactNode;
  /** The tab's accessible name, and the panel's heading before scripts run. */
  name: string;
  content: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: [tablist] named `label`, one [tab] per item, its [tabpanel] below.
 * Left and Right arrows (wrapping), Home and End move between tabs and select the one reached; Tab
 * leaves the list for the panel. The selected tab is the caller's (`selected`, `onSelect`).
 *
 * Before scripts run (and without them) there are no tabs: every panel shows under a heading of its
 * name, so all of their content can be used. The panels are the same elements in both cases, so what
 * the visitor chose in them before the scripts started stays chosen.
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
  headingLevel = 3,
}: {
  label: string;
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  idPrefix: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const enhanced = useHydrated();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;
  const current = items.some((i) => i.id === selected) ? selected : (items[0]?.id ?? "");

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((i) => i.id === current);
    const to =
      e.key === "ArrowRight"
        ? (at + 1) % items.length
        : e.key === "ArrowLeft"
          ? (at - 1 + items.length) % items.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? items.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    onSelect(items[to]!.id);
    tabs.current[to]?.focus();
  };

  return (
    <div className={enhanced ? "tabs" : "tabs tabs--all"}>
      {enhanced ? (
        <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
          {items.map((item, i) => (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${item.id}`}
              aria-label={item.name}
              aria-selected={item.id === current}
              aria-controls={`${idPrefix}-panel-${item.id}`}
              tabIndex={item.id === current ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
      {items.map((item) => (
        <div
          key={item.id}
          id={`${idPrefix}-panel-${item.id}`}
          className="tabs__panel"
          role={enhanced ? "tabpanel" : "group"}
          aria-labelledby={enhanced ? `${idPrefix}-tab-${item.id}` : `${idPrefix}-heading-${item.id}`}
          hidden={enhanced && item.id !== current}
        >
          {enhanced ? null : (
            <Heading className="tabs__heading" id={`${idPrefix}-heading-${item.id}`}>
              {item.name}
            </Heading>
          )}
          {item.content}
        </div>
      ))}
    </div>
  );
}
