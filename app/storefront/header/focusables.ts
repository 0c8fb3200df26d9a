/** Focus helpers for the header menus. */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether an element is rendered and not hidden, so it can take focus. */
export function isShown(el: Element): boolean {
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
}

/** Focusable, shown elements inside `root`, in document order. */
export function focusablesIn(root: ParentNode | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[inert]") && isShown(el));
}

/** Moves focus `by` steps through `items` from the focused one (wrapping), or to the first or last. */
export function moveFocus(items: readonly HTMLElement[], current: Element | null, by: number | "first" | "last"): void {
  if (!items.length) return;
  let index: number;
  if (by === "first") index = 0;
  else if (by === "last") index = items.length - 1;
  else {
    const at = items.findIndex((el) => el === current);
    index = at === -1 ? 0 : (at + by + items.length) % items.length;
  }
  items[index]?.focus();
}
