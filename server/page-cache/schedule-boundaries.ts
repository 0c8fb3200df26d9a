import type { Db } from "../db/client";
import { and, eq, gt } from "drizzle-orm";
import { circulars, contentItems, posts } from "../db/schema";

/**
 * The instants at which scheduled content (targeted content items, circulars, posts dated in the
 * future) starts or stops showing,
 * read once per content version: a cached page must not outlive the banner it shows.
 */
export function scheduleBoundaries(db: Db, version: () => number) {
  let loaded: { version: number; times: Promise<number[]> } | null = null;
  const load = async (): Promise<number[]> => {
    const [items, ads, scheduled] = await Promise.all([
      db
        .select({ a: contentItems.startsAt, b: contentItems.endsAt, c: contentItems.displayStartsAt, d: contentItems.displayEndsAt })
        .from(contentItems),
      db
        .select({ a: circulars.startDate, b: circulars.endDate, c: circulars.displayStartDate, d: circulars.displayEndDate })
        .from(circulars),
      db
        .select({ a: posts.publishedAt })
        .from(posts)
        .where(and(eq(posts.status, "publish"), gt(posts.publishedAt, new Date()))),
    ]);
    const times = new Set<number>();
    for (const r of scheduled) times.add(r.a.getTime());
    for (const r of [...items, ...ads]) {
      for (const d of [r.a, r.b, r.c, r.d]) {
        const t = d ? d.getTime() : NaN;
        if (Number.isFinite(t)) times.add(t);
      }
    }
    return [...times].sort((x, y) => x - y);
  };
  return async (now: number): Promise<number | null> => {
    const v = version();
    if (!loaded || loaded.version !== v) {
      const times = load();
      loaded = { version: v, times };
      times.catch(() => {
        if (loaded?.times === times) loaded = null;
      });
    }
    const times = await loaded.times;
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! <= now) lo = mid + 1;
      else hi = mid;
    }
    return lo < times.length ? times[lo]! : null;
  };
}
