import { browserOf, BROWSERS, type Browser } from "../../frame/user-agent-browser";
import { sourcesPass, SOURCES, URL_ACTIONS, urlRulePasses, type Source, type UrlAction } from "./popup-referrer";
import { parseWallClock, schedulePasses } from "./popup-schedule";
import { choice, numberSetting, settingsObject, stringList, switcher } from "../settings/setting-readers";

/**
 * A popup's advanced rules (the `timing` settings; docs/design/builder-behaviour.md#popup-advanced-rules,
 * docs/requirements.md#validation and #roles): each group is on when its switcher is `yes`, and every rule
 * that is on must pass (AND) before the popup's triggers are armed. Reading never throws: a missing or
 * broken field takes its default.
 */

export const TIMES_PERIODS = ["persisting", "session", "day", "week", "month"] as const;
export type TimesPeriod = (typeof TIMES_PERIODS)[number];
/** The fixed windows of the day, week and month periods, in seconds (docs/requirements.md#constants). */
export const TIMES_WINDOW_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;

export type CountOn = "open" | "close";

export interface TimingSettings {
  /** Show after X page views (3). */
  pageViews: { views: number } | null;
  /** Show after X sessions (2). */
  sessions: { sessions: number } | null;
  /** Show up to X times (3) per period, counted on open or on close. */
  times: { times: number; period: TimesPeriod; countOn: CountOn } | null;
  /** When arriving from a specific URL. */
  url: { action: UrlAction; url: string } | null;
  /** Show when arriving from (all three by default). */
  sources: { sources: Source[] } | null;
  /** Hide for logged-in users: all of them, or those with one of the roles. */
  loggedIn: { users: "all" | "custom"; roles: string[] } | null;
  /** Show on these device modes; null = every device (the default: all active devices). */
  devices: { devices: string[] | null } | null;
  /** All browsers, or those listed. */
  browsers: { browsers: "all" | "custom"; options: Browser[] } | null;
  /** Between start and end (wall-clock ms, either open) in the site's timezone or the visitor's. */
  schedule: { timezone: "site" | "visitor"; start?: number; end?: number; serverNow?: number } | null;
}

export type TimingRule = "page_views" | "sessions" | "times" | "url" | "sources" | "logged_in" | "devices" | "browsers" | "schedule";

