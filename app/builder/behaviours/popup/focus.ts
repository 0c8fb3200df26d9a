/** The elements Tab stops on inside a modal (docs/requirements.md#constants: "a list of focusable selectors"). */
const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "summary",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The focusable elements inside `container` that Tab reaches, in order (hidden ones and tabindex -1 left out). */
export function tabStops(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.hidden && !el.closest("[inert],[hidden]") && el.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab inside `container`: from the last stop to the first and back. */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(container);
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && container.contains(active) && stops.includes(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
