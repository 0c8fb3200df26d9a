const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole days (negative for the past). */
export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** Midnight UTC of `now`'s day, so weekly schedules line up on day boundaries. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
