import { describe, expect, it } from "vitest";
import {
  browsersPass,
  devicesPass,
  failedTimingRules,
  loggedInPasses,
  pageViewsPass,
  readTiming,
  scheduleRulePasses,
  sessionsPass,
  timesPass,
  timingPasses,
  TIMES_WINDOW_SECONDS,
  type TimingContext,
} from "./popup-timing";
import { UA } from "../../frame/user-agent-test-support";

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);

/** A context where every rule, read with its defaults, passes. */
const baseContext: TimingContext = {
  pageViews: 10,
  initialPageViews: 1,
  sessions: 5,
  initialSessions: 1,
  impressions: 0,
  referrer: "",
  host: "harvestlane.test",
  user: null,
  device: "desktop",
  userAgent: UA.chromeWindows,
  visitorNow: at(2025, 6, 15, 12, 0),
};

describe("readTiming", () => {
  it("has every rule off when nothing is on", () => {
    const off = {
      pageViews: null,
      sessions: null,
      times: null,
      url: null,
      sources: null,
      loggedIn: null,
      devices: null,
      browsers: null,
      schedule: null,
    };
    expect(readTiming({})).toEqual(off);
    expect(readTiming([])).toEqual(off);
    expect(readTiming(null)).toEqual(off);
    expect(readTiming("yes")).toEqual(off);
    expect(readTiming({ page_views: "", sessions: "no", times: false, url: 1 })).toEqual(off);
  });

  it("reads each rule's defaults when only its switcher is on", () => {
    const on = Object.fromEntries(
      ["page_views", "sessions", "times", "url", "sources", "logged_in", "devices", "browsers", "schedule"].map((k) => [k, "yes"]),
    );
    expect(readTiming(on)).toEqual({
      pageViews: { views: 3 },
      sessions: { sessions: 2 },
      times: { times: 3, period: "persisting", countOn: "open" },
      url: { action: "show", url: "" },
      sources: { sources: ["search", "external", "internal"] },
      loggedIn: { users: "all", roles: [] },
      devices: { devices: null },
      browsers: { browsers: "all", options: [] },
      schedule: { timezone: "site" },
    });
  });

  it("reads the fields as Elementor stores them", () => {
    const t = readTiming({
      page_views: "yes",
      page_views_views: "5",
      sessions: "yes",
      sessions_sessions: 4,
      times: "yes",
      times_times: 2,
      times_period: "week",
      times_count: "close",
      url: "yes",
      url_action: "regex",
      url_url: "^https://news\\.",
      sources: "yes",
      sources_sources: ["search", "internal"],
      logged_in: "yes",
      logged_in_users: "custom",
      logged_in_roles: ["administrator", "editor"],
      devices: "yes",
      devices_devices: ["mobile", "tablet"],
      browsers: "yes",
      browsers_browsers: "custom",
      browsers_browsers_options: ["safari", "firefox"],
      schedule: "yes",
      schedule_timezone: "visitor",
      schedule_start_date: "2025-06-01 09:00",
      schedule_end_date: "2025-06-30 18:00",
      schedule_server_datetime: "2025-06-10 08:00:00",
    });
    expect(t).toEqual({
      pageViews: { views: 5 },
      sessions: { sessions: 4 },
      times: { times: 2, period: "week", countOn: "close" },
      url: { action: "regex", url: "^https://news\\." },
      sources: { sources: ["search", "internal"] },
      loggedIn: { users: "custom", roles: ["administrator", "editor"] },
      devices: { devices: ["mobile", "tablet"] },
      browsers: { browsers: "custom", options: ["safari", "firefox"] },
      schedule: { timezone: "visitor", start: at(2025, 6, 1, 9, 0), end: at(2025, 6, 30, 18, 0), serverNow: at(2025, 6, 10, 8, 0) },
    });
  });

  it.each([
    ["", "persisting"],
    ["session", "session"],
    ["day", "day"],
    ["week", "week"],
    ["month", "month"],
    ["year", "persisting"],
    [undefined, "persisting"],
  ])("reads times_period %j as %s", (period, expected) => {
    expect(readTiming({ times: "yes", times_period: period }).times?.period).toBe(expected);
  });

  it("counts on open unless it says close", () => {
    expect(readTiming({ times: "yes", times_count: "" }).times?.countOn).toBe("open");
    expect(readTiming({ times: "yes", times_count: "open" }).times?.countOn).toBe("open");
    expect(readTiming({ times: "yes", times_count: "CLOSE" }).times?.countOn).toBe("open");
    expect(readTiming({ times: "yes", times_count: "close" }).times?.countOn).toBe("close");
  });

  it("reads garbage counts as their defaults and keeps them whole and at least 1", () => {
    const t = readTiming({
      page_views: "yes",
      page_views_views: "lots",
      sessions: "yes",
      sessions_sessions: 0,
      times: "yes",
      times_times: 2.7,
    });
    expect(t.pageViews).toEqual({ views: 3 });
    expect(t.sessions).toEqual({ sessions: 1 });
    expect(t.times?.times).toBe(2);
  });

  it("keeps only known sources and browsers, and reads a missing list as its default", () => {
    const t = readTiming({
      sources: "yes",
      sources_sources: ["internal", "social", 3],
      browsers: "yes",
      browsers_browsers: "custom",
      browsers_browsers_options: ["chrome", "opera", null],
    });
    expect(t.sources).toEqual({ sources: ["internal"] });
    expect(t.browsers).toEqual({ browsers: "custom", options: ["chrome"] });
    expect(readTiming({ sources: "yes", sources_sources: "internal" }).sources).toEqual({ sources: ["search", "external", "internal"] });
  });

  it("keeps an empty device list (no device passes) apart from a missing one (every device)", () => {
    expect(readTiming({ devices: "yes", devices_devices: [] }).devices).toEqual({ devices: [] });
    expect(readTiming({ devices: "yes", devices_devices: "mobile" }).devices).toEqual({ devices: null });
  });

  it("reads unknown choices as their defaults", () => {
    const t = readTiming({
      url: "yes",
      url_action: "contains",
      url_url: 5,
      logged_in: "yes",
      logged_in_users: "some",
      browsers: "yes",
      browsers_browsers: "none",
      schedule: "yes",
      schedule_timezone: "mars",
    });
    expect(t.url).toEqual({ action: "show", url: "" });
    expect(t.loggedIn).toEqual({ users: "all", roles: [] });
    expect(t.browsers?.browsers).toBe("all");
    expect(t.schedule).toEqual({ timezone: "site" });
  });

  it("reads unparseable schedule dates as open bounds", () => {
    expect(readTiming({ schedule: "yes", schedule_start_date: "soon", schedule_end_date: "2025-02-30 10:00" }).schedule).toEqual({
      timezone: "site",
    });
  });

  it("has the spec's windows", () => {
    expect(TIMES_WINDOW_SECONDS).toEqual({ day: 86400, week: 604800, month: 2628288 });
  });
});

