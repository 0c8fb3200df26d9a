import { z } from "zod";
import { linkSetting } from "../link";
import { htmlSetting, numberSetting, plainText, switcher, textSetting } from "../setting-fields";

const ACTIONS = ["hide", "message", "redirect"] as const;
export type ExpireAction = (typeof ACTIONS)[number];

/** Stored settings of the countdown (Elementor Pro's names and defaults); every field falls back to its default, so any stored value parses. */
export const countdownSettings = z.object({
  /** A fixed date, or a time span that starts on each visitor's first view. */
  countdown_type: z.enum(["due_date", "evergreen"]).catch("due_date"),
  /** "YYYY-MM-DD HH:mm", read as UTC. */
  due_date: textSetting("", 40),
  evergreen_counter_hours: numberSetting(47, { min: 0, max: 100_000 }),
  evergreen_counter_minutes: numberSetting(59, { min: 0, max: 59 }),
  show_days: switcher(true),
  show_hours: switcher(true),
  show_minutes: switcher(true),
  show_seconds: switcher(true),
  show_labels: switcher(true),
  custom_labels: switcher(false),
  label_days: plainText("Days", 40),
  label_hours: plainText("Hours", 40),
  label_minutes: plainText("Minutes", 40),
  label_seconds: plainText("Seconds", 40),
  /** Labels under the digits (`block`) or beside them (`inline`). */
  label_display: z.enum(["block", "inline"]).catch("block"),
  /** What happens at zero: hide the countdown, show a message, go to an address (any of them). */
  expire_actions: z
    .array(z.unknown())
    .transform((list) => ACTIONS.filter((a) => list.includes(a)))
    .catch([]),
  /** Sanitized HTML (core/builder/html-settings.ts). */
  message_after_expire: htmlSetting(""),
  expire_redirect_url: linkSetting,
});

export type CountdownSettings = z.infer<typeof countdownSettings>;
