/**
 * The countdown widget's arithmetic (docs/decisions/0069-kit-widgets.md): how much time is left,
 * split into the units the widget shows. A unit that is hidden folds into the next smaller one shown
 * (no days: 49 hours), as Elementor Pro does.
 */
export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

const UNIT_MS: Record<CountdownUnit, number> = { days: 86_400_000, hours: 3_600_000, minutes: 60_000, seconds: 1000 };

/** The time left in each shown unit; the largest shown unit holds everything above it, the smallest drops what is below it. */
export function countdownParts(remainingMs: number, shown: readonly CountdownUnit[]): Partial<Record<CountdownUnit, number>> {
  let left = Math.max(0, Math.floor(remainingMs / 1000) * 1000);
  const out: Partial<Record<CountdownUnit, number>> = {};
  for (const unit of COUNTDOWN_UNITS) {
    if (!shown.includes(unit)) continue;
    out[unit] = Math.floor(left / UNIT_MS[unit]);
    left -= out[unit] * UNIT_MS[unit];
  }
  return out;
}

/** Digits as the widget shows them: at least two. */
export function countdownDigits(n: number): string {
  return String(Math.max(0, Math.trunc(n))).padStart(2, "0");
}

const SPOKEN: Record<CountdownUnit, [string, string]> = {
  days: ["day", "days"],
  hours: ["hour", "hours"],
  minutes: ["minute", "minutes"],
  seconds: ["second", "seconds"],
};

/**
 * What assistive technology reads: "2 days, 3 hours and 5 minutes left". Units at zero are left
 * out, and seconds too unless they are all that is left (they change too often to be read); ""
 * when nothing is left.
 */
export function countdownSpoken(parts: Partial<Record<CountdownUnit, number>>): string {
  const nonZero = COUNTDOWN_UNITS.filter((u) => (parts[u] ?? 0) > 0);
  const said = nonZero.some((u) => u !== "seconds") ? nonZero.filter((u) => u !== "seconds") : nonZero;
  const words = said.map((u) => `${parts[u]} ${SPOKEN[u][parts[u] === 1 ? 0 : 1]}`);
  if (!words.length) return "";
  const last = words.pop()!;
  return `${words.length ? `${words.join(", ")} and ${last}` : last} left`;
}

/** Elementor's due date "YYYY-MM-DD HH:mm" read as UTC, in epoch ms; undefined when it is not one. */
export function dueDateMs(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  if (mo! < 1 || mo! > 12 || h > 23 || mi > 59 || s > 59) return undefined;
  const ms = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  return new Date(ms).getUTCDate() === d ? ms : undefined;
}
