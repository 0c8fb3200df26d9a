/**
 * Events behaviours tell one another through, on `window`. The sticky behaviour dispatches
 * STICKY_CHANGE each time an element sticks or unsticks; stretch recomputes on it.
 */
export const STICKY_CHANGE = "aisle:sticky-change";

export interface StickyChangeDetail {
  element: HTMLElement;
  sticky: boolean;
}

export function dispatchStickyChange(detail: StickyChangeDetail): void {
  window.dispatchEvent(new CustomEvent<StickyChangeDetail>(STICKY_CHANGE, { detail }));
}

/**
 * A taxonomy filter changed the address (the new filters are in `location`): the loop grid whose id
 * is `widgetId` refreshes, and says so by setting `handled` (no running grid: the filter loads the
 * address instead). Every filter of that grid brings its buttons up to date.
 */
export const LOOP_FILTER_CHANGE = "aisle:loop-filter-change";

export interface LoopFilterChangeDetail {
  widgetId: string;
  handled: boolean;
}
