import { createExpiringStorage, createSafeStore } from "#core/builder/popup/expiring-storage";
import { recordPageView, type CounterStores } from "#core/builder/popup/popup-counters";

/**
 * What the popups of one page share: the visitor's counter stores (Elementor's `elementor` objects
 * in localStorage and sessionStorage, and raw sessionStorage), the page view counted once however
 * many popups the page has, and which popups this page has shown (avoid multiple popups).
 */
export function counterStores(): CounterStores {
  return {
    storage: createExpiringStorage({ local: () => window.localStorage, session: () => window.sessionStorage, now: () => Date.now() }),
    session: createSafeStore(() => window.sessionStorage),
  };
}

/** The page being viewed: a history entry (client-side navigations make new ones), else the address. */
function pageKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === "object" ? (state as { key?: unknown }).key : undefined;
  return typeof key === "string" ? `${key} ${location.pathname}` : location.href;
}

let page = "";
let shown = new Set<number>();

function current(): Set<number> {
  const key = pageKey();
  if (key !== page) {
    page = key;
    shown = new Set();
    viewCounted = false;
  }
  return shown;
}

let viewCounted = false;

/** Counts this page view (and a new session) once per page, whichever popup asks first. */
export function countPageViewOnce(stores: CounterStores): void {
  current();
  if (viewCounted) return;
  viewCounted = true;
  recordPageView(stores);
}

export function markShown(id: number): void {
  current().add(id);
}

/** Another popup than `id` has been shown on this page. */
export function otherPopupShown(id: number): boolean {
  return [...current()].some((other) => other !== id);
}
