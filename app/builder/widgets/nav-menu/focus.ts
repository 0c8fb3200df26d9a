/**
 * Focus moves within a nav menu: its links and submenu buttons that are shown, in order. The site
 * header has its own (app/storefront/header/focusables.ts); this widget keeps a small copy so that
 * no module is shared between the header and a page-builder chunk, which would cost every page one
 * more file to fetch (page-code test, 100 KB of JavaScript).
 */
export function menuItemsIn(root: ParentNode | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
    (el) => !el.closest("[inert]") && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
  );
}

/** Moves focus `by` steps through `items` from `current` (wrapping), or to the first or last. */
export function moveMenuFocus(items: readonly HTMLElement[], current: Element | null, by: number | "first" | "last"): void {
  if (!items.length) return;
  const at = items.findIndex((el) => el === current);
  const index = by === "first" ? 0 : by === "last" ? items.length - 1 : at === -1 ? 0 : (at + by + items.length) % items.length;
  items[index]?.focus();
}

/** How long a submenu stays open after the pointer leaves it, so a diagonal move to it does not close it. */
export const CLOSE_DELAY_MS = 400;