describe("pageViewsPass and sessionsPass", () => {
  it("pass once the count has grown by the number since the first evaluation", () => {
    expect(pageViewsPass(3, 7, 5)).toBe(false);
    expect(pageViewsPass(3, 8, 5)).toBe(true);
    expect(pageViewsPass(3, 9, 5)).toBe(true);
    expect(sessionsPass(2, 3, 2)).toBe(false);
    expect(sessionsPass(2, 4, 2)).toBe(true);
  });

  it("with 3 views, a popup first evaluated on page view 1 appears on page view 4", () => {
    const views = [1, 2, 3, 4].map((pv) => pageViewsPass(3, pv, 1));
    expect(views).toEqual([false, false, false, true]);
  });
});

describe("timesPass", () => {
  it("passes while the count is under the limit", () => {
    expect(timesPass(3, 0)).toBe(true);
    expect(timesPass(3, 2)).toBe(true);
    expect(timesPass(3, 3)).toBe(false);
    expect(timesPass(1, 1)).toBe(false);
  });
});

describe("loggedInPasses", () => {
  const all = { users: "all" as const, roles: [] };
  const custom = { users: "custom" as const, roles: ["administrator", "editor"] };

  it("lets an anonymous visitor pass, whatever the rule", () => {
    expect(loggedInPasses(all, null)).toBe(true);
    expect(loggedInPasses(custom, null)).toBe(true);
  });

  it("with all, fails every signed-in visitor, one without roles too", () => {
    expect(loggedInPasses(all, { roles: ["shopper"] })).toBe(false);
    expect(loggedInPasses(all, { roles: [] })).toBe(false);
  });

  it("with custom, fails a visitor with any listed role and passes the others", () => {
    expect(loggedInPasses(custom, { roles: ["editor"] })).toBe(false);
    expect(loggedInPasses(custom, { roles: ["shopper", "administrator"] })).toBe(false);
    expect(loggedInPasses(custom, { roles: ["shopper"] })).toBe(true);
    expect(loggedInPasses(custom, { roles: [] })).toBe(true);
    expect(loggedInPasses({ users: "custom", roles: [] }, { roles: ["editor"] })).toBe(true);
  });

  it("compares roles exactly", () => {
    expect(loggedInPasses(custom, { roles: ["Editor"] })).toBe(true);
  });
});

describe("devicesPass", () => {
  it("passes when the device mode is listed", () => {
    expect(devicesPass(["desktop", "tablet"], "tablet")).toBe(true);
    expect(devicesPass(["desktop", "tablet"], "mobile")).toBe(false);
    expect(devicesPass(["mobile"], "mobile_extra")).toBe(false);
  });
  it("passes every device without a list and none with an empty one", () => {
    expect(devicesPass(null, "widescreen")).toBe(true);
    expect(devicesPass([], "desktop")).toBe(false);
  });
});

