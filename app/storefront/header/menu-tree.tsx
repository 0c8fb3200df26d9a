import { useEffect, useRef, type CSSProperties } from "react";
import type { NavNode } from "#core/menus/navigation";
import { departmentChildren, isScrollableMenu, megaColumns } from "#core/menus/menu-layout";
import { useMenuState } from "./menu-state";
import { useHoverIntent } from "./use-hover-intent";
import { useStartFromPage } from "../hydration/use-start-from-page";

/** A menu entry: a navigation node, or a group of a whole tree ("Recipes") with no link of its own. */
export interface MenuEntry {
  /** Unique across the header's menus: `{menu}-{node id}`. */
  id: string;
  title: string;
  url: string | null;
  selected: boolean;
  children: MenuEntry[];
}

export function toEntries(nodes: readonly NavNode[], prefix: string): MenuEntry[] {
  return nodes.map((n) => ({
    id: `${prefix}-${n.id}`,
    title: n.title,
    url: n.url || null,
    selected: n.selected,
    children: toEntries(n.children, prefix),
  }));
}

/** `page` on the selected entry itself, not on its selected ancestors. */
function currentPage(entry: MenuEntry): "page" | undefined {
  return entry.selected && !entry.children.some((c) => c.selected) ? "page" : undefined;
}

export type MenuVariant = "mega" | "department";

/**
 * One entry of a header menu, as a disclosure: its link, a button that opens its submenu
 * (aria-expanded), and the submenu. On desktop a top-level submenu is a mega-menu panel of one,
 * three or four columns opened by click, keyboard or hover intent; deeper lists show inside it.
 * Below 992 px every submenu is a level of the off-canvas menu with its own Back button.
 * Everything is in the server-rendered HTML. Until the script runs, CSS opens a desktop panel under
 * the pointer or the keyboard focus; the script starts with that panel open.
 */
export function MenuItem({
  entry,
  depth,
  variant = "mega",
  parentTitle,
}: {
  entry: MenuEntry;
  depth: number;
  variant?: MenuVariant;
  parentTitle: string;
}) {
  const menu = useMenuState();
  // Made from the entry (unique in the header), not by useId: the same on a page hydrated without the router (decision 0045).
  const linkId = `menu-link-${entry.id}`;
  const back = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const hasPanel = entry.children.length > 0;
  const open = hasPanel && menu.isOpen(entry.id, depth);
  const offcanvasLevel = open && menu.desktop === false;
  // A level of the off-canvas menu takes focus when it opens (its Back button comes first).
  useEffect(() => {
    if (offcanvasLevel) back.current?.focus();
  }, [offcanvasLevel]);
  const hover = useHoverIntent(
    menu.desktop === true && depth === 0 && hasPanel,
    open,
    () => menu.open(entry.id, 0, "hover"),
    () => {
      if (menu.openedBy === "hover") menu.closeIf(entry.id, 0);
    },
  );
  useStartFromPage(
    item,
    (li) => {
      if (menu.desktop !== true || depth !== 0 || !hasPanel) return;
      if (li.matches(":focus-within")) menu.open(entry.id, 0, "keyboard");
      else if (li.matches(":hover")) {
        menu.open(entry.id, 0, "hover");
        hover.alreadyOver();
      }
    },
    menu.desktop !== null,
  );
  const { shown, more } = variant === "department" ? departmentChildren(entry.children) : { shown: entry.children, more: false };
  const panelId = `menu-panel-${entry.id}`;
  const level = depth + 1;
  const itemCount = shown.length + (more ? 1 : 0);
  const top = depth === 0 ? "" : undefined;
  const classes = ["menu__item", hasPanel ? "menu__item--parent" : "", entry.selected ? "is-selected" : "", open ? "is-open" : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <li
      ref={item}
      className={classes}
      data-depth={depth}
      onPointerEnter={hover.onPointerEnter}
      onPointerMove={hover.onPointerMove}
      onPointerLeave={hover.onPointerLeave}
    >
      <div className="menu__row">
        {entry.url ? (
          <a id={linkId} className="menu__link" href={entry.url} aria-current={currentPage(entry)} data-menu-top={top}>
            {entry.title}
          </a>
        ) : null}
        {hasPanel ? (
          <button
            type="button"
            className={entry.url ? "menu__toggle menu__toggle--icon" : "menu__toggle"}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={entry.url ? `${entry.title} submenu` : undefined}
            data-menu-top={top}
            onClick={(event) => {
              hover.reset();
              menu.toggle(entry.id, depth, event.detail === 0 ? "keyboard" : "click");
            }}
          >
            {entry.url ? null : <span className="menu__toggle-text">{entry.title}</span>}
            <span className="menu__chevron" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {hasPanel ? (
        <div
          id={panelId}
          className="menu__panel"
          data-submenu=""
          data-level={level}
          data-open={open ? "true" : "false"}
          data-columns={depth === 0 ? megaColumns(shown.length) : undefined}
          style={{ "--level": level } as CSSProperties}
        >
          <div className="menu__level-head">
            <button
              ref={back}
              type="button"
              className="menu__back"
              aria-label={`Back to ${parentTitle}`}
              onClick={() => backTo(entry.id, depth, menu.closeFrom)}
            >
              <span className="menu__back-arrow" aria-hidden="true" />
              Back
            </button>
            <span className="menu__level-title">{entry.title}</span>
          </div>
          <ul className="menu__list" data-scrollable={isScrollableMenu(itemCount) ? "true" : undefined}>
            {shown.map((child) => (
              <MenuItem key={child.id} entry={child} depth={depth + 1} parentTitle={entry.title} />
            ))}
            {more && entry.url ? (
              <li className="menu__item menu__item--more" data-depth={depth + 1}>
                <div className="menu__row">
                  <a className="menu__link menu__more" href={entry.url} aria-describedby={linkId}>
                    more...
                  </a>
                </div>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Back from a level: close it and put focus on the control that opened it. */
function backTo(id: string, depth: number, closeFrom: (depth: number) => void) {
  closeFrom(depth);
  focusToggle(id);
}

export function focusToggle(id: string) {
  const toggle = document.querySelector<HTMLElement>(`[aria-controls="menu-panel-${CSS.escape(id)}"]`);
  toggle?.focus();
}

/** A whole tree under one group entry ("Recipes", "My account"). */
export function groupEntry(id: string, title: string, nodes: readonly NavNode[]): MenuEntry {
  const children = toEntries(nodes, id);
  return { id, title, url: null, selected: children.some((c) => c.selected), children };
}
