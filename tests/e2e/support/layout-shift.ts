import type { Page } from "@playwright/test";

interface ShiftWindow {
  /** Each shift not caused by input: its score and when it happened (ms from the navigation's start). */
  __shifts: { value: number; at: number }[];
  __shiftSources: string[];
  /** When the second frame after the HTML was parsed began (ms from the navigation's start). */
  __parsedFrame?: number;
}

/** Sums layout shifts (not caused by input) from the very start of every page the tab opens. */
export async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shifts = [];
    w.__shiftSources = [];
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
      const cls =
        typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${cls}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({ value: entry.value, at: entry.startTime });
        for (const s of entry.sources ?? []) {
          w.__shiftSources.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
    // A shift is reported with the frame that shows it: the row a renderer painted half-parsed is
    // reported as moving in the frame after the parser finished it. Counting starts a frame later.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__parsedFrame = performance.now())));
    });
  });
  return () => shiftSince(page, "start");
}

/**
 * The layout shift of the page once its HTML was parsed (after recordLayoutShift). A renderer short of
 * CPU may paint a long document before the parser reaches the rest of a row (a bar's call to action,
 * say): that is the browser showing the page as it arrives, which no script of the page causes. What
 * this holds is that nothing moves from the frames after parsing on: late images, styles and scripts.
 * A script that ran the moment the parser finished falls in those frames; `shiftFromNow` after a held
 * page's first frames, then its scripts released, is what catches that.
 */
export function shiftAfterParse(page: Page): Promise<number> {
  return shiftSince(page, "parsed");
}

function shiftSince(page: Page, from: "start" | "parsed"): Promise<number> {
  return page.evaluate((from) => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const w = window as unknown as ShiftWindow;
    const since = from === "parsed" ? (w.__parsedFrame ?? navigation?.domInteractive ?? 0) : 0;
    return w.__shifts.filter((s) => s.at >= since).reduce((sum, s) => sum + s.value, 0);
  }, from);
}

/**
 * Starts counting once the page has shown two more frames; the function returned sums the shifts
 * (after recordLayoutShift) from then on: what moved because of what happened after the call.
 */
export async function shiftFromNow(page: Page): Promise<() => Promise<number>> {
  const since = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))),
  );
  return () =>
    page.evaluate(
      (since) => (window as unknown as ShiftWindow).__shifts.filter((s) => s.at >= since).reduce((sum, s) => sum + s.value, 0),
      since,
    );
}

/** What moved on this page since it opened (after recordLayoutShift): for a failing check's message. */
export function shiftSources(page: Page): Promise<string> {
  return page.evaluate(() => `layout shifts: ${(window as unknown as ShiftWindow).__shiftSources.join("; ") || "none"}`);
}
