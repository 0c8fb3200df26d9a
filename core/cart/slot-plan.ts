/**
 * The time slots every store offers, generated the same way every time (no random numbers): windows
 * of two hours in the store's time zone, pickup and delivery, each with a capacity and a fee.
 */
import type { FulfilmentMethod } from "./types";
import { dateTimeFormat } from "#core/text/date-time-format";

/** The demo chain's stores are all in the Eastern time zone (Ohio, Pennsylvania, Michigan, Indiana). */
export const STORE_TIME_ZONE = "America/New_York";
/** How many days ahead (today included) slots can be booked. */
export const SLOT_DAYS = 7;
/** A slot can no longer be chosen this long before it starts. */
export const SLOT_CUTOFF_MS = 60 * 60 * 1000;

export interface SlotTemplate {
  method: FulfilmentMethod;
  startHour: number;
  endHour: number;
  capacity: number;
  feeCents: number;
}

const PICKUP_HOURS = [9, 11, 13, 15, 17, 19];
const DELIVERY_HOURS = [10, 12, 14, 16, 18];
/** After-work windows cost more. */
const isPeak = (hour: number) => hour >= 16 && hour < 19;

export function slotTemplates(method: FulfilmentMethod): SlotTemplate[] {
  const hours = method === "pickup" ? PICKUP_HOURS : DELIVERY_HOURS;
  return hours.map((h) => ({
    method,
    startHour: h,
    endHour: h + 2,
    capacity: method === "pickup" ? 6 : 4,
    feeCents: method === "pickup" ? (isPeak(h) ? 199 : 0) : isPeak(h) ? 999 : 799,
  }));
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** How far the zone is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return (
    Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - Math.floor(at.getTime() / 1000) * 1000
  );
}

/** Instants worked out, by zone, date and hour: the slot plan asks for the same few dozen on every request. */
const instants = new Map<string, number>();
/** A week of slot hours in a few zones is a few hundred; past this the map starts over (dates move on). */
const MAX_INSTANTS = 2048;

/** The instant at which the zone's clock shows `hour`:00 on `date` (YYYY-MM-DD). */
export function zonedInstant(date: string, hour: number, timeZone = STORE_TIME_ZONE): Date {
  const key = `${timeZone}\n${date}\n${hour}`;
  let at = instants.get(key);
  if (at === undefined) {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const naive = Date.UTC(y, m - 1, d, hour);
    const first = naive - zoneOffsetMs(new Date(naive), timeZone);
    at = naive - zoneOffsetMs(new Date(first), timeZone);
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, at);
  }
  return new Date(at);
}

/** The zone's calendar date at an instant (YYYY-MM-DD). */
export function zonedDate(at: Date, timeZone = STORE_TIME_ZONE): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The dates slots can be booked on, from today (in the zone) on. */
export function bookableDates(now: Date, days = SLOT_DAYS, timeZone = STORE_TIME_ZONE): string[] {
  const today = zonedDate(now, timeZone);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10));
}

export interface PlannedSlot {
  method: FulfilmentMethod;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  feeCents: number;
}

/** The slots of one day and method. */
export function plannedSlots(date: string, method: FulfilmentMethod, timeZone = STORE_TIME_ZONE): PlannedSlot[] {
  return slotTemplates(method).map((t) => ({
    method,
    startsAt: zonedInstant(date, t.startHour, timeZone),
    endsAt: zonedInstant(date, t.endHour, timeZone),
    capacity: t.capacity,
    feeCents: t.feeCents,
  }));
}

/** A slot's label for people and screen readers: "Friday, November 27, 9:00 AM to 11:00 AM". */
export function slotLabel(startsAt: Date, endsAt: Date, timeZone = STORE_TIME_ZONE): string {
  const day = dateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }).format(startsAt);
  const time = (d: Date) => dateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(d);
  return `${day}, ${time(startsAt)} to ${time(endsAt)}`;
}