describe("browsersPass", () => {
  it("passes every browser, unknown ones too, with all", () => {
    expect(browsersPass({ browsers: "all", options: [] }, UA.googlebot)).toBe(true);
  });

  it.each([
    [["chrome"], "chromeWindows", true],
    [["chrome"], "edge", false],
    [["edge"], "edge", true],
    [["safari"], "safariIphone", true],
    [["safari"], "chromeIos", false],
    [["firefox", "safari"], "firefoxIos", true],
    [["ie"], "ie11", true],
    [["chrome", "edge", "firefox", "safari", "ie"], "opera", false],
    [[], "chromeWindows", false],
  ] as const)("custom %j with %s: %s", (options, ua, expected) => {
    expect(browsersPass({ browsers: "custom", options: [...options] }, UA[ua])).toBe(expected);
  });
});

describe("scheduleRulePasses", () => {
  const rule = { start: at(2025, 6, 1, 9, 0), end: at(2025, 6, 30, 18, 0) };

  it("site: compares the server's time of rendering, not the visitor's clock", () => {
    const site = { ...rule, timezone: "site" as const };
    expect(scheduleRulePasses(site, { siteNow: at(2025, 6, 30, 18, 0), visitorNow: at(2025, 7, 2) })).toBe(true);
    expect(scheduleRulePasses(site, { siteNow: at(2025, 5, 31, 23, 59), visitorNow: at(2025, 6, 15) })).toBe(false);
  });

  it("site: falls back to the time stored in the settings, then to the visitor's clock", () => {
    expect(scheduleRulePasses({ ...rule, timezone: "site", serverNow: at(2025, 6, 2) }, { visitorNow: at(2025, 8, 1) })).toBe(true);
    expect(scheduleRulePasses({ ...rule, timezone: "site" }, { visitorNow: at(2025, 8, 1) })).toBe(false);
  });

  it("visitor: compares the visitor's clock", () => {
    const visitor = { ...rule, timezone: "visitor" as const, serverNow: at(2025, 6, 15) };
    expect(scheduleRulePasses(visitor, { siteNow: at(2025, 6, 15), visitorNow: at(2025, 6, 1, 9, 0) })).toBe(true);
    expect(scheduleRulePasses(visitor, { siteNow: at(2025, 6, 15), visitorNow: at(2025, 6, 1, 8, 59) })).toBe(false);
  });
});

describe("failedTimingRules and timingPasses", () => {
  it("passes with no rule on, whatever the context", () => {
    expect(timingPasses(readTiming({}), { ...baseContext, user: { roles: ["administrator"] }, impressions: 99 })).toBe(true);
  });

  it("passes when every rule that is on passes", () => {
    const timing = readTiming({ page_views: "yes", times: "yes", sources: "yes", devices: "yes", devices_devices: ["desktop"] });
    expect(failedTimingRules(timing, baseContext)).toEqual([]);
  });

  it("fails when any one rule fails (AND), and names each failing rule", () => {
    const timing = readTiming({
      page_views: "yes",
      page_views_views: 3,
      times: "yes",
      times_times: 1,
      logged_in: "yes",
      url: "yes",
      url_url: "news",
    });
    expect(failedTimingRules(timing, { ...baseContext, pageViews: 3, initialPageViews: 1, impressions: 1, user: { roles: [] } })).toEqual([
      "page_views",
      "times",
      "url",
      "logged_in",
    ]);
    expect(timingPasses(timing, { ...baseContext, impressions: 0, referrer: "https://news.example/" })).toBe(true);
    expect(timingPasses(timing, { ...baseContext, impressions: 1, referrer: "https://news.example/" })).toBe(false);
  });

  it.each([
    ["sessions", { sessions: "yes" }, { sessions: 3, initialSessions: 1 }, { sessions: 2, initialSessions: 1 }],
    [
      "sources",
      { sources: "yes", sources_sources: ["internal"] },
      { referrer: "https://harvestlane.test/a" },
      { referrer: "https://google.com/" },
    ],
    [
      "url",
      { url: "yes", url_action: "regex", url_url: "^https://a\\.test/" },
      { referrer: "https://a.test/x" },
      { referrer: "https://b.test/x" },
    ],
    ["devices", { devices: "yes", devices_devices: ["mobile"] }, { device: "mobile" }, { device: "desktop" }],
    [
      "browsers",
      { browsers: "yes", browsers_browsers: "custom", browsers_browsers_options: ["firefox"] },
      { userAgent: UA.firefoxLinux },
      { userAgent: UA.safariMac },
    ],
    [
      "schedule",
      { schedule: "yes", schedule_timezone: "visitor", schedule_end_date: "2025-06-15 12:00" },
      { visitorNow: at(2025, 6, 15, 12, 0) },
      { visitorNow: at(2025, 6, 15, 12, 1) },
    ],
    [
      "logged_in",
      { logged_in: "yes", logged_in_users: "custom", logged_in_roles: ["editor"] },
      { user: { roles: ["shopper"] } },
      { user: { roles: ["editor"] } },
    ],
  ] as [string, Record<string, unknown>, Partial<TimingContext>, Partial<TimingContext>][])(
    "%s: passes and fails on its own part of the context",
    (rule, timing, passing, failing) => {
      expect(failedTimingRules(readTiming(timing), { ...baseContext, ...passing })).toEqual([]);
      expect(failedTimingRules(readTiming(timing), { ...baseContext, ...failing })).toEqual([rule]);
    },
  );
});
