import { describe, expect, it } from "vitest";
import { recordPageView, recordPopupEvent, timingCounts } from "./popup-counters";
import { readTiming, timingPasses } from "./popup-timing";
import { fakeBrowser } from "./storage-test-support";

/** The advanced rules over the stored counters, visit after visit, as a visitor's browser lives them. */

const DAY = 86_400_000;
type Browser = ReturnType<typeof fakeBrowser>;

describe("popup rules across visits", () => {
  const context = { referrer: "", host: "harvestlane.test", user: null, device: "desktop", userAgent: "", visitorNow: 0 };
  const passes = (b: Browser, id: number, raw: Record<string, unknown>) => {
    const timing = readTiming(raw);
    return timingPasses(timing, { ...context, ...timingCounts(b.stores, id, timing) });
  };
  const visit = (b: Browser, id: number, raw: Record<string, unknown>) => {
    recordPageView(b.stores);
    const shown = passes(b, id, raw);
    if (shown) recordPopupEvent(b.stores, id, readTiming(raw), "open");
    return shown;
  };

  it("show after 3 page views: from the 4th page view on", () => {
    const b = fakeBrowser();
    const raw = { page_views: "yes", page_views_views: 3 };
    expect([1, 2, 3, 4, 5].map(() => visit(b, 1, raw))).toEqual([false, false, false, true, true]);
  });

  it("show after 2 sessions: from the third session on", () => {
    const b = fakeBrowser();
    const raw = { sessions: "yes", sessions_sessions: 2 };
    const seen: boolean[] = [];
    for (let s = 0; s < 4; s++) {
      if (s) b.newSession();
      seen.push(visit(b, 1, raw), visit(b, 1, raw));
    }
    expect(seen).toEqual([false, false, false, false, true, true, true, true]);
  });

  it("once per session: not again after a reload, again in a new session", () => {
    const b = fakeBrowser();
    const raw = { times: "yes", times_times: 1, times_period: "session" };
    expect(visit(b, 1, raw)).toBe(true);
    expect(visit(b, 1, raw)).toBe(false);
    b.newSession();
    expect(visit(b, 1, raw)).toBe(true);
  });

  it("twice a day: again once the day from the first impression is over", () => {
    const b = fakeBrowser();
    const raw = { times: "yes", times_times: 2, times_period: "day" };
    expect(visit(b, 1, raw)).toBe(true);
    b.clock.advance(3_600_000);
    expect(visit(b, 1, raw)).toBe(true);
    expect(visit(b, 1, raw)).toBe(false);
    b.clock.advance(DAY - 3_600_000);
    expect(visit(b, 1, raw)).toBe(false);
    b.clock.advance(1);
    expect(visit(b, 1, raw)).toBe(true);
  });

  it("counted on close: a popup shown but not closed still passes", () => {
    const b = fakeBrowser();
    const raw = { times: "yes", times_times: 1, times_count: "close" };
    expect(visit(b, 1, raw)).toBe(true);
    expect(visit(b, 1, raw)).toBe(true);
    recordPopupEvent(b.stores, 1, readTiming(raw), "close");
    expect(visit(b, 1, raw)).toBe(false);
  });
});
