/**
 * The popup schedule rule (docs/design/builder-behaviour.md#popup-advanced-rules): start <= now <= end,
 * either bound optional. Elementor stores the bounds as wall-clock text, "YYYY-MM-DD HH:mm", in the
 * site's timezone or the visitor's. Times here are "wall-clock ms": the date and time fields read as if
 * they were UTC, so two times of the same zone compare without knowing the zone.
 *  - site timezone: "now" is the server's time when the page was rendered (in the site's timezone);
 *  - visitor timezone: "now" is the visitor's own clock.
 */
import { dateTimeFormat } from "#core/text/date-time-format";

const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * "YYYY-MM-DD HH:mm" (also with seconds, a `T`, or no time: midnight) as wall-clock ms; undefined
 * for anything else, an impossible date (2025-02-30) included.
 */
export function parseWallClock(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const m = WALL_CLOCK.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1000 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  return new Date(ms).getUTCDate() === day ? ms : undefined;
}

/** The wall-clock ms of a Date on the clock of the machine running this (the visitor's browser). */
export function localWallClock(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
}

/**
 * The instant `epochMs` as "YYYY-MM-DD HH:mm:ss" on the clocks of `timeZone` (an IANA name such as
 * "America/New_York"): what the server puts in the page as the site's "now". An unknown zone is UTC.
 */
export function wallClockText(epochMs: number, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat("en-CA", { ...WALL_CLOCK_PARTS, timeZone });
  } catch {
    format = dateTimeFormat("en-CA", { ...WALL_CLOCK_PARTS, timeZone: "UTC" });
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export interface ScheduleBounds {
  /** Wall-clock ms; undefined = open. */
  start?: number;
  end?: number;
}

/** start <= now <= end, both inclusive, either open. */
export function schedulePasses(bounds: ScheduleBounds, now: number): boolean {
  if (bounds.start !== undefined && now < bounds.start) return false;
  if (bounds.end !== undefined && now > bounds.end) return false;
  return true;
}
