import { describe, expect, it } from "vitest";
import {
  countImpression,
  disablePopup,
  impressionCount,
  isPopupDisabled,
  readCount,
  recordPageView,
  recordPopupEvent,
  timingCounts,
} from "./popup-counters";
import { readTiming } from "./popup-timing";
import { BROWSER_START as T0, fakeBrowser as browser } from "./storage-test-support";

const DAY = 86_400_000;

describe("readCount", () => {
  it.each([
    [0, 0],
    [7, 7],
    ["3", 3],
    [" 12 ", 12],
    [-1, 0],
    [1.5, 0],
    [NaN, 0],
    ["x", 0],
    ["-2", 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [{}, 0],
  ])("%j reads as %d", (value, n) => {
    expect(readCount(value)).toBe(n);
  });
});

describe("recordPageView", () => {
  it("counts every page view and one session per browser session", () => {
    const b = browser();
    expect(recordPageView(b.stores)).toEqual({ pageViews: 1, sessions: 1 });
    expect(recordPageView(b.stores)).toEqual({ pageViews: 2, sessions: 1 });
    b.newSession();
    expect(recordPageView(b.stores)).toEqual({ pageViews: 3, sessions: 2 });
    expect(recordPageView(b.stores)).toEqual({ pageViews: 4, sessions: 2 });
  });

  it("writes Elementor's keys: pageViews and sessions locally, activeSession in the session object", () => {
    const b = browser();
    recordPageView(b.stores);
    expect(b.local.json()).toEqual({ pageViews: 1, sessions: 1, __expiration: {} });
    expect(b.session.json()).toEqual({ activeSession: true, __expiration: {} });
  });

  it("continues counts Elementor left", () => {
    const b = browser();
    b.local.setItem("elementor", JSON.stringify({ pageViews: 41, sessions: 9, __expiration: {} }));
    expect(recordPageView(b.stores)).toEqual({ pageViews: 42, sessions: 10 });
  });

  it("starts again from garbage", () => {
    const b = browser();
    b.local.setItem("elementor", JSON.stringify({ pageViews: "many", sessions: -4 }));
    expect(recordPageView(b.stores)).toEqual({ pageViews: 1, sessions: 1 });
  });

  it("counts no session when sessionStorage cannot hold the flag, and still counts page views", () => {
    const b = browser();
    b.session.failWrites = true;
    expect(recordPageView(b.stores)).toEqual({ pageViews: 1, sessions: 0 });
    expect(recordPageView(b.stores)).toEqual({ pageViews: 2, sessions: 0 });
  });

  it("never throws when no storage works", () => {
    const b = browser();
    b.local.failReads = true;
    b.session.failReads = true;
    expect(recordPageView(b.stores)).toEqual({ pageViews: 1, sessions: 0 });
  });
});

describe("disable", () => {
  it("is stored as popup_<id>_disable = true", () => {
    const b = browser();
    expect(isPopupDisabled(b.stores.storage, 12)).toBe(false);
    disablePopup(b.stores.storage, 12);
    expect(isPopupDisabled(b.stores.storage, 12)).toBe(true);
    expect(isPopupDisabled(b.stores.storage, 13)).toBe(false);
    expect(b.local.json()).toEqual({ popup_12_disable: true, __expiration: {} });
  });

  it("reads only true as disabled", () => {
    const b = browser();
    b.local.setItem("elementor", JSON.stringify({ popup_1_disable: "yes", popup_2_disable: 1 }));
    expect(isPopupDisabled(b.stores.storage, 1)).toBe(false);
    expect(isPopupDisabled(b.stores.storage, 2)).toBe(false);
  });
});

describe("countImpression", () => {
  it("persisting: popup_<id>_times, never expiring", () => {
    const b = browser();
    countImpression(b.stores, 5, "persisting");
    countImpression(b.stores, 5, "persisting");
    b.clock.advance(10_000 * DAY);
    expect(impressionCount(b.stores, 5, "persisting")).toBe(2);
    expect(b.local.json()).toEqual({ popup_5_times: 2, __expiration: {} });
  });

  it("session: the raw sessionStorage key popup-<id>-impressions-count, gone with the session", () => {
    const b = browser();
    countImpression(b.stores, 5, "session");
    countImpression(b.stores, 5, "session");
    expect(b.session.getItem("popup-5-impressions-count")).toBe("2");
    expect(impressionCount(b.stores, 5, "session")).toBe(2);
    expect(b.local.items.size).toBe(0);
    b.newSession();
    expect(impressionCount(b.stores, 5, "session")).toBe(0);
  });

  it.each([
    ["day", 86_400],
    ["week", 604_800],
    ["month", 2_628_288],
  ] as const)("%s: popup-<id>-impressions-count with a TTL of %d s", (period, seconds) => {
    const b = browser();
    countImpression(b.stores, 5, period);
    expect(b.local.json()).toEqual({ "popup-5-impressions-count": 1, __expiration: { "popup-5-impressions-count": T0 + seconds * 1000 } });
    b.clock.advance(seconds * 1000);
    expect(impressionCount(b.stores, 5, period)).toBe(1);
    b.clock.advance(1);
    expect(impressionCount(b.stores, 5, period)).toBe(0);
  });

  it("fixes the window at the first impression: later impressions do not move it", () => {
    const b = browser();
    countImpression(b.stores, 5, "day");
    b.clock.advance(23 * 3_600_000);
    countImpression(b.stores, 5, "day");
    countImpression(b.stores, 5, "day");
    expect(impressionCount(b.stores, 5, "day")).toBe(3);
    expect(b.local.json()).toMatchObject({ __expiration: { "popup-5-impressions-count": T0 + DAY } });
    b.clock.advance(3_600_001);
    expect(impressionCount(b.stores, 5, "day")).toBe(0);
  });

  it("starts a new window with the first impression after one expired", () => {
    const b = browser();
    countImpression(b.stores, 5, "day");
    b.clock.advance(DAY + 1);
    const second = b.clock.now();
    countImpression(b.stores, 5, "day");
    expect(b.local.json()).toEqual({ "popup-5-impressions-count": 1, __expiration: { "popup-5-impressions-count": second + DAY } });
  });

  it("keeps each popup's counts apart", () => {
    const b = browser();
    countImpression(b.stores, 1, "day");
    countImpression(b.stores, 2, "day");
    countImpression(b.stores, 2, "day");
    expect(impressionCount(b.stores, 1, "day")).toBe(1);
    expect(impressionCount(b.stores, 2, "day")).toBe(2);
  });

  it("counts nothing, and never throws, when storage is full", () => {
    const b = browser();
    b.local.failWrites = true;
    b.session.failWrites = true;
    for (const period of ["persisting", "session", "day"] as const) {
      expect(() => countImpression(b.stores, 5, period)).not.toThrow();
      expect(impressionCount(b.stores, 5, period)).toBe(0);
    }
  });
});

describe("recordPopupEvent", () => {
  const onOpen = readTiming({ times: "yes", times_times: 2, times_period: "day" });
  const onClose = readTiming({ times: "yes", times_times: 2, times_period: "day", times_count: "close" });

  it("counts on open by default, not on close", () => {
    const b = browser();
    expect(recordPopupEvent(b.stores, 9, onOpen, "open")).toBe(true);
    expect(recordPopupEvent(b.stores, 9, onOpen, "close")).toBe(false);
    expect(impressionCount(b.stores, 9, "day")).toBe(1);
  });

  it("counts on close when configured, not on open", () => {
    const b = browser();
    expect(recordPopupEvent(b.stores, 9, onClose, "open")).toBe(false);
    expect(impressionCount(b.stores, 9, "day")).toBe(0);
    expect(recordPopupEvent(b.stores, 9, onClose, "close")).toBe(true);
    expect(impressionCount(b.stores, 9, "day")).toBe(1);
  });

  it("counts nothing when the times rule is off", () => {
    const b = browser();
    expect(recordPopupEvent(b.stores, 9, readTiming({}), "open")).toBe(false);
    expect(b.local.items.size).toBe(0);
  });

  it("counts into the rule's period", () => {
    const b = browser();
    recordPopupEvent(b.stores, 9, readTiming({ times: "yes", times_period: "session" }), "open");
    recordPopupEvent(b.stores, 9, readTiming({ times: "yes" }), "open");
    expect(impressionCount(b.stores, 9, "session")).toBe(1);
    expect(impressionCount(b.stores, 9, "persisting")).toBe(1);
    expect(impressionCount(b.stores, 9, "day")).toBe(0);
  });
});

describe("timingCounts", () => {
  it("stores the page-views and sessions baselines on the first evaluation and keeps them", () => {
    const b = browser();
    const timing = readTiming({ page_views: "yes", sessions: "yes" });
    recordPageView(b.stores);
    recordPageView(b.stores);
    expect(timingCounts(b.stores, 4, timing)).toEqual({
      pageViews: 2,
      initialPageViews: 2,
      sessions: 1,
      initialSessions: 1,
      impressions: 0,
    });
    expect(b.local.json()).toMatchObject({ popup_4_page_views_initialPageViews: 2, popup_4_sessions_initialSessions: 1 });
    recordPageView(b.stores);
    b.newSession();
    recordPageView(b.stores);
    expect(timingCounts(b.stores, 4, timing)).toEqual({
      pageViews: 4,
      initialPageViews: 2,
      sessions: 2,
      initialSessions: 1,
      impressions: 0,
    });
  });

  it("stores nothing for rules that are off", () => {
    const b = browser();
    recordPageView(b.stores);
    expect(timingCounts(b.stores, 4, readTiming({}))).toEqual({
      pageViews: 1,
      initialPageViews: 1,
      sessions: 1,
      initialSessions: 1,
      impressions: 0,
    });
    expect(b.local.json()).toEqual({ pageViews: 1, sessions: 1, __expiration: {} });
  });

  it("reads the impressions of the times rule's period", () => {
    const b = browser();
    countImpression(b.stores, 4, "week");
    expect(timingCounts(b.stores, 4, readTiming({ times: "yes", times_period: "week" })).impressions).toBe(1);
    expect(timingCounts(b.stores, 4, readTiming({ times: "yes", times_period: "day" })).impressions).toBe(1);
    expect(timingCounts(b.stores, 4, readTiming({ times: "yes" })).impressions).toBe(0);
  });
});