/** The `timing` settings object as stored (or PHP's `[]`, or anything) with defaults. */
export function readTiming(raw: unknown): TimingSettings {
  const t = settingsObject(raw);
  const on = (group: string) => switcher(t[group]);
  const count = (key: string, fallback: number) => Math.floor(numberSetting(t[key], { fallback, min: 1 }));
  /** Elementor stores persisting (the default) as "". */
  const timesPeriod = choice(t.times_period, TIMES_PERIODS, "persisting");
  const schedule = {
    timezone: choice(t.schedule_timezone, ["site", "visitor"] as const, "site"),
    start: parseWallClock(t.schedule_start_date),
    end: parseWallClock(t.schedule_end_date),
    serverNow: parseWallClock(t.schedule_server_datetime),
  };
  return {
    pageViews: on("page_views") ? { views: count("page_views_views", 3) } : null,
    sessions: on("sessions") ? { sessions: count("sessions_sessions", 2) } : null,
    times: on("times")
      ? { times: count("times_times", 3), period: timesPeriod, countOn: t.times_count === "close" ? "close" : "open" }
      : null,
    url: on("url") ? { action: choice(t.url_action, URL_ACTIONS, "show"), url: typeof t.url_url === "string" ? t.url_url : "" } : null,
    sources: on("sources")
      ? { sources: (stringList(t.sources_sources) ?? [...SOURCES]).filter((s): s is Source => (SOURCES as readonly string[]).includes(s)) }
      : null,
    loggedIn: on("logged_in")
      ? { users: choice(t.logged_in_users, ["all", "custom"] as const, "all"), roles: stringList(t.logged_in_roles) ?? [] }
      : null,
    devices: on("devices") ? { devices: stringList(t.devices_devices) ?? null } : null,
    browsers: on("browsers")
      ? {
          browsers: choice(t.browsers_browsers, ["all", "custom"] as const, "all"),
          options: (stringList(t.browsers_browsers_options) ?? []).filter((b): b is Browser => (BROWSERS as readonly string[]).includes(b)),
        }
      : null,
    schedule: on("schedule") ? dropUndefined(schedule) : null,
  };
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Everything the rules look at, gathered by the page (counters from popup-counters.ts). */
export interface TimingContext {
  pageViews: number;
  /** The page views stored when this popup's rule was first evaluated. */
  initialPageViews: number;
  sessions: number;
  initialSessions: number;
  /** This popup's impressions in the times rule's current period. */
  impressions: number;
  /** document.referrer ("" when none). */
  referrer: string;
  /** location.host (with the port, if any). */
  host: string;
  /** The signed-in visitor's roles, or null for an anonymous visitor. */
  user: { roles: readonly string[] } | null;
  /** The current device mode (desktop, tablet, mobile...). */
  device: string;
  userAgent: string;
  /** The site's "now" as the server rendered the page (wall-clock ms in the site's timezone). */
  siteNow?: number;
  /** The visitor's clock as wall-clock ms (localWallClock(new Date())). */
  visitorNow: number;
}

/** Passes when at least `views` page views happened since the first evaluation. */
export function pageViewsPass(views: number, pageViews: number, initialPageViews: number): boolean {
  return pageViews - initialPageViews >= views;
}

/** Passes when at least `sessions` sessions started since the first evaluation. */
export function sessionsPass(sessions: number, current: number, initialSessions: number): boolean {
  return current - initialSessions >= sessions;
}

/** Passes while the popup was shown (or closed) fewer than `times` times in the period. */
export function timesPass(times: number, impressions: number): boolean {
  return impressions < times;
}

/**
 * Spec section 6: an anonymous visitor passes; with `all` every signed-in visitor fails; with
 * `custom` a signed-in visitor fails when any of their roles is in the list.
 */
export function loggedInPasses(
  rule: { users: "all" | "custom"; roles: readonly string[] },
  user: { roles: readonly string[] } | null,
): boolean {
  if (!user) return true;
  if (rule.users === "all") return false;
  return !user.roles.some((role) => rule.roles.includes(role));
}

/** The current device mode is in the list (null = every device). */
export function devicesPass(devices: readonly string[] | null, device: string): boolean {
  return devices === null || devices.includes(device);
}

/** All browsers, or the visitor's browser family (from the user agent) is one of those listed. */
export function browsersPass(rule: { browsers: "all" | "custom"; options: readonly Browser[] }, userAgent: string): boolean {
  if (rule.browsers === "all") return true;
  const browser = browserOf(userAgent);
  return browser !== null && rule.options.includes(browser);
}

/**
 * The schedule against "now": for the site's timezone the time the server rendered the page (the
 * page's own, else the one stored in the settings), else the visitor's clock.
 */
export function scheduleRulePasses(
  rule: NonNullable<TimingSettings["schedule"]>,
  ctx: Pick<TimingContext, "siteNow" | "visitorNow">,
): boolean {
  const now = rule.timezone === "site" ? (ctx.siteNow ?? rule.serverNow ?? ctx.visitorNow) : ctx.visitorNow;
  return schedulePasses(rule, now);
}

/** The rules that are on and fail (empty: the popup may arm its triggers). */
export function failedTimingRules(timing: TimingSettings, ctx: TimingContext): TimingRule[] {
  const failed: TimingRule[] = [];
  const check = (rule: TimingRule, passes: boolean) => {
    if (!passes) failed.push(rule);
  };
  if (timing.pageViews) check("page_views", pageViewsPass(timing.pageViews.views, ctx.pageViews, ctx.initialPageViews));
  if (timing.sessions) check("sessions", sessionsPass(timing.sessions.sessions, ctx.sessions, ctx.initialSessions));
  if (timing.times) check("times", timesPass(timing.times.times, ctx.impressions));
  if (timing.url) check("url", urlRulePasses(timing.url.action, timing.url.url, ctx.referrer));
  if (timing.sources) check("sources", sourcesPass(timing.sources.sources, ctx.referrer, ctx.host));
  if (timing.loggedIn) check("logged_in", loggedInPasses(timing.loggedIn, ctx.user));
  if (timing.devices) check("devices", devicesPass(timing.devices.devices, ctx.device));
  if (timing.browsers) check("browsers", browsersPass(timing.browsers, ctx.userAgent));
  if (timing.schedule) check("schedule", scheduleRulePasses(timing.schedule, ctx));
  return failed;
}

/** Every rule that is on passes. */
export function timingPasses(timing: TimingSettings, ctx: TimingContext): boolean {
  return failedTimingRules(timing, ctx).length === 0;
}
