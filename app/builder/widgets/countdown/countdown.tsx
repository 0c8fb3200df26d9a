import { defineWidget } from "../../widget-types";
import { countdownSettings, type CountdownSettings } from "./settings";
import type { CountdownView } from "./countdown-markup";
import { COUNTDOWN_UNITS, dueDateMs, type CountdownUnit } from "#core/builder/countdown";
import { safeWebUrl } from "#core/text/safe-url";
import { cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

export const COUNTDOWN_RESOLVER = "countdown";

const DEFAULT_LABELS: Record<CountdownUnit, string> = { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" };

/** The units shown (all four when every one is switched off, as a countdown with none shows nothing useful). */
function unitsOf(s: CountdownSettings): CountdownUnit[] {
  const on = COUNTDOWN_UNITS.filter((u) => s[`show_${u}`]);
  return on.length ? on : [...COUNTDOWN_UNITS];
}

export function countdownView(s: CountdownSettings): CountdownView {
  const units = unitsOf(s);
  const labels: CountdownView["labels"] = {};
  if (s.show_labels) for (const u of units) labels[u] = (s.custom_labels ? s[`label_${u}`].trim() : "") || DEFAULT_LABELS[u];
  return {
    units,
    labels,
    message: s.expire_actions.includes("message") ? s.message_after_expire.trim() : "",
    hide: s.expire_actions.includes("hide"),
  };
}

/** When the countdown ends: a due date (epoch ms), or the evergreen span (ms from a visitor's first view); null for no valid date. */
export function countdownTarget(s: CountdownSettings): { due: number } | { span: number } | null {
  if (s.countdown_type === "evergreen")
    return { span: (Math.trunc(s.evergreen_counter_hours) * 60 + Math.trunc(s.evergreen_counter_minutes)) * 60_000 };
  const due = dueDateMs(s.due_date);
  return due === undefined ? null : { due };
}

function countdownStyles(v: SettingsView) {
  const gap = cssSize(v.get("box_spacing"), ["px", "em"], { min: 0, max: 200 });
  return mergeBlocks(
    { " .elementor-countdown-wrapper": gap ? { gap } : {} },
    { " .elementor-countdown-item": { ...colour(v, "box_background_color", "background-color") } },
    { " .elementor-countdown-digits": { ...colour(v, "digits_color"), ...typography(v, "digits_typography") } },
    { " .elementor-countdown-label": { ...colour(v, "label_color"), ...typography(v, "label_typography") } },
    { " .elementor-countdown-expire--message": { ...colour(v, "message_color"), ...typography(v, "message_typography") } },
  );
}

/**
 * Elementor Pro's countdown. The time left depends on when the page is asked for, so the markup is
 * a per-request slot (resolver.server.ts): the server writes the time left at that moment, and the
 * behaviour keeps it ticking in the same boxes (digits of fixed width: nothing moves), then runs the
 * expiry actions (hide, message, redirect).
 */
export const countdown = defineWidget({
  type: "countdown",
  title: "Countdown",
  settings: countdownSettings,
  classes: (s) => [`elementor-countdown--label-${s.label_display}`],
  // The slot renders the markup; the component is what a loop item (which has no request) shows: nothing.
  Component: () => null,
  slot: (s) => {
    const target = countdownTarget(s);
    return target ? { resolver: COUNTDOWN_RESOLVER, args: { ...target, view: countdownView(s) } } : null;
  },
  styles: countdownStyles,
  behaviour: "countdown",
  clientSettings: (s) => {
    const target = countdownTarget(s);
    if (!target) return {};
    const redirect = s.expire_actions.includes("redirect")
      ? (safeWebUrl(s.expire_redirect_url.url) ??
        (s.expire_redirect_url.url.startsWith("/") && !s.expire_redirect_url.url.startsWith("//") ? s.expire_redirect_url.url : null))
      : null;
    return { ...target, hide: s.expire_actions.includes("hide"), ...(redirect ? { redirect } : {}) };
  },
});
