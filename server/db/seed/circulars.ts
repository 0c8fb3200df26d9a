import type { circulars } from "../schema";
import { DEMO_STORE_GROUPS } from "./groups";
import { addDays, startOfUtcDay } from "./dates";

export type CircularRow = typeof circulars.$inferInsert;

/**
 * Three weekly ads per store group: last week's (ended), this week's (current; shown from a day
 * before it starts) and next week's (upcoming; previewable from tomorrow, valid in 4 days).
 */
export function buildCirculars(now: Date): CircularRow[] {
  const day = startOfUtcDay(now);
  const weeks = [
    { key: "last-week", label: "Last Week", start: -10, end: -3, displayStart: -11, displayEnd: -3 },
    { key: "this-week", label: "This Week", start: -3, end: 4, displayStart: -4, displayEnd: 4 },
    { key: "next-week", label: "Next Week", start: 4, end: 11, displayStart: 1, displayEnd: 11 },
  ] as const;
  return DEMO_STORE_GROUPS.flatMap((g) =>
    weeks.map((w): CircularRow => ({
      title: `${g.name} Weekly Ad – ${w.label}`,
      storeGroupIds: [g.id],
      startDate: addDays(day, w.start),
      endDate: addDays(day, w.end),
      displayStartDate: addDays(day, w.displayStart),
      displayEndDate: addDays(day, w.displayEnd),
      url: `/circulars/${g.slug}/${w.key}`,
    })),
  );
}
