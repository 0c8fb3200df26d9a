import type { ExpiringStorage, SafeStore } from "./expiring-storage";
import { TIMES_WINDOW_SECONDS, type CountOn, type TimesPeriod, type TimingContext, type TimingSettings } from "./popup-timing";

/**
 * The visitor counters popups keep in the browser (docs/requirements.md#entities,
 * docs/design/builder-behaviour.md#visitor-counters), under Elementor's own keys so counts carry over
 * from an imported site:
 *  - `pageViews` and `sessions` (local), `activeSession` (the session object): the whole site's;
 *  - per popup: `popup_<id>_disable`, `popup_<id>_times` (persisting impressions),
 *    `popup_<id>_page_views_initialPageViews`, `popup_<id>_sessions_initialSessions`,
 *    `popup-<id>-impressions-count` (day, week or month impressions, expiring with their window),
 *    and the raw sessionStorage key `popup-<id>-impressions-count` (impressions this session).
 * Nothing here runs in edit mode: the page does not call these there.
 */

export interface CounterStores {
  /** The `elementor` objects (localStorage, and sessionStorage with `{ session: true }`). */
  storage: ExpiringStorage;
  /** Raw sessionStorage, for the per-session impressions. */
  session: SafeStore;
}

export type PopupId = string | number;

export const PAGE_VIEWS_KEY = "pageViews";
export const SESSIONS_KEY = "sessions";
export const ACTIVE_SESSION_KEY = "activeSession";

export const disableKey = (id: PopupId) => `popup_${id}_disable`;
export const timesKey = (id: PopupId) => `popup_${id}_times`;
export const initialPageViewsKey = (id: PopupId) => `popup_${id}_page_views_initialPageViews`;
export const initialSessionsKey = (id: PopupId) => `popup_${id}_sessions_initialSessions`;
/** The key of the day/week/month count in the `elementor` object, and of the session count in raw sessionStorage. */
export const impressionsKey = (id: PopupId) => `popup-${id}-impressions-count`;

/** A stored count: a whole number >= 0 (or digits, as sessionStorage holds them); anything else is 0. */
export function readCount(value: unknown): number {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : 0;
  if (typeof value === "string" && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return 0;
}

/**
 * A page with popups was viewed: `pageViews` + 1; and when this browser session has no
 * `activeSession` flag yet, the flag is set and `sessions` + 1. A session is counted only if the
 * flag could be stored, so a browser without sessionStorage does not count every page as a session.
 */
export function recordPageView(stores: CounterStores): { pageViews: number; sessions: number } {
  const { storage } = stores;
  const pageViews = readCount(storage.get(PAGE_VIEWS_KEY)) + 1;
  storage.set(PAGE_VIEWS_KEY, pageViews);
  let sessions = readCount(storage.get(SESSIONS_KEY));
  if (storage.get(ACTIVE_SESSION_KEY, { session: true }) !== true) {
    storage.set(ACTIVE_SESSION_KEY, true, { session: true });
    if (storage.get(ACTIVE_SESSION_KEY, { session: true }) === true) {
      sessions += 1;
      storage.set(SESSIONS_KEY, sessions);
    }
  }
  return { pageViews, sessions };
}

/** The visitor asked not to see this popup again (a close action with do_not_show_again). */
export function isPopupDisabled(storage: ExpiringStorage, id: PopupId): boolean {
  return storage.get(disableKey(id)) === true;
}

export function disablePopup(storage: ExpiringStorage, id: PopupId): void {
  storage.set(disableKey(id), true);
}

/** This popup's impressions in the period: persisting, this session, or the current day/week/month window. */
export function impressionCount(stores: CounterStores, id: PopupId, period: TimesPeriod): number {
  if (period === "persisting") return readCount(stores.storage.get(timesKey(id)));
  if (period === "session") return readCount(stores.session.get(impressionsKey(id)));
  return readCount(stores.storage.get(impressionsKey(id)));
}

/**
 * One more impression in the period. A day, week or month count gets its expiry only when it is
 * created (the first impression), so the window is fixed from then, not rolling; once it expires
 * the next impression starts a new window.
 */
export function countImpression(stores: CounterStores, id: PopupId, period: TimesPeriod): void {
  const next = impressionCount(stores, id, period) + 1;
  if (period === "persisting") stores.storage.set(timesKey(id), next);
  else if (period === "session") stores.session.set(impressionsKey(id), String(next));
  else stores.storage.set(impressionsKey(id), next, next === 1 ? { lifetimeInSeconds: TIMES_WINDOW_SECONDS[period] } : {});
}

/**
 * The popup was shown ("open") or closed ("close"): counts an impression when its "show up to X
 * times" rule is on and counts at that moment. True when it counted. The count is this popup's
 * own: closing one popup never counts for another.
 */
export function recordPopupEvent(stores: CounterStores, id: PopupId, timing: TimingSettings, event: CountOn): boolean {
  if (!timing.times || timing.times.countOn !== event) return false;
  countImpression(stores, id, timing.times.period);
  return true;
}

/**
 * The stored value, or, the first time (nothing usable stored), `current`, which is then stored:
 * the baseline the page-views and sessions rules count from.
 */
function baseline(storage: ExpiringStorage, key: string, current: number): number {
  const stored = readCount(storage.get(key));
  if (stored > 0) return stored;
  storage.set(key, current);
  return current;
}

export type TimingCounts = Pick<TimingContext, "pageViews" | "initialPageViews" | "sessions" | "initialSessions" | "impressions">;

/**
 * The counters the popup's rules need (call after recordPageView). The first evaluation of a
 * page-views or sessions rule stores its baseline; a rule that is off stores nothing.
 */
export function timingCounts(stores: CounterStores, id: PopupId, timing: TimingSettings): TimingCounts {
  const { storage } = stores;
  const pageViews = readCount(storage.get(PAGE_VIEWS_KEY));
  const sessions = readCount(storage.get(SESSIONS_KEY));
  return {
    pageViews,
    initialPageViews: timing.pageViews ? baseline(storage, initialPageViewsKey(id), pageViews) : pageViews,
    sessions,
    initialSessions: timing.sessions ? baseline(storage, initialSessionsKey(id), sessions) : sessions,
    impressions: timing.times ? impressionCount(stores, id, timing.times.period) : 0,
  };
}
