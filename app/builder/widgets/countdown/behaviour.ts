import type { BehaviourStart } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";
import { COUNTDOWN_UNITS, countdownDigits, countdownParts, countdownSpoken, type CountdownUnit } from "#core/builder/countdown";

/** The evergreen countdown's end for this visitor: set on their first view, kept in this browser. */
function evergreenDue(id: string, span: number, remember: boolean): number {
  const key = `aisle-countdown-${id}`;
  try {
    const kept = Number(localStorage.getItem(key));
    if (Number.isFinite(kept) && kept > 0) return kept;
    const due = Date.now() + span;
    if (remember) localStorage.setItem(key, String(due));
    return due;
  } catch {
    return Date.now() + span;
  }
}

const elementId = (root: HTMLElement) => /(?:^|\s)elementor-element-([a-z0-9]+)(?:\s|$)/.exec(root.className)?.[1] ?? "";

/**
 * Keeps the countdown the server wrote ticking, once a second, in the same boxes (the digits have a
 * fixed width). The timer's name, which assistive technology reads, changes once a minute. At zero
 * it runs the expiry actions: hide the digits, show the message, go to the address (none of them in
 * edit mode). A changed digit fades in, unless the visitor asked for reduced motion.
 */
const start: BehaviourStart = (root, ctx) => {
  const { due: dueSetting, span, hide, redirect } = ctx.settings;
  const timer = root.querySelector<HTMLElement>(".elementor-countdown-wrapper");
  const message = root.querySelector<HTMLElement>(".elementor-countdown-expire--message");
  const due =
    typeof dueSetting === "number" ? dueSetting : typeof span === "number" ? evergreenDue(elementId(root), span, !ctx.editMode) : null;
  if (due === null) return;
  const journal = domJournal();
  const digits = new Map<CountdownUnit, { el: HTMLElement; text: string }>();
  for (const unit of COUNTDOWN_UNITS) {
    const el = timer?.querySelector<HTMLElement>(`.elementor-countdown-${unit}`);
    if (el) digits.set(unit, { el, text: el.textContent ?? "" });
  }
  const units = [...digits.keys()];
  let handle: ReturnType<typeof setTimeout> | undefined;

  const expire = () => {
    if (ctx.editMode) return;
    if (timer && (hide === true || message)) journal.attr(timer, "hidden", "");
    if (message) journal.attr(message, "hidden", null);
    if (typeof redirect === "string" && redirect) window.location.assign(redirect);
  };

  const tick = () => {
    const left = due - Date.now();
    if (timer && units.length) {
      const parts = countdownParts(left, units);
      for (const [unit, { el }] of digits) {
        const text = countdownDigits(parts[unit] ?? 0);
        if (el.textContent === text) continue;
        el.textContent = text;
        if (!ctx.reducedMotion()) {
          el.classList.remove("e-countdown-tick");
          void el.offsetWidth;
          el.classList.add("e-countdown-tick");
        }
      }
      const spoken = countdownSpoken(parts) || "Time is up";
      if (timer.getAttribute("aria-label") !== spoken) journal.attr(timer, "aria-label", spoken);
    }
    if (left <= 0) return expire();
    handle = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
  };
  if (timer || due - Date.now() > 0) tick();
  else expire();

  return () => {
    clearTimeout(handle);
    for (const { el, text } of digits.values()) {
      el.textContent = text;
      el.classList.remove("e-countdown-tick");
    }
    journal.undo();
  };
};

export default start;
