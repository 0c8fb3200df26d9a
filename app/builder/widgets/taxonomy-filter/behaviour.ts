import type { BehaviourStart } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";
import { LOOP_FILTER_CHANGE, type LoopFilterChangeDetail } from "../../behaviours/events";
import { ALL_ITEM, gridFiltersOf, nextSelection, withFilter, type LogicalJoin } from "#core/loop-filter/url-codec";

/**
 * A history entry React Router recognises as one of its own (its `idx` one further), so its own
 * navigations and back/forward keep counting right after the address changed here.
 */
function routerState(): { usr: null; key: string; idx: number } {
  const state: unknown = history.state;
  const idx =
    state && typeof state === "object" && typeof (state as { idx?: unknown }).idx === "number" ? (state as { idx: number }).idx + 1 : 0;
  return { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
}

/**
 * The taxonomy filter in the browser: its links become toggle buttons (`aria-pressed`), and a click
 * applies the filter (docs/design/builder-behaviour.md#loop-grid-and-taxonomy-filter): the address gets
 * the new filter (the grid's page dropped), and the bound loop grid refreshes in place. The selection
 * is the address's, which the server rendered the links from, so nothing the visitor chose is lost;
 * back and forward bring the buttons up to date. A click with a modifier key keeps the link's own
 * meaning (a new tab).
 */
const start: BehaviourStart = (root, ctx) => {
  const gridId = typeof ctx.settings.selected_element === "string" ? ctx.settings.selected_element : "";
  const taxonomy = typeof ctx.settings.taxonomy === "string" ? ctx.settings.taxonomy : "";
  const multiple = ctx.settings.multiple_selection === true;
  const join: LogicalJoin = ctx.settings.logical_combination === "OR" ? "OR" : "AND";
  const items = [...root.querySelectorAll<HTMLAnchorElement>("a.e-filter-item[data-filter]")];
  if (!gridId || !taxonomy || !items.length) return;
  const journal = domJournal();
  const selectedNow = () => gridFiltersOf(location.search, gridId)[taxonomy]?.terms ?? [];

  const sync = () => {
    const selected = selectedNow();
    for (const item of items) {
      const slug = item.dataset.filter ?? "";
      const pressed = slug === ALL_ITEM ? selected.length === 0 : selected.includes(slug);
      journal.attr(item, "aria-pressed", String(pressed));
      journal.attr(
        item,
        "href",
        location.pathname +
          withFilter(location.search, gridId, taxonomy, { terms: nextSelection(selected, slug, multiple), logicalJoin: join }),
      );
    }
  };
  for (const item of items) {
    journal.attr(item, "role", "button");
    journal.attr(item, "aria-current", null);
  }
  sync();

  const apply = (slug: string) => {
    const terms = nextSelection(selectedNow(), slug, multiple);
    const url = location.pathname + withFilter(location.search, gridId, taxonomy, { terms, logicalJoin: join });
    history.pushState(routerState(), "", url);
    const detail: LoopFilterChangeDetail = { widgetId: gridId, handled: false };
    window.dispatchEvent(new CustomEvent<LoopFilterChangeDetail>(LOOP_FILTER_CHANGE, { detail }));
    // No grid on this page refreshes in place (its script failed, or it is elsewhere): load the address.
    if (!detail.handled) location.reload();
  };

  root.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a.e-filter-item[data-filter]");
      if (!item || !root.contains(item) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      apply(item.dataset.filter ?? "");
    },
    { signal: ctx.signal },
  );
  // A button is pressed with Space too (a link only with Enter).
  root.addEventListener(
    "keydown",
    (event) => {
      const item = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a.e-filter-item[data-filter]");
      if (!item || event.key !== " ") return;
      event.preventDefault();
      item.click();
    },
    { signal: ctx.signal },
  );
  window.addEventListener(LOOP_FILTER_CHANGE, sync, { signal: ctx.signal });
  window.addEventListener("popstate", sync, { signal: ctx.signal });
  return () => journal.undo();
};

export default start;
