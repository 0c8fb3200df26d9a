import type { Page } from "@playwright/test";

interface ShiftWindow {
  __shift: number;
  __shiftSources: string[];
  __shifts: { value: number; at: number }[];
}

/** Sums layout shifts (not caused by input) from the very start of every page the tab opens. */
export async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shift = 0;
    w.__shiftSources = [];
    w.__shifts = [];
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
        w.__shift += entry.value;
        w.__shifts.push({ value: entry.value, at: entry.startTime });
        for (const s of entry.sources ?? []) {
          w.__shiftSources.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as ShiftWindow).__shift);
}

/**
 * The layout shift of the page once its HTML was parsed (after recordLayoutShift). A renderer short of
 * CPU may paint a long document before the parser reaches the rest of a row (a bar's call to action,
 * say): that is the browser showing the page as it arrives, which no script of the page causes. What
 * this holds is that nothing moves from the parsed first HTML on, through the scripts starting.
 */
export function shiftAfterParse(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? 0;
    return (window as unknown as ShiftWindow).__shifts.filter((s) => s.at >= parsed).reduce((sum, s) => sum + s.value, 0);
  });
}

/** What moved on this page since it opened (after recordLayoutShift): for a failing check's message. */
export function shiftSources(page: Page): Promise<string> {
  return page.evaluate(() => `layout shifts: ${(window as unknown as ShiftWindow).__shiftSources.join("; ") || "none"}`);
}
