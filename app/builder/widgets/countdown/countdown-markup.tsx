import { htmlContent } from "../html-setting";
import { COUNTDOWN_UNITS, countdownDigits, countdownParts, countdownSpoken, type CountdownUnit } from "#core/builder/countdown";

/** What the countdown's markup is made from: fixed per document version (the slot's arguments). */
export interface CountdownView {
  units: CountdownUnit[];
  /** Labels by unit; none when labels are off. */
  labels: Partial<Record<CountdownUnit, string>>;
  /** Sanitized HTML (core/builder/html-settings.ts). */
  message: string;
  hide: boolean;
}

/**
 * The countdown as it stands `remainingMs` before zero: the digits of each shown unit with its
 * label, named as a timer ("2 days, 3 hours and 5 minutes left"), and the expiry message after it
 * (hidden until zero). At zero: the message alone, or nothing when the countdown hides.
 */
export function CountdownMarkup({ view, remainingMs }: { view: CountdownView; remainingMs: number }) {
  const expired = remainingMs <= 0;
  const parts = countdownParts(remainingMs, view.units);
  const message = view.message && (
    <div className="elementor-countdown-expire--message" role="status" hidden={!expired} {...htmlContent(view.message)} />
  );
  if (expired && (view.hide || view.message)) return message || null;
  return (
    <>
      <div className="elementor-countdown-wrapper" role="timer" aria-label={countdownSpoken(parts) || "Time is up"}>
        {COUNTDOWN_UNITS.filter((u) => view.units.includes(u)).map((unit) => (
          <div key={unit} className="elementor-countdown-item" aria-hidden="true">
            <span className={`elementor-countdown-digits elementor-countdown-${unit}`}>{countdownDigits(parts[unit] ?? 0)}</span>
            {view.labels[unit] && <span className="elementor-countdown-label">{view.labels[unit]}</span>}
          </div>
        ))}
      </div>
      {message}
    </>
  );
}
