import { numberSetting, secondsToMs, settingsObject, switcher, text } from "../settings/setting-readers";

/**
 * A popup's triggers (the `triggers` settings; docs/design/builder-behaviour.md#popup-triggers,
 * docs/requirements.md#states-and-transitions and #constants) and the pure decisions behind them. The
 * page arms every trigger that is on; the first one to fire opens the popup and disarms all the others
 * (createTriggerRace). Delays are stored in seconds and used in milliseconds.
 */

export type Trigger =
  | { kind: "page_load"; delayMs: number }
  | { kind: "scrolling"; direction: "down"; offset: number }
  | { kind: "scrolling"; direction: "up" }
  | { kind: "scrolling_to"; selector: string }
  | { kind: "click"; times: number }
  | { kind: "inactivity"; delayMs: number }
  | { kind: "exit_intent" }
  | { kind: "adblock_detection"; delayMs: number };

export type TriggerKind = Trigger["kind"];

export interface TriggerReadOptions {
  /** Whether a CSS selector parses (in the browser: `document.querySelector` does not throw). */
  isValidSelector: (selector: string) => boolean;
}

/**
 * The triggers that are on, with their defaults: page load after 0 s; scrolling down to 50 %
 * (1-100) or any scroll up; scrolling to a selector (ignored when empty or invalid); the 1st click
 * (at least 1); 30 s of inactivity (at least 1 s); exit intent; adblock detection after 0 s.
 */
export function readTriggers(raw: unknown, options: TriggerReadOptions): Trigger[] {
  const t = settingsObject(raw);
  const on = (group: string) => switcher(t[group]);
  const seconds = (key: string, fallback: number, min: number) => secondsToMs(numberSetting(t[key], { fallback, min }));
  const triggers: Trigger[] = [];
  if (on("page_load")) triggers.push({ kind: "page_load", delayMs: seconds("page_load_delay", 0, 0) });
  if (on("scrolling")) {
    triggers.push(
      t.scrolling_direction === "up"
        ? { kind: "scrolling", direction: "up" }
        : { kind: "scrolling", direction: "down", offset: numberSetting(t.scrolling_offset, { fallback: 50, min: 1, max: 100 }) },
    );
  }
  if (on("scrolling_to")) {
    const selector = text(t.scrolling_to_selector);
    if (selector !== "" && safeIsValid(options.isValidSelector, selector)) triggers.push({ kind: "scrolling_to", selector });
  }
  if (on("click")) triggers.push({ kind: "click", times: Math.floor(numberSetting(t.click_times, { fallback: 1, min: 1 })) });
  if (on("inactivity")) triggers.push({ kind: "inactivity", delayMs: seconds("inactivity_time", 30, 1) });
  if (on("exit_intent")) triggers.push({ kind: "exit_intent" });
  if (on("adblock_detection")) triggers.push({ kind: "adblock_detection", delayMs: seconds("adblock_detection_delay", 0, 0) });
  return triggers;
}

function safeIsValid(isValidSelector: (selector: string) => boolean, selector: string): boolean {
  try {
    return isValidSelector(selector) === true;
  } catch {
    return false;
  }
}

export interface ScrollMetrics {
  /** window.scrollY */
  scrollY: number;
  /** document.documentElement.scrollHeight */
  docHeight: number;
  /** window.innerHeight */
  innerHeight: number;
}

/** How far down the page is scrolled, in % (0 when the page cannot scroll). */
export function scrollPercent(m: ScrollMetrics): number {
  const scrollable = m.docHeight - m.innerHeight;
  if (!(scrollable > 0)) return 0;
  return (m.scrollY / scrollable) * 100;
}

/** Scrolling down fires once scrollY / (docHeight - innerHeight) * 100 >= offset. */
export function scrollDownFires(offset: number, m: ScrollMetrics): boolean {
  return m.docHeight - m.innerHeight > 0 && scrollPercent(m) >= offset;
}

/**
 * Watches scroll positions for one scrolling trigger, starting from where the page already is (the
 * visitor may have scrolled before the script ran). `down` fires at its offset (checked at once
 * too: a page already scrolled past it fires on the first check); `up` fires on any move up from the
 * last position seen.
 */
export function createScrollWatch(
  trigger: Extract<Trigger, { kind: "scrolling" }>,
  start: ScrollMetrics,
): { check(m: ScrollMetrics): boolean } {
  let last = start.scrollY;
  return {
    check(m) {
      if (trigger.direction === "down") return scrollDownFires(trigger.offset, m);
      const up = m.scrollY < last;
      last = m.scrollY;
      return up;
    },
  };
}

/** Counts clicks on the page; fires on exactly the configured count (later clicks do not fire). */
export function createClickCounter(times: number): { click(): boolean; readonly count: number } {
  let count = 0;
  return {
    click() {
      count += 1;
      return count === times;
    },
    get count() {
      return count;
    },
  };
}

/** Exit intent: the pointer left the window at its top edge (mouseleave / mouseout with clientY <= 0). */
export function exitIntentFires(clientY: number): boolean {
  return clientY <= 0;
}

/** The keyboard and pointer events that restart the inactivity timer (touch and scroll do not). */
export const INACTIVITY_RESET_EVENTS = ["keypress", "mousemove"] as const;

/** The adblock probe: a blocker removed the bait element or hid it. */
export function adblockDetected(probe: { present: boolean; display: string }): boolean {
  return !probe.present || probe.display === "none";
}

export interface TriggerRace<K> {
  /**
   * Arms a trigger: `disarm` removes its listeners and timers. Returns the function to call when it
   * fires; the first call of any armed trigger wins. Arming after the race is over disarms at once.
   */
  arm(key: K, disarm: () => void): () => void;
  /** Disarms everything without a winner (the page is leaving, the popup opened another way). */
  cancel(): void;
  /** The trigger that fired first, or null. */
  readonly winner: K | null;
  readonly settled: boolean;
}

/**
 * "The first trigger to fire destroys the others": once one fires, every armed trigger (the winner
 * too) is disarmed, then `onWin` runs once. A disarm that throws does not stop the others.
 */
export function createTriggerRace<K>(onWin: (key: K) => void): TriggerRace<K> {
  const armed: (() => void)[] = [];
  let winner: K | null = null;
  let settled = false;

  const disarmAll = () => {
    for (const disarm of armed.splice(0)) {
      try {
        disarm();
      } catch {
        // One trigger failing to clean up must not keep the others armed.
      }
    }
  };

  return {
    arm(key, disarm) {
      if (settled) {
        try {
          disarm();
        } catch {
          // as above
        }
        return () => {};
      }
      armed.push(disarm);
      return () => {
        if (settled) return;
        settled = true;
        winner = key;
        disarmAll();
        onWin(key);
      };
    },
    cancel() {
      settled = true;
      disarmAll();
    },
    get winner() {
      return winner;
    },
    get settled() {
      return settled;
    },
  };
}
