import { STORE_TIME_ZONE } from "./slot-plan";
import type { TimeSlot } from "./types";

/** One day of the slot picker: its slots, and how the day tab names it. */
export interface SlotDay {
  /** The store's calendar day, YYYY-MM-DD. */
  key: string;
  /** "Friday, November 27": the start of every slot label of that day. */
  name: string;
  /** "Fri" */
  weekday: string;
  /** "Nov 27" */
  date: string;
  slots: TimeSlot[];
  /** Slots of the day with a place left. */
  open: number;
}

const part = (d: Date, options: Intl.DateTimeFormatOptions, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, ...options }).format(d);

/** The store's calendar day of an instant, YYYY-MM-DD. */
export const storeDayKey = (d: Date, timeZone = STORE_TIME_ZONE) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

/** Slots by the store's calendar day of their start, days and slots in the order given (the API's: by time). */
export function slotsByDay(slots: readonly TimeSlot[], timeZone = STORE_TIME_ZONE): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const s of slots) {
    const start = new Date(s.starts_at);
    const key = storeDayKey(start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = {
        key,
        name: part(start, { weekday: "long", month: "long", day: "numeric" }, timeZone),
        weekday: part(start, { weekday: "short" }, timeZone),
        date: part(start, { month: "short", day: "numeric" }, timeZone),
        slots: [],
        open: 0,
      };
      days.set(key, day);
    }
    day.slots.push(s);
    if (s.remaining > 0) day.open++;
  }
  return [...days.values()];
}

/**
 * A slot's times as a card shows them, short: "9:00 – 11:00 AM", or "11:00 AM – 1:00 PM" across noon
 * (its label keeps the long form, which names it).
 */
export function slotTimeShort(startsAt: string, endsAt: string, timeZone = STORE_TIME_ZONE): [string, string] {
  const parts = (iso: string) => {
    const [time = "", meridiem = ""] = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" })
      .format(new Date(iso))
      .split(/\s+/);
    return { time, meridiem };
  };
  const from = parts(startsAt);
  const to = parts(endsAt);
  return [from.meridiem === to.meridiem ? from.time : `${from.time} ${from.meridiem}`, `${to.time} ${to.meridiem}`];
}
