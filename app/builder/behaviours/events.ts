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
